import type { StructuredBody } from '@chatdesk/contracts';
import type { proto, WAMessage, WAMessageKey, WAMessageUpdate } from 'baileys';
import type { InboundSender, NormalizedAck, NormalizedInbound, NormalizedInboundMessage } from '../channel-driver';
import * as bodies from './baileys-bodies';
import { isGroupJid, isIgnoredChat, jidUser, type PhoneForLid, personId } from './baileys-jids';
import { baileys } from './baileys-lib';

/** A file the driver must download (downloadMediaMessage) before handing the message on. */
export interface MediaToDownload {
  mimetype: string;
  fileName?: string;
}

export interface BaileysInbound {
  event: NormalizedInbound;
  download?: MediaToDownload;
}

export interface NormalizeContext {
  phoneForLid: PhoneForLid;
  /** The group's subject, when the session knows it (group metadata). */
  groupName(groupJid: string): string | undefined;
}

type Content = proto.IMessage;
type Structured = StructuredBody & { download?: MediaToDownload; quoted?: string | null };

const text = (value: string | null | undefined) => value ?? '';
const seconds = (value: WAMessage['messageTimestamp']) =>
  value == null ? undefined : typeof value === 'number' ? value : Number(value.toString());

/** The view-once wrappers: the inner content is kept off disk, as the sender asked. */
function isViewOnce(message: Content | null | undefined): boolean {
  const inner = message?.ephemeralMessage?.message ?? message;
  return Boolean(inner?.viewOnceMessage || inner?.viewOnceMessageV2 || inner?.viewOnceMessageV2Extension);
}

/** The text of a plain message or a caption: what an edit replaces. */
export function textOf(content: Content | null | undefined): string {
  if (!content) return '';
  // Decoded protobufs default absent strings to '', hence || rather than ??.
  return text(
    content.conversation ||
      content.extendedTextMessage?.text ||
      content.imageMessage?.caption ||
      content.videoMessage?.caption ||
      content.documentMessage?.caption,
  );
}

function media(
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker',
  item: {
    mimetype?: string | null;
    caption?: string | null;
    fileName?: string | null;
    contextInfo?: proto.IContextInfo | null;
  },
): Structured {
  const fileName = item.fileName || undefined;
  // A document without a caption shows its file name, as WhatsApp does.
  const body = text(item.caption) || (mediaType === 'document' ? text(fileName) : '');
  return {
    mediaType,
    body,
    download: { mimetype: text(item.mimetype) || 'application/octet-stream', ...(fileName ? { fileName } : {}) },
    quoted: item.contextInfo?.stanzaId,
  };
}

/** Replies to menus (buttons, lists, templates, native flows) are what the customer chose, as text. */
function reply(content: Content): string | undefined {
  return (
    content.buttonsResponseMessage?.selectedDisplayText ||
    content.templateButtonReplyMessage?.selectedDisplayText ||
    content.listResponseMessage?.title ||
    content.interactiveResponseMessage?.body?.text ||
    undefined
  );
}

function structured(content: Content, viewOnce: boolean): Structured | null {
  const { imageMessage, videoMessage, audioMessage, documentMessage, stickerMessage } = content;
  if (viewOnce) {
    const inner = imageMessage ?? videoMessage ?? audioMessage;
    const kind = imageMessage ? 'image' : videoMessage ? 'video' : 'audio';
    const caption = text((imageMessage ?? videoMessage)?.caption);
    return inner ? { mediaType: 'viewOnceMessage', body: caption, dataJson: { kind } } : null;
  }
  if (imageMessage) return media('image', imageMessage);
  if (videoMessage) return media('video', videoMessage);
  if (content.ptvMessage) return media('video', content.ptvMessage);
  if (audioMessage) return media('audio', audioMessage);
  if (documentMessage) return media('document', documentMessage);
  if (stickerMessage) return media('sticker', stickerMessage);
  if (content.conversation) return { mediaType: 'conversation', body: content.conversation };
  if (content.extendedTextMessage) {
    const { text: body, contextInfo } = content.extendedTextMessage;
    const ad = contextInfo?.externalAdReply ? bodies.adPreview(text(body), contextInfo.externalAdReply) : null;
    return { ...(ad ?? { mediaType: 'extendedTextMessage', body: text(body) }), quoted: contextInfo?.stanzaId };
  }
  const location = content.locationMessage ?? content.liveLocationMessage;
  if (location) return bodies.location(location);
  if (content.contactMessage) return bodies.contact(content.contactMessage);
  if (content.contactsArrayMessage) return bodies.contacts(content.contactsArrayMessage);
  const poll = content.pollCreationMessageV3 ?? content.pollCreationMessageV2 ?? content.pollCreationMessage;
  if (poll) return bodies.poll(poll);
  if (content.eventMessage) return bodies.event(content.eventMessage);
  if (content.listMessage) return bodies.list(content.listMessage);
  if (content.buttonsMessage) return bodies.legacyButtons(content.buttonsMessage);
  if (content.templateMessage) return bodies.template(content.templateMessage);
  if (content.interactiveMessage) return bodies.interactive(content.interactiveMessage);
  if (content.callLogMesssage) return bodies.callLog(content.callLogMesssage);
  const chosen = reply(content);
  return chosen ? { mediaType: 'conversation', body: chosen } : null;
}

/** Edits and revokes arrive as protocol messages naming the target; other protocol traffic is not ours. */
function protocol(message: proto.Message.IProtocolMessage): NormalizedInbound | null {
  const target = message.key?.id;
  if (!target) return null;
  const { Type } = baileys().proto.Message.ProtocolMessage;
  if (message.type === Type.REVOKE) return { kind: 'delete', externalId: target };
  if (message.type === Type.MESSAGE_EDIT)
    return { kind: 'edit', externalId: target, body: textOf(message.editedMessage) };
  return null;
}

function sender(jid: string, alt: string | undefined, name: string, context: NormalizeContext): InboundSender {
  return { id: personId(jid, alt, context.phoneForLid), name };
}

/**
 * A message Baileys delivered (messages.upsert, history sync) as the pipeline's normalized event, or
 * null for what is not a conversation message (status stories, broadcasts, channels, key
 * distribution, receipts of other protocol traffic). A group message's chat is the group (its
 * subject as name) and its participant the author. Pure: identities come from the context.
 */
export function normalizeBaileysMessage(message: WAMessage, context: NormalizeContext): BaileysInbound | null {
  const { key } = message;
  const remoteJid = key.remoteJid;
  if (!remoteJid || !key.id || isIgnoredChat(remoteJid)) return null;
  const { normalizeMessageContent } = baileys();
  const content = normalizeMessageContent(message.message);
  if (!content) return null;

  if (content.protocolMessage) {
    const event = protocol(content.protocolMessage);
    return event ? { event } : null;
  }
  if (content.reactionMessage) {
    const target = content.reactionMessage.key?.id;
    if (!target) return null;
    const emoji = text(content.reactionMessage.text);
    return {
      event: base(message, key, context, {
        mediaType: 'reactionMessage',
        body: emoji,
        dataJson: { emoji },
        quoted: target,
      }),
    };
  }
  const found = structured(content, isViewOnce(message.message));
  if (!found) return null;
  const event = base(message, key, context, found);
  return found.download ? { event, download: found.download } : { event };
}

function base(
  message: WAMessage,
  key: WAMessageKey,
  context: NormalizeContext,
  found: Structured,
): NormalizedInboundMessage {
  const remoteJid = key.remoteJid as string;
  const fromMe = Boolean(key.fromMe);
  const pushName = fromMe ? '' : text(message.pushName);
  const isGroup = isGroupJid(remoteJid);
  const event: NormalizedInboundMessage = {
    kind: 'message',
    externalId: key.id as string,
    chat: isGroup
      ? { id: jidUser(remoteJid), name: context.groupName(remoteJid) ?? '', isGroup: true }
      : { ...sender(remoteJid, key.remoteJidAlt, pushName, context), isGroup: false },
    fromMe,
    mediaType: found.mediaType,
    body: found.body,
  };
  const author = key.participant || message.participant;
  if (isGroup && author && !fromMe) {
    event.participant = sender(author, key.participantAlt, pushName, context);
  }
  if (found.dataJson !== undefined) event.dataJson = found.dataJson;
  const quoted = found.quoted || contextOf(message.message)?.stanzaId;
  if (quoted) event.quotedExternalId = quoted;
  const at = seconds(message.messageTimestamp);
  if (at) event.timestamp = new Date(at * 1000);
  return event;
}

/** The contextInfo of whatever content a message carries (quotes on lists, polls, locations...). */
function contextOf(content: Content | null | undefined): proto.IContextInfo | undefined {
  const inner = baileys().normalizeMessageContent(content);
  if (!inner) return undefined;
  for (const value of Object.values(inner)) {
    if (value && typeof value === 'object' && 'contextInfo' in value && value.contextInfo) {
      return value.contextInfo as proto.IContextInfo;
    }
  }
  return undefined;
}

/**
 * Baileys' message status (1 pending, 2 server ack, 3 delivered, 4 read, 5 played) as the spec's ack
 * (0 clock, 1 sent, 2 delivered, 3 read, 4 played).
 */
export function ackOfStatus(status: number | null | undefined): number | null {
  if (status == null || status < 1) return null;
  return Math.min(status - 1, 4);
}

/** messages.update: a status change of one of our messages. */
export function ackFromUpdate({ key, update }: WAMessageUpdate): NormalizedAck | null {
  const ack = ackOfStatus(update.status);
  if (!key.id || ack === null || !key.fromMe) return null;
  return { kind: 'ack', externalId: key.id, ack };
}

/** message-receipt.update (groups): one member's receipt; the furthest step counts. */
export function ackFromReceipt(receipt: { key: proto.IMessageKey; receipt: proto.IUserReceipt }): NormalizedAck | null {
  const { key } = receipt;
  if (!key.id || !key.fromMe) return null;
  const { playedTimestamp, readTimestamp, receiptTimestamp } = receipt.receipt;
  const ack = playedTimestamp ? 4 : readTimestamp ? 3 : receiptTimestamp ? 2 : null;
  return ack === null ? null : { kind: 'ack', externalId: key.id, ack };
}
