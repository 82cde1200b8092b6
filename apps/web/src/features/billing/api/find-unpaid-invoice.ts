import type { Invoice } from '@chatdesk/contracts';
import { getInvoicesPage } from './get-invoices';

/** Pages read at most while looking for the oldest unpaid invoice (20 invoices each). */
const maxPages = 50;

/**
 * The company's oldest unpaid invoice (the list comes latest due date first), or null when every
 * invoice is paid: what 'Assine Agora!' pays.
 */
export async function findOldestUnpaidInvoice(companyId: number): Promise<Invoice | null> {
  let oldest: Invoice | null = null;
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
    const page = await getInvoicesPage({ searchParam: '', pageNumber });
    for (const invoice of page.invoices) {
      if (invoice.status !== 'paid' && invoice.companyId === companyId) oldest = invoice;
    }
    if (!page.hasMore) break;
  }
  return oldest;
}
