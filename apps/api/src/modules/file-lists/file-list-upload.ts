import { fileListOptionNameField, fileListUploadMaxBytes, fileListUploadMaxFiles } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { MediaStorage, SavedMedia } from '../../platform/storage/media-storage';

/** What a list may hold: pictures, audio, video and office documents, typed by their bytes. */
const listableMedia = ['image', 'audio', 'video', 'document'] as const;

export interface UploadedListFile extends SavedMedia {
  /** The name given for the file (the `name` field of the same rank), else the uploader's file name. */
  name: string;
}

/**
 * Reads POST /files/uploadList/{id} (spec 3 §7: `files` parts and a `name` per file, in order;
 * `mediaType` and the other fields the old client sends are ignored, the type comes from the
 * bytes). Files stream straight into MediaStorage; on any failure the ones stored are removed.
 */
export async function readListUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  companyId: number,
): Promise<UploadedListFile[]> {
  const saved: (SavedMedia & { fileName: string })[] = [];
  const names: string[] = [];
  try {
    const limits = {
      fileSize: fileListUploadMaxBytes + 1,
      files: fileListUploadMaxFiles,
      fields: 4 * fileListUploadMaxFiles + 10,
      fieldSize: 1024,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        const media = await storage.save(companyId, part.file, {
          allowed: listableMedia,
          maxBytes: fileListUploadMaxBytes,
          fileName: part.filename,
        });
        saved.push({ ...media, fileName: part.filename || 'arquivo' });
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        const name = fileListOptionNameField.safeParse(part.value);
        if (!name.success) throw bodyFieldError('name', name.error.issues[0]?.message ?? 'Too Long!');
        names.push(name.data);
      }
    }
    if (saved.length === 0) throw bodyFieldError('files', 'Required');
    return saved.map(({ fileName, ...media }, index) => ({
      ...media,
      name: (names[index] || fileName).slice(0, 255),
    }));
  } catch (error) {
    await Promise.all(saved.map((file) => storage.remove(file.relativePath).catch(() => false)));
    throw error;
  }
}
