import type { BaileysEventMap, WAMessage } from 'baileys';
import {
  publishImportProgress,
  publishImportRefresh,
  setImportStatus,
} from '../../modules/connections/connection-import-events';
import { isGroupJid } from './baileys-jids';
import { phoneBookOf } from './phone-book';
import type { SessionContext } from './session-context';
import { ingestMessages, learnLids, lidPairsOfContacts } from './session-inbound';

type HistorySet = BaileysEventMap['messaging-history.set'];
const progressEvery = 10;
const running = 'Running';

const secondsOf = (message: WAMessage) => Number(message.messageTimestamp ?? 0) * 1000;

/**
 * The messages of a history chunk this connection imports: inside the window
 * [importOldMessages, importRecentMessages] (spec 2 §9: at most 2 years back), groups only with
 * importOldMessagesGroups, oldest first.
 */
export function pickHistory(ctx: Pick<SessionContext, 'connection'>, messages: WAMessage[]): WAMessage[] {
  const { importOldMessages, importRecentMessages, importOldMessagesGroups } = ctx.connection;
  const from = importOldMessages?.getTime() ?? 0;
  const to = importRecentMessages?.getTime() ?? Number.POSITIVE_INFINITY;
  return messages
    .filter((message) => {
      const at = secondsOf(message);
      return at >= from && at <= to && (importOldMessagesGroups || !isGroupJid(message.key.remoteJid));
    })
    .sort((a, b) => secondsOf(a) - secondsOf(b));
}

/** An import already finished for this pairing (a stored finish time): later chunks are not re-imported. */
const finished = (status: string | null) => status !== null && status !== running;

/**
 * messaging-history.set: contacts, chats and the chunk's LID/phone pairs feed the LID and group-name
 * maps and the phone book; the messages are imported when the connection asks for it (enableImportMessage), with
 * progress on `importMessages-{companyId}` and statusImportMessages 'Running', then the finish time.
 */
export async function importHistory(ctx: SessionContext, set: HistorySet): Promise<void> {
  const mappings = (set.lidPnMappings ?? []).map(({ lid, pn }): [string, string] => [lid, pn]);
  await learnLids(ctx, [...lidPairsOfContacts(set.contacts), ...mappings]);
  for (const chat of set.chats) if (chat.id && isGroupJid(chat.id) && chat.name) ctx.groups.set(chat.id, chat.name);
  await ctx.store.savePhoneBook(phoneBookOf(ctx, set.contacts, set.chats));
  const { connection } = ctx;
  if (!connection.enableImportMessage || finished(connection.statusImportMessages)) return;
  const picked = pickHistory(ctx, set.messages);
  const deps = { db: ctx.db, events: ctx.events };
  if (picked.length > 0 && connection.statusImportMessages !== running) {
    await setImportStatus(deps, connection, running);
    connection.statusImportMessages = running;
  }
  for (let index = 0; index < picked.length; index += progressEvery) {
    await ingestMessages(ctx, picked.slice(index, index + progressEvery), true);
    const done = Math.min(index + progressEvery, picked.length);
    publishImportProgress(ctx.events, connection, { this: done, all: picked.length, date: new Date().toISOString() });
  }
  if (set.progress === 100 || (set.isLatest && set.progress == null)) {
    const at = new Date().toISOString();
    await setImportStatus(deps, connection, at);
    connection.statusImportMessages = at;
    publishImportRefresh(ctx.events, connection);
  }
}
