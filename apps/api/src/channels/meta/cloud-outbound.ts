import { isPixBody, messagePreview, messageText } from '@chatdesk/contracts';
import type { OutboundMessage } from '../channel-driver';

/**
 * The Cloud API body of POST /{phone-number-id}/messages for one outbound message (without the
 * `messaging_product`/`to` envelope). `uploadedMediaId` is the id POST /{phone-number-id}/media
 * answered for the message's file.
 */
export type CloudPayload = Record<string, unknown> & { type: string };

export interface CloudTemplate {
  name: string;
  language: string;
  components?: unknown[];
}

type ListData = {
  title?: string;
  description?: string;
  footerText?: string;
  buttonText?: string;
  sections?: { title?: string; rows?: { title?: string; description?: string; rowId?: string }[] }[];
};
type ButtonsData = {
  body?: string;
  footer?: string;
  buttons?: {
    name?: string;
    display_text?: string;
    id?: string;
    url?: string;
    phone_number?: string;
    copy_code?: string;
  }[];
};

const clip = (text: string | undefined, max: number) => (text ?? '').slice(0, max);
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The Cloud API media kind of a file (what its `type` and the object key are). */
export function cloudMediaKind(mimetype: string): 'image' | 'video' | 'audio' | 'document' {
  if (/^image\/(jpeg|png)$/.test(mimetype)) return 'image';
  if (/^video\//.test(mimetype)) return 'video';
  if (/^audio\//.test(mimetype)) return 'audio';
  return 'document';
}

export function cloudPayloadOf(message: OutboundMessage, uploadedMediaId?: string): CloudPayload {
  const data = objectOf(message.dataJson);
  if (data.template) return templatePayload(data.template as CloudTemplate);
  if (uploadedMediaId) return mediaPayload(message, uploadedMediaId);
  switch (message.mediaType) {
    case 'reactionMessage':
      return { type: 'reaction', reaction: { message_id: message.quotedExternalId ?? '', emoji: message.body } };
    case 'locationMessage':
      return {
        type: 'location',
        location: {
          latitude: Number(data.latitude),
          longitude: Number(data.longitude),
          ...(data.description ? { name: String(data.description) } : {}),
        },
      };
    case 'contactMessage':
      return { type: 'contacts', contacts: [contactOfVCard(message.body)] };
    case 'listMessage':
      return listPayload(data as ListData, message.body);
    case 'buttonsMessage':
    case 'interactiveMessage':
      // A Pix request has no Cloud API form without a catalogue: it goes as text with its key.
      if (isPixBody(message.body)) return textPayload(messageText(message));
      return buttonsPayload(data as ButtonsData, messagePreview(message));
    default:
      return textPayload(message.body);
  }
}

const textPayload = (body: string): CloudPayload => ({ type: 'text', text: { body, preview_url: false } });

function templatePayload(template: CloudTemplate): CloudPayload {
  return {
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      ...(template.components?.length ? { components: template.components } : {}),
    },
  };
}

function mediaPayload(message: OutboundMessage, id: string): CloudPayload {
  const kind = cloudMediaKind(message.mediaMimetype ?? '');
  const media: Record<string, string> = { id };
  if (kind !== 'audio' && message.body) media.caption = message.body;
  if (kind === 'document') media.filename = message.body || (message.mediaPath?.split('/').pop() ?? 'file');
  return { type: kind, [kind]: media };
}

/** The card's FN and its numbers (waid when WhatsApp wrote one). */
export function contactOfVCard(vcard: string) {
  const name = /^FN:(.*)$/m.exec(vcard)?.[1]?.trim() || 'Contact';
  const phones = vcard
    .split(/\r?\n/)
    .filter((line) => line.startsWith('TEL'))
    .map((line) => {
      const waid = /waid=(\d+)/.exec(line)?.[1];
      return { phone: line.slice(line.indexOf(':') + 1).trim(), type: 'CELL', ...(waid ? { wa_id: waid } : {}) };
    });
  return { name: { formatted_name: name, first_name: name }, phones };
}

function listPayload(data: ListData, fallback: string): CloudPayload {
  const sections = (data.sections ?? []).map((section) => ({
    title: clip(section.title, 24),
    rows: (section.rows ?? []).map((row, index) => ({
      id: clip(row.rowId || String(index + 1), 200),
      title: clip(row.title, 24),
      ...(row.description ? { description: clip(row.description, 72) } : {}),
    })),
  }));
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      ...(data.title ? { header: { type: 'text', text: clip(data.title, 60) } } : {}),
      body: { text: clip(data.description || fallback, 1024) },
      ...(data.footerText ? { footer: { text: clip(data.footerText, 60) } } : {}),
      action: { button: clip(data.buttonText || 'Menu', 20), sections },
    },
  };
}

/** A link button becomes a cta_url; copy/call buttons have no Cloud API form, so their targets go in the text. */
function buttonsPayload(data: ButtonsData, fallback: string): CloudPayload {
  const buttons = data.buttons ?? [];
  const body = data.body || fallback;
  const footer = data.footer ? { footer: { text: clip(data.footer, 60) } } : {};
  const link = buttons.find((button) => button.url);
  if (link && buttons.length === 1) {
    return {
      type: 'interactive',
      interactive: {
        type: 'cta_url',
        body: { text: clip(body, 1024) },
        ...footer,
        action: { name: 'cta_url', parameters: { display_text: clip(link.display_text, 20), url: link.url } },
      },
    };
  }
  const targets = buttons
    .map((button) => button.phone_number ?? button.copy_code ?? button.url)
    .filter((target): target is string => Boolean(target));
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: clip([body, ...targets].join('\n'), 1024) },
      ...footer,
      action: {
        buttons: buttons.slice(0, 3).map((button, index) => ({
          type: 'reply',
          // A reply button's own id (the bot's menus set one) comes back with the tap.
          reply: { id: clip(button.id || `btn_${index + 1}`, 256), title: clip(button.display_text, 20) },
        })),
      },
    },
  };
}
