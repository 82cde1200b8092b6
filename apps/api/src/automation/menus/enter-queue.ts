import type { BotTurn } from '../bot-turn';
import { queueOutOfHours } from '../care/business-hours';
import { enterIntegration, queueTarget } from '../integrations/enter-integration';
import { childOptions, type QueueRow } from './menus.repository';
import { sendQueuePosition } from './queue-position';
import { handOver, showOptionMenu } from './show-menu';

/**
 * The ticket enters `queue` (docs/automation.md "Queue choice"): the one place this happens for
 * the automation, whether the customer chose it, it was the connection's only queue, or an option
 * moved the ticket. Sets the queue (log 'queue' by the system, the attendance's queuedAt), sends
 * the queue's greeting with its top-level options when it has some (the option tree starts),
 * else hands the ticket to the queue's attendants (distributed when the company says so), and tells
 * the customer their position. A queue with an integration or a prompt hands the ticket to it after
 * the greeting instead. A queue closed by its own hours (scheduleType queue) only sends its
 * out-of-hours message (and closes the ticket when the queue says so).
 */
export async function enterQueue(turn: BotTurn, queue: QueueRow): Promise<void> {
  await turn.update({ queueId: queue.id });
  await turn.log('queue', { queueId: queue.id });
  await turn.stamp(['queuedAt'], { queueId: queue.id });
  turn.setState({ attempts: 0 });
  // A queue closed now (scheduleType queue) answers with its out-of-hours message instead.
  if (await queueOutOfHours(turn, queue.id)) {
    await handOver(turn);
    return;
  }
  // A queue with an integration or a prompt: after its greeting, the engine answers (docs/integrations.md).
  const engine = await queueTarget(turn, queue);
  if (engine) {
    await turn.send({ body: queue.greetingMessage });
    if (!(await enterIntegration(turn, engine))) await handOver(turn);
    return;
  }
  // The queue's top-level options: the same for every ticket of the round entering it.
  const options = await turn.shared(`options:${queue.id}`, () => childOptions(turn.tx, turn.companyId, queue.id, null));
  if (options.length > 0) {
    await showOptionMenu(turn, null, options, queue.greetingMessage);
  } else {
    await turn.send({ body: queue.greetingMessage });
    await handOver(turn);
  }
  await sendQueuePosition(turn, queue.id);
}
