import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportConversationPdf, pdfOptions } from './export-pdf';

/** html2pdf's chained worker, recording what the export asked of it. */
const worker = vi.hoisted(() => {
  const calls: { options?: unknown; element?: unknown; saved: boolean } = { saved: false };
  const chain = {
    set: (options: unknown) => {
      calls.options = options;
      return chain;
    },
    from: (element: unknown) => {
      calls.element = element;
      return chain;
    },
    save: async () => {
      calls.saved = true;
    },
  };
  return { calls, html2pdf: vi.fn(() => chain) };
});
vi.mock('html2pdf.js', () => ({ default: worker.html2pdf }));

describe('conversation PDF export', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="conversation-messages-42" style="height: 300px; overflow-y: auto">oi</div>';
    Object.assign(worker.calls, { options: undefined, element: undefined, saved: false });
    worker.html2pdf.mockClear();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('asks for an A4 portrait PDF at quality 0.98, scale 2, 1 mm margins, named after the ticket', () => {
    expect(pdfOptions('Maria Cliente - 42', 'x')).toMatchObject({
      margin: 1,
      filename: 'Maria Cliente - 42.pdf',
      image: { type: 'jpeg', quality: 0.98 },
      html2canvas: { scale: 2 },
      jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
    });
    expect(pdfOptions('A/B: "C" - 7', 'x').filename).toBe('A-B- -C- - 7.pdf');
  });

  it('lets the scrolling list out to its full height in the copy that is rendered', () => {
    const copy = document.implementation.createHTMLDocument();
    copy.body.innerHTML = '<div id="list" style="height: 300px; overflow-y: auto; flex: 1"></div>';
    const onclone = (pdfOptions('t', 'list').html2canvas as { onclone: (doc: Document) => void }).onclone;
    onclone(copy);
    const style = (copy.getElementById('list') as HTMLElement).style;
    expect([style.height, style.maxHeight, style.overflow, style.flex]).toEqual([
      'auto',
      'none',
      'visible',
      '0 0 auto',
    ]);
  });

  it('saves the conversation element through html2pdf.js, loaded on demand', async () => {
    await expect(exportConversationPdf('conversation-messages-42', 'Maria Cliente - 42')).resolves.toBe('saved');
    expect(worker.calls.element).toBe(document.getElementById('conversation-messages-42'));
    expect(worker.calls.options).toMatchObject({ filename: 'Maria Cliente - 42.pdf', margin: 1 });
    expect(worker.calls.saved).toBe(true);
  });

  it("answers 'not-found' without loading anything when the element is missing", async () => {
    const load = vi.fn();
    await expect(exportConversationPdf('conversation-messages-7', 'x', load)).resolves.toBe('not-found');
    expect(load).not.toHaveBeenCalled();
    expect(worker.html2pdf).not.toHaveBeenCalled();
  });

  it('falls back to the browser print, titled as the file, when the library cannot be loaded', async () => {
    const titles: string[] = [];
    const sheets: string[] = [];
    const print = vi.fn(() => {
      titles.push(document.title);
      sheets.push(document.head.querySelector('style[media="print"]')?.textContent ?? '');
    });
    vi.stubGlobal('print', print);
    document.title = 'ChatDesk';
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(exportConversationPdf('conversation-messages-42', 'Maria - 42', failing)).resolves.toBe('printed');
    expect(titles).toEqual(['Maria - 42']);
    expect(sheets[0]).toContain('@page { size: A4 portrait; margin: 1mm; }');
    expect(sheets[0]).toContain('[id="conversation-messages-42"] * { visibility: visible');
    expect(document.title).toBe('ChatDesk');
    expect(document.head.querySelector('style[media="print"]')).toBeNull();
  });

  it('rejects when html2pdf.js fails to render, so the caller can tell the user', async () => {
    const broken = async () =>
      (() => ({
        set: () => ({
          from: () => ({ save: () => Promise.reject(new Error('canvas tainted')) }),
        }),
      })) as never;
    await expect(exportConversationPdf('conversation-messages-42', 'x', broken)).rejects.toThrow('canvas tainted');
  });
});
