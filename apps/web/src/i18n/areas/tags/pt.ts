/**
 * Texts of the Tags page and the kanban lane management page (spec 3 "Tags and kanban", §5 Tag,
 * §8 toasts) in pt-BR, the reference every other language matches key for key.
 */
export const tagsPt = {
  title: 'Tags',
  titleWithCount: 'Tags ({{count}})',
  lanesTitle: 'Colunas do Kanban',
  add: 'Nova Tag',
  addLane: 'Adicionar coluna',
  backToKanban: 'Voltar para o Kanban',
  empty: 'Nenhuma tag encontrada',
  lanesEmpty: 'Nenhuma coluna cadastrada',
  table: {
    id: 'ID',
    name: 'Nome',
    contacts: 'Contatos',
    tickets: 'Tickets',
  },
  viewContacts: 'Ver contatos de {{name}}',
  deleteMessage: 'Esta tag será removida de todos os contatos e tickets. Esta ação não pode ser revertida.',
  dialog: {
    addTitle: 'Adicionar tag',
    editTitle: 'Editar tag',
    addLaneTitle: 'Adicionar coluna',
    editLaneTitle: 'Editar coluna',
    lane: 'Etapa do kanban',
    fields: {
      name: 'Nome',
      color: 'Cor',
      pickColor: 'Escolher cor',
      timeLane: 'Tempo na coluna (horas)',
      timeLaneHelp: '0: sem limite de tempo',
      nextLaneId: 'Próxima coluna',
      rollbackLaneId: 'Coluna de retorno',
      greetingMessageLane: 'Mensagem de saudação da coluna',
      none: 'Nenhuma',
    },
  },
  contacts: {
    title: 'Contatos com a tag {{name}}',
    empty: 'Nenhum contato com esta tag',
    name: 'Nome',
    number: 'Número',
    remove: 'Remover {{name}} da tag',
    close: 'Fechar',
  },
  validation: {
    required: 'Obrigatório',
    tooShort: 'Mensagem muito curta',
    tooLong: 'Muito extenso!',
    invalid: 'Valor inválido',
  },
  toasts: {
    saved: 'Tag salva com sucesso!',
    deleted: 'Tag excluída com sucesso!',
    contactRemoved: 'Tag removida do contato!',
  },
  noPermission: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
};

export type TagsMessages = typeof tagsPt;
