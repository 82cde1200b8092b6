import type { ReportAnswer, ReportTicketRow } from '@chatdesk/contracts';

/** Two report rows of Acme: a closed, rated attendance and one still open. */
export const closedRow: ReportTicketRow = {
  id: 41,
  uuid: '0b7c7f64-3c3e-4d1a-9d7e-41a1a1a1a141',
  whatsappName: 'Loja Centro',
  contactName: 'Maria Silva',
  userName: 'Ana',
  queueName: 'Vendas',
  status: 'closed',
  lastMessage: 'Obrigada pelo atendimento!',
  createdAt: '2026-11-10T13:05:00.000Z',
  closedAt: '2026-11-10T14:10:30.000Z',
  supportTime: 65.5,
  NPS: 9,
};

export const openRow: ReportTicketRow = {
  id: 42,
  uuid: '9f1e2d3c-4b5a-4697-8877-42b2b2b2b242',
  whatsappName: 'Loja Centro',
  contactName: 'João Souza',
  userName: null,
  queueName: null,
  status: 'open',
  lastMessage: 'Qual o prazo de entrega?',
  createdAt: '2026-11-12T18:00:00.000Z',
  closedAt: null,
  supportTime: null,
  NPS: null,
};

export const reportOf = (tickets: ReportTicketRow[], total = tickets.length): ReportAnswer => ({
  tickets,
  totalTickets: { total },
});
