import type { BotTurn } from '../bot-turn';
import { distributeOnQueueEntry } from '../timers/distribute-on-queue-entry';
import { sendGreeting } from './greeting';
import { type MenuItem, menuMessage } from './menu-message';
import { type ChatbotOptionRow, menuQueuesOf, type QueueRow } from './menus.repository';

/** The menu items of queues and options, each with the row it stands for. */
export const queueItems = (queues: readonly QueueRow[]): (MenuItem & { queue: QueueRow })[] =>
  queues.map((queue) => ({ id: `queue-${queue.id}`, title: queue.name, queue }));
export const optionItems = (options: readonly ChatbotOptionRow[]): (MenuItem & { option: ChatbotOptionRow })[] =>
  options.map((option) => ({ id: `option-${option.id}`, title: option.name, option }));

/** The bot takes the conversation (isBot, log 'chatBot' the first time) while a menu waits for an answer. */
async function botTalks(turn: BotTurn, patch: { amountUsedBotQueues?: number } = {}): Promise<void> {
  if (turn.ticket.isBot && patch.amountUsedBotQueues === undefined) return;
  const starts = !turn.ticket.isBot;
  await turn.update({ isBot: true, ...patch });
  if (starts) await turn.log('chatBot');
}

/**
 * The connection's queue menu under `header`: the greeting (with the greeting media when
 * `withMedia`), or the invalid-option line. Each showing is one use of the bot's queue menu
 * (amountUsedBotQueues).
 */
export async function showQueueMenu(
  turn: BotTurn,
  queues: readonly QueueRow[],
  header: string,
  withMedia: boolean,
): Promise<void> {
  const menu = menuMessage(turn, { header, items: queueItems(queues), back: false });
  if (withMedia) await sendGreeting(turn, menu);
  else await turn.send(menu);
  turn.setState({ step: 'queue', chatbotId: null });
  await botTalks(turn, { amountUsedBotQueues: turn.ticket.amountUsedBotQueues + 1 });
}

/**
 * The options under `parent` (null: the queue's top-level options) under `header`. The back key
 * is offered below an option, and at the top level when the connection has a queue menu to go back to.
 */
export async function showOptionMenu(
  turn: BotTurn,
  parent: ChatbotOptionRow | null,
  options: readonly ChatbotOptionRow[],
  header: string,
): Promise<void> {
  const back = parent !== null || (await menuQueuesOf(turn)).length > 1;
  await turn.send(menuMessage(turn, { header, items: optionItems(options), back }));
  turn.setState({ step: 'option', chatbotId: parent?.id ?? null });
  await botTalks(turn);
}

/**
 * The bot's part ends: the ticket waits for an attendant (isBot false, no menu on screen). A
 * ticket waiting in a queue without an attendant is distributed now (userRandom, wallets:
 * docs/automation.md "Distribution").
 */
export async function handOver(turn: BotTurn): Promise<void> {
  turn.setState({ step: 'idle', chatbotId: null, attempts: 0 });
  if (turn.ticket.isBot) await turn.update({ isBot: false });
  const { ticket } = turn;
  if (ticket.queueId !== null && ticket.userId === null && ticket.status === 'pending') {
    const userId = await distributeOnQueueEntry(turn.tx, turn.companyId, ticket.id, ticket.queueId, turn.settings);
    if (userId !== null) await turn.update({ userId });
  }
}
