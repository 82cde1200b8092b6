import {
  type MediaSource,
  type MediaStorage,
  publicMediaPrefix,
  type SavedMedia,
  type SaveMediaOptions,
} from './media-storage';

/** Best effort: only a stored `/public/{companyId}/...` file of the same company is ever touched. */
export async function removeCompanyMedia(storage: MediaStorage, companyId: number, url: string | null): Promise<void> {
  if (!url?.startsWith(`${publicMediaPrefix}${companyId}/`)) return;
  await storage.remove(url.slice(publicMediaPrefix.length)).catch(() => false);
}

/**
 * Stores an upload, then lets `record` write it into its row; when recording fails (the row went,
 * the caller may no longer change it) the stored file is removed again, so no file outlives its row.
 */
export async function storeThenRecord<T>(
  storage: MediaStorage,
  companyId: number,
  upload: { source: MediaSource; options: SaveMediaOptions },
  record: (saved: SavedMedia) => Promise<T>,
): Promise<T> {
  const saved = await storage.save(companyId, upload.source, upload.options);
  try {
    return await record(saved);
  } catch (error) {
    await removeCompanyMedia(storage, companyId, saved.url);
    throw error;
  }
}
