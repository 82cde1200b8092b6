import {
  parseAdPreview,
  parseButtons,
  parseContacts,
  parseEvent,
  parseList,
  parseLocation,
  parsePix,
  parsePoll,
  type StoredMessage,
} from '@chatdesk/contracts';

/**
 * The conversation's readers of the structured bodies (spec 1 §3 Message). The format and its
 * parsers are packages/contracts' message-bodies, shared with every channel driver; here a
 * malformed payload is logged as 'Erro ao processar ...' (spec 1 §8) so that the renderer falls
 * back to the message's readable text.
 */
function logged<T>(what: string, read: (message: StoredMessage) => T | null) {
  return (message: StoredMessage): T | null => {
    const value = read(message);
    if (value === null) console.error(`Erro ao processar ${what}`, message.dataJson ?? message.body);
    return value;
  };
}

export const readLocation = logged('a localização', parseLocation);
export const readAdPreview = logged('o anúncio', parseAdPreview);
export const readButtons = logged('os botões', parseButtons);
export const readPix = logged('o pagamento PIX', parsePix);
export const readList = logged('a lista', parseList);
export const readEvent = logged('o evento', parseEvent);
export const readPoll = logged('a enquete', parsePoll);
export const readContacts = logged('o contato (vCard)', parseContacts);
