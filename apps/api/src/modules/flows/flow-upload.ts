import { AppError, type FlowMediaKind, flowMediaMaxBytes, flowMediaMimes } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { MediaStorage, SavedMedia } from '../../platform/storage/media-storage';

export interface UploadedFlowFile extends SavedMedia {
  /** The stored file's name in the company's folder (what a graph names). */
  name: string;
  originalName: string;
}

const kindOf = (mime: string, kinds: readonly FlowMediaKind[]) => kinds.find((kind) => mime.startsWith(`${kind}/`));
const largestOf = (kinds: readonly FlowMediaKind[]) => Math.max(...kinds.map((kind) => flowMediaMaxBytes[kind]));

async function saveOne(
  storage: MediaStorage,
  companyId: number,
  part: { file: AsyncIterable<Uint8Array>; filename: string },
  kinds: readonly FlowMediaKind[],
): Promise<UploadedFlowFile> {
  const saved = await storage.save(companyId, part.file, {
    allowed: kinds.flatMap((kind) => flowMediaMimes[kind]),
    maxBytes: largestOf(kinds),
    fileName: part.filename,
  });
  const name = saved.relativePath.slice(saved.relativePath.indexOf('/') + 1);
  const file = { ...saved, name, originalName: (part.filename || name).slice(0, 255) };
  const kind = kindOf(saved.mime, kinds);
  // Streamed under the largest limit of the route; each kind keeps its own (an audio over 5 MB is refused).
  if (kind === undefined || saved.size > flowMediaMaxBytes[kind]) {
    await storage.remove(saved.relativePath).catch(() => false);
    throw new AppError(kind === undefined ? 'ERR_UNSUPPORTED_MEDIA_TYPE' : 'ERR_PAYLOAD_TOO_LARGE');
  }
  return file;
}

/**
 * Reads a flow upload (spec 3 §7: `medias` file parts; `fromMe`, `body` and other fields are
 * ignored). Each file streams into MediaStorage, typed by its bytes against the route's kinds
 * and capped by its kind's limit; on any failure the files already stored are removed.
 */
export async function readFlowUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  companyId: number,
  options: { kinds: readonly FlowMediaKind[]; maxFiles: number },
): Promise<UploadedFlowFile[]> {
  const limits = { fileSize: largestOf(options.kinds) + 1, files: options.maxFiles, fields: 20, fieldSize: 64 * 1024 };
  const saved: UploadedFlowFile[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'medias') saved.push(await saveOne(storage, companyId, part, options.kinds));
      else part.file.resume();
    }
    if (saved.length === 0) throw bodyFieldError('medias', 'Required');
    return saved;
  } catch (error) {
    await Promise.all(saved.map((file) => storage.remove(file.relativePath).catch(() => false)));
    throw error;
  }
}
