import { type ConnectionAnswer, can, type PermissionSubject } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Tx } from '../../platform/db/database';
import { openConnectionToken } from './connection-token';
import { type ConnectionQueueRef, type ConnectionRow, findQueuesOfConnections } from './connections.repository';

/** What a caller sees of a row's API token: the plain token, or '' for those who may not manage connections. */
export type TokenReveal = (row: ConnectionRow) => string;
export const hiddenToken: TokenReveal = () => '';

/**
 * The token reveal for `subject`: open the sealed token only for the connection managers of the
 * connection's own company (never for a super user `visiting` another company).
 */
export function tokenRevealFor(
  secrets: Pick<SecretBox, 'open'>,
  subject: PermissionSubject,
  visiting = false,
): TokenReveal {
  if (visiting || !can(subject, 'connections-page:addConnection')) return hiddenToken;
  return (row) => openConnectionToken(secrets, row);
}

/** The answer shape; session secrets never leave the server, the token only as `token` decides. */
export function toConnectionAnswer(
  row: ConnectionRow,
  queues: ConnectionQueueRef[],
  token: TokenReveal = hiddenToken,
): ConnectionAnswer {
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
    token: token(row),
    enableImportMessage: row.enableImportMessage,
    importOldMessages: row.importOldMessages?.toISOString() ?? null,
    importRecentMessages: row.importRecentMessages?.toISOString() ?? null,
    importOldMessagesGroups: row.importOldMessagesGroups,
    closedTicketsPostImported: row.closedTicketsPostImported,
    statusImportMessages: row.statusImportMessages,
    queueIdImportMessages: row.queueIdImportMessages,
    integrationId: row.integrationId,
    promptId: row.promptId,
    flowIdWelcome: row.flowIdWelcome,
    flowIdNotPhrase: row.flowIdNotPhrase,
    schedules: row.schedules,
    queues,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Answers for `rows` with their queues, in one query for all of them (tokens hidden unless `token` reveals). */
export async function connectionAnswersOf(
  tx: Tx,
  rows: ConnectionRow[],
  token: TokenReveal = hiddenToken,
): Promise<ConnectionAnswer[]> {
  const queues = await findQueuesOfConnections(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toConnectionAnswer(row, queues.get(row.id) ?? [], token));
}
