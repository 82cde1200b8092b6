import type { ConnectionRow } from '../../connections/connections.repository';
import { mediaTypeOf, removeUploaded, storedFileName } from '../../messages/media-upload';
import type { ExternalApiDeps } from '../external-api.deps';
import { downloadLimitBytes, type ExternalUploadReader } from '../external-media-upload';
import { type ExternalSendResult, runExternalSend } from '../external-send';
import { requestFingerprint } from '../idempotency';

/**
 * POST /messages/send as multipart: one message per `medias` file. `body` captions the first
 * file; a file without caption carries its name (spec 3 §5: "if the media body is empty the file
 * name is used"). Files are limited by downloadLimit as in the workspace; a send that does not
 * happen (refused, or answered from an earlier identical request) removes the files it stored.
 */
export async function sendExternalMedia(
  deps: ExternalApiDeps,
  connection: ConnectionRow,
  readUpload: ExternalUploadReader,
  idempotencyKey: string | undefined,
): Promise<ExternalSendResult> {
  const { companyId } = connection;
  const maxBytes = await deps.db.tenant(companyId).transaction((tx) => downloadLimitBytes(tx));
  const { files, fields } = await readUpload(companyId, maxBytes);
  try {
    const idempotency = idempotencyKey
      ? { key: idempotencyKey, hash: await requestFingerprint(deps.storage, { kind: 'media', ...fields }, files) }
      : undefined;
    const items = files.map((file, index) => {
      const caption = index === 0 ? fields.body : '';
      return {
        text: caption || file.fileName,
        signable: caption !== '',
        mediaType: mediaTypeOf(file.mime),
        mediaUrl: storedFileName(file),
      };
    });
    const result = await runExternalSend(deps, connection, { ...fields, items }, idempotency);
    if (result.replayed) await removeUploaded(deps.storage, files);
    return result;
  } catch (error) {
    await removeUploaded(deps.storage, files);
    throw error;
  }
}
