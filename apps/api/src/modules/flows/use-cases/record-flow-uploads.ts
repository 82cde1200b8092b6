import type { FlowUploadAnswer } from '@chatdesk/contracts';
import type { UploadedFlowFile } from '../flow-upload';
import type { FlowsDeps } from '../flows.deps';
import { insertFlowMedia } from '../flows.repository';

/**
 * POST /flowbuilder/img, /audio, /content: records the stored files as the company's flow media
 * (the only files a saved graph may name) and answers each one's name, URL and type. If the
 * record fails the files are removed again, so no file is left that no flow could use.
 */
export async function recordFlowUploads(
  deps: FlowsDeps,
  companyId: number,
  files: UploadedFlowFile[],
): Promise<FlowUploadAnswer[]> {
  try {
    await deps.db.tenant(companyId).transaction((tx) =>
      insertFlowMedia(
        tx,
        files.map((file) => ({
          companyId,
          name: file.name,
          mime: file.mime,
          size: file.size,
          originalName: file.originalName,
        })),
      ),
    );
  } catch (error) {
    await Promise.all(files.map((file) => deps.storage.remove(file.relativePath).catch(() => false)));
    throw error;
  }
  return files.map((file) => ({ name: file.name, url: file.url, mediaType: file.mime }));
}
