import { mediaTypeOf, storedFileName } from '../../modules/messages/media-upload';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { MediaKind } from '../../platform/storage/media-types';
import { IntegrationCallError, type IntegrationHttp } from './http/integration-http';
import type { ReplyMessage } from './integration-driver';

/** The largest file an engine's answer may carry (fetched by URL or given as bytes). */
export const replyMediaMaxBytes = 16 * 1024 * 1024;
const fetchTimeoutMs = 30_000;

async function fetchMedia(http: IntegrationHttp, companyId: number, url: string): Promise<Buffer> {
  const answer = await http.request({ companyId, url, timeoutMs: fetchTimeoutMs, maxBytes: replyMediaMaxBytes });
  if (answer.status >= 300)
    throw new IntegrationCallError('status', 'The media URL did not answer a file', answer.status);
  return answer.body;
}

/** A reply message ready for the outbound path: a text, or a stored file with its caption. */
export interface OutgoingMessage {
  body: string;
  mediaType?: string;
  /** The stored file's name (media/{companyId}/{name}). */
  mediaUrl?: string;
}

/**
 * The engine's messages as the outbound path takes them: a file named by URL is fetched through
 * the guarded client (size and time bounded) and stored for the company like any upload, bytes
 * are stored; its type is read from the bytes and must be the kind the engine said. Runs outside
 * any transaction; a file that cannot be fetched or stored fails the whole answer.
 */
export async function prepareReplyMessages(
  deps: { http: IntegrationHttp; storage: MediaStorage },
  companyId: number,
  replies: readonly ReplyMessage[],
): Promise<OutgoingMessage[]> {
  const prepared: OutgoingMessage[] = [];
  for (const reply of replies) {
    if (reply.kind === 'text') {
      if (reply.body.trim()) prepared.push({ body: reply.body });
      continue;
    }
    const bytes = reply.kind === 'media-bytes' ? reply.bytes : await fetchMedia(deps.http, companyId, reply.url);
    const saved = await deps.storage.save(companyId, bytes, {
      allowed: [reply.mediaType as MediaKind],
      maxBytes: replyMediaMaxBytes,
      ...(reply.kind === 'media-bytes' ? { fileName: reply.fileName } : {}),
    });
    prepared.push({ body: reply.caption ?? '', mediaType: mediaTypeOf(saved.mime), mediaUrl: storedFileName(saved) });
  }
  return prepared;
}
