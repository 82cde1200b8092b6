import type { MessageMediaType } from '../api/messages';
import {
  type AdPreviewData,
  type ButtonsData,
  type CallLogData,
  type EventData,
  eventDurationSeconds,
  type ListData,
  type LocationData,
  type MessageButton,
  type MoneyAmount,
  type PixData,
  type PollData,
} from './schemas';

/**
 * The one writer of the structured bodies of spec 1 §3 Message, used by every channel driver and
 * by the send API. The body is readable text in the spec's conventions (what a ticket list, a
 * search or a text-only channel shows); dataJson carries the structure the bubble draws.
 */
export interface StructuredBody {
  mediaType: MessageMediaType;
  body: string;
  dataJson?: unknown;
}

export const buttonsBodyPrefix = '[BOTOES]';
export const pixBodyPrefix = '[PIX]';

/** Parts of pipe-separated bodies must not contain the separator. */
const part = (value: string | null | undefined) => (value ?? '').replaceAll('|', '/').replace(/\s+/g, ' ').trim();

export const mapLink = (latitude: number, longitude: number) =>
  `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17&hl=pt-BR`;

/** 'image|link|description': a data URL of the JPEG preview (or ''), a map link, the place. */
export function buildLocation(input: {
  latitude: number;
  longitude: number;
  description?: string | null;
  /** The JPEG preview, base64. */
  thumbnail?: string | null;
}): StructuredBody {
  const { latitude, longitude } = input;
  const image = input.thumbnail ? `data:image/jpeg;base64,${input.thumbnail}` : '';
  const description = part(input.description) || `${latitude}, ${longitude}`;
  const dataJson: LocationData = { latitude, longitude, description: input.description || null };
  return { mediaType: 'locationMessage', body: [image, mapLink(latitude, longitude), description].join('|'), dataJson };
}

export interface ContactCardInput {
  displayName: string;
  /** The card as the channel sent it; one is written from the numbers when absent. */
  vcard?: string | null;
  numbers?: string[];
}

const cardOf = ({ displayName, vcard, numbers = [] }: ContactCardInput) => {
  if (vcard) return vcard;
  const name = displayName.replace(/[\r\n;]/g, ' ');
  const tels = numbers.map((digits) => `TEL;type=CELL;waid=${digits}:+${digits}\n`).join('');
  return `BEGIN:VCARD\nVERSION:3.0\nN:;${name};;;\nFN:${name}\n${tels}END:VCARD`;
};

/** The body is the vCard itself (spec 1 §3 vCard), several cards one after the other. */
export function buildContacts(cards: ContactCardInput[]): StructuredBody {
  const vcard = cards.map(cardOf).join('\n');
  return { mediaType: 'contactMessage', body: vcard, dataJson: { displayName: cards[0]?.displayName ?? '', vcard } };
}

export function buildPoll({ name, options, selectableCount }: Omit<PollData, 'votes'>): StructuredBody {
  const dataJson: PollData = { name, options, selectableCount, votes: {} };
  return { mediaType: 'pollCreationMessageV3', body: name, dataJson };
}

/** The body is the event's name; it ends 7200 seconds after it starts (spec 1 §3). */
export function buildEvent(input: {
  name: string;
  startTime: Date;
  description?: string | null;
  location?: string | null;
  joinLink?: string | null;
}): StructuredBody {
  const dataJson: EventData = {
    name: input.name,
    description: input.description ?? '',
    location: input.location ?? '',
    joinLink: input.joinLink ?? '',
    startTime: input.startTime.toISOString(),
    endTime: new Date(input.startTime.getTime() + eventDurationSeconds * 1000).toISOString(),
  };
  return { mediaType: 'eventMessage', body: input.name, dataJson };
}

type ListInput = Omit<ListData, 'sections'> & {
  sections: { title: string; rows: { title: string; description?: string | null; rowId?: string | null }[] }[];
};

/** The body is the title and the description, one per line. */
export function buildList({ title, description, footerText, buttonText, sections }: ListInput): StructuredBody {
  const dataJson: ListData = {
    title,
    description,
    footerText,
    buttonText,
    sections: sections.map((section) => ({
      title: section.title,
      rows: section.rows.map((row) => ({
        title: row.title,
        description: row.description ?? '',
        rowId: row.rowId ?? '',
      })),
    })),
  };
  return { mediaType: 'listMessage', body: [title, description].filter(Boolean).join('\n'), dataJson };
}

/** What a button says on one line: its text, then the number, link or code it carries. */
export function buttonLine(button: Pick<MessageButton, 'display_text' | 'phone_number' | 'url' | 'copy_code'>) {
  const target = button.phone_number || button.url || button.copy_code;
  return target ? `${button.display_text}: ${target}` : button.display_text;
}

/** '[BOTOES]' then the body, the footer and one line per button. */
export function buildButtons(input: {
  header?: string;
  body: string;
  footer?: string;
  buttons: MessageButton[];
}): StructuredBody {
  const { header, body } = input;
  const footer = input.footer ?? '';
  const buttons = input.buttons.map(({ name, display_text, id, phone_number, url, copy_code }) => ({
    name,
    display_text,
    ...(id ? { id } : {}),
    ...(phone_number ? { phone_number } : {}),
    ...(url ? { url } : {}),
    ...(copy_code ? { copy_code } : {}),
  }));
  const lines = [header, body, footer, ...buttons.map(buttonLine)].filter(Boolean);
  const dataJson: ButtonsData = { ...(header ? { header } : {}), body, footer, buttons };
  return { mediaType: 'buttonsMessage', body: `${buttonsBodyPrefix}${lines.join('\n')}`, dataJson };
}

export interface PixInput {
  reference_id: string;
  total_amount: MoneyAmount;
  items: { name: string; amount?: MoneyAmount; quantity?: number }[];
  /** A static Pix key to pay to, with its type (CPF, CNPJ, PHONE, EMAIL, EVP) and the receiver. */
  key?: { key: string; key_type: string; merchant_name: string } | null;
}

/** '[PIX]reference_id|total_amount.value|first item name'; the whole order stays in dataJson. */
export function buildPix(input: PixInput): StructuredBody {
  const [first] = input.items;
  const key = input.key && { key: input.key.key, key_type: input.key.key_type, merchant_name: input.key.merchant_name };
  const dataJson: PixData = {
    reference_id: input.reference_id,
    currency: 'BRL',
    total_amount: { value: input.total_amount.value, offset: input.total_amount.offset },
    order: {
      items: input.items.map(({ name, amount, quantity }) => ({
        name,
        ...(amount ? { amount } : {}),
        quantity: quantity ?? 1,
      })),
    },
    payment_settings: key ? [{ type: 'pix_static_code', pix_static_code: key }] : [],
  };
  const parts = [part(input.reference_id), String(input.total_amount.value), part(first?.name)];
  return { mediaType: 'interactiveMessage', body: `${pixBodyPrefix}${parts.join('|')}`, dataJson };
}

/** 'image|sourceUrl|title|body|messageUser': the ad's preview, then what the customer wrote. */
export function buildAdPreview(input: {
  messageUser: string;
  sourceUrl: string;
  title?: string | null;
  adBody?: string | null;
  thumbnailUrl?: string | null;
}): StructuredBody {
  const dataJson: AdPreviewData = {
    thumbnailUrl: input.thumbnailUrl ?? '',
    sourceUrl: input.sourceUrl,
    title: input.title ?? '',
    body: input.adBody ?? '',
    messageUser: input.messageUser,
  };
  const parts = [dataJson.thumbnailUrl, dataJson.sourceUrl, dataJson.title, dataJson.body].map(part);
  // What the customer wrote is last, so it may keep its separators and line breaks.
  return { mediaType: 'adMetaPreview', body: [...parts, input.messageUser].join('|'), dataJson };
}

const callTexts = {
  missed: ['Chamada de voz perdida', 'Chamada de vídeo perdida'],
  rejected: ['Chamada de voz recusada', 'Chamada de vídeo recusada'],
  accepted: ['Chamada de voz', 'Chamada de vídeo'],
} as const;

/** Stored in the spec's language (pt) like the other texts the server writes into conversations. */
export function buildCallLog({ isVideo, status, durationSeconds }: CallLogData): StructuredBody {
  const dataJson: CallLogData = { isVideo, status, durationSeconds };
  return { mediaType: 'call_log', body: callTexts[status][isVideo ? 1 : 0], dataJson };
}

/** A reaction: the emoji (empty when the contact took it back). */
export function buildReaction(emoji: string): StructuredBody {
  return { mediaType: 'reactionMessage', body: emoji, dataJson: { emoji } };
}
