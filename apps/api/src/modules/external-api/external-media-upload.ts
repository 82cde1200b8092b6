import { externalMediaFields, messageMediaMaxFiles } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/database';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { removeUploaded, type UploadedMedia } from '../messages/media-upload';
import { defaultSettingValue } from '../settings/global-setting-values';
import { findSetting } from '../settings/settings.repository';

export interface ExternalUpload {
  files: UploadedMedia[];
  fields: z.output<typeof externalMediaFields>;
}
/** Reads the multipart body once the company (from the token) and its size limit are known. */
export type ExternalUploadReader = (companyId: number, maxBytes: number) => Promise<ExternalUpload>;

/** What the workspace lets an attendant send: pictures, voice, video and documents (typed by their bytes). */
const sendableMedia = ['image', 'audio', 'video', 'document'] as const;
const textFields = ['number', 'body', 'userId', 'queueId', 'sendSignature', 'closeTicket'] as const;

/** The platform's downloadLimit setting (spec 2 §9, MB, default 64) in bytes: the workspace's upload limit. */
export async function downloadLimitBytes(tx: Tx): Promise<number> {
  const stored = await findSetting(tx, 'downloadLimit');
  const megabytes = Number(stored?.value ?? defaultSettingValue('downloadLimit'));
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 64) * 1024 * 1024;
}

/**
 * Streams each `medias` file into MediaStorage (never buffered whole) and collects the text fields
 * (the first value of each); whatever fails, the files already stored are removed again.
 */
export function externalUploadReader(request: FastifyRequest, storage: MediaStorage): ExternalUploadReader {
  return async (companyId, maxBytes) => {
    const files: UploadedMedia[] = [];
    const raw: Record<string, string> = {};
    try {
      // One byte over the cap: busboy truncates silently, MediaStorage sees the excess and refuses.
      const limits = { fileSize: maxBytes + 1, files: messageMediaMaxFiles, fields: 20, fieldSize: 70_000 };
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
        } else if (typeof part.value === 'string' && (textFields as readonly string[]).includes(part.fieldname)) {
          raw[part.fieldname] ??= part.value;
        }
      }
      const fields = externalMediaFields.safeParse(raw);
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
  };
}
