import type { FlowUploadRequest, FlowUploadRoute } from '../api/upload-flow-file';
import { compressImage } from './compress-image';
import type { FlowMediaKind } from './media-rules';
import { flowMediaRules } from './media-rules';

/** The picture could not be compressed (spec 3 §5: the alert 'erro'). */
export class CompressionError extends Error {
  override name = 'CompressionError';
}

/** A picked file as it is sent: pictures compressed first (spec 3 §5), the rest as they are. */
export async function prepareMedia(
  kind: FlowMediaKind,
  file: File,
  route?: FlowUploadRoute,
): Promise<FlowUploadRequest> {
  const target = route ?? flowMediaRules[kind].route;
  if (kind !== 'img') return { route: target, file };
  try {
    return { route: target, file: await compressImage(file) };
  } catch (cause) {
    throw new CompressionError(cause instanceof Error ? cause.message : String(cause));
  }
}
