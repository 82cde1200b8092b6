import type { BotTurn } from '../bot-turn';
import { startFlow } from '../flows/flow-run';
import { activeFlow } from '../flows/flow-runs.repository';
import type { QueueRow } from '../menus/menus.repository';
import type { IntegrationTarget } from './integration-driver';
import { findTarget, putInInbox, queuePromptId, resetSession, type TargetRef } from './integration-runtime.repository';

/** An integration or a prompt talks, as the bot does, to a waiting ticket nobody holds, outside consent and rating. */
export const integrationMayRun = ({ ticket, state }: BotTurn) =>
  ticket.status === 'pending' &&
  ticket.userId === null &&
  !ticket.isGroup &&
  state.step !== 'lgpd' &&
  state.step !== 'nps';

/** The turn's message goes to the ticket's integration: recorded with the turn, called after its commit. */
export async function handToIntegration(turn: BotTurn): Promise<void> {
  const { tx, companyId, ticket } = turn;
  await putInInbox(tx, companyId, ticket.id, turn.message.id);
  await turn.integrations.later(tx, companyId, ticket.id);
  turn.afterCommit(() => turn.integrations.now(companyId, ticket.id));
}

const refOf = (target: IntegrationTarget): TargetRef =>
  target.kind === 'prompt' ? { promptId: target.prompt.id } : { integrationId: target.integration.id };

/**
 * The ticket starts using `target` (docs/integrations.md "Entering and leaving"): useIntegration
 * on, the integration or prompt named on the ticket, the bot's menus and flows left, a fresh
 * session, an `integration` log entry, and the turn's message handed to it. A flowbuilder
 * integration starts its flow instead (the flow runtime answers). False when nothing started.
 */
export async function enterIntegration(turn: BotTurn, target: IntegrationTarget): Promise<boolean> {
  const ref = refOf(target);
  if (target.kind === 'integration' && target.integration.type === 'flowbuilder') {
    const { flowId } = target.integration;
    const flow = flowId === null ? null : await activeFlow(turn.tx, turn.companyId, flowId);
    // Its session row records that the ticket had its connection's integration: the flow starts once.
    if (flow) await resetSession(turn.tx, turn.companyId, turn.ticket.id, ref);
    return flow ? startFlow(turn, flow) : false;
  }
  await turn.update({
    useIntegration: true,
    integrationId: ref.integrationId ?? null,
    promptId: ref.promptId ?? null,
    isBot: true,
  });
  turn.setState({ step: 'idle', chatbotId: null, attempts: 0, pausedUntil: null });
  await resetSession(turn.tx, turn.companyId, turn.ticket.id, ref);
  await turn.log('integration');
  await handToIntegration(turn);
  return true;
}

/** Enters the integration or prompt `ref` names, when it is the company's; false otherwise. */
export async function enterByRef(turn: BotTurn, ref: TargetRef): Promise<boolean> {
  const target = await findTarget(turn.tx, turn.companyId, ref);
  return target ? enterIntegration(turn, target) : false;
}

/** A queue's engine: its integration, else its prompt (docs/integrations.md "Precedence"). */
export async function queueTarget(turn: BotTurn, queue: QueueRow): Promise<IntegrationTarget | null> {
  if (queue.integrationId !== null) return findTarget(turn.tx, turn.companyId, { integrationId: queue.integrationId });
  const promptId = await turn.shared(`queue-prompt:${queue.id}`, () =>
    queuePromptId(turn.tx, turn.companyId, queue.id),
  );
  return promptId === null ? null : findTarget(turn.tx, turn.companyId, { promptId });
}
