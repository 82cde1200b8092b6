import {
  type AppMessageEventPayload,
  canSeeTicket,
  companyEvent,
  type MessageAnswer,
  maskNumber,
  type TicketAnswer,
  type TicketEventPayload,
  type VisibleTicketFields,
} from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import type { DomainEvent, DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { loadMessageAnswerViews } from '../messages/message-answers';
import { loadTicketAnswers } from './ticket-answer';
import { emitToEachRecipient, type Recipient, type TicketAudience } from './ticket-audience';
import { ticketVisibleColumns } from './ticket-visible-columns';
import './tickets.events';

type Gateway = Pick<RealtimeGateway, 'emitToUsers' | 'setJoinPolicy'>;
type ForwardedType =
  | 'ticket.created'
  | 'ticket.updated'
  | 'ticket.deleted'
  | 'ticket.unreadReset'
  | 'message.created'
  | 'message.updated'
  | 'message.deleted';
/** A discriminated union, so that `switch (event.type)` narrows to each event's fields. */
type ForwardedEvent = { [K in ForwardedType]: DomainEvent<K> }[ForwardedType];
const forwardedTypes: ForwardedType[] = [
  'ticket.created',
  'ticket.updated',
  'ticket.deleted',
  'ticket.unreadReset',
  'message.created',
  'message.updated',
  'message.deleted',
];

/** What one batch of a company's events read after their commits, in one transaction. */
interface Loaded {
  answers: Map<number, TicketAnswer>;
  fields: Map<number, VisibleTicketFields>;
  plain: Map<number, MessageAnswer>;
  hidden: Map<number, MessageAnswer>;
}

/** Events read in one batch at most: a burst is split rather than loaded in one huge statement. */
const maxBatch = 200;

const fieldsOfAnswer = (ticket: TicketAnswer): VisibleTicketFields => ({
  userId: ticket.userId,
  queueId: ticket.queueId,
  status: ticket.status,
  isGroup: ticket.isGroup,
});

const masked = (ticket: TicketAnswer): TicketAnswer =>
  ticket.contact.isGroup
    ? ticket
    : { ...ticket, contact: { ...ticket.contact, number: maskNumber(ticket.contact.number) } };

const needsAnswer = (event: ForwardedEvent) =>
  event.type === 'ticket.created' || event.type === 'ticket.updated' || event.type === 'message.created';
const needsMessage = (event: ForwardedEvent) => event.type === 'message.created' || event.type === 'message.updated';
/** Visibility fields: from the ticket's answer when the batch loads it, else from its row. */
const needsFields = (event: ForwardedEvent) => event.type !== 'ticket.deleted';

/** The visibility fields of these tickets (one prepared statement), by ticket id. */
async function ticketFields(tx: Tx, companyId: number, ticketIds: number[]) {
  const rows = await prepared(tx, 'ticket_visible_fields', (tx) =>
    tx
      .select(ticketVisibleColumns)
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, sql.placeholder('companyId')),
          sql`${tickets.id} = any(${sql.placeholder('ids')}::int[])`,
        ),
      ),
  ).execute({ companyId, ids: ticketIds });
  return new Map(rows.map(({ id, ...fields }) => [id, fields as VisibleTicketFields]));
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Ticket and message events to sockets (spec 1 §7, ARCHITECTURE.md "Real-time"): each is
 * re-read after the commit and sent to each user of the company who may see the ticket
 * (canSeeTicket with their queues and flags), through their `user:{id}` room so it reaches their
 * sockets on every process; numbers masked for those under LGPD. A user who saw the ticket
 * before the change and no longer does gets `delete`. Also registers the `joinChatBox` rule:
 * only a visible ticket's room may be joined.
 *
 * A company's events are handled in order, in batches: those published together (an inbound
 * message's ticket and message events) or while the previous batch was being read are read in
 * one transaction — one statement for all their tickets' answers, one for their messages — then
 * emitted in the order they were published. One snapshot per batch, batches one after the other:
 * no event is ever sent with older data than an event before it.
 */
export function forwardTicketEvents(
  events: DomainEvents,
  realtime: Gateway,
  deps: { db: Database; audience: TicketAudience },
): () => void {
  const { db, audience } = deps;
  const read = <T>(companyId: number, work: (tx: Tx) => Promise<T>) => db.tenant(companyId).transaction(work);
  const ticketTopic = (companyId: number) => companyEvent(companyId, 'ticket');
  const messageTopic = (companyId: number) => companyEvent(companyId, 'appMessage');

  async function load(companyId: number, batch: ForwardedEvent[]): Promise<Loaded> {
    const loaded: Loaded = { answers: new Map(), fields: new Map(), plain: new Map(), hidden: new Map() };
    const answerIds = unique(batch.filter(needsAnswer).map((event) => event.ticketId));
    const messageIds = unique(
      batch.flatMap((event) => (needsMessage(event) ? [(event as { messageId: number }).messageId] : [])),
    );
    const fieldIds = unique(batch.filter(needsFields).map((event) => event.ticketId));
    if (fieldIds.length === 0) return loaded;
    return read(companyId, async (tx) => {
      for (const answer of await loadTicketAnswers(tx, companyId, answerIds)) {
        loaded.answers.set(answer.id, answer);
        loaded.fields.set(answer.id, fieldsOfAnswer(answer));
      }
      if (messageIds.length > 0) {
        const views = await loadMessageAnswerViews(tx, messageIds);
        for (const answer of views.plain) loaded.plain.set(answer.id, answer);
        for (const answer of views.hidden) loaded.hidden.set(answer.id, answer);
      }
      const missing = fieldIds.filter((id) => !loaded.fields.has(id));
      if (missing.length > 0)
        for (const [id, fields] of await ticketFields(tx, companyId, missing)) loaded.fields.set(id, fields);
      return loaded;
    });
  }

  /** Sends `payloadFor` each user who may see the ticket as it is now (or as it was, when deleted). */
  async function toViewers(
    companyId: number,
    fields: VisibleTicketFields,
    event: ReturnType<typeof ticketTopic> | ReturnType<typeof messageTopic>,
    payloadFor: (recipient: Recipient) => unknown,
  ) {
    await emitToEachRecipient(realtime, audience, companyId, event, (recipient) =>
      canSeeTicket(recipient, fields) ? payloadFor(recipient) : undefined,
    );
  }

  async function sendTicket(
    companyId: number,
    ticket: TicketAnswer,
    action: 'create' | 'update' | 'new-message',
    before?: VisibleTicketFields,
  ) {
    const now = fieldsOfAnswer(ticket);
    // One payload object per view: emitToEachRecipient serializes each distinct one once.
    const plain = { action, ticket } satisfies TicketEventPayload;
    const hidden = { action, ticket: masked(ticket) } satisfies TicketEventPayload;
    const gone = { action: 'delete', ticketId: ticket.id } satisfies TicketEventPayload;
    await emitToEachRecipient(realtime, audience, companyId, ticketTopic(companyId), (recipient) => {
      if (canSeeTicket(recipient, now)) return recipient.hidesNumbers ? hidden : plain;
      if (before && canSeeTicket(recipient, before)) return gone;
      return undefined;
    });
  }

  async function sendMessage(event: DomainEvent<'message.created' | 'message.updated'>, loaded: Loaded) {
    const { companyId, messageId, ticketId } = event;
    const plain = loaded.plain.get(messageId);
    const hidden = loaded.hidden.get(messageId);
    // A new message carries its ticket, whose answer gives the visibility fields; an update reads them.
    const ticket = event.type === 'message.created' ? loaded.answers.get(ticketId) : undefined;
    const fields = loaded.fields.get(ticketId);
    if (!plain || !hidden || !fields) return;
    const payloads: Record<'plain' | 'hidden', AppMessageEventPayload> = ticket
      ? {
          plain: { action: 'create', message: plain, ticket },
          hidden: { action: 'create', message: hidden, ticket: masked(ticket) },
        }
      : { plain: { action: 'update', message: plain }, hidden: { action: 'update', message: hidden } };
    await toViewers(companyId, fields, messageTopic(companyId), (recipient) =>
      recipient.hidesNumbers ? payloads.hidden : payloads.plain,
    );
  }

  async function emit(event: ForwardedEvent, loaded: Loaded): Promise<void> {
    const { companyId, ticketId } = event;
    switch (event.type) {
      case 'ticket.created':
      case 'ticket.updated': {
        const ticket = loaded.answers.get(ticketId);
        if (!ticket) return;
        if (event.type === 'ticket.created') return sendTicket(companyId, ticket, 'create');
        return sendTicket(companyId, ticket, event.byMessage ? 'new-message' : 'update', event.before);
      }
      case 'ticket.deleted': {
        const payload = { action: 'delete', ticketId } satisfies TicketEventPayload;
        return toViewers(companyId, event.before, ticketTopic(companyId), () => payload);
      }
      case 'ticket.unreadReset': {
        const fields = loaded.fields.get(ticketId);
        const payload = { action: 'updateUnread', ticketId } satisfies TicketEventPayload;
        if (fields) await toViewers(companyId, fields, ticketTopic(companyId), () => payload);
        return;
      }
      case 'message.created':
      case 'message.updated':
        return sendMessage(event, loaded);
      case 'message.deleted': {
        const fields = loaded.fields.get(ticketId);
        const payload: AppMessageEventPayload = { action: 'delete', messageId: event.messageId, ticketId };
        if (fields) await toViewers(companyId, fields, messageTopic(companyId), () => payload);
        return;
      }
    }
  }

  type Pending = { event: ForwardedEvent; resolve: () => void; reject: (error: unknown) => void };
  const queues = new Map<number, Pending[]>();

  /** Reads and emits a company's queued events batch after batch until none is left. */
  async function drain(companyId: number, queue: Pending[]) {
    // Let the events published in the same synchronous run (ticket and message of one inbound) join.
    await Promise.resolve();
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      let loaded: Loaded;
      try {
        loaded = await load(
          companyId,
          batch.map((pending) => pending.event),
        );
      } catch (error) {
        for (const pending of batch) pending.reject(error);
        continue;
      }
      for (const pending of batch) {
        try {
          await emit(pending.event, loaded);
          pending.resolve();
        } catch (error) {
          pending.reject(error);
        }
      }
    }
    queues.delete(companyId);
  }

  const enqueue = (event: ForwardedEvent) =>
    new Promise<void>((resolve, reject) => {
      let queue = queues.get(event.companyId);
      if (!queue) {
        queue = [];
        queues.set(event.companyId, queue);
        void drain(event.companyId, queue);
      }
      queue.push({ event, resolve, reject });
    });

  // Each subscription hands over its own type's event: the union is exactly these.
  const unsubscribes = forwardedTypes.map((type) =>
    events.subscribe(type, (event) => enqueue(event as ForwardedEvent)),
  );

  realtime.setJoinPolicy('ticket', async (auth, ticketId) => {
    const viewer = await audience.viewer(auth.companyId, auth.userId);
    if (!viewer) return false;
    const fields = await read(auth.companyId, (tx) => ticketFields(tx, auth.companyId, [ticketId]));
    const ticket = fields.get(ticketId);
    return !!ticket && canSeeTicket(viewer, ticket);
  });

  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
