import type { BotTurn } from '../bot-turn';
import type { DeliveryQueue, IntegrationDelivery } from './deliver.job';
import { integrationDeliverJob } from './deliver.job';
import { integrationMayRun } from './enter-integration';
import { applyActions, leaveIntegration, resolveActions } from './integration-actions';
import type { IntegrationAction } from './integration-driver';

/** Whether the ticket is still the integration's (or prompt's) the answer came from: nobody took it meanwhile. */
export const stillAnswering = (turn: BotTurn, ref: Pick<IntegrationDelivery, 'integrationId' | 'promptId'>) =>
  turn.ticket.useIntegration &&
  integrationMayRun(turn) &&
  turn.ticket.integrationId === ref.integrationId &&
  turn.ticket.promptId === ref.promptId;

/**
 * Sends the answer's messages from the first: all of them at once, or with a pause between them
 * the first now and the rest as a durable delivery job when the pause is over. After the last
 * message the actions apply; an action naming another company's queue or user refuses them all
 * and the ticket goes to a human (`integrationInvalid`). Nothing happens once the ticket is no
 * longer the integration's.
 */
export async function deliverAnswer(
  turn: BotTurn,
  jobs: DeliveryQueue,
  delivery: Omit<IntegrationDelivery, 'actions'> & { actions: readonly IntegrationAction[] },
): Promise<void> {
  if (!stillAnswering(turn, delivery)) return;
  const pauses = delivery.delayMs > 0;
  const now = pauses ? delivery.messages.slice(0, 1) : delivery.messages;
  const rest = delivery.messages.slice(now.length);
  for (const message of now) await turn.send(message);
  if (rest.length > 0) {
    const actions = delivery.actions.map((action) =>
      action.type === 'tags' ? { ...action, tags: [...action.tags] } : action,
    );
    const next = { ...delivery, step: delivery.step + 1, messages: rest, actions };
    await jobs.enqueue(integrationDeliverJob, next, {
      tx: turn.tx,
      startAfter: new Date(turn.now.getTime() + delivery.delayMs),
    });
    return;
  }
  const actions = await resolveActions(turn, delivery.actions);
  if (actions) await applyActions(turn, actions);
  else await leaveIntegration(turn, 'integrationInvalid');
}
