/**
 * Texts of the kanban board (spec 3 "Tags and kanban", §4 "Kanban", §8 toasts) in pt-BR, the
 * reference every other language matches key for key.
 */
export const kanbanPt = {
  title: 'Kanban',
  defaultLane: 'Em aberto',
  startDate: 'Data de início',
  endDate: 'Data de fim',
  search: 'Buscar',
  addColumns: '+ Adicionar colunas',
  viewTicket: 'Ver Ticket',
  ticketNumber: 'Ticket #{{id}}',
  count: '{{count}} tickets',
  countMore: 'mais de {{count}} tickets',
  empty: 'Nenhum ticket',
  loadingMore: 'Carregando mais tickets…',
  tagRemoved: 'Ticket Tag Removido!',
  tagAdded: 'Ticket Tag Adicionado com Sucesso!',
  noPermission: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
  loadError: 'Não foi possível carregar a lista de registros',
  invalidRange: 'A data de início deve ser anterior à data de fim',
  columnLabel: 'Coluna {{name}}',
  dragHint:
    'Para mover um ticket com o teclado, foque o cartão e pressione espaço; use as setas esquerda e direita para escolher a coluna e espaço para soltar, ou Esc para cancelar.',
  announcements: {
    picked: 'Ticket {{ticket}} pego na coluna {{lane}}.',
    over: 'Ticket {{ticket}} sobre a coluna {{lane}}.',
    dropped: 'Ticket {{ticket}} solto na coluna {{lane}}.',
    cancelled: 'Movimento do ticket {{ticket}} cancelado.',
  },
};
