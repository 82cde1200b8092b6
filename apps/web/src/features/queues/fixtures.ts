import type { QueueAnswer } from '@chatdesk/contracts';

export function queueFixture(overrides: Partial<QueueAnswer> = {}): QueueAnswer {
  return {
    id: 1,
    companyId: 3,
    name: 'Vendas',
    color: '#ff0000',
    orderQueue: 1,
    greetingMessage: 'Olá!',
    outOfHoursMessage: '',
    schedules: [],
    closeTicket: false,
    ativarRoteador: false,
    tempoRoteador: 0,
    integrationId: null,
    fileListId: null,
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}
