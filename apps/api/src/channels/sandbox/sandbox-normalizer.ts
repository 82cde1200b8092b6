import type { SandboxInbound } from '@chatdesk/contracts';
import type { InboundMedia, NormalizedInbound, NormalizedInboundMessage } from '../channel-driver';
import type { StructuredBody } from '../structured-bodies';
import * as bodies from '../structured-bodies';
import { newSandboxExternalId } from './sandbox-driver';

type MediaInput = Extract<SandboxInbound, { media: unknown }>;

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
      return { mediaType: 'conversation', body: input.body };
    case 'location':
      return bodies.locationBody(input);
    case 'contact':
      return bodies.contactBody(input);
    case 'poll':
      return bodies.pollBody(input);
    case 'event':
      return bodies.eventBody(input);
    case 'list':
      return bodies.listBody(input);
    case 'buttons':
      return bodies.buttonsBody(input);
    case 'pix':
      return bodies.pixBody(input);
    case 'adPreview':
      return bodies.adPreviewBody(input);
    case 'reaction':
      return { mediaType: 'reactionMessage', body: input.emoji, dataJson: { emoji: input.emoji } };
    case 'callLog':
      return bodies.callLogBody(input);
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
