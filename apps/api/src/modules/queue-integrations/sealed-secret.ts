import type { SecretBox } from '../../platform/crypto/secret-box';

/**
 * The sealed column a secret field of a write leaves: a value replaces the stored box, `null`
 * (or an empty value) removes it, and leaving the field out keeps what is stored, so an edit
 * never has to send a secret it was never shown.
 */
export function sealedSecret(
  secrets: Pick<SecretBox, 'seal'>,
  value: string | null | undefined,
  stored: string | null,
): string | null {
  if (value === undefined) return stored;
  if (value === null || value.trim() === '') return null;
  return secrets.seal(value);
}

/** The clear text of a sealed column, or null when nothing is stored. */
export function openedSecret(secrets: Pick<SecretBox, 'open'>, sealed: string | null): string | null {
  return sealed === null ? null : secrets.open(sealed);
}
