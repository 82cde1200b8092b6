import { and, eq } from 'drizzle-orm';
import type { OutboundMessages } from '../channels/outbound/outbound-messages';
import { ticketAutomation } from '../db/schema';
import { readCompanySettings } from '../modules/companies/company-settings.repository';
import { insertTicketLogs, stampTracking } from '../modules/tickets/ticket-history.repository';
import { renderTicketText } from '../modules/tickets/ticket-text';
import { visibleFieldsOf } from '../modules/tickets/ticket-transition';
import { type TicketRow, updateTicketRow } from '../modules/tickets/tickets.repository';
import type { Database, Tx } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { AutomationState, AutomationStatePatch, BotStage, BotTurn } from './bot-turn';
import { lockTurnTicket, takeFromInbox, turnConnection, turnContact, turnMessage, turnState } from './turn-reads';

export interface TurnDeps {
  db: Database;
  events: DomainEvents;
  outbound: Pick<OutboundMessages, 'enqueueInTransaction'>;
  stages: readonly BotStage[];
  now: () => Date;
}

/** What became of a message: answered by a turn, or already taken by another one (a repeat). */
export type TurnOutcome = 'handled' | 'taken';

/**
 * The automation's turn for one inbound message (docs/automation.md "Exactly once"): in one
 * tenant transaction, take the message out of the automation inbox (a row another process or
 * an earlier run already took is gone: nothing to do), lock the ticket, skip a message older
 * than the last one handled, run the stages, store the state. The bot's messages are written
 * in the same transaction and sent after the commit.
 */
export async function runTurn(deps: TurnDeps, companyId: number, messageId: number): Promise<TurnOutcome> {
  const after: (() => void)[] = [];
  const outcome = await deps.db.tenant(companyId).transaction(async (tx) => {
    const ticketId = await takeFromInbox(tx, companyId, messageId);
    if (ticketId === null) return 'taken' as const;
    const ticket = await lockTurnTicket(tx, companyId, ticketId);
    const state = ticket ? await turnState(tx, companyId, ticket.id) : null;
    if (!ticket || !state) return 'handled' as const;
    if (state.row.lastMessageId !== null && state.row.lastMessageId >= messageId) return 'handled' as const;
    const turn = await openTurn(deps, tx, ticket, state, messageId, after);
    if (turn) {
      for (const stage of deps.stages) if ((await stage(turn.turn)) === 'handled') break;
      await turn.save();
    } else {
      await saveState(tx, companyId, ticket.id, { lastMessageId: messageId });
    }
    return 'handled' as const;
  });
  for (const run of after) run();
  return outcome;
}

async function saveState(
  tx: Tx,
  companyId: number,
  ticketId: number,
  patch: AutomationStatePatch & { lastMessageId: number },
) {
  await tx
    .update(ticketAutomation)
    .set(patch)
    .where(and(eq(ticketAutomation.companyId, companyId), eq(ticketAutomation.ticketId, ticketId)));
}

/**
 * The turn's context, or null when the automation must stay silent: the contact turned the bot
 * off (disableBot), or an attendant holds the open ticket (their accept stops the bot).
 */
async function openTurn(
  deps: TurnDeps,
  tx: Tx,
  locked: TicketRow,
  state: { row: AutomationState; fresh: boolean },
  messageId: number,
  after: (() => void)[],
): Promise<{ turn: BotTurn; save(): Promise<void> } | null> {
  const { companyId } = locked;
  const contact = await turnContact(tx, companyId, locked.contactId);
  if (!contact || contact.disableBot) return null;
  if (locked.status === 'open' && locked.userId !== null) return null;
  const message = await turnMessage(tx, companyId, messageId);
  const connection = await turnConnection(tx, companyId, locked.whatsappId);
  if (!message || !connection) return null;
  const settings = await readCompanySettings(tx, companyId);
  let changed = false;
  let ticket = locked;
  let current: AutomationState = state.row;
  let patch: AutomationStatePatch = {};
  const turn: BotTurn = {
    tx,
    companyId,
    now: deps.now(),
    connection,
    contact,
    message,
    settings,
    get ticket() {
      return ticket;
    },
    get state() {
      return current;
    },
    firstTurn: state.fresh,
    setState(change) {
      patch = { ...patch, ...change };
      current = { ...current, ...change };
    },
    async update(ticketPatch) {
      ticket = await updateTicketRow(tx, companyId, locked.id, ticketPatch);
      changed = true;
      return ticket;
    },
    log: (type, who = {}) =>
      insertTicketLogs(tx, [
        {
          companyId,
          ticketId: locked.id,
          type,
          userId: who.userId ?? null,
          queueId: who.queueId === undefined ? ticket.queueId : who.queueId,
        },
      ]),
    stamp: (stamps, who) => stampTracking(tx, ticket, stamps, who),
    async send(bot) {
      const body = bot.body ? await renderTicketText(tx, ticket, bot.body, null, { contact, connection }) : '';
      if (!body.trim() && !bot.mediaUrl) return;
      const queued = await deps.outbound.enqueueInTransaction(tx, companyId, {
        ...bot,
        ticketId: locked.id,
        body,
        userId: null,
        fromBot: true,
      });
      after.push(queued.afterCommit);
    },
    afterCommit(run) {
      after.push(run);
    },
  };
  return {
    turn,
    async save() {
      await saveState(tx, companyId, locked.id, { ...patch, lastMessageId: messageId });
      if (!changed) return;
      const before = visibleFieldsOf(locked);
      // The ticket's change first, then its messages (clients place the row, then the message moves it).
      after.unshift(() => deps.events.publish({ type: 'ticket.updated', companyId, ticketId: locked.id, before }));
    },
  };
}
