import { type Invoice, invoiceDisplayStatus } from '@chatdesk/contracts';
import type { InvoiceRow } from './invoices.repository';

export function toInvoiceAnswer(row: InvoiceRow, now: Date, timeZone: string): Invoice {
  return {
    id: row.id,
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
