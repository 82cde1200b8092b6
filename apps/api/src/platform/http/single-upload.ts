import type { FastifyRequest } from 'fastify';
import { bodyFieldError } from '../errors/body-field-error';
import type { MediaSource } from '../storage/media-storage';

/**
 * The one file of a multipart request, as a stream for MediaStorage. The size limit is one byte
 * over `maxBytes`, so MediaStorage sees the excess and refuses (ERR_PAYLOAD_TOO_LARGE) instead
 * of storing a cut file. No file part is a 400 on `file`.
 */
export async function singleUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ source: MediaSource; fileName: string }> {
  const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10 } });
  if (!file) throw bodyFieldError('file', 'Required');
  return { source: file.file, fileName: file.filename };
}
