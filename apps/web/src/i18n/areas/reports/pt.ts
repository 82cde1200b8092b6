/**
 * Texts of the reports page (spec 2 §2 Reports, §7 Report, §8 Export, §9 page sizes) in pt-BR, the
 * reference every other language matches key for key. Ticket statuses read `tickets.status`.
 */
export const reportsPt = {
  title: 'Relatórios',
  total: '{{count}} atendimentos encontrados',
  filters: {
    label: 'Filtros do relatório',
    searchParam: 'Contato, número ou ticket',
    contact: 'Contato',
    contactHint: 'Digite ao menos 3 caracteres',
    connections: 'Conexões',
    queues: 'Filas',
    users: 'Usuários',
    status: 'Status',
    dateFrom: 'Data inicial',
    dateTo: 'Data final',
    onlyRated: 'Somente avaliados',
    apply: 'Filtrar',
    clear: 'Limpar',
    noOptions: 'Nenhuma opção',
    invalidDate: 'Data inválida',
    dateOrder: 'A data final não pode ser anterior à inicial',
  },
  table: {
    label: 'Atendimentos do relatório',
    id: 'ID',
    whatsappName: 'Conexão',
    contactName: 'Contato',
    userName: 'Usuário',
    queueName: 'Fila',
    status: 'Status',
    lastMessage: 'Última mensagem',
    createdAt: 'Abertura',
    closedAt: 'Fechamento',
    supportTime: 'Tempo de atendimento',
    NPS: 'NPS',
    actions: 'Ações',
    noQueue: 'Sem fila',
    empty: 'Nenhum atendimento encontrado para estes filtros.',
    rowsPerPage: 'Linhas por página',
    displayedRows: '{{from}}–{{to}} de {{count}}',
  },
  actions: {
    log: 'Histórico do ticket {{id}}',
    open: 'Abrir o ticket {{id}}',
  },
  export: {
    button: 'Exportar Excel',
    running: 'Gerando a planilha…',
    received: '{{size}} recebidos',
    cancel: 'Cancelar exportação',
    failed: 'Não foi possível exportar o relatório.',
    empty: 'Elemento não encontrado para exportar.',
  },
};

export type ReportsMessages = typeof reportsPt;
