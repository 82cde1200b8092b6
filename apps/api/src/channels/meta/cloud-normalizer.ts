import type { NormalizedInbound, NormalizedInboundMessage } from '../channel-driver';
import { type CloudContactCard, contactsBody, locationBody, type StructuredBody } from './meta-bodies';

/**
 * WhatsApp Cloud API webhooks (object 'whatsapp_business_account'): entry[].changes[] with field
 * 'messages' and a value holding metadata.phone_number_id, contacts (profile names), messages and
 * statuses, as Meta documents them. Only the fields we read are typed.
 */
interface CloudMedia {
  id: string;
  mime_type?: string;
  caption?: string;
  filename?: string;
}
interface CloudMessage {
  from: string;
  id: string;
  timestamp?: string;
  type: string;
  context?: { id?: string };
  text?: { body?: string };
  image?: CloudMedia;
  audio?: CloudMedia;
  video?: CloudMedia;
  document?: CloudMedia;
  sticker?: CloudMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  contacts?: CloudContactCard[];
  reaction?: { message_id?: string; emoji?: string };
  interactive?: {
    type?: string;
    button_reply?: { id?: string; title?: string };
    list_reply?: { id?: string; title?: string; description?: string };
  };
  button?: { payload?: string; text?: string };
}
interface CloudStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed' | string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}
export interface CloudWebhookBody {
  object?: string;
  entry?: {
    id?: string;
    changes?: {
      field?: string;
      value?: {
        metadata?: { phone_number_id?: string; display_phone_number?: string };
        contacts?: { wa_id?: string; profile?: { name?: string } }[];
        messages?: CloudMessage[];
        statuses?: CloudStatus[];
      };
    }[];
  }[];
}

/** One thing to hand the pipeline, with what the webhook must fetch or record beside it. */
export interface MetaWebhookItem {
  /** The account the payload names (phone_number_id, page id or Instagram account id). */
  accountId: string;
  event: NormalizedInbound;
  /** Cloud API media id to download through Graph before the event is ingested. */
  mediaId?: string;
  /** Messenger/Instagram attachment URL to download before the event is ingested. */
  mediaUrl?: string;
  mediaFileName?: string;
  /** A failed delivery: Meta's reason, stored as the message's sendError. */
  sendError?: string;
}

const mediaKinds = ['image', 'audio', 'video', 'document', 'sticker'] as const;
const statusAcks: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/** Every message and status of a Cloud API webhook, in payload order; unknown kinds are skipped. */
export function normalizeCloudWebhook(body: CloudWebhookBody): MetaWebhookItem[] {
  const items: MetaWebhookItem[] = [];
  for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    const value = change.value;
    const accountId = value?.metadata?.phone_number_id;
    if (change.field !== 'messages' || !value || !accountId) continue;
    for (const message of value.messages ?? []) {
      const name = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name;
      const item = messageItem(accountId, message, name ?? message.from);
      if (item) items.push(item);
    }
    for (const status of value.statuses ?? []) {
      const item = statusItem(accountId, status);
      if (item) items.push(item);
    }
  }
  return items;
}

/** Every account id a payload names: the webhook checks each one's app secret before anything else. */
export function cloudAccountIds(body: CloudWebhookBody): string[] {
  const ids = (body.entry ?? []).flatMap((entry) =>
    (entry.changes ?? []).map((change) => change.value?.metadata?.phone_number_id),
  );
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

function statusItem(accountId: string, status: CloudStatus): MetaWebhookItem | null {
  if (status.status === 'failed') {
    const error = status.errors?.[0];
    const reason = error?.error_data?.details ?? error?.message ?? error?.title ?? 'failed';
    return {
      accountId,
      event: { kind: 'ack', externalId: status.id, ack: 0 },
      sendError: `${error?.code ?? ''} ${reason}`.trim(),
    };
  }
  const ack = statusAcks[status.status];
  return ack ? { accountId, event: { kind: 'ack', externalId: status.id, ack } } : null;
}

function messageItem(accountId: string, message: CloudMessage, name: string): MetaWebhookItem | null {
  const extracted = structuredOf(message);
  if (!extracted) return null;
  const { structured, media } = extracted;
  const from = message.from.replace(/\D/g, '');
  const event: NormalizedInboundMessage = {
    kind: 'message',
    externalId: message.id,
    chat: { id: from, name, isGroup: false },
    fromMe: false,
    mediaType: structured.mediaType,
    body: structured.body,
  };
  if (structured.dataJson !== undefined) event.dataJson = structured.dataJson;
  const quoted = message.type === 'reaction' ? message.reaction?.message_id : message.context?.id;
  if (quoted) event.quotedExternalId = quoted;
  if (message.timestamp) event.timestamp = new Date(Number(message.timestamp) * 1000);
  const item: MetaWebhookItem = { accountId, event };
  if (media) {
    item.mediaId = media.id;
    if (media.filename) item.mediaFileName = media.filename;
  }
  return item;
}

function structuredOf(message: CloudMessage): { structured: StructuredBody; media?: CloudMedia } | null {
  const kind = mediaKinds.find((k) => k === message.type);
  if (kind) {
    const media = message[kind];
    if (!media?.id) return null;
    const body = media.caption ?? (kind === 'document' ? (media.filename ?? '') : '');
    return { structured: { mediaType: kind, body }, media };
  }
  switch (message.type) {
    case 'text':
      return message.text?.body ? { structured: { mediaType: 'conversation', body: message.text.body } } : null;
    case 'location':
      return message.location ? { structured: locationBody(message.location) } : null;
    case 'contacts':
      return message.contacts?.length ? { structured: contactsBody(message.contacts) } : null;
    case 'reaction': {
      // An empty emoji is the contact taking the reaction back: nothing to show.
      const emoji = message.reaction?.emoji;
      return emoji ? { structured: { mediaType: 'reactionMessage', body: emoji, dataJson: { emoji } } } : null;
    }
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      if (!reply?.title) return null;
      return { structured: { mediaType: 'conversation', body: reply.title, dataJson: { replyId: reply.id ?? null } } };
    }
    case 'button':
      return message.button?.text
        ? {
            structured: {
              mediaType: 'conversation',
              body: message.button.text,
              dataJson: { replyId: message.button.payload ?? null },
            },
          }
        : null;
    default:
      return null;
  }
}
