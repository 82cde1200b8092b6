import { and, eq } from 'drizzle-orm';
import type { ConnectionRow } from '../channels/channel-driver';
import type { OutboundMessages } from '../channels/outbound/outbound-messages';
import { automationInbox, messages, ticketAutomation } from '../db/schema';
import { readCompanySettings } from '../modules/companies/company-settings.repository';
import { findContact } from '../modules/contacts/contacts.repository';
import { insertTicketLogs, stampTracking } from '../modules/tickets/ticket-history.repository';
import { findConnection } from '../modules/tickets/ticket-references.repository';
import { renderTicketText } from '../modules/tickets/ticket-text';
import { visibleFieldsOf } from '../modules/tickets/ticket-transition';
import { lockTicket, type TicketRow, updateTicketRow } from '../modules/tickets/tickets.repository';
import type { Database, Tx } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { AutomationState, AutomationStatePatch, BotStage, BotTurn } from './bot-turn';

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
    const [claimed] = await tx
      .delete(automationInbox)
      .where(and(eq(automationInbox.companyId, companyId), eq(automationInbox.messageId, messageId)))
      .returning({ ticketId: automationInbox.ticketId });
    if (!claimed) return 'taken' as const;
    const ticket = await lockTicket(tx, companyId, claimed.ticketId);
    const state = ticket ? await lockState(tx, companyId, ticket.id) : null;
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

/** The ticket's automation state, created on its first turn; the ticket's lock already serialises turns. */
async function lockState(tx: Tx, companyId: number, ticketId: number) {
  const inserted = await tx.insert(ticketAutomation).values({ companyId, ticketId }).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], fresh: true };
  const [row] = await tx
    .select()
    .from(ticketAutomation)
    .where(and(eq(ticketAutomation.companyId, companyId), eq(ticketAutomation.ticketId, ticketId)));
  return row ? { row, fresh: false } : null;
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
  const contact = await findContact(tx, companyId, locked.contactId);
  if (!contact || contact.disableBot) return null;
  if (locked.status === 'open' && locked.userId !== null) return null;
  const [message] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, messageId)));
  const connection = (await findConnection(tx, companyId, locked.whatsappId)) as ConnectionRow | null;
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
      const body = bot.body ? await renderTicketText(tx, ticket, bot.body, null) : '';
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
