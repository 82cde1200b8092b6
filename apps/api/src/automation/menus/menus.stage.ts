import type { BotStage, BotTurn } from '../bot-turn';
import { invalidAnswer, isPaused } from './bot-pause';
import { enterQueue } from './enter-queue';
import { sendGreeting } from './greeting';
import { asksBack, chosenItem } from './match-answer';
import { menuTexts } from './menu-message';
import {
  type ChatbotOptionRow,
  childOptions,
  findOption,
  findQueue,
  menuQueuesOf,
  type QueueRow,
} from './menus.repository';
import { runOption } from './run-option';
import { handOver, optionItems, queueItems, showOptionMenu, showQueueMenu } from './show-menu';

/** The queue menu: one queue is entered at once, several are offered, a valid answer enters one. */
async function queueChoice(turn: BotTurn, queues: readonly QueueRow[], resumed: boolean): Promise<void> {
  const [only] = queues;
  if (only && queues.length === 1) {
    if (turn.settings.sendGreetingMessageOneQueues === 'enabled')
      await sendGreeting(turn, { body: turn.connection.greetingMessage });
    return enterQueue(turn, only);
  }
  if (turn.state.step !== 'queue' || resumed)
    return showQueueMenu(turn, queues, turn.connection.greetingMessage, !resumed);
  const chosen = chosenItem(turn.message, queueItems(queues));
  if (chosen) return enterQueue(turn, chosen.queue);
  return invalidAnswer(turn, () => showQueueMenu(turn, queues, menuTexts.invalidOption, false));
}

/** Where the customer is in the queue's option tree: the option whose sub-options are on screen, and those. */
async function currentOptions(turn: BotTurn, queueId: number) {
  const parent = turn.state.chatbotId === null ? null : await findOption(turn.tx, turn.companyId, turn.state.chatbotId);
  const options = await childOptions(turn.tx, turn.companyId, queueId, parent?.id ?? null);
  return { parent, options };
}

/** The menu above `parent`: its parent's sub-options, the queue's top-level options, or the queue menu. */
async function goBack(turn: BotTurn, queue: QueueRow, parent: ChatbotOptionRow | null): Promise<boolean> {
  const { tx, companyId } = turn;
  if (parent) {
    const above = parent.parentId === null ? null : await findOption(tx, companyId, parent.parentId);
    const options = await childOptions(tx, companyId, queue.id, above?.id ?? null);
    await showOptionMenu(turn, above, options, above ? above.greetingMessage : queue.greetingMessage);
    return true;
  }
  const queues = await menuQueuesOf(turn);
  if (queues.length < 2) return false;
  await turn.update({ queueId: null });
  await showQueueMenu(turn, queues, turn.connection.greetingMessage, false);
  return true;
}

/** An answer at an option menu: an option runs, the back key goes up, anything else is invalid. */
async function optionChoice(turn: BotTurn, queueId: number, resumed: boolean): Promise<void> {
  const queue = await findQueue(turn.tx, turn.companyId, queueId);
  const { parent, options } = await currentOptions(turn, queueId);
  if (!queue || options.length === 0) return handOver(turn);
  const header = parent ? parent.greetingMessage : queue.greetingMessage;
  if (resumed) return showOptionMenu(turn, parent, options, header);
  if (asksBack(turn.message)) {
    turn.setState({ attempts: 0 });
    if (await goBack(turn, queue, parent)) return;
  }
  const chosen = chosenItem(turn.message, optionItems(options));
  if (chosen) return runOption(turn, chosen.option);
  return invalidAnswer(turn, () => showOptionMenu(turn, parent, options, menuTexts.invalidOption));
}

/**
 * The queue menu and the queues' option trees (docs/automation.md "Queue choice", "Option tree"):
 * for a pending ticket nobody holds, outside the consent and rating steps. While paused after too
 * many invalid answers the bot stays silent; once the pause is over it shows the menu again.
 */
export const menusStage: BotStage = async (turn) => {
  const { ticket, state } = turn;
  if (ticket.status !== 'pending' || ticket.userId !== null || ticket.isGroup) return;
  if (state.step === 'lgpd' || state.step === 'nps') return;
  if (isPaused(turn)) return 'handled';
  const resumed = state.pausedUntil !== null;
  if (resumed) {
    turn.setState({ pausedUntil: null, attempts: 0 });
    if (state.step === 'queue') await turn.update({ amountUsedBotQueues: 0 });
  }
  if (ticket.queueId === null) {
    const queues = await menuQueuesOf(turn);
    if (queues.length === 0) return;
    await queueChoice(turn, queues, resumed);
    return 'handled';
  }
  if (state.step !== 'option') {
    if (state.step === 'queue') turn.setState({ step: 'idle' });
    return;
  }
  await optionChoice(turn, ticket.queueId, resumed);
  return 'handled';
};
