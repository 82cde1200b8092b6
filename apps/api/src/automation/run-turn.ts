import type { ConnectionRow } from '../channels/channel-driver';
import type { ContactRow, MessageRow } from '../channels/message-row';
import type { OutboundMessages } from '../channels/outbound/outbound-messages';
import {
  type AwaitingReplies,
  answerCampaigns,
  readAwaitingReplies,
} from '../modules/campaigns/dispatcher/campaign-replies';
import { type CompanySettingsValues, readCompanySettings } from '../modules/companies/company-settings.repository';
import { insertTicketLogs, stampTracking } from '../modules/tickets/ticket-history.repository';
import { companyTimeZone } from '../modules/tickets/ticket-references.repository';
import { renderTicketText } from '../modules/tickets/ticket-text';
import { visibleFieldsOf } from '../modules/tickets/ticket-transition';
import { type TicketRow, updateTicketRow } from '../modules/tickets/tickets.repository';
import type { Database, Tx } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { AutomationState, AutomationStatePatch, BotStage, BotTurn } from './bot-turn';
import type { FlowRuntime } from './flows/flow-wake.job';
import type { IntegrationRuntime } from './integrations/integration-runtime';
import {
  lockTurnTickets,
  type StateSave,
  saveStates,
  takeFromInbox,
  turnConnections,
  turnContacts,
  turnMessages,
  turnStates,
} from './turn-reads';

export interface TurnDeps {
  db: Database;
  events: DomainEvents;
  outbound: Pick<OutboundMessages, 'enqueueInTransaction'>;
  stages: readonly BotStage[];
  now: () => Date;
  flows: FlowRuntime;
  integrations: IntegrationRuntime;
}

/** What became of a message: answered by a turn, or already taken by another one (a repeat). */
export type TurnOutcome = 'handled' | 'taken';

/** What a round reads once for all its turns: the rows of its tickets, contacts, messages, connections. */
interface RoundRows {
  settings: CompanySettingsValues;
  tickets: Map<number, TicketRow>;
  states: Map<number, { row: AutomationState; fresh: boolean }>;
  contacts: Map<number, ContactRow>;
  messages: Map<number, MessageRow>;
  connections: Map<number, ConnectionRow>;
  /** BotTurn.shared's reads. */
  shared: Map<string, Promise<unknown>>;
  /** The contacts' campaign rows awaiting a reply (a confirmation, or a reply to a campaign message). */
  campaignReplies: AwaitingReplies;
}

const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The automation's turns for inbound messages of one company (docs/automation.md "Exactly
 * once"), as one round: in one tenant transaction, take the messages out of the automation inbox
 * (a row another process or an earlier run already took is gone: 'taken'), lock their tickets in
 * id order, read their states, contacts, messages and connections and the company's settings
 * once, then run each message's turn in id order: skip a message older than the last one its
 * ticket handled, run the stages, store the state. The bot's messages are written in the same
 * transaction and sent after the commit. The messages of a round are on different tickets (see
 * roundsOf); answers an outcome per message, in the order given. What the turns do after the commit
 * (publish the ticket's change, start the bot's sends) runs at once, or goes to `news` when given.
 */
export async function runRound(
  deps: TurnDeps,
  companyId: number,
  messageIds: readonly number[],
  news?: (() => void)[],
): Promise<TurnOutcome[]> {
  const after: (() => void)[] = [];
  const handled = await deps.db.tenant(companyId).transaction(async (tx) => {
    const taken = await takeFromInbox(tx, companyId, messageIds);
    if (taken.length === 0) return new Set<number>();
    const rows = await readRound(tx, companyId, taken);
    const sorted = [...taken].sort((a, b) => a.messageId - b.messageId);
    const saves: StateSave[] = [];
    for (const { messageId, ticketId } of sorted) {
      const turn = await turnOf(deps, tx, rows, ticketId, messageId);
      if (!turn) continue;
      after.push(...turn.after);
      saves.push(turn.save);
    }
    await saveStates(tx, companyId, saves);
    return new Set(taken.map((row) => row.messageId));
  });
  if (news) news.push(...after);
  else for (const run of after) run();
  return messageIds.map((messageId) => (handled.has(messageId) ? 'handled' : 'taken'));
}

/**
 * A turn of the automation on its own (a flow's interval is over), continuing the answer to
 * `messageId`, the message the ticket's flow last took: one tenant transaction holding the
 * ticket's row lock, like a message's turn, with the same silence (the bot turned off, an
 * attendant holding the ticket: `work` gets null). The state keeps the newest message handled.
 */
export async function runTicketTurn(
  deps: TurnDeps,
  companyId: number,
  ticketId: number,
  messageId: number,
  work: (turn: BotTurn | null, tx: Tx) => Promise<void>,
): Promise<void> {
  const after: (() => void)[] = [];
  await deps.db.tenant(companyId).transaction(async (tx) => {
    const rows = await readRound(tx, companyId, [{ messageId, ticketId }]);
    const ticket = rows.tickets.get(ticketId);
    const state = rows.states.get(ticketId);
    if (!ticket || !state) return;
    const turn = openTurn(deps, tx, rows, ticket, state, messageId, after);
    await work(turn?.turn ?? null, tx);
    if (!turn) return;
    const save = turn.finish();
    await saveStates(tx, companyId, [
      { ...save, lastMessageId: Math.max(save.lastMessageId, state.row.lastMessageId ?? 0) },
    ]);
  });
  for (const run of after) run();
}

async function readRound(
  tx: Tx,
  companyId: number,
  taken: readonly { messageId: number; ticketId: number }[],
): Promise<RoundRows> {
  const locked = await lockTurnTickets(tx, companyId, [...new Set(taken.map((row) => row.ticketId))]);
  const states = await turnStates(
    tx,
    companyId,
    locked.map((ticket) => ticket.id),
  );
  const distinct = (pick: (ticket: TicketRow) => number) => [...new Set(locked.map(pick))];
  const settings = await readCompanySettings(tx, companyId);
  const contacts = await turnContacts(
    tx,
    companyId,
    distinct((ticket) => ticket.contactId),
  );
  const messages = await turnMessages(
    tx,
    companyId,
    taken.map((row) => row.messageId),
  );
  const connections = await turnConnections(
    tx,
    companyId,
    distinct((ticket) => ticket.whatsappId),
  );
  return {
    settings,
    tickets: byId(locked),
    states,
    contacts: byId(contacts),
    messages: byId(messages),
    connections: byId(connections),
    shared: new Map(),
    campaignReplies: await readAwaitingReplies(
      tx,
      companyId,
      distinct((ticket) => ticket.contactId),
    ),
  };
}

/**
 * One message's turn inside its round: what to run after the commit, in order, and the state to
 * store (saveStates, once for the round). Null for a message older than its ticket's last one.
 */
async function turnOf(
  deps: TurnDeps,
  tx: Tx,
  rows: RoundRows,
  ticketId: number,
  messageId: number,
): Promise<{ after: (() => void)[]; save: StateSave } | null> {
  const after: (() => void)[] = [];
  const ticket = rows.tickets.get(ticketId);
  const state = rows.states.get(ticketId);
  if (!ticket || !state) return null;
  if (state.row.lastMessageId !== null && state.row.lastMessageId >= messageId) return null;
  // A campaign's confirmation reply is the campaign's, before any bot (docs/campaigns.md "Confirmations").
  const reply = { companyId: ticket.companyId, contactId: ticket.contactId, connectionId: ticket.whatsappId };
  const body = rows.messages.get(messageId)?.body ?? '';
  const now = deps.now();
  if ((await answerCampaigns(tx, rows.campaignReplies, { ...reply, messageId, body, now })) === 'handled')
    return { after, save: { ticketId, lastMessageId: messageId } };
  const turn = openTurn(deps, tx, rows, ticket, state, messageId, after);
  if (!turn) return { after, save: { ticketId, lastMessageId: messageId } };
  for (const stage of deps.stages) if ((await stage(turn.turn)) === 'handled') break;
  return { after, save: turn.finish() };
}

/**
 * The turn's context, or null when the automation must stay silent: the contact turned the bot
 * off (disableBot), or an attendant holds the open ticket (their accept stops the bot).
 */
function openTurn(
  deps: TurnDeps,
  tx: Tx,
  rows: RoundRows,
  locked: TicketRow,
  state: { row: AutomationState; fresh: boolean },
  messageId: number,
  after: (() => void)[],
): { turn: BotTurn; finish(): StateSave } | null {
  const { companyId } = locked;
  const contact = rows.contacts.get(locked.contactId);
  if (!contact || contact.disableBot) return null;
  if (locked.status === 'open' && locked.userId !== null) return null;
  const message = rows.messages.get(messageId);
  const connection = rows.connections.get(locked.whatsappId);
  if (!message || !connection) return null;
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
    settings: rows.settings,
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
      const timeZone = bot.body?.includes('{{')
        ? await turn.shared('timeZone', () => companyTimeZone(tx, companyId))
        : undefined;
      const body = bot.body
        ? await renderTicketText(tx, ticket, bot.body, null, { contact, connection, timeZone })
        : '';
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
    shared<T>(key: string, load: () => Promise<T>): Promise<T> {
      let read = rows.shared.get(key) as Promise<T> | undefined;
      if (!read) {
        read = load();
        rows.shared.set(key, read);
      }
      return read;
    },
    afterCommit(run) {
      after.push(run);
    },
    flows: deps.flows,
    integrations: deps.integrations,
  };
  return {
    turn,
    finish() {
      if (changed) {
        const before = visibleFieldsOf(locked);
        // The ticket's change first, then its messages (clients place the row, then the message moves it).
        after.unshift(() => deps.events.publish({ type: 'ticket.updated', companyId, ticketId: locked.id, before }));
      }
      return { ...patch, ticketId: locked.id, lastMessageId: messageId };
    },
  };
}
