import { reportExportFileName } from '@chatdesk/contracts';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type ReportFilterValues, reportApiQuery } from '../lib/report-search';

/** The file name a content-disposition header gives (RFC 6266: `filename*` first), else null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

export interface ExportProgress {
  /** Bytes of the file received so far. */
  bytes: number;
}

/**
 * GET /ticketreport/reports/export: the .xlsx of `filters`, read as the server streams it so that
 * `onProgress` can tell how far it got, then saved under the name the server gives. Aborting
 * `signal` stops the download (and the server stops writing).
 */
export async function downloadReportExport(
  filters: ReportFilterValues,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<void> {
  const response = await api.download('/ticketreport/reports/export', reportApiQuery(filters), { signal });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress?.({ bytes });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveFile(
    new Blob(chunks as BlobPart[], { type }),
    fileNameOf(response.headers.get('content-disposition')) ?? reportExportFileName,
  );
}
