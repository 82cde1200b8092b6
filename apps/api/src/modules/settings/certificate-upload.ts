import type { FastifyRequest } from 'fastify';
import { bodyFieldError } from '../../platform/errors/body-field-error';

/** A certificate is a few kilobytes; anything larger is not one (413 while streaming). */
export const certificateMaxBytes = 64 * 1024;

export interface CertificateUpload {
  filename: string;
  file: Buffer;
}

/** The one file of POST /settings/cert-upload, buffered within the certificate's size limit. */
export async function readCertificateUpload(request: FastifyRequest): Promise<CertificateUpload> {
  let upload: CertificateUpload | null = null;
  for await (const part of request.parts({ limits: { fileSize: certificateMaxBytes, files: 1, fields: 5 } })) {
    if (part.type === 'file') upload = { filename: part.filename, file: await part.toBuffer() };
  }
  if (!upload || upload.file.length === 0) throw bodyFieldError('file', 'Escolha um arquivo!');
  return upload;
}
