import type { QueueAnswer } from '@chatdesk/contracts';
import type { QueueRow } from './queues.repository';

export function toQueueAnswer(row: QueueRow): QueueAnswer {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    color: row.color,
    orderQueue: row.orderQueue,
    greetingMessage: row.greetingMessage,
    outOfHoursMessage: row.outOfHoursMessage,
    schedules: row.schedules,
    closeTicket: row.closeTicket,
    ativarRoteador: row.ativarRoteador,
    tempoRoteador: row.tempoRoteador,
    integrationId: row.integrationId,
    fileListId: row.fileListId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
