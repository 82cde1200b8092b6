import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { InboundMedia } from '../channel-driver';

/** Larger files are not kept (the message still is, without its file). */
export const inboundMediaMaxBytes = 100 * 1024 * 1024;

/**
 * Saves an inbound file before the message row is written (the row names the file). The type
 * comes from the bytes: a file we do not serve (an executable, HTML, SVG...) or one too large is
 * dropped and the message is kept without it, because a contact's message must never be lost
 * over its attachment. Returns the stored file name under media/{companyId}, or null.
 */
export async function storeInboundMedia(
  storage: MediaStorage,
  logger: Logger,
  companyId: number,
  media: InboundMedia,
): Promise<string | null> {
  try {
    const saved = await storage.save(companyId, media.data, {
      allowed: ['image', 'audio', 'video', 'document', 'text/plain'],
      maxBytes: inboundMediaMaxBytes,
      ...(media.fileName ? { fileName: media.fileName } : {}),
    });
    return saved.relativePath.slice(saved.relativePath.indexOf('/') + 1);
  } catch (error) {
    logger.warn({ err: error, companyId, mimetype: media.mimetype }, 'inbound media not stored');
    return null;
  }
}

/** Removes a file saved for a delivery that turned out to be a repeat. */
export async function discardInboundMedia(storage: MediaStorage, companyId: number, fileName: string | null) {
  if (fileName) await storage.remove(`${companyId}/${fileName}`).catch(() => undefined);
}
