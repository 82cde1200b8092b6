import { type GlobalSettingKey, globalSettingKeys } from '@chatdesk/contracts';
import { defaultGlobalSettings } from '../../db/seed/seed-platform';
import type { SettingRow } from './settings.repository';

/** A key never stored reads as its seeded default, or empty (the payment credentials). */
export const defaultSettingValue = (key: GlobalSettingKey): string => defaultGlobalSettings[key] ?? '';

/** Every known key once, stored value or default, in the catalogue's order. */
export function withDefaults(rows: SettingRow[]): { key: GlobalSettingKey; value: string; updatedAt: string | null }[] {
  const stored = new Map(rows.map((row) => [row.key, row]));
  return globalSettingKeys.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: row ? row.value : defaultSettingValue(key),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}
