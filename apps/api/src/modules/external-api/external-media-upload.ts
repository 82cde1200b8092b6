import { externalMediaFields } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/database';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { readMediaUpload, type UploadedMedia } from '../messages/media-upload';
import { defaultSettingValue } from '../settings/global-setting-values';
import { findSetting } from '../settings/settings.repository';

export interface ExternalUpload {
  files: UploadedMedia[];
  fields: z.output<typeof externalMediaFields>;
}
/** Reads the multipart body once the company (from the token) and its size limit are known. */
export type ExternalUploadReader = (companyId: number, maxBytes: number) => Promise<ExternalUpload>;

const textFields = ['number', 'body', 'userId', 'queueId', 'sendSignature', 'closeTicket'] as const;

/** The platform's downloadLimit setting (spec 2 §9, MB, default 64) in bytes: the workspace's upload limit. */
export async function downloadLimitBytes(tx: Tx): Promise<number> {
  const stored = await findSetting(tx, 'downloadLimit');
  const megabytes = Number(stored?.value ?? defaultSettingValue('downloadLimit'));
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 64) * 1024 * 1024;
}

/** The workspace's media upload, with the external API's fields: the first value of each, others ignored. */
export function externalUploadReader(request: FastifyRequest, storage: MediaStorage): ExternalUploadReader {
  return (companyId, maxBytes) =>
    readMediaUpload(request, storage, {
      companyId,
      maxBytes,
      schema: externalMediaFields,
      fieldsOf: (raw) => Object.fromEntries(textFields.flatMap((name) => (raw[name] ? [[name, raw[name][0]]] : []))),
    });
}
