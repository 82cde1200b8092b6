import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { messages } from './messages';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';

/** Where a ticket's conversation with the bot stands (docs/automation.md): `step` and the menu node. */
/** `flow`: a flow run is running on the ticket (automation/flows), so its turns look it up. */
export const automationSteps = ['idle', 'queue', 'option', 'lgpd', 'nps', 'flow'] as const;

/**
 * Per-ticket automation state, the only memory the bot has: every turn reads and writes it under
 * a row lock, so two processes never answer the same ticket at once and a restart forgets nothing.
 */
export const ticketAutomation = pgTable(
  'ticket_automation',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    step: varchar('step', { length: 10, enum: automationSteps }).notNull().default('idle'),
    /** The option whose sub-options are on screen (null: the queue's top-level options). */
    chatbotId: integer('chatbot_id').references(() => chatbots.id, { onDelete: 'set null' }),
    /** Invalid answers in a row at the current menu (maxUseBotQueues, maxUseBotQueuesNPS). */
    attempts: integer('attempts').notNull().default(0),
    /** The bot stays silent until then (timeUseBotQueues after too many invalid answers). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** When the out-of-hours message was last sent (sent again only after the interval). */
    outOfHoursSentAt: timestamp('out_of_hours_sent_at', { withTimezone: true }),
    /** The newest inbound message a turn handled: an older or equal id is a repeat and is skipped. */
    lastMessageId: integer('last_message_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  () => [tenantIsolation()],
).enableRLS();

/**
 * Inbound messages the automation has not handled yet, written in the transaction that stores the
 * message: a turn deletes its row in the transaction that writes the bot's answer, so an answer is
 * written exactly once even when the process dies in between (the recovery sweep finds the row).
 */
export const automationInbox = pgTable(
  'automation_inbox',
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
    // The recovery sweep reads the oldest rows across companies (the table holds only unhandled messages).
    index('automation_inbox_created_idx').on(table.createdAt),
    tenantIsolation(),
  ],
).enableRLS();
