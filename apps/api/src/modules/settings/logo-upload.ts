import { type WhitelabelLogoMode, whitelabelLogoFields, whitelabelLogoMaxBytes } from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyFieldError } from '../../platform/errors/body-field-error';

/** Multipart parsing for this plugin's scope only: one small file, a few short fields. */
export async function registerLogoMultipart(app: FastifyInstance) {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, {
    limits: { fileSize: whitelabelLogoMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
}

/**
 * The mode field and the file of POST /settings-whitelabel/logo, in whatever order the client
 * sent them. The file (at most 2 MB, enforced while streaming) is buffered so the fields can
 * be checked before anything is stored.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<{ mode: WhitelabelLogoMode; file: Buffer }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') file = await part.toBuffer();
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  const parsed = whitelabelLogoFields.safeParse(fields);
  if (!parsed.success) throw bodyFieldError('mode', parsed.error.issues[0]?.message ?? 'Modo inválido');
  if (!file || file.length === 0) throw bodyFieldError('file', 'Obrigatório');
  return { mode: parsed.data.mode, file };
}
