import { randomBytes } from 'node:crypto';
import { buildPix, type MessageAnswer, type pixMessageBody } from '@chatdesk/contracts';
import type { z } from 'zod';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { sendInteractive } from '../interactive-send';
import type { MessageCaller, MessagesDeps } from '../messages.deps';

type PixInput = z.output<typeof pixMessageBody>;

/** The key as the Pix directory (DICT) stores it; a PHONE key gets +55 when it has no country code. */
export function normalizePixKey(type: PixInput['sendkey_type'], key: string): string {
  const digits = key.replace(/\D/g, '');
  const valid = (ok: boolean, value: string) => {
    if (!ok) throw bodyFieldError('sendKey', 'Chave Pix inválida');
    return value;
  };
  switch (type) {
    case 'CPF':
      return valid(digits.length === 11, digits);
    case 'CNPJ':
      return valid(digits.length === 14, digits);
    case 'PHONE': {
      const full = key.trim().startsWith('+55') || digits.length > 11 ? digits : `55${digits}`;
      return valid(/^55\d{10,11}$/.test(full), `+${full}`);
    }
    case 'EMAIL':
      return valid(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key.trim()), key.trim().toLowerCase());
    case 'EVP':
      return valid(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key.trim()),
        key.trim().toLowerCase(),
      );
  }
}

/**
 * POST /messages/PIX/{ticketId}: a payment request with a static Pix key, written by message-bodies'
 * buildPix as received ones are: body '[PIX]reference_id|total_amount.value|item' (spec 1 §3) and
 * the whole order in dataJson, the title naming its one item (cents, offset 100).
 */
export function sendPixMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  input: PixInput,
): Promise<MessageAnswer> {
  const key = normalizePixKey(input.sendkey_type, input.sendKey);
  const amount = { value: input.sendvalue, offset: 100 };
  const reference_id = randomBytes(6).toString('hex').toUpperCase().slice(0, 11);
  const pixKey = { key, merchant_name: input.sendmerchant_name, key_type: input.sendkey_type };
  return sendInteractive(deps, caller, ticketId, (fill) => {
    // The item's name is the attendant's free text; the key and the merchant are the account's data.
    const { mediaType, body, dataJson } = buildPix({
      reference_id,
      total_amount: amount,
      items: [{ name: fill(input.title), amount, quantity: 1 }],
      key: pixKey,
    });
    return { body, mediaType, dataJson };
  });
}
