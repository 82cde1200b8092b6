/**
 * Texts of the real-time attendance panel (spec 2 §2 "Attendance panel", §8) in pt-BR, the
 * reference every other language matches key for key.
 */
export const momentsPt = {
  title: 'Painel de Atendimentos',
  inProgress: 'Em atendimento',
  waiting: 'Aguardando',
  online: 'Online',
  offline: 'Offline',
  tickets_zero: 'Nenhum ticket',
  tickets_one: '{{count}} ticket',
  tickets_other: '{{count}} tickets',
  noAttendants: 'Nenhum atendente cadastrado',
  attendantEmpty: 'Nenhum atendimento em andamento',
  waitingEmpty: 'Nenhum ticket aguardando',
  noQueue: 'Sem fila',
  unassigned: 'Sem atendente',
  connection: 'Conexão: {{name}}',
  assignedTo: 'Atendente: {{name}}',
  unread_one: '{{count}} mensagem não lida',
  unread_other: '{{count}} mensagens não lidas',
  open: 'Abrir',
  openTicket: 'Abrir o ticket de {{name}}',
  attendantColumn: 'Atendimentos de {{name}}',
  queueColumn: 'Aguardando na fila {{name}}',
  retry: 'Tentar novamente',
};

export type MomentsMessages = typeof momentsPt;
