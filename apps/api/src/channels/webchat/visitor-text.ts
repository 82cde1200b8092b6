import { messageText, type StoredMessage, unsignedText } from '@chatdesk/contracts';

/**
 * What the widget shows of a message: the widget draws text only, so a structured body (buttons,
 * Pix, location, contact card) becomes its readable text, and a signed text loses its signature
 * line (the widget shows who wrote each message beside it).
 */
export const visitorText = (message: StoredMessage): string =>
  messageText({ ...message, body: unsignedText(message.body, message.dataJson) });
