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
import type { Database, Tx } from '../../platform/db/database';
import type { DomainEvent, DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { loadMessageAnswerViews } from '../messages/message-answers';
import { loadTicketAnswers } from './ticket-answer';
import { emitToEachRecipient, type Recipient, type TicketAudience } from './ticket-audience';
import { visibleFieldsOf } from './ticket-transition';
import { findTicket } from './tickets.repository';
import './tickets.events';

type Gateway = Pick<RealtimeGateway, 'emitToUsers' | 'setJoinPolicy'>;

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

/**
 * Ticket and message events to sockets (spec 1 §7, ARCHITECTURE.md "Real-time"): each is
 * re-read after the commit and sent to each user of the company who may see the ticket
 * (canSeeTicket with their queues and flags), through their `user:{id}` room so it reaches their
 * sockets on every process; numbers masked for those under LGPD. A user who saw the ticket
 * before the change and no longer does gets `delete`. Events of one ticket are handled in
 * order. Also registers the `joinChatBox` rule: only a visible ticket's room may be joined.
 */
export function forwardTicketEvents(
  events: DomainEvents,
  realtime: Gateway,
  deps: { db: Database; audience: TicketAudience },
): () => void {
  const { db, audience } = deps;
  const queues = new Map<string, Promise<void>>();
  const inOrder = (companyId: number, ticketId: number, work: () => Promise<void>) => {
    const key = `${companyId}:${ticketId}`;
    const next = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => queues.get(key) === settled && queues.delete(key));
    return next;
  };
  const read = <T>(companyId: number, work: (tx: Tx) => Promise<T>) => db.tenant(companyId).transaction(work);
  const ticketTopic = (companyId: number) => companyEvent(companyId, 'ticket');
  const messageTopic = (companyId: number) => companyEvent(companyId, 'appMessage');

  async function sendTicket(
    companyId: number,
    ticketId: number,
    action: 'create' | 'update' | 'new-message',
    before?: VisibleTicketFields,
  ) {
    const [ticket] = await read(companyId, (tx) => loadTicketAnswers(tx, companyId, [ticketId]));
    if (!ticket) return;
    const now = fieldsOfAnswer(ticket);
    const hidden = masked(ticket);
    await emitToEachRecipient(realtime, audience, companyId, ticketTopic(companyId), (recipient) => {
      if (canSeeTicket(recipient, now)) {
        return { action, ticket: recipient.hidesNumbers ? hidden : ticket } satisfies TicketEventPayload;
      }
      if (before && canSeeTicket(recipient, before)) return { action: 'delete', ticketId } satisfies TicketEventPayload;
      return undefined;
    });
  }

  /** Sends `payload` to each user who may see the ticket as it is now (or as it was, when deleted). */
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

  async function currentFields(companyId: number, ticketId: number) {
    const row = await read(companyId, (tx) => findTicket(tx, companyId, ticketId));
    return row ? visibleFieldsOf(row) : null;
  }

  async function sendMessage(event: DomainEvent<'message.created' | 'message.updated'>) {
    const { companyId, messageId, ticketId } = event;
    const loaded = await read(companyId, async (tx) => {
      const views = await loadMessageAnswerViews(tx, [messageId]);
      const [ticket] = event.type === 'message.created' ? await loadTicketAnswers(tx, companyId, [ticketId]) : [];
      // A new message carries its ticket, whose answer gives the visibility fields; an update reads them.
      const row = ticket ? null : await findTicket(tx, companyId, ticketId);
      const fields = ticket ? fieldsOfAnswer(ticket) : row ? visibleFieldsOf(row) : null;
      return { plain: views.plain[0], hidden: views.hidden[0], ticket, fields };
    });
    const { plain, hidden, ticket, fields } = loaded;
    if (!plain || !hidden || !fields) return;
    await toViewers(companyId, fields, messageTopic(companyId), (recipient): AppMessageEventPayload => {
      const message: MessageAnswer = recipient.hidesNumbers ? hidden : plain;
      if (!ticket) return { action: 'update', message };
      return { action: 'create', message, ticket: recipient.hidesNumbers ? masked(ticket) : ticket };
    });
  }

  const on = <T extends keyof HandlerMap>(type: T, handle: HandlerMap[T]) =>
    events.subscribe(type, (event) => {
      const { companyId, ticketId } = event as { companyId: number; ticketId: number };
      return inOrder(companyId, ticketId, () => (handle as (e: typeof event) => Promise<void>)(event));
    });
  type HandlerMap = {
    [K in
      | 'ticket.created'
      | 'ticket.updated'
      | 'ticket.deleted'
      | 'ticket.unreadReset'
      | 'message.created'
      | 'message.updated'
      | 'message.deleted']: (event: DomainEvent<K>) => Promise<void>;
  };

  const unsubscribes = [
    on('ticket.created', (e) => sendTicket(e.companyId, e.ticketId, 'create')),
    on('ticket.updated', (e) => sendTicket(e.companyId, e.ticketId, e.byMessage ? 'new-message' : 'update', e.before)),
    on('ticket.deleted', (e) =>
      toViewers(e.companyId, e.before, ticketTopic(e.companyId), () => ({ action: 'delete', ticketId: e.ticketId })),
    ),
    on('ticket.unreadReset', async (e) => {
      const fields = await currentFields(e.companyId, e.ticketId);
      if (fields)
        await toViewers(e.companyId, fields, ticketTopic(e.companyId), () => ({
          action: 'updateUnread',
          ticketId: e.ticketId,
        }));
    }),
    on('message.created', sendMessage),
    on('message.updated', sendMessage),
    on('message.deleted', async (e) => {
      const fields = await currentFields(e.companyId, e.ticketId);
      const payload: AppMessageEventPayload = { action: 'delete', messageId: e.messageId, ticketId: e.ticketId };
      if (fields) await toViewers(e.companyId, fields, messageTopic(e.companyId), () => payload);
    }),
  ];

  realtime.setJoinPolicy('ticket', async (auth, ticketId) => {
    const viewer = await audience.viewer(auth.companyId, auth.userId);
    const fields = viewer ? await currentFields(auth.companyId, ticketId) : null;
    return !!viewer && !!fields && canSeeTicket(viewer, fields);
  });

  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
