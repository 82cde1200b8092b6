import { z } from 'zod';

/**
 * Readers of the body conventions of spec 1 §3 Message. Each answers null for a malformed payload
 * and logs 'Erro ao processar ...' (spec 1 §8) so the renderer can fall back to the raw text.
 */
function failed(what: string, detail?: unknown): null {
  console.error(`Erro ao processar ${what}`, detail ?? '');
  return null;
}

function parseJson<S extends z.ZodType>(what: string, schema: S, text: string | null | undefined): z.infer<S> | null {
  if (!text) return failed(what, 'vazio');
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : failed(what, parsed.error.issues);
  } catch (error) {
    return failed(what, error);
  }
}

const text = z.string().catch('');

/** 'image|link|description'. */
export function parseLocation(body: string) {
  const [image = '', link = '', ...rest] = body.split('|');
  if (!link.trim()) return failed('a localização', body);
  return { image, link, description: rest.join('|') };
}

/** 'image|sourceUrl|title|body|messageUser'. */
export function parseAdPreview(body: string) {
  const parts = body.split('|');
  if (parts.length < 5) return failed('o anúncio', body);
  const [image = '', sourceUrl = '', title = '', adBody = '', ...user] = parts;
  return { image, sourceUrl, title, body: adBody, messageUser: user.join('|') };
}

const button = z
  .object({
    name: text,
    buttonParamsJson: z.string().optional(),
    display_text: z.string().optional(),
    phone_number: z.string().optional(),
    url: z.string().optional(),
    copy_code: z.string().optional(),
  })
  .transform(({ buttonParamsJson, ...rest }) => {
    // Native-flow buttons carry their parameters as JSON text.
    if (!buttonParamsJson) return rest;
    try {
      return { ...rest, ...(JSON.parse(buttonParamsJson) as Record<string, string>) };
    } catch {
      return rest;
    }
  });
export type MessageButton = z.infer<typeof button>;
const buttonsPayload = z.object({ body: text, footer: text, buttons: z.array(button).catch([]) });

export const buttonsPrefix = '[BOTOES]';
/** '[BOTOES]' followed by JSON {body, footer, buttons[{name, display_text, phone_number, url, copy_code}]}. */
export const parseButtons = (body: string) =>
  parseJson('os botões', buttonsPayload, body.startsWith(buttonsPrefix) ? body.slice(buttonsPrefix.length) : null);

const pixPayload = z.object({
  reference_id: z.union([z.string(), z.number()]).transform(String),
  total_amount: z.object({ value: z.coerce.number() }),
  order: z.object({ items: z.array(z.object({ name: text })).catch([]) }).catch({ items: [] }),
});
export const pixPrefix = '[PIX]';
/** '[PIX]' followed by JSON {reference_id, total_amount: {value (cents)}, order: {items[{name}]}}. */
export const parsePix = (body: string) =>
  parseJson('o pagamento PIX', pixPayload, body.startsWith(pixPrefix) ? body.slice(pixPrefix.length) : null);

/** Cents to BRL, as the spec shows money. */
export const formatBrl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

const listPayload = z.object({
  title: text,
  description: text,
  footerText: text,
  buttonText: text,
  sections: z
    .array(
      z.object({
        title: text,
        rows: z.array(z.object({ title: text, description: text, rowId: z.string().optional() })).catch([]),
      }),
    )
    .catch([]),
});
export const parseList = (dataJson: string | null) => parseJson('a lista', listPayload, dataJson);

const eventPayload = z.object({
  name: text,
  description: text,
  location: z.object({ name: text }).nullish(),
  joinLink: z.string().nullish(),
  /** Seconds since the epoch. */
  startTime: z.coerce.number(),
});
/** Spec 1 §3: an event ends 7200 seconds after it starts. */
export const eventDurationSeconds = 7200;
export const parseEvent = (dataJson: string | null) => parseJson('o evento', eventPayload, dataJson);

const pollPayload = z.object({
  name: text,
  options: z.array(
    z.union([z.string(), z.object({ optionName: text })]).transform((o) => (typeof o === 'string' ? o : o.optionName)),
  ),
  votes: z.record(z.string(), z.number()).catch({}),
});
export const parsePoll = (dataJson: string | null) => parseJson('a enquete', pollPayload, dataJson);

const interactivePayload = z.object({
  header: text,
  body: text,
  footer: text,
  buttons: z.array(button).catch([]),
});
export const parseInteractive = (dataJson: string | null) =>
  parseJson('a mensagem interativa', interactivePayload, dataJson);

/** The name and number of a vCard (FN and the first TEL, its waid when present). */
export function parseVCard(body: string) {
  const name = /^FN:(.*)$/im.exec(body)?.[1]?.trim();
  const telLine = /^(?:item\d+\.)?TEL[^:\n]*:(.*)$/im.exec(body);
  const waid = telLine ? /waid=(\d+)/i.exec(telLine[0])?.[1] : undefined;
  const number = (waid ?? telLine?.[1] ?? '').replace(/\D/g, '');
  if (!/BEGIN:VCARD/i.test(body) || !name) return failed('o contato (vCard)', body);
  return { name, number };
}
