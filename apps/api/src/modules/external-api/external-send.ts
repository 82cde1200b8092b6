import type { ExternalSendAnswer, VisibleTicketFields } from '@chatdesk/contracts';
import { type FoundTicket, findOrCreateTicketOf } from '../../channels/pipeline/inbound-tickets';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { ConnectionRow } from '../connections/connections.repository';
import { withSignature } from '../messages/outgoing-text';
import { visibleFieldsOf } from '../tickets/ticket-transition';
import type { ExternalApiDeps } from './external-api.deps';
import { claimIdempotencyKey, type IdempotentRequest, recordIdempotentAnswer } from './idempotency';
import { type Assignment, assignTicket, checkAssignment, closeTicketNow } from './ticket-changes';

/** One message to queue: a text, or a stored file with its caption. */
export interface ExternalItem {
  text: string;
  /** Whether the text is the sender's own words (signed) rather than a file name. */
  signable: boolean;
  mediaType?: string;
  mediaUrl?: string;
}

export interface ExternalSend extends Assignment {
  number: string;
  sendSignature: boolean;
  closeTicket: boolean;
  items: ExternalItem[];
}

export interface ExternalSendResult {
  answer: ExternalSendAnswer;
  /** The answer of an earlier request with the same Idempotency-Key: nothing was sent now. */
  replayed: boolean;
}

const maxAttempts = 3;

/**
 * The workspace's outbound path for a request from outside (spec 3 §7), in one tenant transaction
 * of the token's company: idempotency claim -> contact by number on the connection's channel ->
 * the contact's active ticket, a recent one reopened or a new one (one active ticket per contact,
 * the inbound pipeline's rule) -> assignment -> message rows and their send jobs -> close. After
 * commit the events go out and the sends start; the answer never waits for the channel.
 */
export async function runExternalSend(
  deps: ExternalApiDeps,
  connection: ConnectionRow,
  send: ExternalSend,
  idempotency: IdempotentRequest | undefined,
): Promise<ExternalSendResult> {
  const { companyId } = connection;
  for (let attempt = 1; ; attempt++) {
    const afterCommit: (() => void)[] = [];
    try {
      const done = await deps.db.tenant(companyId).transaction(async (tx) => {
        const replay = idempotency ? await claimIdempotencyKey(tx, connection, idempotency) : null;
        if (replay) return { answer: replay, replayed: true as const };
        const { userName } = await checkAssignment(tx, companyId, send);
        const found = await findOrCreateTicketOf(tx, connection, send.number);
        let ticket = await assignTicket(tx, found.ticket, send);
        const messageIds: number[] = [];
        for (const item of send.items) {
          const signer = send.sendSignature && item.signable ? (userName ?? null) : null;
          const queued = await deps.outbound().enqueueInTransaction(tx, companyId, {
            ticketId: ticket.id,
            userId: send.userId ?? null,
            ...withSignature(item.text, signer),
            mediaType: item.mediaType ?? 'conversation',
            mediaUrl: item.mediaUrl ?? null,
          });
          messageIds.push(queued.message.id);
          afterCommit.push(queued.afterCommit);
        }
        if (send.closeTicket) ticket = await closeTicketNow(tx, ticket, send.userId);
        const answer: ExternalSendAnswer = {
          message: 'Mensagem enviada',
          ticketId: ticket.id,
          ticketStatus: ticket.status,
          contactId: found.contact.id,
          messageIds,
        };
        if (idempotency) await recordIdempotentAnswer(tx, connection, idempotency.key, answer);
        const before = found.before ?? visibleFieldsOf(found.ticket);
        const after = visibleFieldsOf(ticket);
        const changed = (Object.keys(after) as (keyof VisibleTicketFields)[]).some((k) => after[k] !== before[k]);
        return { answer, replayed: false as const, opened: found.opened, before, changed };
      });
      if (done.replayed) return done;
      publish(deps, companyId, done, afterCommit);
      return { answer: done.answer, replayed: false };
    } catch (error) {
      // A reopen racing another writer on the one-active-ticket index: start again from scratch.
      if (attempt < maxAttempts && uniqueViolationOf(error) === 'tickets_one_active_per_contact') continue;
      throw error;
    }
  }
}

function publish(
  deps: ExternalApiDeps,
  companyId: number,
  done: { answer: ExternalSendAnswer; opened: FoundTicket['opened']; before: VisibleTicketFields; changed: boolean },
  afterCommit: (() => void)[],
) {
  const ticketId = done.answer.ticketId;
  if (done.opened === 'created') deps.events.publish({ type: 'ticket.created', companyId, ticketId });
  // Each message: its ticket's new-message, the message's create, then the immediate send attempt.
  for (const run of afterCommit) run();
  // A reopen, an assignment or a close changed who may see the ticket: those who lose it get a delete.
  // (A created ticket had no audience before; its create event is read fresh.)
  if (done.opened !== 'created' && done.changed)
    deps.events.publish({ type: 'ticket.updated', companyId, ticketId, before: done.before });
}
