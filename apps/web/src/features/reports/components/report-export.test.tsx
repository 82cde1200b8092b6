import { reportExportFileName } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { closedRow, openRow, reportOf } from '../fixtures';
import { ReportsPage } from './reports-page';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportPath = '/api/ticketreport/reports/export';

/**
 * The export's answer as the server streams it: chunks sent by the test one by one. Aborting the
 * request errors the body, as a real fetch does.
 */
function streamedExport() {
  let body: ReadableStreamDefaultController<Uint8Array> | undefined;
  const answer = (init?: RequestInit) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
      },
    });
    init?.signal?.addEventListener('abort', () => body?.error(new DOMException('aborted', 'AbortError')));
    return new Response(stream, {
      status: 200,
      headers: { 'content-type': xlsxType, 'content-disposition': `attachment; filename="${reportExportFileName}"` },
    });
  };
  return {
    answer,
    send: (size: number) => body?.enqueue(new Uint8Array(size).fill(7)),
    end: () => body?.close(),
    cut: () => body?.error(new TypeError('network error')),
  };
}

/** The page's API, with the export answered by `exportAnswer` (which sees the request's init). */
function serve(exportAnswer: (init?: RequestInit) => Response, total = 2) {
  const api = mockApi({
    'GET /api/ticketreport/reports': () => json(200, reportOf([closedRow, openRow], total)),
    'GET /api/queue': () => json(200, []),
    'GET /api/whatsapp': () => json(200, []),
    'GET /api/users/list': () => json(200, []),
  });
  const pageFetch = globalThis.fetch;
  const exports: { search: URLSearchParams; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== exportPath) return pageFetch(input, init);
    exports.push({ search: url.searchParams, authorization: new Headers(init?.headers).get('authorization') });
    return exportAnswer(init);
  });
  return { api, exports };
}

/** Saved files: the name and size of each download the page handed to the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: { name: string; size: number }[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:report-${blobs.length}`;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const index = Number(this.href.split('-').at(-1)) - 1;
    saved.push({ name: this.download, size: blobs[index]?.size ?? -1 });
  });
  return saved;
}

const NoLog = () => null;

async function renderPage(path = '/reports?status=closed&dateFrom=2026-11-01&dateTo=2026-11-30') {
  renderWithApp(<ReportsPage TicketLogDialog={NoLog} />, path);
  await screen.findByTestId('report-row-41', undefined, { timeout: 5000 });
}

const exportButton = () => screen.getByRole('button', { name: 'Exportar Excel' });

/** An export started from the page, whose file has sent its first `bytes`. */
async function exportUnderWay(bytes: number) {
  const file = streamedExport();
  serve(file.answer);
  const saved = captureDownloads();
  await renderPage();
  fireEvent.click(exportButton());
  file.send(bytes);
  return { file, saved };
}

describe('report export', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetApp();
  });

  it('shows how much arrived while the file streams in, then saves it under its name', async () => {
    const file = streamedExport();
    const { exports } = serve(file.answer);
    const saved = captureDownloads();
    await renderPage();

    fireEvent.click(exportButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Gerando a planilha…');
    expect((exportButton() as HTMLButtonElement).disabled).toBe(true);
    expect(exports).toHaveLength(1);
    expect(Object.fromEntries(exports[0]?.search ?? [])).toEqual({
      status: '["closed"]',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    expect(exports[0]?.authorization).toBe('Bearer access-token');

    file.send(2048);
    await waitFor(() => expect(status.textContent).toContain('2 kB recebidos'));
    file.send(1024 * 1024);
    await waitFor(() => expect(status.textContent).toContain('1 MB recebidos'));
    file.end();

    await waitFor(() => expect(saved).toEqual([{ name: reportExportFileName, size: 2048 + 1024 * 1024 }]));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect((exportButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('stops quietly when cancelled', async () => {
    const { saved } = await exportUnderWay(512);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar exportação' }));

    await waitFor(() => expect((exportButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(saved).toEqual([]);
    expect(toastMessages()).toEqual([]);
  });

  it('says the export failed when the download is cut', async () => {
    const { file, saved } = await exportUnderWay(512);
    file.cut();

    await waitFor(() => expect(toastMessages()).toEqual(['Não foi possível exportar o relatório.']));
    expect(saved).toEqual([]);
    expect((exportButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("says the server's refusal in the app's language", async () => {
    serve(() => json(500, { error: 'ERR_INTERNAL', message: 'Internal' }));
    captureDownloads();
    await renderPage();

    fireEvent.click(exportButton());
    // The catalogue's text for the code, not the server's raw message.
    await waitFor(() => expect(toastMessages()).toEqual(['Erro interno do servidor.']));
    expect((exportButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says there is nothing to export when the report is empty, without asking the server', async () => {
    const file = streamedExport();
    const { exports } = serve(file.answer, 0);
    await renderPage();

    fireEvent.click(exportButton());
    await waitFor(() => expect(toastMessages()).toEqual(['Elemento não encontrado para exportar.']));
    expect(exports).toHaveLength(0);
  });
});
