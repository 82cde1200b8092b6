import { publicMediaPrefix } from '../../platform/storage/media-storage';
import type { SettingsDeps } from './settings.deps';

/** White-label files live in the platform company's media folder. */
export const brandingCompanyId = 1;
export const logoKeys = new Set(['appLogoLight', 'appLogoDark', 'appLogoFavicon']);

/**
 * Deletes a logo file once its setting no longer points at it. Best effort, after the commit:
 * a file left behind costs disk, never correctness; only a branding-folder path is touched.
 */
export async function removeReplacedLogo(deps: SettingsDeps, previous: string | null, current: string) {
  const prefix = `${publicMediaPrefix}${brandingCompanyId}/`;
  if (!previous || previous === current || !previous.startsWith(prefix)) return;
  await deps.storage.remove(previous.slice(publicMediaPrefix.length)).catch((error: unknown) => {
    deps.logger.warn({ err: error, file: previous }, 'replaced logo not removed');
    return false;
  });
}
