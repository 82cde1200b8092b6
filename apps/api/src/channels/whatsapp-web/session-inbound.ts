import type { Contact, WAMessage } from 'baileys';
import type { NormalizedInboundMessage } from '../channel-driver';
import { isGroupJid, isLidJid, isPhoneJid } from './baileys-jids';
import { baileys } from './baileys-lib';
import { type BaileysInbound, normalizeBaileysMessage } from './baileys-normalizer';
import { reconcileLidContacts } from './reconcile-lid-contact';
import type { SessionContext } from './session-context';

const pictureTtlMs = 24 * 60 * 60 * 1000;
const pictureTimeoutMs = 5000;

/** Records LID -> phone pairs not known yet, in memory and in the session's stored keys. */
export async function learnLids(
  ctx: SessionContext,
  pairs: [lid: string | undefined | null, phone: string | undefined | null][],
) {
  const { jidNormalizedUser } = baileys();
  const fresh: [string, string][] = [];
  for (const [lid, phone] of pairs) {
    if (!lid || !phone || !isLidJid(lid) || !isPhoneJid(phone)) continue;
    const key = jidNormalizedUser(lid);
    const value = jidNormalizedUser(phone);
    if (ctx.lids.get(key) === value) continue;
    ctx.lids.set(key, value);
    fresh.push([key, value]);
  }
  if (fresh.length > 0) await ctx.store.saveLidMappings(fresh);
  // A contact created under a LID before its phone was known becomes (or joins) the phone contact.
  if (fresh.length > 0) await reconcileLidContacts(ctx, fresh);
}

/** The phone JIDs WhatsApp names beside LIDs on message keys (remoteJidAlt / participantAlt). */
export function lidPairsOfKeys(messages: WAMessage[]): [string | null | undefined, string | undefined][] {
  return messages.flatMap(({ key }): [string | null | undefined, string | undefined][] => [
    [key.remoteJid, key.remoteJidAlt],
    [key.participant, key.participantAlt],
  ]);
}

/** Contacts sync: a contact's id is its LID (phone in `phoneNumber`) or its phone JID (LID in `lid`). */
export function lidPairsOfContacts(contacts: Partial<Contact>[]): [string | undefined, string | undefined][] {
  return contacts.map((contact) =>
    isLidJid(contact.id) ? [contact.id, contact.phoneNumber] : [contact.lid, contact.id],
  );
}

async function groupName(ctx: SessionContext, jid: string): Promise<string | undefined> {
  if (ctx.groups.has(jid)) return ctx.groups.get(jid);
  try {
    const metadata = await ctx.socket.groupMetadata(jid);
    ctx.groups.set(jid, metadata.subject);
    return metadata.subject;
  } catch (error) {
    ctx.logger.debug({ err: error, jid }, 'group metadata unavailable');
    return undefined;
  }
}

/** Best effort: a missing or private picture (or a slow answer) leaves the contact's picture as it was. */
async function pictureOf(ctx: SessionContext, jid: string): Promise<string | undefined> {
  const cached = ctx.pictures.get(jid);
  if (cached && Date.now() - cached.at < pictureTtlMs) return cached.url;
  const url = await ctx.socket.profilePictureUrl(jid, 'image', pictureTimeoutMs).catch(() => undefined);
  ctx.pictures.set(jid, { url, at: Date.now() });
  return url;
}

async function enrich(ctx: SessionContext, message: WAMessage, found: BaileysInbound): Promise<void> {
  const event = found.event as NormalizedInboundMessage;
  const remoteJid = message.key.remoteJid as string;
  if (event.chat.isGroup) {
    if (!event.chat.name) event.chat.name = (await groupName(ctx, remoteJid)) ?? '';
  } else if (!event.fromMe && isPhoneJid(remoteJid)) {
    ctx.known.set(remoteJid, remoteJid);
  }
  const picture = await pictureOf(ctx, remoteJid);
  if (picture) event.chat.urlPicture = picture;
  if (!found.download) return;
  try {
    const data = await ctx.downloadMedia(message, ctx.socket, ctx.logger);
    event.media = {
      data,
      mimetype: found.download.mimetype,
      ...(found.download.fileName ? { fileName: found.download.fileName } : {}),
    };
  } catch (error) {
    // The message is kept without its file: losing the text over an expired media link would be worse.
    ctx.logger.warn({ err: error, externalId: event.externalId }, 'whatsapp media download failed');
  }
}

/**
 * Messages Baileys delivered (live 'notify', the offline backlog as 'append', or history): each is
 * normalized, enriched (group subject, picture, media) and handed to the pipeline, in order. The
 * pipeline's unique external id makes a repeated delivery (reconnect backfill) change nothing.
 */
/** `imported`: history the import brings in, which automation must not answer. */
export async function ingestMessages(ctx: SessionContext, messages: WAMessage[], imported = false): Promise<number> {
  await learnLids(ctx, lidPairsOfKeys(messages));
  let ingested = 0;
  for (const message of messages) {
    const id = message.key.id;
    if (message.key.fromMe && id && ctx.ownSends.has(id)) continue;
    const found = normalizeBaileysMessage(message, {
      phoneForLid: (lid) => ctx.lids.get(lid),
      groupName: (jid) => ctx.groups.get(jid),
    });
    if (!found) continue;
    ctx.cache.remember(message);
    if (found.event.kind === 'message') await enrich(ctx, message, found);
    await ctx.sink.inbound(
      ctx.connection,
      imported && found.event.kind === 'message' ? { ...found.event, imported } : found.event,
    );
    ingested += 1;
  }
  return ingested;
}

export const isGroupMessage = (message: WAMessage) => isGroupJid(message.key.remoteJid);
