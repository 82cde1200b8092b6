import { AppError, type ConnectionAnswer, greetingMediaKinds, greetingMediaMaxBytes } from '@chatdesk/contracts';
import { type MediaSource, publicMediaPrefix } from '../../../platform/storage/media-storage';
import { connectionAnswersOf, tokenRevealFor } from '../connection-answer';
import { publishConnectionUpdates } from '../connection-writes';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findConnection, updateConnectionRow } from '../connections.repository';

/**
 * POST /whatsapp/{id}/media-upload: the image or video sent with the greeting message (spec 2
 * §5), so the connection must have a greeting (ERR_WAPP_GREETING_REQUIRED). The type is read
 * from the bytes, the size capped while streaming; the replaced file goes once the row commits.
 */
export async function uploadGreetingMedia(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  source: MediaSource,
): Promise<ConnectionAnswer> {
  const { companyId } = caller;
  const tenant = deps.db.tenant(companyId);
  await tenant.transaction(async (tx) => {
    const connection = await findConnection(tx, companyId, connectionId);
    if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
    if (connection.greetingMessage.trim() === '') throw new AppError('ERR_WAPP_GREETING_REQUIRED');
  });
  const saved = await deps.storage.save(companyId, source, {
    allowed: greetingMediaKinds,
    maxBytes: greetingMediaMaxBytes,
  });
  try {
    return await replaceGreetingMedia(deps, caller, connectionId, saved.url);
  } catch (error) {
    await removeMediaFile(deps, companyId, saved.url);
    throw error;
  }
}

/** DELETE /whatsapp/{id}/media-upload: the greeting goes out as text only again. */
export async function deleteGreetingMedia(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAnswer> {
  return replaceGreetingMedia(deps, caller, connectionId, null);
}

async function replaceGreetingMedia(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  url: string | null,
): Promise<ConnectionAnswer> {
  const { companyId } = caller;
  let previous: string | null = null;
  const answer = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await findConnection(tx, companyId, connectionId);
    // Deleted while the bytes were uploading.
    if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
    previous = current.greetingMediaAttachment;
    const row = await updateConnectionRow(tx, companyId, connectionId, { greetingMediaAttachment: url });
    const [saved] = await connectionAnswersOf(tx, [row ?? current], tokenRevealFor(deps.secrets, caller.subject));
    return saved as ConnectionAnswer;
  });
  if (previous !== url) await removeMediaFile(deps, companyId, previous);
  publishConnectionUpdates(deps, [answer]);
  return answer;
}

/** Best effort: only a stored `/public/{companyId}/...` file of the same company is ever touched. */
async function removeMediaFile(deps: ConnectionsDeps, companyId: number, url: string | null): Promise<void> {
  if (!url?.startsWith(`${publicMediaPrefix}${companyId}/`)) return;
  await deps.storage.remove(url.slice(publicMediaPrefix.length)).catch(() => false);
}
