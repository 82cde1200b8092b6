import { type Invoice, invoiceDisplayStatus } from '@chatdesk/contracts';
import type { InvoiceRow } from './invoices.repository';

export function toInvoiceAnswer(
  row: InvoiceRow,
  now: Date,
  timeZone: string,
  companyName: string | null = null,
): Invoice {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    planId: row.planId,
    detail: row.detail,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    value: row.value,
    dueDate: row.dueDate.toISOString(),
    status: row.status,
    displayStatus: invoiceDisplayStatus(row, now, timeZone),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
