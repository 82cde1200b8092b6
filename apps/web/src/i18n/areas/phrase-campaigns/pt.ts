/** Spec 3 §2 Phrase campaigns (/phrase-lists), their dialog (§5 Phrase campaign) and toasts (§8). */
export const phraseCampaignsPt = {
  title: 'Campanhas',
  add: 'Campanha',
  empty: 'Nenhuma campanha por frase cadastrada.',
  loadError: 'Não foi possível carregar a lista de registros',
  noPermission: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
  table: {
    name: 'Nome',
    status: 'Status',
    active: 'Ativo',
    inactive: 'Desativado',
    actions: 'Ações',
  },
  actions: {
    edit: 'Editar',
    delete: 'Excluir',
  },
  dialog: {
    addTitle: 'Nova campanha com fluxo por frase',
    editTitle: 'Editar campanha com fluxo por frase',
    name: 'Nome',
    flow: 'Fluxo',
    whatsapp: 'Conexão',
    allConnections: 'Todas as conexões',
    whatsappHint: 'Sem conexão escolhida, a frase vale para todas as conexões.',
    phrase: 'Frase',
    phraseHint:
      'Inicia o fluxo quando a mensagem é a frase ou a contém como palavras inteiras; maiúsculas e acentos não importam.',
    status: 'Ativo',
    cancel: 'Cancelar',
    add: 'Adicionar',
    save: 'Salvar',
  },
  validation: {
    nameRequired: 'Digite um nome!',
    nameTooShort: 'Muito curto!',
    nameTooLong: 'Muito longo!',
    required: 'Obrigatório',
  },
  confirmDelete: {
    title: 'Excluir campanha?',
    message: 'A campanha {{name}} será excluída e a frase deixará de iniciar o fluxo.',
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  toasts: {
    created: 'Frase criada com sucesso!',
    updated: 'Frase alterada com sucesso!',
    deleted: 'Frase deletada',
  },
};
