import { isSecretSettingKey, type secretSettingKeys } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import { findSetting } from './settings.repository';

export type SecretSettingKey = (typeof secretSettingKeys)[number];

/** SecretBox's `v1.{iv}.{tag}.{ciphertext}` (12-byte IV, 16-byte tag, base64url): no credential looks like it. */
const sealedShape = /^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/;

export const isSealedSettingValue = (value: string): boolean => sealedShape.test(value);

/**
 * What the settings table keeps for a value: the secret keys (payment credentials, the transcription
 * key) sealed with the data encryption key, so a database dump alone cannot use them. An empty value
 * stays empty: it means "not configured", and the payment-provider flags read it as such.
 */
export function storedSettingValue(secrets: Pick<SecretBox, 'seal'>, key: string, value: string): string {
  return isSecretSettingKey(key) && value !== '' ? secrets.seal(value) : value;
}

/**
 * The clear value of a stored one. A secret still in clear (written before sealing, until the
 * start-up step seals it) reads as is; a box this key cannot open reads as unset.
 */
export function readableSettingValue(secrets: Pick<SecretBox, 'open'>, key: string, stored: string): string {
  if (!isSecretSettingKey(key) || !isSealedSettingValue(stored)) return stored;
  try {
    return secrets.open(stored);
  } catch {
    return '';
  }
}

/**
 * A setting as an answer carries it: a secret key's value never leaves the server, not even to the
 * super user who typed it. It reads '' with `isSet` telling whether one is stored (and usable).
 */
export function maskedSetting<T extends { key: string; value: string }>(setting: T): T & { isSet?: boolean } {
  return isSecretSettingKey(setting.key) ? { ...setting, value: '', isSet: setting.value !== '' } : setting;
}

/** A secret global setting in clear for the server's own use ('' when unset). Never log it. */
export async function readSecretSetting(
  db: Database,
  secrets: Pick<SecretBox, 'open'>,
  key: SecretSettingKey,
): Promise<string> {
  const row = await db.system.transaction((tx) => findSetting(tx, key));
  return row ? readableSettingValue(secrets, key, row.value) : '';
}
