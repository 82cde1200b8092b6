import {
  AppError,
  canSeeTicket,
  type TicketAnswer,
  type TicketLogType,
  type VisibleTicketFields,
} from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { type CompanySettingsValues, readCompanySettings } from '../companies/company-settings.repository';
import { numberView } from '../contacts/contact-answer';
import { loadTicketAnswer } from './ticket-answer';
import { insertTicketLogs, stampTracking } from './ticket-history.repository';
import { renderTicketText } from './ticket-text';
import type { TicketCaller, TicketsDeps } from './tickets.deps';
import { lockTicket, type TicketPatch, type TicketRow, updateTicketRow } from './tickets.repository';

export const visibleFieldsOf = (ticket: TicketRow): VisibleTicketFields => ({
  userId: ticket.userId,
  queueId: ticket.queueId,
  status: ticket.status,
  isGroup: ticket.isGroup,
});

/** What a transition works with: the locked ticket and the writes every transition makes. */
export interface Transition {
  tx: Tx;
  caller: TicketCaller;
  /** The ticket as locked, before any change. */
  readonly before: TicketRow;
  /** The ticket as last written. */
  ticket: TicketRow;
  settings(): Promise<CompanySettingsValues>;
  update(patch: TicketPatch): Promise<TicketRow>;
  log(type: TicketLogType, who?: { userId?: number | null; queueId?: number | null }): Promise<void>;
  stamp(
    stamps: readonly ('queuedAt' | 'startedAt' | 'closedAt')[],
    who: { userId?: number | null; queueId?: number | null },
  ): Promise<void>;
  /**
   * Queues a text to the contact as `userId`, with the message variables filled; sent after
   * commit. On this ticket unless another one (opened by this action) is given.
   */
  send(text: string, userId: number | null, on?: TicketRow): Promise<void>;
  /** A ticket this action opened: published as created after the commit. */
  opened(ticketId: number): void;
  /** Answer this ticket instead (an action that met the contact's other active ticket). */
  answerInstead(ticketId: number): void;
  /** Something the answer shows changed outside the ticket row (its tags): publish the update. */
  markChanged(): void;
}

/**
 * The shape of every ticket action: lock the ticket (another company's id, or one the caller may
 * not see, is missing: 404), let `act` decide and write, answer the ticket as the caller may see
 * it; after the commit, start the queued sends and publish `ticket.updated` with how visibility
 * saw the ticket before, so users who lose it get a delete.
 */
export async function runTransition(
  deps: TicketsDeps,
  caller: TicketCaller,
  ticketId: number,
  act: (transition: Transition) => Promise<void>,
): Promise<TicketAnswer> {
  const { companyId } = caller;
  const afterCommit: (() => void | Promise<void>)[] = [];
  const result = await deps.db.tenant(companyId).transaction(async (tx) => {
    const locked = await lockTicket(tx, companyId, ticketId);
    if (!locked || !canSeeTicket(caller.viewer, visibleFieldsOf(locked))) throw new AppError('ERR_NO_TICKET_FOUND');
    let settings: CompanySettingsValues | undefined;
    let answerId = locked.id;
    let changed = false;
    const transition: Transition = {
      tx,
      caller,
      before: locked,
      ticket: locked,
      settings: async () => {
        settings ??= await readCompanySettings(tx, companyId);
        return settings;
      },
      async update(patch) {
        transition.ticket = await updateTicketRow(tx, companyId, locked.id, patch);
        changed = true;
        return transition.ticket;
      },
      log: (type, who = {}) =>
        insertTicketLogs(tx, [
          {
            companyId,
            ticketId: locked.id,
            type,
            userId: who.userId === undefined ? caller.viewer.userId : who.userId,
            queueId: who.queueId === undefined ? transition.ticket.queueId : who.queueId,
          },
        ]),
      stamp: (stamps, who) => stampTracking(tx, transition.ticket, stamps, who),
      async send(text, userId, on = transition.ticket) {
        const body = await renderTicketText(tx, on, text, userId);
        if (!body.trim()) return;
        const queued = await deps.outbound().enqueueInTransaction(tx, companyId, { ticketId: on.id, body, userId });
        afterCommit.push(queued.afterCommit);
      },
      opened(id) {
        // Before the sends: clients place the ticket, then its messages.
        afterCommit.unshift(() => deps.events.publish({ type: 'ticket.created', companyId, ticketId: id }));
      },
      answerInstead(id) {
        answerId = id;
      },
      markChanged() {
        changed = true;
      },
    };
    await act(transition);
    const answer = await loadTicketAnswer(tx, companyId, answerId, numberView(caller.viewer.hidesNumbers));
    return { answer, before: visibleFieldsOf(locked), changed };
  });
  for (const run of afterCommit) await run();
  if (result.changed) deps.events.publish({ type: 'ticket.updated', companyId, ticketId, before: result.before });
  return result.answer;
}
