import { AppError } from '@chatdesk/contracts';
import { visibleContactList } from '../contact-list-access';
import type { ContactListsDeps } from '../contact-lists.deps';

/** The multipart part's stream: `truncated` once it stopped at the size limit. */
export type UploadStream = AsyncIterable<Buffer> & { readonly truncated?: boolean };

/**
 * POST /contact-lists/{id}/upload, before the rows: the sheet's bytes as they arrive (kept whole, as
 * the readers need the file; at most the upload limit), publishing how many have come of the
 * request's length at most every `everyMs` and once at the end, so the dialog shows the upload's
 * percentage too. Another company's list is refused before a byte is read.
 */
export async function receiveContactListUpload(
  deps: ContactListsDeps,
  companyId: number,
  contactListId: number,
  upload: { file: UploadStream; total: number },
  everyMs = 500,
): Promise<Buffer> {
  await deps.db.tenant(companyId).transaction((tx) => visibleContactList(tx, companyId, contactListId));
  const chunks: Buffer[] = [];
  let received = 0;
  let lastAt = Date.now();
  const publish = () =>
    deps.events.publish({
      type: 'contactListItem.importUpload',
      companyId,
      upload: { contactListId, received, total: upload.total },
    });
  for await (const chunk of upload.file) {
    chunks.push(chunk);
    received += chunk.length;
    if (Date.now() - lastAt >= everyMs) {
      lastAt = Date.now();
      publish();
    }
  }
  if (upload.file.truncated) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
  publish();
  return Buffer.concat(chunks, received);
}
