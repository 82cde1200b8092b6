import type { TicketLogType, VisibleTicketFields } from '@chatdesk/contracts';
import { insertTicketLogs } from '../../modules/tickets/ticket-history.repository';
import type { SweepContext } from './sweep-context';

/** A ticket a timer changed: its log entry, and how visibility saw it before (for the live update). */
export interface TimerChange {
  companyId: number;
  ticketId: number;
  log: { type: TicketLogType; userId: number | null; queueId: number | null };
  before: VisibleTicketFields;
}

/** Writes the log entries in one insert and queues the `ticket.updated` events for after the commit. */
export async function recordChanges(ctx: SweepContext, changes: readonly TimerChange[]): Promise<void> {
  await insertTicketLogs(
    ctx.tx,
    changes.map(({ companyId, ticketId, log }) => ({ companyId, ticketId, ...log })),
  );
  for (const { companyId, ticketId, before } of changes) ctx.changed.push({ companyId, ticketId, before });
}
