import { buildAdPreview, buildContacts, buildLocation, buildReaction, type StructuredBody } from '@chatdesk/contracts';
import type { NormalizedInbound, NormalizedInboundMessage } from '../channel-driver';

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
/** A shared contact: `{ name: { formatted_name }, phones: [{ phone, wa_id }] }`. */
interface CloudContactCard {
  name?: { formatted_name?: string; first_name?: string };
  phones?: { phone?: string; wa_id?: string; type?: string }[];
}
/** A message sent from a Click to WhatsApp ad names the ad. */
interface CloudReferral {
  source_url?: string;
  headline?: string;
  body?: string;
  thumbnail_url?: string;
  image_url?: string;
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
  referral?: CloudReferral;
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
      return message.text?.body ? { structured: textOf(message.text.body, message.referral) } : null;
    case 'location': {
      if (!message.location) return null;
      const { latitude, longitude, name, address } = message.location;
      const description = [name, address].filter(Boolean).join(', ');
      return { structured: buildLocation({ latitude, longitude, description }) };
    }
    case 'contacts':
      return message.contacts?.length ? { structured: buildContacts(message.contacts.map(cardOf)) } : null;
    case 'reaction': {
      // An empty emoji is the contact taking the reaction back: nothing to show.
      const emoji = message.reaction?.emoji;
      return emoji ? { structured: buildReaction(emoji) } : null;
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

/** A text written under a Click to WhatsApp ad shows the ad first (spec 1 §3 ad preview). */
function textOf(body: string, referral: CloudReferral | undefined): StructuredBody {
  if (!referral?.source_url) return { mediaType: 'conversation', body };
  return buildAdPreview({
    messageUser: body,
    sourceUrl: referral.source_url,
    title: referral.headline,
    adBody: referral.body,
    thumbnailUrl: referral.thumbnail_url ?? referral.image_url,
  });
}

const cardOf = (card: CloudContactCard) => ({
  displayName: card.name?.formatted_name ?? card.name?.first_name ?? '',
  numbers: (card.phones ?? []).map((phone) => (phone.wa_id ?? phone.phone ?? '').replace(/\D/g, '')).filter(Boolean),
});
