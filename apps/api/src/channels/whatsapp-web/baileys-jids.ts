import { baileys } from './baileys-lib';

/**
 * WhatsApp addresses ("JIDs") and the ids our contacts carry. A person is one contact whose id is
 * their phone digits, however WhatsApp names them: the phone JID (5511...@s.whatsapp.net, maybe with
 * a device suffix) or the privacy "LID" (123...@lid) that newer clients and groups use. A group is
 * the contact whose id is the group JID's user part.
 */

export const isGroupJid = (jid: string | null | undefined): boolean => Boolean(jid?.endsWith('@g.us'));
export const isLidJid = (jid: string | null | undefined): boolean => Boolean(jid?.endsWith('@lid'));
export const isPhoneJid = (jid: string | null | undefined): boolean => Boolean(jid?.endsWith('@s.whatsapp.net'));

/** Chats we never turn into tickets: status stories, broadcast lists, channels (newsletters). */
export function isIgnoredChat(jid: string | null | undefined): boolean {
  if (!jid) return true;
  return jid === 'status@broadcast' || jid.endsWith('@broadcast') || jid.endsWith('@newsletter');
}

/** The user part without device or agent suffix ('5511999:12@s.whatsapp.net' -> '5511999'). */
export function jidUser(jid: string): string {
  return baileys().jidDecode(jid)?.user ?? jid.split('@')[0]?.split(':')[0] ?? '';
}

/** Maps a LID JID to the phone JID WhatsApp told us about (the session's mapping). */
export type PhoneForLid = (lidJid: string) => string | undefined;

/**
 * The contact id of a person's JID: phone digits. A LID is translated through the phone JID given
 * with the message (`alt`, the key's remoteJidAlt/participantAlt) or the session's mapping; a LID we
 * cannot translate yet keeps its own digits until the pair is learned (reconcile-lid-contact.ts merges it).
 */
export function personId(jid: string, alt: string | null | undefined, phoneForLid: PhoneForLid): string {
  if (!isLidJid(jid)) return jidUser(jid);
  const phone = (alt && isPhoneJid(alt) ? alt : undefined) ?? phoneForLid(baileys().jidNormalizedUser(jid));
  return jidUser(phone ?? jid);
}

/** The JID to send to for a contact id (digits, or a group id). */
export function jidFor(to: string, isGroup: boolean): string {
  if (to.includes('@')) return to;
  return isGroup ? `${to}@g.us` : `${to.replace(/\D/g, '')}@s.whatsapp.net`;
}

/** Phone numbers have at most 15 digits (E.164); group ids are longer or the old 'creator-time' form. */
export const looksLikeGroupId = (to: string): boolean => to.includes('-') || to.replace(/\D/g, '').length > 15;

/** A Brazilian mobile number without the 9th digit ('5511 9 8765 4321' → '5511 8765 4321'), else the number. */
const withoutBrazilianNinth = (digits: string) =>
  digits.length === 13 && digits.startsWith('55') && digits[4] === '9' ? digits.slice(0, 4) + digits.slice(5) : digits;

/**
 * Whether the number WhatsApp answered (a JID's user part) is the one asked: the same digits, or
 * the same Brazilian mobile with or without the 9th digit (WhatsApp keeps older accounts without it).
 */
export function sameWhatsappNumber(answered: string, asked: string): boolean {
  return answered === asked || withoutBrazilianNinth(answered) === withoutBrazilianNinth(asked);
}
