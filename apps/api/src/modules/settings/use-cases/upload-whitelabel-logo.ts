import {
  type WhitelabelLogo,
  type WhitelabelLogoMode,
  whitelabelLogoKey,
  whitelabelLogoMaxBytes,
} from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { brandingCompanyId, removeReplacedLogo } from '../branding-files';
import type { SettingsDeps } from '../settings.deps';
import { lockSetting, upsertSetting } from '../settings.repository';

/**
 * POST /settings-whitelabel/logo (super user): stores an image (PNG, JPEG, WebP, GIF or ICO;
 * never SVG, whose scripts would run on our origin) in the platform company's media folder,
 * the type read from the bytes, and points appLogoLight/Dark/Favicon at it. The previous file
 * goes once the new value is committed.
 */
export async function uploadWhitelabelLogo(
  deps: SettingsDeps,
  mode: WhitelabelLogoMode,
  source: MediaSource,
): Promise<WhitelabelLogo> {
  const key = whitelabelLogoKey[mode];
  const saved = await deps.storage.save(brandingCompanyId, source, {
    allowed: ['image'],
    maxBytes: whitelabelLogoMaxBytes,
  });
  let previous: string | null;
  try {
    previous = await deps.db.system.transaction(async (tx) => {
      const row = await lockSetting(tx, key);
      await upsertSetting(tx, key, saved.url);
      return row?.value ?? null;
    });
  } catch (error) {
    await deps.storage.remove(saved.relativePath).catch(() => false);
    throw error;
  }
  await removeReplacedLogo(deps, previous, saved.url);
  deps.events.publish({ type: 'settings.updated', key, value: saved.url });
  return { key, name: saved.relativePath, url: saved.url };
}
