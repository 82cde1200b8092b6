import { AppError, type CertificateStatus, type CertUploadAnswer } from '@chatdesk/contracts';
import { inspectPkcs12 } from '../../../platform/crypto/pkcs12';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import type { CertificateUpload } from '../certificate-upload';
import { certificateStatusOf } from '../platform-certificates';
import { upsertPlatformCertificate } from '../platform-certificates.repository';
import type { SettingsDeps } from '../settings.deps';

/**
 * POST /settings/cert-upload?ref=… (super user; spec 2 §5, §7): a PKCS#12 bundle without password
 * that Node can present as a TLS client identity (the Efí Pix API's mutual TLS). It is kept sealed
 * with the data encryption key in the database, outside any served folder, replacing the previous
 * one. The file is never logged nor answered.
 */
export async function uploadCertificate(
  deps: SettingsDeps,
  ref: CertificateStatus['ref'],
  upload: CertificateUpload,
): Promise<CertUploadAnswer> {
  if (!upload.filename.toLowerCase().endsWith('.p12')) {
    throw bodyFieldError('file', 'Use somente arquivos em formato p12!');
  }
  let validUntil: Date;
  try {
    ({ validUntil } = inspectPkcs12(upload.file));
  } catch {
    throw new AppError('ERR_CERTIFICATE_INVALID');
  }
  const sealed = deps.secrets.seal(upload.file.toString('base64'));
  const row = await deps.db.system.transaction((tx) => upsertPlatformCertificate(tx, { ref, sealed, validUntil }));
  deps.logger.info({ ref, validUntil }, 'platform certificate replaced');
  return { message: 'Arquivo Anexado', certificate: certificateStatusOf(ref, row) };
}
