import { buildLocation, buildReaction, type MessageMediaType, type StructuredBody } from '@chatdesk/contracts';
import type { NormalizedInboundMessage } from '../channel-driver';
import type { MetaWebhookItem } from './cloud-normalizer';

/**
 * Messenger (object 'page') and Instagram (object 'instagram') webhooks: entry[].messaging[]
 * events as Meta documents them. `entry.id` is the page id or the Instagram account id.
 */
interface Attachment {
  type?: string;
  payload?: { url?: string; sticker_id?: number; title?: string; coordinates?: { lat: number; long: number } };
}
interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string;
    text?: string;
    attachments?: Attachment[];
    reply_to?: { mid?: string };
    quick_reply?: { payload?: string };
    is_echo?: boolean;
    is_deleted?: boolean;
  };
  message_edit?: { mid?: string; text?: string };
  delivery?: { mids?: string[] };
  read?: { mid?: string; watermark?: number };
  reaction?: { mid?: string; action?: string; emoji?: string };
  postback?: { mid?: string; title?: string; payload?: string };
}
export interface MessagingWebhookBody {
  object?: string;
  entry?: { id?: string; time?: number; messaging?: MessagingEvent[] }[];
}

export function messagingAccountIds(body: MessagingWebhookBody): string[] {
  const ids = (body.entry ?? []).map((entry) => entry.id);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * Messages, attachments (one message each), reactions, postbacks, edits, deletes and delivery/read
 * receipts naming message ids. Echoes of the page's own sends are skipped: our sends are stored by
 * the outbound path, and Messenger's watermark-only reads name no message to raise.
 */
export function normalizeMessagingWebhook(body: MessagingWebhookBody): MetaWebhookItem[] {
  const items: MetaWebhookItem[] = [];
  for (const entry of body.entry ?? []) {
    if (!entry.id) continue;
    for (const event of entry.messaging ?? []) items.push(...eventItems(entry.id, event));
  }
  return items;
}

function eventItems(accountId: string, event: MessagingEvent): MetaWebhookItem[] {
  if (event.delivery?.mids) {
    return event.delivery.mids.map((mid) => ({ accountId, event: { kind: 'ack', externalId: mid, ack: 2 } }));
  }
  if (event.read?.mid) return [{ accountId, event: { kind: 'ack', externalId: event.read.mid, ack: 3 } }];
  if (event.message_edit?.mid && event.message_edit.text !== undefined) {
    const { mid, text } = event.message_edit;
    return [{ accountId, event: { kind: 'edit', externalId: mid, body: text } }];
  }
  const sender = event.sender?.id;
  if (!sender || sender === accountId) return [];
  const base = { sender, timestamp: event.timestamp };
  if (event.reaction?.mid && event.reaction.action === 'react' && event.reaction.emoji) {
    const { mid, emoji } = event.reaction;
    const structured = buildReaction(emoji);
    const externalId = `${mid}:reaction:${sender}:${event.timestamp ?? ''}`;
    return [{ accountId, event: { ...messageOf(base, externalId, structured), quotedExternalId: mid } }];
  }
  if (event.postback?.title) {
    const { title, payload } = event.postback;
    const externalId = event.postback.mid ?? `postback:${sender}:${event.timestamp ?? ''}`;
    const structured: StructuredBody = {
      mediaType: 'conversation',
      body: title,
      dataJson: { replyId: payload ?? null },
    };
    return [{ accountId, event: messageOf(base, externalId, structured) }];
  }
  const message = event.message;
  if (!message?.mid || message.is_echo) return [];
  if (message.is_deleted) return [{ accountId, event: { kind: 'delete', externalId: message.mid } }];
  return messageItems(accountId, base, { ...message, mid: message.mid });
}

function messageItems(
  accountId: string,
  base: { sender: string; timestamp: number | undefined },
  message: NonNullable<MessagingEvent['message']> & { mid: string },
): MetaWebhookItem[] {
  const items: MetaWebhookItem[] = [];
  const quoted = message.reply_to?.mid;
  const attachments = message.attachments ?? [];
  attachments.forEach((attachment, index) => {
    const externalId = index === 0 ? message.mid : `${message.mid}:${index}`;
    const { structured, url } = attachmentOf(attachment, index === 0 ? (message.text ?? '') : '');
    const event = messageOf(base, externalId, structured);
    if (quoted) event.quotedExternalId = quoted;
    items.push({ accountId, event, ...(url ? { mediaUrl: url } : {}) });
  });
  if (attachments.length === 0 && message.text) {
    const dataJson = message.quick_reply?.payload ? { replyId: message.quick_reply.payload } : undefined;
    const event = messageOf(base, message.mid, { mediaType: 'conversation', body: message.text, dataJson });
    if (quoted) event.quotedExternalId = quoted;
    items.push({ accountId, event });
  }
  return items;
}

const mediaTypes: Record<string, MessageMediaType> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  file: 'document',
};

function attachmentOf(attachment: Attachment, caption: string): { structured: StructuredBody; url?: string } {
  const payload = attachment.payload ?? {};
  if (attachment.type === 'location' && payload.coordinates) {
    const { lat, long } = payload.coordinates;
    return { structured: buildLocation({ latitude: lat, longitude: long, description: payload.title }) };
  }
  const mediaType = payload.sticker_id ? 'sticker' : mediaTypes[attachment.type ?? ''];
  if (mediaType && payload.url) return { structured: { mediaType, body: caption }, url: payload.url };
  // Shares, story mentions, reels, templates: what Meta gives is a link to show.
  const text = [caption, payload.title, payload.url].filter(Boolean).join('\n');
  return { structured: { mediaType: 'conversation', body: text || `[${attachment.type ?? 'attachment'}]` } };
}

function messageOf(
  base: { sender: string; timestamp: number | undefined },
  externalId: string,
  structured: StructuredBody,
): NormalizedInboundMessage {
  const event: NormalizedInboundMessage = {
    kind: 'message',
    externalId,
    chat: { id: base.sender, name: base.sender, isGroup: false },
    fromMe: false,
    mediaType: structured.mediaType,
    body: structured.body,
  };
  if (structured.dataJson !== undefined) event.dataJson = structured.dataJson;
  if (base.timestamp) event.timestamp = new Date(base.timestamp);
  return event;
}
