/**
 * The attendant's signature (company option sendSignMessage). The server writes a signed message's
 * body as WhatsApp shows it — the name in bold on its own line, then the text — and records the
 * name in the row's dataJson (`{ signature }`), so that whoever needs the text alone (the web chat
 * widget, an edit, a forward) removes exactly that line instead of guessing from the body.
 */
export interface SignatureData {
  signature: string;
}

/** `*Beatriz (Vendas):*` and a line break: WhatsApp bold, as the predecessors wrote it. */
export const signaturePrefix = (name: string): string => `*${name}:*\n`;

/** The body of a text signed by `name`. */
export const signedText = (name: string, text: string): string => `${signaturePrefix(name)}${text}`;

function objectOf(dataJson: unknown): Record<string, unknown> | null {
  if (typeof dataJson === 'string') {
    try {
      return objectOf(JSON.parse(dataJson));
    } catch {
      return null;
    }
  }
  return typeof dataJson === 'object' && dataJson !== null && !Array.isArray(dataJson)
    ? (dataJson as Record<string, unknown>)
    : null;
}

/** The signer's name of a message (dataJson as stored, or as the JSON text answers carry), or null. */
export function signatureOf(dataJson: unknown): string | null {
  const signature = objectOf(dataJson)?.signature;
  return typeof signature === 'string' && signature !== '' ? signature : null;
}

/** The text without its signature line; a body that does not start with it is returned as is. */
export function unsignedText(body: string, dataJson: unknown): string {
  const signature = signatureOf(dataJson);
  if (!signature) return body;
  const prefix = signaturePrefix(signature);
  return body.startsWith(prefix) ? body.slice(prefix.length) : body;
}

/** dataJson without the signature: null when nothing else was in it. */
export function withoutSignature(dataJson: unknown): Record<string, unknown> | null {
  const data = objectOf(dataJson);
  if (!data) return null;
  const { signature: _signature, ...rest } = data;
  return Object.keys(rest).length > 0 ? rest : null;
}
