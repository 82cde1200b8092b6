import { type AnnouncementAnswer, announcementMediaMaxBytes, announcementMediaTypes } from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { removeCompanyMedia, storeThenRecord } from '../../../platform/storage/stored-media';
import type { AnnouncementCaller, AnnouncementsDeps } from '../announcements.deps';
import { updateAnnouncementRow } from '../announcements.repository';
import { lockedAnnouncement, publishUpdate } from './update-announcement';

/**
 * POST /announcements/{id}/media-upload (super user): the announcement's picture, png or jpeg
 * read from the bytes (spec 3 §5), kept in the author company's media folder. The replaced file
 * goes once the row commits; the new one is removed again if the row went meanwhile.
 */
export async function uploadAnnouncementMedia(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
  upload: { source: MediaSource; fileName: string },
): Promise<AnnouncementAnswer> {
  const owner = await deps.db.system.transaction(async (tx) => (await lockedAnnouncement(tx, id)).companyId);
  const name = upload.fileName.slice(0, 255) || 'imagem';
  const options = { allowed: announcementMediaTypes, maxBytes: announcementMediaMaxBytes, fileName: upload.fileName };
  return storeThenRecord(deps.storage, owner, { source: upload.source, options }, (saved) =>
    replaceMedia(deps, caller, id, { path: saved.url, name }),
  );
}

/** DELETE /announcements/{id}/media-upload (super user): the announcement goes on as text only. */
export async function deleteAnnouncementMedia(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
): Promise<AnnouncementAnswer> {
  return replaceMedia(deps, caller, id, null);
}

async function replaceMedia(
  deps: AnnouncementsDeps,
  caller: AnnouncementCaller,
  id: number,
  media: { path: string; name: string } | null,
): Promise<AnnouncementAnswer> {
  const { previous, row } = await deps.db.system.transaction(async (tx) => {
    const current = await lockedAnnouncement(tx, id);
    const updated = await updateAnnouncementRow(tx, id, {
      mediaPath: media?.path ?? null,
      mediaName: media?.name ?? null,
    });
    return { previous: current.mediaPath, row: updated };
  });
  if (previous !== row.mediaPath) await removeCompanyMedia(deps.storage, row.companyId, previous);
  return publishUpdate(deps, caller, row);
}
