import type { z } from 'zod';
import { buttonsBodyPrefix, pixBodyPrefix } from './build';
import {
  type AdPreviewData,
  adPreviewData,
  buttonsData,
  callLogData,
  eventData,
  listData,
  type PixData,
  pixData,
  pollData,
} from './schemas';

/**
 * The one reader of the structured bodies that build.ts writes. Each answers null when the
 * message does not hold what it reads; callers then show the readable text (messagePreview).
 * dataJson comes as JSON text from the HTTP answer, or as the object a driver produced.
 */
export interface StoredMessage {
  mediaType: string;
  body: string;
  dataJson?: unknown;
}

function dataOf<S extends z.ZodType>(schema: S, dataJson: unknown): z.output<S> | null {
  let value = dataJson;
  if (typeof dataJson === 'string') {
    try {
      value = JSON.parse(dataJson);
    } catch {
      return null;
    }
  }
  if (value == null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const isButtonsBody = (body: string) => body.startsWith(buttonsBodyPrefix);
export const isPixBody = (body: string) => body.startsWith(pixBodyPrefix);

export const parseButtons = (message: StoredMessage) => dataOf(buttonsData, message.dataJson);
export const parseList = (message: StoredMessage) => dataOf(listData, message.dataJson);
export const parseEvent = (message: StoredMessage) => dataOf(eventData, message.dataJson);
export const parsePoll = (message: StoredMessage) => dataOf(pollData, message.dataJson);
export const parseCallLog = (message: StoredMessage) => dataOf(callLogData, message.dataJson);

/** dataJson when it holds the order; else the body's 'reference|value|item' (value in cents). */
export function parsePix(message: StoredMessage): PixData | null {
  const data = dataOf(pixData, message.dataJson);
  if (data) return data;
  if (!isPixBody(message.body)) return null;
  const [reference = '', value = '', item = ''] = message.body.slice(pixBodyPrefix.length).split('|');
  const cents = Number(value);
  if (!reference || value.trim() === '' || !Number.isFinite(cents)) return null;
  return {
    reference_id: reference,
    currency: 'BRL',
    total_amount: { value: cents, offset: 100 },
    order: { items: item ? [{ name: item, quantity: 1 }] : [] },
    payment_settings: [],
  };
}

/** 'image|link|description'; the link must be a web address. */
export function parseLocation(message: StoredMessage) {
  const [image = '', link = '', ...rest] = message.body.split('|');
  if (!/^https?:\/\//i.test(link.trim())) return null;
  return { image, link: link.trim(), description: rest.join('|') };
}

/** 'image|sourceUrl|title|body|messageUser' (what the customer wrote may hold separators). */
export function parseAdPreview(message: StoredMessage): AdPreviewData | null {
  const parts = message.body.split('|');
  if (parts.length < 5) return dataOf(adPreviewData, message.dataJson);
  const [thumbnailUrl = '', sourceUrl = '', title = '', body = '', ...user] = parts;
  return { thumbnailUrl, sourceUrl, title, body, messageUser: user.join('|') };
}

export interface ContactCard {
  name: string;
  /** Digits of the first number (its waid when WhatsApp wrote one), '' when the card has none. */
  number: string;
}

function cardOf(vcard: string): ContactCard | null {
  const name = /^FN:(.*)$/im.exec(vcard)?.[1]?.trim();
  if (!name) return null;
  const telLine = /^(?:item\d+\.)?TEL[^:\n]*:(.*)$/im.exec(vcard);
  const waid = telLine ? /waid=(\d+)/i.exec(telLine[0])?.[1] : undefined;
  return { name, number: (waid ?? telLine?.[1] ?? '').replace(/\D/g, '') };
}

/** Every card of a vCard body (one or several BEGIN:VCARD … END:VCARD blocks). */
export function parseContacts(message: StoredMessage): ContactCard[] | null {
  const blocks = message.body.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi) ?? [];
  const cards = blocks.map(cardOf).filter((card): card is ContactCard => card !== null);
  return cards.length > 0 ? cards : null;
}
