import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, updatedAtColumn } from './columns';
import { flows } from './flows';
import { tenantIsolation } from './tenancy';
import { tickets } from './tickets';

/** What a run waits for: an answer to a menu or a question, or the end of an interval. */
export const flowRunWaits = ['menu', 'question', 'interval'] as const;
export type FlowRunWait = (typeof flowRunWaits)[number];

/**
 * Why a run ended: its branch had no edge (`end`), a ticket node moved the ticket (`ticket`), an
 * integration node handed it over (`integration`), the menu's invalid answers ran out (`attempts`),
 * a phrase campaign started another flow (`replaced`), an attendant accepted the ticket or it
 * closed (`attended`, `closed`: the database trigger), its node is gone or it walked in a circle
 * without waiting (`broken`).
 */
export const flowRunEndReasons = [
  'end',
  'ticket',
  'integration',
  'attempts',
  'replaced',
  'attended',
  'closed',
  'broken',
] as const;
export type FlowRunEndReason = (typeof flowRunEndReasons)[number];

/**
 * A flow running on a ticket (docs/flows.md "Runs"): at most one running per ticket (partial unique
 * index), on the graph of `flow_versions` (flow_id, version) it started with. Deleting the flow
 * deletes its runs (cascade): a wake-up that finds no run does nothing.
 */
export const flowRuns = pgTable(
  'flow_runs',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The node the run is at (the one it waits on while waiting). */
    nodeId: varchar('node_id', { length: 30 }).notNull(),
    /** The questions' answers by variable name. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    waiting: varchar('waiting', { length: 10, enum: flowRunWaits }),
    /** A content node's next card after its interval card (null: the node's next node). */
    card: integer('card'),
    /** When an interval wait is over. */
    wakeAt: timestamp('wake_at', { withTimezone: true }),
    /** Invalid answers in a row at the menu the run waits on. */
    attempts: integer('attempts').notNull().default(0),
    /** Grows on every advance: a wake-up names the step it was set for, so a stale or repeated one does nothing. */
    step: integer('step').notNull().default(0),
    /** The newest inbound message that advanced the run: an older or equal one never advances it again. */
    lastMessageId: integer('last_message_id'),
    status: varchar('status', { length: 10, enum: ['running', 'ended'] })
      .notNull()
      .default('running'),
    endReason: varchar('end_reason', { length: 12, enum: flowRunEndReasons }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('flow_runs_running_ticket_idx').on(table.ticketId).where(sql`${table.status} = 'running'`),
    index('flow_runs_company_ticket_idx').on(table.companyId, table.ticketId),
    index('flow_runs_flow_idx').on(table.flowId),
    tenantIsolation(),
  ],
).enableRLS();
