import {
  type ErrorCode,
  type WebchatSendReply,
  webchatAckInput,
  webchatAttachmentMaxBytes,
  webchatBodyMaxLength,
  webchatVisitorMessageInput,
} from '@chatdesk/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink, InboundMedia } from '../channel-driver';
import type { VisitorSocket } from './visitor-handshake';
import type { TokenBuckets } from './visitor-rate-limit';
import { outboundExternalIdPattern } from './webchat-driver';

// What a visitor may attach: pictures, sound, video, PDF and plain text; never anything a browser runs.
const acceptedMime = /^(image\/(?!svg)|audio\/|video\/|application\/pdf$)/;

/** The attachment's bytes and their real type, or the error code the widget shows. */
async function attachmentOf(
  raw: { name?: string | undefined; data: Uint8Array | ArrayBuffer } | null | undefined,
): Promise<InboundMedia | ErrorCode | undefined> {
  if (raw === undefined || raw === null) return undefined;
  const { name, data } = raw;
  const bytes = Buffer.from(data as Uint8Array);
  if (bytes.length === 0) return 'ERR_VALIDATION';
  if (bytes.length > webchatAttachmentMaxBytes) return 'ERR_PAYLOAD_TOO_LARGE';
  const fileName = name?.slice(0, 120);
  const detected = await fileTypeFromBuffer(bytes);
  // Plain text has no signature: accepted when it holds no control characters.
  const isText = !detected && !bytes.subarray(0, 4096).some((byte) => byte < 9 || (byte > 13 && byte < 32));
  const mimetype = detected?.mime ?? (isText ? 'text/plain' : '');
  if (!acceptedMime.test(mimetype) && mimetype !== 'text/plain') return 'ERR_UNSUPPORTED_MEDIA_TYPE';
  return { data: bytes, mimetype, ...(fileName ? { fileName } : {}) };
}

const mediaTypeOf = (mimetype: string) =>
  /^(image|audio|video)\//.exec(mimetype)?.[1] ?? (mimetype ? 'document' : 'conversation');

/**
 * A visitor socket's events: `message` (text, emoji, one attachment) into the inbound pipeline,
 * answered through the Socket.IO ack; `ack` (delivered/read of attendant messages) into the
 * pipeline's ack path. Invalid input is answered, never thrown.
 */
export function registerVisitorHandlers(
  socket: VisitorSocket,
  deps: { sink: ChannelSink; logger: Logger; messages: TokenBuckets; acks: TokenBuckets },
) {
  const { connection, visitor } = socket.data;
  // One bucket per visitor, shared by all its tabs on this process.
  const visitorKey = `${connection.id}:${visitor.visitorId}`;

  socket.on('message', async (input: unknown, reply?: (answer: WebchatSendReply) => void) => {
    const answer = (value: WebchatSendReply) => typeof reply === 'function' && reply(value);
    // Counted before anything else: a flood of invalid messages costs the sender its tokens too.
    if (!deps.messages.take(visitorKey).allowed) return answer({ ok: false, error: 'ERR_WEBCHAT_RATE_LIMITED' });
    const parsed = webchatVisitorMessageInput.safeParse(input);
    if (!parsed.success) return answer({ ok: false, error: 'ERR_VALIDATION' });
    const { clientId, body: text, attachment } = parsed.data;
    if (text.length > webchatBodyMaxLength) return answer({ ok: false, error: 'ERR_WEBCHAT_MESSAGE_TOO_LONG' });
    const media = await attachmentOf(attachment);
    if (typeof media === 'string') return answer({ ok: false, error: media });
    if (!media && text === '') return answer({ ok: false, error: 'ERR_VALIDATION' });
    // Scoped by visitor: two visitors' client ids can never collide in the (connection, id) index.
    const externalId = `WCI.${visitor.visitorId}.${clientId}`;
    try {
      await deps.sink.inbound(connection, {
        kind: 'message',
        externalId,
        chat: { id: visitor.visitorId, name: socket.data.visitorName, isGroup: false },
        fromMe: false,
        mediaType: media ? mediaTypeOf(media.mimetype) : 'conversation',
        body: text || (media?.fileName ?? ''),
        ...(media ? { media } : {}),
      });
      answer({ ok: true, externalId });
    } catch (error) {
      deps.logger.error({ err: error, connectionId: connection.id }, 'webchat inbound failed');
      answer({ ok: false, error: 'ERR_INTERNAL' });
    }
  });

  socket.on('ack', async (input: unknown) => {
    if (!deps.acks.take(visitorKey).allowed) return;
    const parsed = webchatAckInput.safeParse(input);
    if (!parsed.success) return;
    const { externalIds, ack } = parsed.data;
    for (const externalId of externalIds) {
      if (!outboundExternalIdPattern.test(externalId)) continue;
      await deps.sink
        .inbound(connection, { kind: 'ack', externalId, ack })
        .catch((error: unknown) => deps.logger.warn({ err: error, externalId }, 'webchat ack failed'));
    }
  });
}
