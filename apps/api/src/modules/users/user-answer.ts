import type { QueueRef, UserAnswer } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { findQueueRefsOfUsers } from '../queues/user-queues.repository';
import type { UserRow } from './users.repository';

/** The API's view of a user row: no password hash, token version or presence timestamps. */
export function toUserAnswer(row: UserRow, queues: QueueRef[]): UserAnswer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profile: row.profile,
    super: row.isSuper,
    companyId: row.companyId,
    profileImage: row.profileImage,
    startWork: row.startWork,
    endWork: row.endWork,
    farewellMessage: row.farewellMessage,
    allTicket: row.allTicket,
    allHistoric: row.allHistoric,
    allUserChat: row.allUserChat,
    userClosePendingTicket: row.userClosePendingTicket,
    showDashboard: row.showDashboard,
    allowRealTime: row.allowRealTime,
    allowConnections: row.allowConnections,
    allowGroup: row.allowGroup,
    defaultTheme: row.defaultTheme,
    defaultMenu: row.defaultMenu,
    defaultTicketsManagerWidth: row.defaultTicketsManagerWidth,
    whatsappId: row.whatsappId,
    online: row.online,
    queues,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Answers for several rows with their queues in one extra query. */
export async function toUserAnswers(tx: Tx, rows: UserRow[]): Promise<UserAnswer[]> {
  const queuesByUser = await findQueueRefsOfUsers(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUserAnswer(row, queuesByUser.get(row.id) ?? []));
}

export async function toUserAnswerWithQueues(tx: Tx, row: UserRow): Promise<UserAnswer> {
  const [answer] = await toUserAnswers(tx, [row]);
  if (!answer) throw new Error('user answer missing');
  return answer;
}
