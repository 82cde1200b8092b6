import { AppError, type TicketAnswer, type TicketUpdate } from '@chatdesk/contracts';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { runTransition, type Transition } from '../ticket-transition';
import type { TicketCaller, TicketsDeps } from '../tickets.deps';
import { acceptTicket, waitingStatuses } from './accept-ticket';
import { closeTicket } from './close-ticket';
import { ignoreTicket } from './ignore-ticket';
import { reopenTicket } from './reopen-ticket';
import { returnTicketToPending } from './return-ticket-to-pending';
import { toggleIntegration } from './toggle-integration';
import { transferTicket } from './transfer-ticket';

const isWaiting = (status: string) => (waitingStatuses as readonly string[]).includes(status);

/** Which transition a PUT body asks for, read from its fields and the ticket's current status. */
async function dispatch(t: Transition, input: TicketUpdate): Promise<void> {
  const current = t.before.status;
  if (input.useIntegration !== undefined) await toggleIntegration(t, input.useIntegration);
  if (input.isTransfered) return transferTicket(t, input);
  switch (input.status) {
    case 'open':
    case 'group':
      if (current === 'closed') return reopenTicket(t, input);
      if (isWaiting(current)) return acceptTicket(t, input);
      return changesAssignment(t, input) ? transferTicket(t, { ...input, isTransfered: false }) : undefined;
    case 'pending':
      if (current === 'open' || current === 'group') return returnTicketToPending(t, input);
      if (current === 'pending') return changesAssignment(t, input) ? transferTicket(t, input) : undefined;
      throw new AppError('ERR_INVALID_TICKET_STATUS');
    case 'closed':
      if (current === 'pending' || current === 'lgpd') return ignoreTicket(t, input);
      if (current === 'closed') return;
      return closeTicket(t, input);
    case 'lgpd':
    case 'nps':
      // System statuses: only the automation puts a ticket there.
      throw new AppError('ERR_INVALID_TICKET_STATUS');
    case undefined:
      if (input.queueId !== undefined && input.queueId !== t.before.queueId) return transferTicket(t, input);
  }
}

const changesAssignment = (t: Transition, input: TicketUpdate) =>
  (input.queueId !== undefined && input.queueId !== t.before.queueId) ||
  (input.userId !== undefined && input.userId !== t.before.userId);

/**
 * PUT /tickets/{id} (spec 1 §7): one endpoint for every action of spec 1 §4; each transition
 * lives in its own file. The answer is the ticket as the caller may now see it (or the contact's
 * other active ticket, see reopen).
 */
export async function updateTicket(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
  input: TicketUpdate,
): Promise<TicketAnswer> {
  try {
    return await runTransition(deps, caller, ticketId, (t) => dispatch(t, input));
  } catch (error) {
    if (uniqueViolationOf(error) === 'tickets_one_active_per_contact') throw new AppError('ERR_OTHER_OPEN_TICKET');
    throw error;
  }
}
