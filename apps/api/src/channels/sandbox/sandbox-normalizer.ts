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
  buildReaction,
  type SandboxInbound,
  type StructuredBody,
} from '@chatdesk/contracts';
import type { InboundMedia, NormalizedInbound, NormalizedInboundMessage } from '../channel-driver';
import { newSandboxExternalId } from './sandbox-driver';

type MediaInput = Extract<SandboxInbound, { media: unknown }>;

const numbersOf = (number: string | undefined) => (number ? [number] : []);

function mediaOf(input: MediaInput): { structured: StructuredBody; media: InboundMedia } {
  const data = Buffer.from(input.media.data, 'base64');
  const fileName = input.media.fileName;
  // A document without a caption shows its file name, as WhatsApp does.
  const body = input.caption ?? (input.type === 'document' ? (fileName ?? '') : '');
  return {
    structured: { mediaType: input.type, body },
    media: { data, mimetype: input.media.mimetype, ...(fileName ? { fileName } : {}) },
  };
}

function structuredOf(input: Exclude<SandboxInbound, MediaInput | { type: 'edit' | 'delete' }>): StructuredBody {
  switch (input.type) {
    case undefined:
    case 'text':
      // A tapped list row or reply button: its title, and its id as the Meta drivers store it.
      return input.replyId
        ? { mediaType: 'conversation', body: input.body, dataJson: { replyId: input.replyId } }
        : { mediaType: 'conversation', body: input.body };
    case 'location':
      return buildLocation(input);
    case 'contact':
      return buildContacts([{ displayName: input.displayName, vcard: input.vcard, numbers: numbersOf(input.number) }]);
    case 'poll':
      return buildPoll(input.poll);
    case 'event':
      return buildEvent({ ...input.event, startTime: new Date(input.event.startTime) });
    case 'list':
      return buildList({ ...input, footerText: input.footerText ?? '' });
    case 'buttons':
      return buildButtons(input);
    case 'pix': {
      // The sandbox names the key without its type.
      const { pixKey, merchantName = '' } = input;
      const key = pixKey ? { key: pixKey, key_type: '', merchant_name: merchantName } : null;
      return buildPix({ ...input, items: input.order.items, key });
    }
    case 'adPreview':
      return buildAdPreview({ ...input, messageUser: input.body });
    case 'reaction':
      return buildReaction(input.emoji);
    case 'callLog':
      return buildCallLog(input);
  }
}

const isMediaInput = (input: SandboxInbound): input is MediaInput => 'media' in input;

/**
 * What the sandbox phone received, as the inbound pipeline's normalized event. Edits and deletes
 * name the target message; everything else becomes a message whose conversation is the group
 * (with the writer as participant) or the writer.
 */
export function normalizeSandboxInbound(input: SandboxInbound): NormalizedInbound {
  if (input.type === 'edit') return { kind: 'edit', externalId: input.targetId, body: input.body };
  if (input.type === 'delete') return { kind: 'delete', externalId: input.targetId };

  const { structured, media } = isMediaInput(input)
    ? mediaOf(input)
    : { structured: structuredOf(input), media: undefined };
  const writer = { id: input.from, name: input.name };
  const quotedExternalId = input.type === 'reaction' ? input.targetId : input.quotedId;
  const message: NormalizedInboundMessage = {
    kind: 'message',
    externalId: input.id ?? newSandboxExternalId(),
    chat: input.group ? { ...input.group, isGroup: true } : { ...writer, isGroup: false },
    fromMe: input.fromMe ?? false,
    mediaType: structured.mediaType,
    body: structured.body,
  };
  if (input.group) message.participant = writer;
  if (structured.dataJson !== undefined) message.dataJson = structured.dataJson;
  if (media) message.media = media;
  if (quotedExternalId) message.quotedExternalId = quotedExternalId;
  if (input.timestamp) message.timestamp = new Date(input.timestamp);
  return message;
}
