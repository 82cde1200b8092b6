import type { MessageMediaType, SandboxInbound } from '@chatdesk/contracts';

/**
 * The spec's body and dataJson conventions (spec 1 §3 Message) for the structured message types.
 * Bodies are what ticket lists show as the last message and what clients without a renderer
 * for the type fall back to; dataJson carries the structure the message bubble draws.
 */

type Of<T extends string> = Extract<SandboxInbound, { type: T }>;
export interface StructuredBody {
  mediaType: MessageMediaType;
  body: string;
  dataJson?: unknown;
}

/** Parts of pipe-separated bodies must not contain the separator. */
const part = (value: string | undefined) => (value ?? '').replaceAll('|', '/').trim();
const amountText = ({ value, offset }: { value: number; offset: number }) => (value / offset).toFixed(2);

/** 'image|link|description': a data URL of the preview (or ''), a map link, the place's description. */
export function locationBody(input: Of<'location'>): StructuredBody {
  const { latitude, longitude } = input;
  const image = input.thumbnail ? `data:image/jpeg;base64,${input.thumbnail}` : '';
  const link = `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17&hl=pt-BR`;
  const description = part(input.description) || `${latitude}, ${longitude}`;
  return {
    mediaType: 'locationMessage',
    body: [image, link, description].join('|'),
    dataJson: { latitude, longitude, description: input.description ?? null },
  };
}

/** The body is the vCard itself (spec 1 §3 Message vCard); one is written when only a number is given. */
export function contactBody(input: Of<'contact'>): StructuredBody {
  const name = input.displayName.replace(/[\r\n;]/g, ' ');
  const tel = input.number ? `TEL;type=CELL;waid=${input.number}:+${input.number}\n` : '';
  const vcard = input.vcard ?? `BEGIN:VCARD\nVERSION:3.0\nN:;${name};;;\nFN:${name}\n${tel}END:VCARD`;
  return { mediaType: 'contactMessage', body: vcard, dataJson: { displayName: input.displayName, vcard } };
}

export function pollBody(input: Of<'poll'>): StructuredBody {
  const { name, options, selectableCount } = input.poll;
  return { mediaType: 'pollCreationMessageV3', body: name, dataJson: { name, options, selectableCount } };
}

/** Spec 1 §3: an event ends 7200 seconds after it starts. */
export function eventBody({ event }: Of<'event'>): StructuredBody {
  const start = new Date(event.startTime);
  return {
    mediaType: 'eventMessage',
    body: event.name,
    dataJson: {
      name: event.name,
      description: event.description ?? '',
      location: event.location ?? '',
      joinLink: event.joinLink ?? '',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 7200 * 1000).toISOString(),
    },
  };
}

export function listBody(input: Of<'list'>): StructuredBody {
  const { title, description, buttonText, sections } = input;
  const footerText = input.footerText ?? '';
  return {
    mediaType: 'listMessage',
    body: description || title,
    dataJson: { title, description, footerText, buttonText, sections },
  };
}

/** '[BOTOES]' then the body, the footer and one line per button (its text, then its number, link or code). */
export function buttonsBody(input: Of<'buttons'>): StructuredBody {
  const lines = input.buttons.map((button) => {
    const target = button.phone_number ?? button.url ?? button.copy_code;
    return target ? `${button.display_text}: ${target}` : button.display_text;
  });
  const footer = input.footer ?? '';
  return {
    mediaType: 'buttonsMessage',
    body: `[BOTOES]${[input.body, footer, ...lines].filter(Boolean).join('\n')}`,
    dataJson: { body: input.body, footer, buttons: input.buttons },
  };
}

/** '[PIX]reference_id|total_amount.value|first item name'; the whole order stays in dataJson. */
export function pixBody(input: Of<'pix'>): StructuredBody {
  const [firstItem] = input.order.items;
  return {
    mediaType: 'interactiveMessage',
    body: `[PIX]${[part(input.reference_id), String(input.total_amount.value), part(firstItem?.name)].join('|')}`,
    dataJson: {
      reference_id: input.reference_id,
      total_amount: input.total_amount,
      total: amountText(input.total_amount),
      order: input.order,
      pixKey: input.pixKey ?? '',
      merchantName: input.merchantName ?? '',
    },
  };
}

/** 'image|sourceUrl|title|body|messageUser': the ad's preview, then what the customer wrote. */
export function adPreviewBody(input: Of<'adPreview'>): StructuredBody {
  const parts = [input.thumbnailUrl, input.sourceUrl, input.title, input.adBody, input.body];
  return {
    mediaType: 'adMetaPreview',
    body: parts.map(part).join('|'),
    dataJson: {
      thumbnailUrl: input.thumbnailUrl ?? '',
      sourceUrl: input.sourceUrl,
      title: input.title ?? '',
      body: input.adBody ?? '',
      messageUser: input.body,
    },
  };
}

const callTexts = {
  missed: ['Chamada de voz perdida', 'Chamada de vídeo perdida'],
  rejected: ['Chamada de voz recusada', 'Chamada de vídeo recusada'],
  accepted: ['Chamada de voz', 'Chamada de vídeo'],
} as const;

/** Stored in the spec's language (pt) like the other texts the server writes into conversations. */
export function callLogBody(input: Of<'callLog'>): StructuredBody {
  const { isVideo, status, durationSeconds } = input;
  return {
    mediaType: 'call_log',
    body: callTexts[status][isVideo ? 1 : 0],
    dataJson: { isVideo, status, durationSeconds },
  };
}
