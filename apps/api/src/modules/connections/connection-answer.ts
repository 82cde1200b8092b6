import type { ConnectionAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { type ConnectionQueueRef, type ConnectionRow, findQueuesOfConnections } from './connections.repository';

/** The answer shape; the API token and session secrets never leave the server. */
export function toConnectionAnswer(row: ConnectionRow, queues: ConnectionQueueRef[]): ConnectionAnswer {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    number: row.number,
    channel: row.channel,
    status: row.status,
    qrcode: row.qrcode,
    isDefault: row.isDefault,
    provider: row.provider,
    greetingMessage: row.greetingMessage,
    complationMessage: row.complationMessage,
    outOfHoursMessage: row.outOfHoursMessage,
    ratingMessage: row.ratingMessage,
    greetingMediaAttachment: row.greetingMediaAttachment,
    allowGroup: row.allowGroup,
    groupAsTicket: row.groupAsTicket,
    timeCreateNewTicket: row.timeCreateNewTicket,
    maxUseBotQueues: row.maxUseBotQueues,
    timeUseBotQueues: row.timeUseBotQueues,
    expiresTicket: row.expiresTicket,
    whenExpiresTicket: row.whenExpiresTicket,
    expiresInactiveMessage: row.expiresInactiveMessage,
    timeInactiveMessage: row.timeInactiveMessage,
    inactiveMessage: row.inactiveMessage,
    timeSendQueue: row.timeSendQueue,
    sendIdQueue: row.sendIdQueue,
    expiresTicketNPS: row.expiresTicketNPS,
    maxUseBotQueuesNPS: row.maxUseBotQueuesNPS,
    collectiveVacationStart: row.collectiveVacationStart,
    collectiveVacationEnd: row.collectiveVacationEnd,
    collectiveVacationMessage: row.collectiveVacationMessage,
    schedules: row.schedules,
    queues,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Answers for `rows` with their queues, in one query for all of them. */
export async function connectionAnswersOf(tx: Tx, rows: ConnectionRow[]): Promise<ConnectionAnswer[]> {
  const queues = await findQueuesOfConnections(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toConnectionAnswer(row, queues.get(row.id) ?? []));
}
