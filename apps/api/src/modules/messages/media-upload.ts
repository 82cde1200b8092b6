import { messageMediaFields, messageMediaMaxFiles } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { MediaStorage, SavedMedia } from '../../platform/storage/media-storage';

export interface UploadedMedia extends SavedMedia {
  /** The uploader's file name, kept as the message text when no caption is given. */
  fileName: string;
}
export interface MediaUpload {
  files: UploadedMedia[];
  fields: z.output<typeof messageMediaFields>;
}
/** Reads the upload once the caller knows the company and its size limit. */
export type MediaUploadReader = (companyId: number, maxBytes: number) => Promise<MediaUpload>;

/** What an attendant may send: pictures, voice and video, and office documents (type read from the bytes). */
const sendableMedia = ['image', 'audio', 'video', 'document'] as const;
const fieldLimit = 70_000;

/** Every value of each text field of a multipart body, in the order sent. */
export type MultipartFields = Record<string, string[]>;

/**
 * Streams each `medias` file straight into MediaStorage (never buffered: the limit may be 2 GB),
 * collects the text fields and validates them with `schema` (after `fieldsOf` picks its input);
 * if anything fails, the files already stored are removed again. Shared by the workspace's media
 * send and the external messages API.
 */
export async function readMediaUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  storage: MediaStorage,
  upload: { companyId: number; maxBytes: number; schema: Schema; fieldsOf: (raw: MultipartFields) => unknown },
): Promise<{ files: UploadedMedia[]; fields: z.output<Schema> }> {
  const { companyId, maxBytes } = upload;
  const files: UploadedMedia[] = [];
  const raw: MultipartFields = {};
  try {
    // One byte over the cap: busboy truncates silently, MediaStorage sees the excess and refuses.
    const limits = { fileSize: maxBytes + 1, files: messageMediaMaxFiles, fields: 20, fieldSize: fieldLimit };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'medias') {
          part.file.resume();
          continue;
        }
        const saved = await storage.save(companyId, part.file, {
          allowed: sendableMedia,
          maxBytes,
          fileName: part.filename,
        });
        files.push({ ...saved, fileName: (part.filename || 'arquivo').slice(0, 255) });
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = [...(raw[part.fieldname] ?? []), part.value];
      }
    }
    const fields = upload.schema.safeParse(upload.fieldsOf(raw));
    if (!fields.success) {
      const issue = fields.error.issues[0];
      throw bodyFieldError(String(issue?.path[0] ?? 'body'), issue?.message ?? 'Inválido');
    }
    if (files.length === 0) throw bodyFieldError('medias', 'Nenhuma mídia selecionada');
    return { files, fields: fields.data };
  } catch (error) {
    await removeUploaded(storage, files);
    throw error;
  }
}

/** The workspace's upload: captions are one `body` per file, the other fields once. */
export function mediaUploadReader(request: FastifyRequest, storage: MediaStorage): MediaUploadReader {
  return (companyId, maxBytes) =>
    readMediaUpload(request, storage, {
      companyId,
      maxBytes,
      schema: messageMediaFields,
      fieldsOf: (raw) => ({
        body: raw.body ?? [],
        isPrivate: raw.isPrivate?.[0],
        signMessage: raw.signMessage?.[0],
        quotedMsg: raw.quotedMsg?.[0] || undefined,
      }),
    });
}

export async function removeUploaded(storage: MediaStorage, files: SavedMedia[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.relativePath).catch(() => false)));
}

/** Spec 1 §3 media types by the detected MIME type: documents and other files are 'application'. */
export function mediaTypeOf(mime: string): 'image' | 'audio' | 'video' | 'application' {
  const kind = mime.split('/')[0];
  return kind === 'image' || kind === 'audio' || kind === 'video' ? kind : 'application';
}

/** The stored file name (what rows keep) of a saved file. */
export const storedFileName = (saved: SavedMedia): string =>
  saved.relativePath.slice(saved.relativePath.indexOf('/') + 1);
