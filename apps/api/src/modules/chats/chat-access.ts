import { AppError, type ChatKey } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import type { ChatCaller, ChatsDeps } from './chats.deps';
import { type ChatRow, findCompanyUserIds, findParticipantChat } from './chats.repository';

/** Runs `work` in the caller's tenant transaction (the routes have checked the plan's useInternalChat). */
export function inChatTransaction<T>(deps: ChatsDeps, caller: ChatCaller, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.tenant(caller.companyId).transaction(work);
}

/** A chat the caller takes part in; another company's, a stranger's or an unknown one is a 404. */
export async function participantChat(
  tx: Tx,
  caller: ChatCaller,
  key: ChatKey,
  options: { lock?: boolean } = {},
): Promise<ChatRow> {
  const row = await findParticipantChat(tx, caller.companyId, caller.userId, key, options);
  if (!row) throw new AppError('ERR_NO_CHAT_FOUND');
  return row;
}

/** Spec 3 §4/§6: a chat the caller may edit or delete, locked for the change (owner only, 403 otherwise). */
export async function ownedChat(tx: Tx, caller: ChatCaller, key: ChatKey): Promise<ChatRow> {
  const row = await participantChat(tx, caller, key, { lock: true });
  if (row.ownerId !== caller.userId) throw new AppError('ERR_CHAT_OWNER_ONLY');
  return row;
}

/**
 * The participants a create or edit asks for: the chosen users plus the owner, who always takes
 * part. A user of another company (or none) is a 404, like any foreign id.
 */
export async function participantIdsFor(tx: Tx, caller: ChatCaller, chosen: number[]): Promise<number[]> {
  const wanted = [...new Set([caller.userId, ...chosen])];
  const found = await findCompanyUserIds(tx, caller.companyId, wanted);
  if (found.length !== wanted.length) throw new AppError('ERR_NO_USER_FOUND');
  return wanted;
}
