import path from 'node:path';
import { messageText } from '@chatdesk/contracts';
import type { AnyMessageContent, MiscMessageGenerationOptions, proto, WAMessage } from 'baileys';
import { type OutboundMessage, SendFailure } from '../channel-driver';
import { jidFor } from './baileys-jids';

export interface BaileysSend {
  jid: string;
  content: AnyMessageContent;
  options: MiscMessageGenerationOptions;
}

/** The stored WhatsApp message an id names, when the session still has it (quotes, reactions). */
export type FindSent = (externalId: string) => WAMessage | undefined;

type Data = Record<string, unknown>;
const dataOf = (message: OutboundMessage): Data =>
  message.dataJson && typeof message.dataJson === 'object' ? (message.dataJson as Data) : {};
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

/** A message we only know by id: enough for WhatsApp to link a quote or a reaction to it. */
function stub(jid: string, id: string): WAMessage {
  return { key: { remoteJid: jid, id, fromMe: false }, message: { conversation: '' } };
}

function mediaContent(message: OutboundMessage, file: string): AnyMessageContent {
  const mimetype = message.mediaMimetype ?? 'application/octet-stream';
  const caption = message.body;
  const upload = { url: file };
  const kind = ['image', 'video', 'audio', 'sticker'].includes(message.mediaType)
    ? message.mediaType
    : (mimetype.split('/')[0] ?? '');
  if (kind === 'image' && mimetype !== 'image/webp') return { image: upload, caption, mimetype };
  if (kind === 'sticker' || mimetype === 'image/webp') return { sticker: upload, mimetype };
  if (kind === 'video') return { video: upload, caption, mimetype };
  // Voice notes are Ogg/Opus; other audio goes as a playable file.
  if (kind === 'audio') return { audio: upload, mimetype, ptt: mimetype.startsWith('audio/ogg') };
  const fileName = str(dataOf(message).fileName) || path.basename(file);
  return { document: upload, mimetype, fileName, ...(caption && caption !== fileName ? { caption } : {}) };
}

/** 'image|link|description' or dataJson { latitude, longitude, description }. */
function locationContent(message: OutboundMessage): AnyMessageContent {
  const data = dataOf(message);
  let latitude = num(data.latitude);
  let longitude = num(data.longitude);
  const [, link = '', described = ''] = message.body.split('|');
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) {
    const match = /q=(-?[\d.]+)(?:%2C|,)(-?[\d.]+)/i.exec(link);
    latitude = Number(match?.[1]);
    longitude = Number(match?.[2]);
  }
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) throw new SendFailure('location without coordinates', false);
  const name = str(data.description) || described;
  return { location: { degreesLatitude: latitude, degreesLongitude: longitude, ...(name ? { name } : {}) } };
}

function contactContent(message: OutboundMessage): AnyMessageContent {
  const vcard = str(dataOf(message).vcard) || message.body;
  if (!vcard.startsWith('BEGIN:VCARD')) throw new SendFailure('contact without a vCard', false);
  const displayName = str(dataOf(message).displayName) || (/^FN:(.*)$/m.exec(vcard)?.[1]?.trim() ?? 'Contato');
  return { contacts: { displayName, contacts: [{ displayName, vcard }] } };
}

function pollContent(message: OutboundMessage): AnyMessageContent {
  const data = dataOf(message);
  const values = Array.isArray(data.options) ? data.options.map(String) : [];
  if (values.length < 2) throw new SendFailure('poll needs at least two options', false);
  const selectableCount = num(data.selectableCount);
  return {
    poll: {
      name: str(data.name) || message.body,
      values,
      selectableCount: Number.isNaN(selectableCount) ? 1 : selectableCount,
    },
  };
}

/**
 * Lists, buttons, events and Pix orders: WhatsApp Web no longer delivers interactive lists and
 * buttons sent by unofficial clients, so they go as the readable text of the spec's conventions.
 */
export function plainTextOf(message: OutboundMessage): string {
  const data = dataOf(message);
  switch (message.mediaType) {
    case 'listMessage': {
      const sections = Array.isArray(data.sections) ? (data.sections as Data[]) : [];
      let index = 0;
      const lines = sections.flatMap((section) => [
        `*${str(section.title)}*`,
        ...(Array.isArray(section.rows) ? (section.rows as Data[]) : []).map((row) => {
          index += 1;
          const description = str(row.description);
          return `${index}. ${str(row.title)}${description ? ` - ${description}` : ''}`;
        }),
      ]);
      return [str(data.title), str(data.description), ...lines, str(data.footerText)].filter(Boolean).join('\n');
    }
    case 'eventMessage': {
      const start = str(data.startTime);
      return [str(data.name) || message.body, str(data.description), str(data.location), start, str(data.joinLink)]
        .filter(Boolean)
        .join('\n');
    }
    default:
      return messageText(message);
  }
}

/**
 * A stored outbound message as what `sock.sendMessage(jid, content, options)` takes (pure apart
 * from `findSent`). Media go by file path (Baileys streams them); a quote links the stored original
 * when the session still has it; a reaction targets the quoted message's key.
 */
export function toBaileysSend(message: OutboundMessage, findSent: FindSent): BaileysSend {
  const jid = jidFor(message.to, message.isGroup);
  const quoted = message.quotedExternalId
    ? (findSent(message.quotedExternalId) ?? stub(jid, message.quotedExternalId))
    : undefined;
  const options: MiscMessageGenerationOptions = quoted && message.mediaType !== 'reactionMessage' ? { quoted } : {};
  return { jid, content: contentOf(message, quoted), options };
}

function contentOf(message: OutboundMessage, quoted: WAMessage | undefined): AnyMessageContent {
  if (message.mediaPath) return mediaContent(message, message.mediaPath);
  switch (message.mediaType) {
    case 'reactionMessage': {
      if (!quoted) throw new SendFailure('reaction without a target message', false);
      const react: proto.Message.IReactionMessage = { text: message.body, key: quoted.key };
      return { react };
    }
    case 'locationMessage':
      return locationContent(message);
    case 'contactMessage':
      return contactContent(message);
    case 'pollCreationMessageV3':
      return pollContent(message);
    case 'listMessage':
    case 'buttonsMessage':
    case 'eventMessage':
    case 'interactiveMessage':
      return { text: plainTextOf(message) };
    default:
      if (['image', 'video', 'audio', 'document', 'application', 'sticker'].includes(message.mediaType))
        throw new SendFailure('media file missing', false);
      return { text: message.body };
  }
}
