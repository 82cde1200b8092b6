import { buttonLine, buttonsBodyPrefix } from './build';
import {
  isButtonsBody,
  isPixBody,
  parseAdPreview,
  parseButtons,
  parseContacts,
  parseLocation,
  parsePix,
  type StoredMessage,
} from './parse';
import type { MoneyAmount } from './schemas';

/** Money as the spec shows it: minor units divided by the offset (cents / 100), in BRL. */
export const formatMoney = ({ value, offset }: MoneyAmount, locale = 'pt-BR') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(value / offset);

/**
 * The readable text of a message: what a ticket list shows as its last message and what a
 * structured bubble falls back to. Plain messages are their body; structured ones drop their
 * conventions ('[BOTOES]', 'image|link|…', vCards) and keep the words a person reads.
 */
export function messagePreview(message: StoredMessage): string {
  const { body } = message;
  if (isButtonsBody(body)) {
    // dataJson first: rows written before the body became readable hold JSON after the prefix.
    const data = parseButtons(message);
    if (!data) return body.slice(buttonsBodyPrefix.length);
    return [data.header, data.body, data.footer, ...data.buttons.map(buttonLine)].filter(Boolean).join('\n');
  }
  if (isPixBody(body)) {
    const pix = parsePix(message);
    if (!pix) return body;
    const item = pix.order.items[0]?.name;
    return ['Pix', formatMoney(pix.total_amount), item].filter(Boolean).join(' · ');
  }
  switch (message.mediaType) {
    case 'locationMessage':
      return parseLocation(message)?.description ?? body;
    case 'contactMessage':
      return (
        parseContacts(message)
          ?.map((card) => card.name)
          .join(', ') ?? body
      );
    case 'adMetaPreview': {
      const ad = parseAdPreview(message);
      return ad ? ad.messageUser || ad.title : body;
    }
    default:
      return body;
  }
}

/**
 * The whole readable text, for channels that cannot draw the kind: a Pix request keeps its key
 * and receiver (the customer pays with them), a location its map link.
 */
export function messageText(message: StoredMessage): string {
  if (isPixBody(message.body)) {
    const pix = parsePix(message);
    const key = pix?.payment_settings.find((setting) => setting.pix_static_code)?.pix_static_code;
    if (!key) return messagePreview(message);
    const keyLine = `Chave Pix${key.key_type ? ` (${key.key_type})` : ''}: ${key.key}`;
    return [messagePreview(message), keyLine, key.merchant_name && `Recebedor: ${key.merchant_name}`]
      .filter(Boolean)
      .join('\n');
  }
  const location = message.mediaType === 'locationMessage' ? parseLocation(message) : null;
  if (location) return [location.description, location.link].filter(Boolean).join('\n');
  return messagePreview(message);
}
