import type { Tx } from '../../platform/db/database';

/**
 * The part of the outbound sender (apps/api/src/channels/outbound/outbound-messages.ts,
 * `app.outbound`) the ticket transitions use: a message row is written in the transition's own
 * transaction, and its send starts once that transaction has committed (`afterCommit`).
 */
export interface OutboundPort {
  enqueueInTransaction(
    tx: Tx,
    companyId: number,
    input: { ticketId: number; body: string; userId: number | null },
  ): Promise<{ message: { id: number }; afterCommit: () => void | Promise<void> }>;
}
