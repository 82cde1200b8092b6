import { renderMessageVariables, signedText } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { readCompanySettings } from '../companies/company-settings.repository';
import { findUserName, findVariableContext } from './messages.repository';

/** Plain texts: the only messages a channel lets us edit, and the only ones a forward may sign. */
export const plainTextTypes: ReadonlySet<string> = new Set(['conversation', 'extendedTextMessage']);

/** A text as it is stored and sent: the body, and the signer's name (with any other data) when signed. */
export interface OutgoingText {
  body: string;
  dataJson: Record<string, unknown> | null;
}

/** `text` headed by the signature line and the name recorded beside `data`; unchanged without a signer. */
export function withSignature(
  text: string,
  signature: string | null,
  data: Record<string, unknown> | null = null,
): OutgoingText {
  return signature
    ? { body: signedText(signature, text), dataJson: { ...data, signature } }
    : { body: text, dataJson: data };
}

const signingAllowed = async (tx: Tx, companyId: number, signMessage: boolean | undefined) =>
  signMessage === true && (await readCompanySettings(tx, companyId)).sendSignMessage === 'enabled';

/** The name `userId` signs with when they asked to sign and the company allows it (spec 1 §5), else null. */
export async function signerOf(tx: Tx, companyId: number, userId: number, signMessage: boolean | undefined) {
  return (await signingAllowed(tx, companyId, signMessage)) ? findUserName(tx, companyId, userId) : null;
}

/**
 * The one step every attendant's text goes through before the outbound path (sends, captions,
 * edits, interactive texts): spec 1 §4 message variables filled on the company's clock with this
 * ticket's contact, queue and connection and the sender's name, then the signature when asked for.
 */
export interface OutgoingTextComposer {
  /** The text with its variables filled. */
  fill(text: string): string;
  /** Filled, then signed with the sender's name when signing was asked for and the company allows it. */
  compose(text: string): OutgoingText;
}

export interface ComposeOptions {
  /** The sender asked to sign (spec 1 §5; honoured only with the company's sendSignMessage enabled). */
  signMessage?: boolean | undefined;
  /** Private notes never reach the contact: they keep the text as typed. */
  isPrivate?: boolean | undefined;
}

/** Reads what the texts of `userId` on this ticket need, once, inside the caller's transaction. */
export async function outgoingTextComposer(
  tx: Tx,
  companyId: number,
  ticketId: number,
  userId: number,
  options: ComposeOptions = {},
): Promise<OutgoingTextComposer> {
  const context = await findVariableContext(tx, companyId, ticketId, userId);
  const signs = await signingAllowed(tx, companyId, options.signMessage);
  const signature = signs ? (context?.userName ?? null) : null;
  const fill = (text: string) =>
    !context || options.isPrivate
      ? text
      : renderMessageVariables(text, {
          contactName: context.contactName,
          userName: context.userName,
          ticketId,
          queueName: context.queueName,
          connectionName: context.connectionName,
          now: new Date(),
          timeZone: context.timeZone,
        });
  return {
    fill,
    compose: (text) => withSignature(fill(text), signature),
  };
}
