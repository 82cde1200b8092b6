import type { VisibleTicketFields } from '@chatdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { Tx } from '../../platform/db/database';

/** A ticket a timer changed, with how visibility saw it before (users who lose it get a delete). */
export interface ChangedTicket {
  companyId: number;
  ticketId: number;
  before: VisibleTicketFields;
}

/**
 * What one sweep's steps share: its transaction (the system executor: the sweep crosses companies,
 * so every statement joins on company_id itself), its clock, and what to do once it commits.
 */
export interface SweepContext {
  tx: Tx;
  /** The sweep's clock: every "minutes since" is measured against it, never against the server's. */
  now: Date;
  outbound: OutboundMessages;
  changed: ChangedTicket[];
  /** Run after commit, in order: the queued bot messages' events and immediate sends. */
  afterCommit: (() => void)[];
}

/** The sweep's clock as a SQL value. */
export const sweepNow = (ctx: SweepContext): SQL => sql`${ctx.now.toISOString()}::timestamptz`;

/** Rows of a raw statement, typed by the caller (drizzle's execute answers pg's QueryResult). */
export async function rowsOf<Row>(tx: Tx, statement: SQL): Promise<Row[]> {
  const result = await tx.execute(statement);
  return result.rows as Row[];
}

/** Integers as one array parameter (drizzle spreads a JS array into a list of parameters). */
export const intArray = (values: readonly number[]): SQL => {
  if (!values.every(Number.isSafeInteger)) throw new Error('intArray takes integers only');
  return sql`${`{${values.join(',')}}`}::int[]`;
};
