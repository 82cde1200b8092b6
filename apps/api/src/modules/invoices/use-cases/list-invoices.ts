import { defaultCompanyTimeZone, type InvoicesPage } from '@chatdesk/contracts';
import { toInvoiceAnswer } from '../invoice-answer';
import type { InvoicesDeps } from '../invoices.deps';
import { companyTimeZone, pageInvoices } from '../invoices.repository';

export const invoicesPageSize = 20;

/**
 * GET /invoices/all: the caller's company's invoices (never another's: the tenant executor and
 * its row-level security), latest due date first, searched by detail, each with the display
 * status of spec 2 §4 on the company's calendar. Works on an expired subscription: it is how
 * the company pays.
 */
export async function listInvoices(
  deps: InvoicesDeps,
  companyId: number,
  query: { searchParam: string; pageNumber: number },
  now = new Date(),
): Promise<InvoicesPage> {
  const offset = (query.pageNumber - 1) * invoicesPageSize;
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const { rows, count } = await pageInvoices(tx, companyId, {
      search: query.searchParam,
      limit: invoicesPageSize,
      offset,
    });
    const timeZone = (await companyTimeZone(tx, companyId)) ?? defaultCompanyTimeZone;
    return {
      invoices: rows.map((row) => toInvoiceAnswer(row, now, timeZone)),
      count,
      hasMore: offset + rows.length < count,
    };
  });
}
