import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { prompts, queueIntegrations } from './integrations';
import { messages } from './messages';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';

/**
 * The customer's messages an integration has still to see (docs/integrations.md "Exactly once"):
 * written by the automation turn that hands the message to the ticket's integration, deleted by
 * the transaction that stores the engine's answer to them.
 */
export const integrationInbox = pgTable(
  'integration_inbox',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('integration_inbox_company_ticket_idx').on(table.companyId, table.ticketId, table.messageId),
    // The recovery sweep reads the oldest rows across companies (the table holds only unanswered messages).
    index('integration_inbox_created_idx').on(table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();

/**
 * One ticket's conversation with its integration or prompt: the engine's state as it last returned
 * it, and the lease of the call in flight (one call per ticket at a time, across processes).
 */
export const integrationSessions = pgTable(
  'integration_sessions',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    integrationId: integer('integration_id').references(() => queueIntegrations.id, { onDelete: 'cascade' }),
    promptId: integer('prompt_id').references(() => prompts.id, { onDelete: 'cascade' }),
    state: jsonb('state').$type<Record<string, unknown>>(),
    /** The call in flight: its token, and until when it holds the ticket (a dead process's lease runs out). */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * Raised by every answer the ticket gets: a delayed message of an answer (integrations.deliver)
     * goes out only while its step is the next one, so a repeat sends nothing and a newer answer
     * replaces what an older one still had to say.
     */
    deliveryStep: integer('delivery_step').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('integration_sessions_company_idx').on(table.companyId, table.ticketId), tenantIsolation()],
).enableRLS();
