import { buildButtons, type buttonMessageBody, type MessageAnswer, type MessageButton } from '@chatdesk/contracts';
import type { z } from 'zod';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { sendInteractive } from '../interactive-send';
import { storedFileName } from '../media-upload';
import type { MessageCaller, MessagesDeps } from '../messages.deps';

export type ButtonKind = 'copy' | 'call' | 'url';
type ButtonInput = z.output<typeof buttonMessageBody>;

/** A header image is a picture of at most 5 MB (base64 of the web's image picker). */
const headerImageMaxBytes = 5 * 1024 * 1024;

function buttonOf(kind: ButtonKind, input: ButtonInput): MessageButton {
  const display_text = input.buttonText;
  if (kind === 'copy') return { name: 'cta_copy', display_text, copy_code: input.copyText };
  if (kind === 'call') {
    const digits = input.copyText.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) throw bodyFieldError('copyText', 'Telefone inválido');
    return { name: 'cta_call', display_text, phone_number: `+${digits}` };
  }
  if (!/^https?:\/\/\S+$/i.test(input.copyText)) throw bodyFieldError('copyText', 'URL inválida');
  return { name: 'cta_url', display_text, url: input.copyText };
}

/**
 * POST /messages/copy|call|URL/{ticketId}: a message with one button (cta_copy, cta_call, cta_url).
 * Body and dataJson are message-bodies' buildButtons (spec 1 §3 '[BOTOES]'), as for received ones; an optional
 * base64 header image is stored like any upload (type from its bytes) and sent as the message media.
 */
export function sendButtonMessage(
  deps: MessagesDeps,
  caller: MessageCaller,
  ticketId: number,
  kind: ButtonKind,
  input: ButtonInput,
): Promise<MessageAnswer> {
  const button = buttonOf(kind, input);
  return sendInteractive(deps, caller, ticketId, async (fill) => {
    // The label and a copy code are free text; a phone number or a URL is an address, kept as typed.
    const filled = { ...button, display_text: fill(button.display_text) };
    if (filled.copy_code !== undefined) filled.copy_code = fill(filled.copy_code);
    const { mediaType, body, dataJson } = buildButtons({
      body: fill(input.title),
      footer: fill(input.description),
      buttons: [filled],
    });
    const image = input.image ? Buffer.from(input.image.replace(/^data:[^,]*,/, ''), 'base64') : null;
    const saved =
      image && image.length > 0
        ? await deps.storage.save(caller.companyId, image, { allowed: ['image'], maxBytes: headerImageMaxBytes })
        : null;
    return {
      body,
      mediaType,
      dataJson,
      mediaUrl: saved ? storedFileName(saved) : undefined,
    };
  });
}
