import type { ScheduleRecord } from '@chatdesk/contracts';

/** A schedule as the API answers it, with `overrides`. */
export const scheduleFixture = (overrides: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  id: 1,
  body: 'Lembrete da consulta',
  contactId: 5,
  contact: { id: 5, name: 'Maria Souza', number: '5511999990000' },
  sendAt: '2030-01-15T12:00:00.000Z',
  sentAt: null,
  status: 'PENDENTE',
  reason: null,
  whatsappId: null,
  openTicket: 'disabled',
  ticketUserId: null,
  queueId: null,
  statusTicket: 'closed',
  intervalo: 1,
  valorIntervalo: 0,
  enviarQuantasVezes: 1,
  tipoDias: 4,
  assinar: false,
  mediaPath: null,
  mediaName: null,
  userId: 7,
  ticketId: null,
  updatedAt: '2030-01-10T12:00:00.000Z',
  ...overrides,
});
