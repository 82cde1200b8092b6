import type { Chat, Contact } from 'baileys';
import type { PhoneBookEntry } from '../channel-driver';
import { isLidJid, isPhoneJid, jidUser } from './baileys-jids';
import { baileys } from './baileys-lib';
import type { SessionContext } from './session-context';
import { learnLids, lidPairsOfContacts } from './session-inbound';

const nameMaxLength = 200;
const phoneDigits = /^\d{8,15}$/;

/**
 * The phone JID of a person WhatsApp names by phone or by LID (with the phone beside it, or known
 * to the session); null for groups, broadcast lists, newsletters and LIDs not translated yet.
 */
function phoneOf(ctx: Pick<SessionContext, 'lids'>, id: string | undefined, phoneNumber?: string): string | null {
  if (isPhoneJid(id)) return id as string;
  if (!isLidJid(id)) return null;
  if (isPhoneJid(phoneNumber)) return phoneNumber as string;
  return ctx.lids.get(baileys().jidNormalizedUser(id as string)) ?? null;
}

function entryOf(phone: string | null, name: string | null | undefined, chat: boolean): PhoneBookEntry | null {
  if (!phone) return null;
  const number = jidUser(phone);
  if (!phoneDigits.test(number)) return null;
  return { number, name: (name ?? '').trim().slice(0, nameMaxLength), chat };
}

/**
 * The people of a contacts sync (the name saved on the phone, else their own push name) and of a
 * history sync's chats (group chats are not people), one entry per number.
 */
export function phoneBookOf(
  ctx: Pick<SessionContext, 'lids'>,
  contacts: readonly Partial<Contact>[],
  chats: readonly Partial<Chat>[] = [],
): PhoneBookEntry[] {
  return unique([
    ...contacts.map((contact) =>
      entryOf(
        phoneOf(ctx, contact.id, contact.phoneNumber),
        contact.name || contact.notify || contact.verifiedName,
        false,
      ),
    ),
    ...chats.map((chat) => entryOf(phoneOf(ctx, chat.id ?? undefined), chat.name, true)),
  ]);
}

function unique(entries: (PhoneBookEntry | null)[]): PhoneBookEntry[] {
  const byNumber = new Map<string, PhoneBookEntry>();
  for (const entry of entries) {
    if (!entry) continue;
    const seen = byNumber.get(entry.number);
    byNumber.set(entry.number, {
      number: entry.number,
      name: entry.name || seen?.name || '',
      chat: entry.chat || (seen?.chat ?? false),
    });
  }
  return [...byNumber.values()];
}

/**
 * contacts.upsert / contacts.update: the LID pairs they carry, then the people into the phone
 * book kept with the session in PostgreSQL (the import reads it from any process).
 */
export async function rememberContacts(ctx: SessionContext, contacts: readonly Partial<Contact>[]): Promise<void> {
  await learnLids(ctx, lidPairsOfContacts([...contacts]));
  await ctx.store.savePhoneBook(phoneBookOf(ctx, contacts));
}
