import type { CertificateStatus } from '@chatdesk/contracts';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import { findPlatformCertificate, type PlatformCertificateRow } from './platform-certificates.repository';

type CertificateRef = CertificateStatus['ref'];

/** What the Pix certificate tab shows of a stored certificate: never the file. */
export function certificateStatusOf(ref: CertificateRef, row: PlatformCertificateRow | null): CertificateStatus {
  return {
    ref,
    uploadedAt: row ? row.uploadedAt.toISOString() : null,
    validUntil: row?.validUntil ? row.validUntil.toISOString() : null,
  };
}

/**
 * The stored certificate's bytes for the server's own use (the Efí driver's mutual TLS), or null when
 * none was uploaded or the data encryption key cannot open it. Never log it.
 */
export async function readPlatformCertificate(
  db: Database,
  secrets: Pick<SecretBox, 'open'>,
  ref: CertificateRef,
): Promise<Buffer | null> {
  const row = await db.system.transaction((tx) => findPlatformCertificate(tx, ref));
  if (!row) return null;
  try {
    return Buffer.from(secrets.open(row.sealed), 'base64');
  } catch {
    return null;
  }
}
