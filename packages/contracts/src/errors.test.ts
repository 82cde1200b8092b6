import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorCodes, isErrorCode } from './errors';

const specCodes = [
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_INVALID_CREDENTIALS',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_SESSION_EXPIRED',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_PERMISSION',
  'ERR_DUPLICATED_CONTACT',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_USER_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_CREATING_MESSAGE',
  'ERR_CREATING_TICKET',
  'ERR_FETCH_WAPP_MSG',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
  'ERR_WAPP_GREETING_REQUIRED',
  'ERR_OUT_OF_HOURS',
];

describe('error catalogue', () => {
  it('holds every code of spec 1 §8 and spec 2 §8', () => {
    for (const code of specCodes) expect(errorCodes).toContain(code);
  });

  it('gives every code a client or server error status and a text', () => {
    for (const code of errorCodes) {
      const { status, message } = errorCatalogue[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message.length).toBeGreaterThan(3);
    }
  });

  it('builds AppError with the catalogue status and message', () => {
    const error = new AppError('ERR_NO_TICKET_FOUND');
    expect(error.status).toBe(404);
    expect(error.message).toBe(errorCatalogue.ERR_NO_TICKET_FOUND.message);
    expect(isErrorCode('ERR_NO_TICKET_FOUND')).toBe(true);
    expect(isErrorCode('ERR_MADE_UP')).toBe(false);
  });
});
