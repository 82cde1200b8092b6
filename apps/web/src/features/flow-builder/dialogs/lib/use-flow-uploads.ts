import type { FlowUploadAnswer } from '@chatdesk/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/toast';
import { type FlowUploadRequest, uploadFlowFile } from '../api/upload-flow-file';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A dialog's uploads, sent one after the other on save: the share of all their bytes sent so far
 * (0–100, null when idle), the translated failure, and an abort when the dialog closes, so a
 * cancelled dialog leaves nothing half-done behind.
 */
export function useFlowUploads() {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** The answers in the order of `requests`, or null when an upload failed or was cancelled. */
  async function upload(requests: readonly FlowUploadRequest[]): Promise<FlowUploadAnswer[] | null> {
    const abort = new AbortController();
    controller.current = abort;
    const total = requests.reduce((sum, request) => sum + request.file.size, 0) || 1;
    let done = 0;
    setError(null);
    setPercent(0);
    try {
      const answers: FlowUploadAnswer[] = [];
      for (const request of requests) {
        const onProgress = (sent: number) => setPercent(Math.min(100, Math.round(((done + sent) / total) * 100)));
        answers.push(await uploadFlowFile(request, { onProgress, signal: abort.signal }));
        done += request.file.size;
        setPercent(Math.round((done / total) * 100));
      }
      return answers;
    } catch (failure) {
      if (!isAbort(failure)) {
        setError(
          failure instanceof ApiError && failure.code ? errorText(failure).message : t('flowNodes.upload.failed'),
        );
      }
      return null;
    } finally {
      if (!abort.signal.aborted) setPercent(null);
    }
  }

  return { percent, uploading: percent !== null, error, setError, upload };
}
