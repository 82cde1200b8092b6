import { publicMediaPrefix } from '../../platform/storage/media-storage';
import type { UsersDeps } from './users.deps';

/**
 * Deletes a replaced or orphaned avatar after the row change committed. Best effort: a file
 * left behind costs disk, not correctness, and only a stored `/public/{companyId}/...` path of
 * the same company is ever touched.
 */
export async function removeAvatarFile(deps: UsersDeps, companyId: number, url: string | null): Promise<void> {
  if (!url?.startsWith(`${publicMediaPrefix}${companyId}/`)) return;
  await deps.storage.remove(url.slice(publicMediaPrefix.length)).catch(() => false);
}
