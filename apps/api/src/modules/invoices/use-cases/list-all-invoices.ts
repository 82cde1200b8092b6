import type { InvoicesPage } from '@chatdesk/contracts';
import { toInvoiceAnswer } from '../invoice-answer';
import type { InvoicesDeps } from '../invoices.deps';
import { pageAllInvoices } from '../invoices.repository';
import { invoicesPageSize } from './list-invoices';

/**
 * GET /invoices/all for the super user: every company's invoices, latest due date first, each
 * with its company's name and display status on that company's calendar; searched by detail or
 * company name.
 */
export async function listAllInvoices(
  deps: InvoicesDeps,
  query: { searchParam: string; pageNumber: number },
  now = new Date(),
): Promise<InvoicesPage> {
  const offset = (query.pageNumber - 1) * invoicesPageSize;
  const { rows, count } = await deps.db.system.transaction((tx) =>
    pageAllInvoices(tx, { search: query.searchParam, limit: invoicesPageSize, offset }),
  );
  return {
    invoices: rows.map((row) => toInvoiceAnswer(row.invoice, now, row.timezone, row.companyName)),
    count,
    hasMore: offset + rows.length < count,
  };
}
