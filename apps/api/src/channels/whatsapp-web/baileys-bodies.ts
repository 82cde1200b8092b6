import type { SandboxInbound } from '@chatdesk/contracts';
import type { proto } from 'baileys';
import type { StructuredBody } from '../structured-bodies';
import * as bodies from '../structured-bodies';

/**
 * Baileys' structured contents in the spec's body conventions (spec 1 §3). The conventions live in
 * structured-bodies.ts, one implementation for every channel; those helpers read only the structural
 * fields of their input, so the writer fields they also declare are filled with blanks here.
 */

type Of<T extends string> = Extract<SandboxInbound, { type: T }>;
const writer = { from: '', name: '' };
const text = (value: string | null | undefined) => value ?? '';
type Long = number | { toNumber(): number } | null | undefined;
const numberOf = (value: Long) => (value == null ? 0 : typeof value === 'number' ? value : value.toNumber());

export function location(message: proto.Message.ILocationMessage & proto.Message.ILiveLocationMessage): StructuredBody {
  const description = [message.name, message.address, message.caption].filter(Boolean).join(' - ');
  const thumbnail = message.jpegThumbnail?.length ? Buffer.from(message.jpegThumbnail).toString('base64') : undefined;
  const input: Of<'location'> = {
    ...writer,
    type: 'location',
    latitude: message.degreesLatitude ?? 0,
    longitude: message.degreesLongitude ?? 0,
    ...(description ? { description } : {}),
    ...(thumbnail ? { thumbnail } : {}),
  };
  return bodies.locationBody(input);
}

export function contact(message: proto.Message.IContactMessage): StructuredBody {
  const displayName = text(message.displayName) || 'Contato';
  return bodies.contactBody({
    ...writer,
    type: 'contact',
    displayName,
    ...(message.vcard ? { vcard: message.vcard } : {}),
  });
}

/** Several shared contacts: the vCards one after the other, each also in dataJson. */
export function contacts(message: proto.Message.IContactsArrayMessage): StructuredBody {
  const each = (message.contacts ?? []).map((item) => contact(item));
  return {
    mediaType: 'contactMessage',
    body: each.map((item) => item.body).join('\n'),
    dataJson: { displayName: text(message.displayName), contacts: each.map((item) => item.dataJson) },
  };
}

export function poll(message: proto.Message.IPollCreationMessage): StructuredBody {
  const options = (message.options ?? []).map((option) => text(option.optionName)).filter(Boolean);
  return bodies.pollBody({
    ...writer,
    type: 'poll',
    poll: { name: text(message.name), options, selectableCount: message.selectableOptionsCount ?? 1 },
  });
}

export function event(message: proto.Message.IEventMessage): StructuredBody {
  const startTime = new Date(numberOf(message.startTime as Long) * 1000).toISOString();
  return bodies.eventBody({
    ...writer,
    type: 'event',
    event: {
      name: text(message.name),
      startTime,
      ...(message.description ? { description: message.description } : {}),
      ...(message.location?.name ? { location: message.location.name } : {}),
      ...(message.joinLink ? { joinLink: message.joinLink } : {}),
    },
  });
}

export function list(message: proto.Message.IListMessage): StructuredBody {
  const sections = (message.sections ?? []).map((section) => ({
    title: text(section.title),
    rows: (section.rows ?? []).map((row) => ({
      title: text(row.title),
      rowId: text(row.rowId),
      ...(row.description ? { description: row.description } : {}),
    })),
  }));
  return bodies.listBody({
    ...writer,
    type: 'list',
    title: text(message.title),
    description: text(message.description),
    buttonText: text(message.buttonText),
    sections,
    ...(message.footerText ? { footerText: message.footerText } : {}),
  });
}

type Button = Of<'buttons'>['buttons'][number];

function buttons(body: string, footer: string, items: Button[]): StructuredBody {
  return bodies.buttonsBody({ ...writer, type: 'buttons', body, buttons: items, ...(footer ? { footer } : {}) });
}

export function legacyButtons(message: proto.Message.IButtonsMessage): StructuredBody {
  const items = (message.buttons ?? []).map(
    (button): Button => ({ name: 'quick_reply', display_text: text(button.buttonText?.displayText) }),
  );
  return buttons(text(message.contentText || message.text), text(message.footerText), items);
}

export function template(message: proto.Message.ITemplateMessage): StructuredBody {
  const hydrated = message.hydratedTemplate ?? message.hydratedFourRowTemplate ?? {};
  const items = (hydrated.hydratedButtons ?? []).map((button): Button => {
    if (button.urlButton)
      return { name: 'cta_url', display_text: text(button.urlButton.displayText), url: text(button.urlButton.url) };
    if (button.callButton)
      return {
        name: 'cta_call',
        display_text: text(button.callButton.displayText),
        phone_number: text(button.callButton.phoneNumber),
      };
    return { name: 'quick_reply', display_text: text(button.quickReplyButton?.displayText) };
  });
  return buttons(text(hydrated.hydratedContentText), text(hydrated.hydratedFooterText), items);
}

const nativeNames = new Set(['quick_reply', 'cta_url', 'cta_call', 'cta_copy']);

/** Native-flow buttons carry their fields as JSON (display_text, url, phone_number, copy_code). */
export function interactive(message: proto.Message.IInteractiveMessage): StructuredBody | null {
  const flow = message.nativeFlowMessage?.buttons ?? [];
  const items = flow.flatMap((button): Button[] => {
    if (!button.name || !nativeNames.has(button.name)) return [];
    try {
      const params = JSON.parse(button.buttonParamsJson || '{}') as Partial<Button>;
      return [{ ...params, name: button.name as Button['name'], display_text: text(params.display_text) }];
    } catch {
      return [];
    }
  });
  const body = text(message.body?.text);
  if (items.length === 0) return body ? { mediaType: 'conversation', body } : null;
  return buttons(body, text(message.footer?.text), items);
}

/** An ad click-through ("Click to WhatsApp"): the ad's preview, then what the customer wrote. */
export function adPreview(body: string, ad: proto.ContextInfo.IExternalAdReplyInfo): StructuredBody | null {
  if (!ad.sourceUrl) return null;
  return bodies.adPreviewBody({
    ...writer,
    type: 'adPreview',
    body,
    sourceUrl: ad.sourceUrl,
    ...(ad.title ? { title: ad.title } : {}),
    ...(ad.body ? { adBody: ad.body } : {}),
    ...(ad.thumbnailUrl ? { thumbnailUrl: ad.thumbnailUrl } : {}),
  });
}

/** A call-log entry WhatsApp writes into the chat (callOutcome: 0 connected, 1 missed, 3 rejected...). */
export function callLog(message: proto.Message.ICallLogMessage): StructuredBody {
  const outcome = message.callOutcome ?? 1;
  const status = outcome === 0 ? 'accepted' : outcome === 3 ? 'rejected' : 'missed';
  return bodies.callLogBody({
    ...writer,
    type: 'callLog',
    isVideo: Boolean(message.isVideo),
    status,
    durationSeconds: numberOf(message.durationSecs as Long),
  });
}

/** The call-log line for a call event the driver handled (rejected by company option, or missed). */
export function callEventLog(isVideo: boolean, status: 'missed' | 'rejected'): StructuredBody {
  return bodies.callLogBody({ ...writer, type: 'callLog', isVideo, status, durationSeconds: 0 });
}
