import type { CertificateStatus } from '@chatdesk/contracts';
import { certificateStatusOf } from '../platform-certificates';
import { findPlatformCertificate } from '../platform-certificates.repository';
import type { SettingsDeps } from '../settings.deps';

/** GET /settings/certificates/{ref} (super user): when the destination's certificate was uploaded and until when it is valid. */
export async function getCertificate(deps: SettingsDeps, ref: CertificateStatus['ref']): Promise<CertificateStatus> {
  const row = await deps.db.system.transaction((tx) => findPlatformCertificate(tx, ref));
  return certificateStatusOf(ref, row);
}
