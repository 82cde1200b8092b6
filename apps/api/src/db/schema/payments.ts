import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { invoices } from './invoices';
import { tenantIsolation } from './tenancy';

export const paymentProviders = ['efi', 'asaas', 'mercadopago', 'stripe'] as const;
export const paymentChargeStatuses = ['pending', 'paid', 'failed', 'expired'] as const;

/**
 * One charge opened with a provider for an invoice (a Pix `cob`, an Asaas payment link, a Mercado
 * Pago preference, a Stripe Checkout session). `externalId` is the provider's id of it (the Pix
 * txid, ...), unique per provider; `details` keeps what the checkout shows again (QR code, URL).
 * Amounts are what the server computed, never the browser's.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20, enum: paymentProviders }).notNull(),
    externalId: varchar('external_id', { length: 200 }).notNull(),
    status: varchar('status', { length: 10, enum: paymentChargeStatuses }).notNull().default('pending'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_charges_provider_external_unique').on(table.provider, table.externalId),
    index('payment_charges_invoice_idx').on(table.invoiceId),
    index('payment_charges_company_idx').on(table.companyId),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * Provider notifications already handled, by the provider's own event id (Stripe's `evt_…`, Mercado
 * Pago's notification id, Asaas' event id, the Pix `endToEndId`): a replayed or re-sent
 * notification finds its row and changes nothing. Platform-level (no tenant): a notification is
 * matched to a company only after it is verified.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20, enum: paymentProviders }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    chargeId: integer('charge_id').references(() => paymentCharges.id, { onDelete: 'set null' }),
    /** What handling it did: 'paid' (renewed), 'ignored' (not a payment, unknown charge), 'duplicate'. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);

/**
 * Certificates the platform operator uploads (the Efí Pix client certificate, `ref` 'efi'), sealed
 * with the data encryption key: outside any served folder, shared by every API process, useless in
 * a database dump without the key.
 */
export const platformCertificates = pgTable('platform_certificates', {
  ref: varchar('ref', { length: 20 }).primaryKey(),
  sealed: text('sealed').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
