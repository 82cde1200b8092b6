import {
  buildAdPreview,
  buildButtons,
  buildCallLog,
  buildContacts,
  buildEvent,
  buildList,
  buildLocation,
  buildPix,
  buildPoll,
  type ContactCardInput,
  type MessageButton,
  messageButtonTypes,
  pixData,
  type StructuredBody,
} from '@chatdesk/contracts';
import type { proto } from 'baileys';

/**
 * Baileys' structured contents as the inputs of the one body writer (spec 1 §3), which lives in
 * packages/contracts (message-bodies) and is shared by every channel and by the web's renderers.
 */

const text = (value: string | null | undefined) => value ?? '';
type Long = number | { toNumber(): number } | null | undefined;
const numberOf = (value: Long) => (value == null ? 0 : typeof value === 'number' ? value : value.toNumber());

export function location(message: proto.Message.ILocationMessage & proto.Message.ILiveLocationMessage): StructuredBody {
  const description = [message.name, message.address, message.caption].filter(Boolean).join(' - ');
  const thumbnail = message.jpegThumbnail?.length ? Buffer.from(message.jpegThumbnail).toString('base64') : null;
  return buildLocation({
    latitude: message.degreesLatitude ?? 0,
    longitude: message.degreesLongitude ?? 0,
    description,
    thumbnail,
  });
}

const cardOf = (message: proto.Message.IContactMessage): ContactCardInput => ({
  displayName: text(message.displayName) || 'Contato',
  vcard: message.vcard || null,
});

export const contact = (message: proto.Message.IContactMessage) => buildContacts([cardOf(message)]);

/** Several shared contacts: the vCards one after the other. */
export const contacts = (message: proto.Message.IContactsArrayMessage) =>
  buildContacts((message.contacts ?? []).map(cardOf));

export function poll(message: proto.Message.IPollCreationMessage): StructuredBody {
  const options = (message.options ?? []).map((option) => text(option.optionName)).filter(Boolean);
  return buildPoll({ name: text(message.name), options, selectableCount: message.selectableOptionsCount ?? 1 });
}

export function event(message: proto.Message.IEventMessage): StructuredBody {
  return buildEvent({
    name: text(message.name),
    startTime: new Date(numberOf(message.startTime as Long) * 1000),
    description: message.description,
    location: message.location?.name,
    joinLink: message.joinLink,
  });
}

export function list(message: proto.Message.IListMessage): StructuredBody {
  const sections = (message.sections ?? []).map((section) => ({
    title: text(section.title),
    rows: (section.rows ?? []).map((row) => ({
      title: text(row.title),
      description: text(row.description),
      rowId: text(row.rowId),
    })),
  }));
  return buildList({
    title: text(message.title),
    description: text(message.description),
    footerText: text(message.footerText),
    buttonText: text(message.buttonText),
    sections,
  });
}

export function legacyButtons(message: proto.Message.IButtonsMessage): StructuredBody {
  const buttons = (message.buttons ?? []).map(
    (button): MessageButton => ({ name: 'quick_reply', display_text: text(button.buttonText?.displayText) }),
  );
  return buildButtons({ body: text(message.contentText || message.text), footer: text(message.footerText), buttons });
}

export function template(message: proto.Message.ITemplateMessage): StructuredBody {
  const hydrated = message.hydratedTemplate ?? message.hydratedFourRowTemplate ?? {};
  const buttons = (hydrated.hydratedButtons ?? []).map((button): MessageButton => {
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
  return buildButtons({
    body: text(hydrated.hydratedContentText),
    footer: text(hydrated.hydratedFooterText),
    buttons,
  });
}

const isButtonType = (name: string): name is MessageButton['name'] =>
  (messageButtonTypes as readonly string[]).includes(name);

/** WhatsApp's order buttons: their JSON is the order with its Pix key (WhatsApp's order_details). */
const paymentButtons = new Set(['review_and_pay', 'payment_info']);

function payment(paramsJson: string | null | undefined): StructuredBody | null {
  try {
    const order = pixData.safeParse(JSON.parse(paramsJson || '{}'));
    if (!order.success) return null;
    const key = order.data.payment_settings.find((setting) => setting.pix_static_code)?.pix_static_code;
    return buildPix({ ...order.data, items: order.data.order.items, key });
  } catch {
    return null;
  }
}

/** Native-flow buttons carry their fields as JSON (display_text, url, phone_number, copy_code). */
export function interactive(message: proto.Message.IInteractiveMessage): StructuredBody | null {
  const flow = message.nativeFlowMessage?.buttons ?? [];
  const order = flow.find((button) => paymentButtons.has(button.name ?? ''));
  const pix = order ? payment(order.buttonParamsJson) : null;
  if (pix) return pix;
  const buttons = flow.flatMap((button): MessageButton[] => {
    if (!button.name || !isButtonType(button.name)) return [];
    try {
      const params = JSON.parse(button.buttonParamsJson || '{}') as Partial<MessageButton>;
      return [{ ...params, name: button.name, display_text: text(params.display_text) }];
    } catch {
      return [];
    }
  });
  const body = text(message.body?.text);
  if (buttons.length === 0) return body ? { mediaType: 'conversation', body } : null;
  const header = text(message.header?.title);
  return buildButtons({ ...(header ? { header } : {}), body, footer: text(message.footer?.text), buttons });
}

/** An ad click-through ("Click to WhatsApp"): the ad's preview, then what the customer wrote. */
export function adPreview(body: string, ad: proto.ContextInfo.IExternalAdReplyInfo): StructuredBody | null {
  if (!ad.sourceUrl) return null;
  return buildAdPreview({
    messageUser: body,
    sourceUrl: ad.sourceUrl,
    title: ad.title,
    adBody: ad.body,
    thumbnailUrl: ad.thumbnailUrl,
  });
}

/** A call-log entry WhatsApp writes into the chat (callOutcome: 0 connected, 1 missed, 3 rejected...). */
export function callLog(message: proto.Message.ICallLogMessage): StructuredBody {
  const outcome = message.callOutcome ?? 1;
  const status = outcome === 0 ? 'accepted' : outcome === 3 ? 'rejected' : 'missed';
  return buildCallLog({
    isVideo: Boolean(message.isVideo),
    status,
    durationSeconds: numberOf(message.durationSecs as Long),
  });
}

/** The call-log line for a call event the driver handled (rejected by company option, or missed). */
export function callEventLog(isVideo: boolean, status: 'missed' | 'rejected'): StructuredBody {
  return buildCallLog({ isVideo, status, durationSeconds: 0 });
}
