import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { downloadReportExport, type ExportProgress } from '../api/export-report';
import type { ReportFilterValues } from './report-search';

export interface ReportExport {
  /** The download under way (bytes received so far), or null when none is. */
  progress: ExportProgress | null;
  start: (filters: ReportFilterValues) => void;
  cancel: () => void;
}

/**
 * One export at a time: its progress while the file streams in, a translated toast when it fails,
 * silence when the user cancels it. Leaving the page cancels it too.
 */
export function useReportExport(): ReportExport {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (filters: ReportFilterValues) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProgress({ bytes: 0 });
      downloadReportExport(filters, { signal: controller.signal, onProgress: setProgress })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // A refusal with a code reads as the catalogue says; a cut stream says the export failed.
          if (error instanceof ApiError && error.status !== 0) toastError(error);
          else toast.error(t('reports.export.failed'), 'reports-export-failed');
        })
        .finally(() => {
          if (running.current === controller) running.current = null;
          setProgress(null);
        });
    },
    [t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { progress, start, cancel };
}
