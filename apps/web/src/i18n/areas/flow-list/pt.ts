/** Spec 3 §2 Flow list (/flowbuilders), its name dialog (§5 Flow name) and the flow select of other screens. */
export const flowListPt = {
  title: 'Fluxos de conversa',
  search: 'Pesquisar',
  searchPlaceholder: 'Pesquisar fluxo...',
  add: 'Adicionar Fluxo',
  empty: 'Nenhum fluxo cadastrado.',
  loadError: 'Não foi possível carregar a lista de registros',
  table: {
    name: 'Nome',
    status: 'Status',
    actions: 'Ações',
  },
  status: {
    active: 'Ativo',
    inactive: 'Desativado',
  },
  actions: {
    menu: 'Ações: {{name}}',
    toggle: 'Fluxo ativo: {{name}}',
    rename: 'Editar nome',
    edit: 'Editar fluxo',
    duplicate: 'Duplicar',
    delete: 'Excluir',
  },
  dialog: {
    addTitle: 'Adicionar Fluxo',
    editTitle: 'Editar nome do fluxo',
    name: 'Nome',
    cancel: 'Cancelar',
    add: 'Adicionar',
    save: 'Salvar',
  },
  confirmDelete: {
    title: 'Excluir fluxo?',
    message: 'O fluxo {{name}} será excluído. Esta ação não pode ser desfeita.',
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  confirmDuplicate: {
    title: 'Duplicar fluxo?',
    message: 'Uma cópia do fluxo {{name}} será criada, com todos os seus passos.',
    confirm: 'Duplicar',
    cancel: 'Cancelar',
  },
  toasts: {
    saved: 'Fluxo salvo com sucesso',
    deleted: 'Fluxo excluído com sucesso',
    duplicated: 'Fluxo duplicado com sucesso',
  },
  validation: {
    nameRequired: 'Digite um nome!',
    nameTooShort: 'Muito curto!',
    nameTooLong: 'Muito longo!',
  },
  /** The searchable select of a flow (phrase campaigns, a connection's default flows). */
  select: {
    noOptions: 'Nenhum fluxo encontrado',
    loading: 'Carregando…',
    clear: 'Limpar',
    open: 'Abrir',
    close: 'Fechar',
    unavailable: 'Fluxo indisponível (#{{id}})',
    unavailableHint: 'Este fluxo não existe mais: escolha outro ou limpe o campo.',
  },
};
