import { flowLimits, flowOutHandle } from '@chatdesk/contracts';
import type { BotTurn } from '../bot-turn';
import { changeRun, endRun, type RunContext, runContext, settle, walk } from './flow-engine';
import { menuAnswer, type NodeOf, nodeSteps, showMenu } from './flow-nodes';
import {
  endRunRow,
  type FlowRunRow,
  insertRun,
  runningRun,
  type StartableFlow,
  saveContactAnswer,
  startGraph,
  versionGraph,
} from './flow-runs.repository';

/**
 * Starts `flow` on the turn's ticket (docs/flows.md "Runs"): a run already running there ends
 * (`replaced`), the bot takes the conversation (isBot; the state's step `flow` replaces the queue
 * bot's menu) and the run walks from the start node. False when the flow has no start node.
 */
export async function startFlow(turn: BotTurn, flow: StartableFlow): Promise<boolean> {
  const graph = startGraph(flow);
  if (!graph.start) return false;
  const { tx, companyId, ticket } = turn;
  const running = await runningRun(tx, companyId, ticket.id);
  if (running) await endRunRow(tx, running, 'replaced');
  const run = await insertRun(tx, {
    companyId,
    ticketId: ticket.id,
    flowId: flow.id,
    version: flow.version,
    nodeId: graph.start.id,
    lastMessageId: turn.message.id,
  });
  turn.setState({ step: 'flow', chatbotId: null, attempts: 0, pausedUntil: null });
  // The flow takes the conversation from an integration answering it (docs/integrations.md "Leaving").
  if (ticket.useIntegration) await turn.update({ useIntegration: false });
  if (!ticket.isBot) {
    await turn.update({ isBot: true });
    await turn.log('chatBot');
  }
  const ctx = runContext(turn, graph, run);
  await walk(ctx, nodeSteps, graph.start);
  await settle(ctx);
  return true;
}

/** The run's context on the graph of its own version; null (the run ended `broken`) when the version or node is gone. */
async function contextOf(turn: BotTurn, run: FlowRunRow) {
  const graph = await versionGraph(turn.tx, turn.companyId, run.flowId, run.version);
  const ctx = graph ? runContext(turn, graph, run) : null;
  const node = graph?.node(run.nodeId) ?? null;
  if (ctx && node) return { ctx, node };
  await endRunRow(turn.tx, run, 'broken');
  turn.setState({ step: 'idle' });
  return null;
}

/** An invalid answer at a menu: the menu again, until menuMaxAttempts repeats; the next one ends the run. */
async function invalidMenuAnswer(ctx: RunContext, node: NodeOf<'menu'>): Promise<void> {
  const attempts = ctx.run.attempts + 1;
  if (attempts > flowLimits.menuMaxAttempts) return endRun(ctx, 'attempts');
  changeRun(ctx, { attempts });
  await showMenu(ctx, node);
}

/**
 * The turn's message to a running run: the answer to its menu or its question advances it (once
 * per message: `lastMessageId`); a message while it waits on an interval changes nothing.
 */
export async function answerRun(turn: BotTurn, run: FlowRunRow): Promise<void> {
  if (run.waiting === 'interval') return;
  const found = await contextOf(turn, run);
  if (!found) return;
  const { ctx, node } = found;
  changeRun(ctx, { lastMessageId: turn.message.id });
  if (run.waiting === 'menu' && node.type === 'menu') {
    const handle = menuAnswer(ctx, node);
    if (handle === null) await invalidMenuAnswer(ctx, node);
    else {
      changeRun(ctx, { waiting: null, attempts: 0 });
      await walk(ctx, nodeSteps, ctx.graph.next(node.id, handle));
    }
  } else if (run.waiting === 'question' && node.type === 'question') {
    const { answerKey, saveToContact } = node.data.typebotIntegration;
    const answer = turn.message.body.trim();
    changeRun(ctx, { waiting: null, variables: { ...ctx.run.variables, [answerKey]: answer } });
    if (saveToContact) await saveContactAnswer(turn.tx, turn.companyId, turn.contact.id, answerKey, answer);
    await walk(ctx, nodeSteps, ctx.graph.next(node.id, flowOutHandle));
  } else await endRun(ctx, 'broken');
  await settle(ctx);
}

/** The run's interval is over: the rest of the content node's cards, or the node after the interval. */
export async function resumeRun(turn: BotTurn, run: FlowRunRow): Promise<void> {
  const found = await contextOf(turn, run);
  if (!found) return;
  const { ctx, node } = found;
  changeRun(ctx, { waiting: null, wakeAt: null, card: null });
  if (node.type === 'singleBlock' && run.card !== null) await walk(ctx, nodeSteps, node, run.card);
  else await walk(ctx, nodeSteps, ctx.graph.next(node.id, flowOutHandle));
  await settle(ctx);
}
