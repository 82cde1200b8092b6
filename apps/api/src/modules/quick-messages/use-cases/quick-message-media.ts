import { type QuickMessageAnswer, quickMessageMediaKinds, quickMessageMediaMaxBytes } from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { removeCompanyMedia, storeThenRecord } from '../../../platform/storage/stored-media';
import { answerFor, editableQuickMessage } from '../quick-message-access';
import type { QuickMessageCaller, QuickMessagesDeps } from '../quick-messages.deps';
import { recordOf, updateQuickMessageRow } from '../quick-messages.repository';

/**
 * POST /quick-messages/{id}/media-upload: the reply's attachment (owner rule applies). The type
 * is read from the bytes and the size capped while streaming; the replaced file goes once the row
 * commits, and the new one is removed again if the row could not take it.
 */
export async function uploadQuickMessageMedia(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  id: number,
  upload: { source: MediaSource; fileName: string },
): Promise<QuickMessageAnswer> {
  const { companyId } = caller;
  // Checked before the bytes are stored, and again (row locked) when they are recorded.
  await deps.db.tenant(companyId).transaction((tx) => editableQuickMessage(tx, caller, id));
  const name = upload.fileName.slice(0, 255) || 'arquivo';
  const options = { allowed: quickMessageMediaKinds, maxBytes: quickMessageMediaMaxBytes, fileName: upload.fileName };
  return storeThenRecord(deps.storage, companyId, { source: upload.source, options }, (saved) =>
    replaceMedia(deps, caller, id, { path: saved.url, name }),
  );
}

/** DELETE /quick-messages/{id}/media-upload: the reply goes out as text only again. */
export async function deleteQuickMessageMedia(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  id: number,
): Promise<QuickMessageAnswer> {
  return replaceMedia(deps, caller, id, null);
}

async function replaceMedia(
  deps: QuickMessagesDeps,
  caller: QuickMessageCaller,
  id: number,
  media: { path: string; name: string } | null,
): Promise<QuickMessageAnswer> {
  const { companyId } = caller;
  const { previous, row } = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await editableQuickMessage(tx, caller, id);
    const updated = await updateQuickMessageRow(tx, companyId, id, {
      mediaPath: media?.path ?? null,
      mediaName: media?.name ?? null,
    });
    return { previous: current.mediaPath, row: updated };
  });
  if (previous !== row.mediaPath) await removeCompanyMedia(deps.storage, companyId, previous);
  const record = recordOf(row);
  deps.events.publish({ type: 'quickMessage.updated', companyId, record });
  return answerFor(caller, record);
}
