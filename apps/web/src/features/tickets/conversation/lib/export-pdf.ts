type Html2Pdf = typeof import('html2pdf.js').default;
/** The package declares its options type without exporting it. */
type Html2PdfOptions = Parameters<InstanceType<Html2Pdf['Worker']>['set']>[0];

/** Characters file systems refuse in a name. */
const unsafeInFileName = /[\\/:*?"<>|]+/g;

/**
 * Spec 1 §2 export: an A4 portrait PDF named after the ticket, images at quality 0.98, rendered at
 * scale 2, with 1 mm margins. The message list scrolls, so the copy html2canvas renders is let out
 * to its full height: otherwise only the messages on screen would be in the file.
 */
export function pdfOptions(fileName: string, elementId: string): Html2PdfOptions {
  return {
    margin: 1,
    filename: `${fileName.replace(unsafeInFileName, '-').trim() || 'ticket'}.pdf`,
    image: { type: 'jpeg', quality: 0.98 },
    html2canvas: {
      scale: 2,
      useCORS: true,
      onclone: (copy: Document) => {
        const element = copy.getElementById(elementId);
        if (!element) return;
        Object.assign(element.style, { height: 'auto', maxHeight: 'none', overflow: 'visible', flex: 'none' });
      },
    },
    jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' },
  };
}

export type PdfExportResult = 'saved' | 'printed' | 'not-found';

/** html2pdf.js (with html2canvas and jsPDF) is loaded on first export, keeping it out of the main bundle. */
const loadHtml2Pdf = async (): Promise<Html2Pdf> => (await import('html2pdf.js')).default;

/**
 * Saves the element as a PDF. When the library cannot be loaded (an old deployment's chunk, a
 * flaky network), the browser's print to PDF is offered instead: same page size and margins, only
 * the conversation printed, the document titled as the file would be named.
 */
export async function exportConversationPdf(
  elementId: string,
  fileName: string,
  load: () => Promise<Html2Pdf> = loadHtml2Pdf,
): Promise<PdfExportResult> {
  const element = document.getElementById(elementId);
  if (!element) return 'not-found';
  let html2pdf: Html2Pdf;
  try {
    html2pdf = await load();
  } catch {
    printElement(elementId, fileName);
    return 'printed';
  }
  await html2pdf().set(pdfOptions(fileName, elementId)).from(element).save();
  return 'saved';
}

function printElement(elementId: string, fileName: string) {
  // An attribute selector needs no CSS.escape (missing from some test DOMs), only quotes escaped.
  const id = `[id="${elementId.replace(/["\\]/g, '\\$&')}"]`;
  const style = document.createElement('style');
  style.setAttribute('media', 'print');
  style.textContent = `
    @page { size: A4 portrait; margin: 1mm; }
    body * { visibility: hidden !important; }
    ${id}, ${id} * { visibility: visible !important; }
    ${id} { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important;
      height: auto !important; overflow: visible !important; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  `;
  const title = document.title;
  document.head.appendChild(style);
  document.title = fileName;
  try {
    window.print();
  } finally {
    document.title = title;
    style.remove();
  }
}

export const conversationElementId = (ticketId: number) => `conversation-messages-${ticketId}`;
