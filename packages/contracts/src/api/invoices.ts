/** Request and response schemas of the invoices API, shared by the API routes and the web forms. */
import { z } from 'zod';
import { calendarDate, daysBetween } from './calendar-date';

export const invoiceStatuses = ['paid', 'open'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Spec 2 §4: 'paid' shows Pago, 'overdue' Vencido (row tinted), 'open' Em Aberto; only unpaid ones offer PAGAR. */
export type InvoiceDisplayStatus = 'paid' | 'overdue' | 'open';
export const invoiceDisplayLabels: Record<InvoiceDisplayStatus, string> = {
  paid: 'Pago',
  overdue: 'Vencido',
  open: 'Em Aberto',
};

/** Overdue once its due day is before today on the company's calendar; a paid invoice is paid whatever its date. */
export function invoiceDisplayStatus(
  invoice: { status: InvoiceStatus; dueDate: Date | string },
  now: Date,
  timeZone?: string,
): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'paid';
  return daysBetween(calendarDate(now, timeZone), calendarDate(invoice.dueDate, timeZone)) < 0 ? 'overdue' : 'open';
}

export const invoicesQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;

export const invoiceAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  /** The company's name in the super user's list of every company's invoices; null in a company's own list. */
  companyName: z.string().nullable(),
  /** The plan the invoice charges for (a checkout may change it); null for a custom plan or a deleted one. */
  planId: z.number().nullable(),
  detail: z.string(),
  users: z.number(),
  connections: z.number(),
  queues: z.number(),
  /** Decimal string in BRL ('149.00'). */
  value: z.string(),
  dueDate: z.string(),
  status: z.enum(invoiceStatuses),
  /** Computed by the server with the company's time zone at answer time. */
  displayStatus: z.enum(['paid', 'overdue', 'open']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceAnswer>;

/** GET /invoices/all: the caller's company's invoices (the super user's: every company's), pages of 20, latest due date first. */
export const invoicesPageAnswer = z.object({
  invoices: z.array(invoiceAnswer),
  count: z.number(),
  hasMore: z.boolean(),
});
export type InvoicesPage = z.infer<typeof invoicesPageAnswer>;
