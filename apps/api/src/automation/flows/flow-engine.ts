import type { FlowNode } from '@chatdesk/contracts';
import type { FlowRunEndReason } from '../../db/schema';
import type { BotTurn } from '../bot-turn';
import { handOver } from '../menus/show-menu';
import type { FlowGraphIndex } from './flow-graph-index';
import { endRunRow, type FlowRunPatch, type FlowRunRow, saveRun } from './flow-runs.repository';

/**
 * A run being advanced within a turn: the run as it stands with this turn's changes, stored once
 * at the end (settle) or with its end (endRun).
 */
export interface RunContext {
  readonly turn: BotTurn;
  readonly graph: FlowGraphIndex;
  run: FlowRunRow;
  patch: FlowRunPatch;
  ended: boolean;
}

/** What a node does: the source handle to follow next, or null when the run waits or ended there. */
export type NodeStep = (ctx: RunContext, node: FlowNode, card: number) => Promise<string | null>;

export const runContext = (turn: BotTurn, graph: FlowGraphIndex, run: FlowRunRow): RunContext => ({
  turn,
  graph,
  run,
  patch: {},
  ended: false,
});

export function changeRun(ctx: RunContext, patch: FlowRunPatch): void {
  ctx.run = { ...ctx.run, ...patch };
  ctx.patch = { ...ctx.patch, ...patch };
}

/** The run's reasons to end that leave the ticket to the humans (the bot's part is over). */
const handedOver: readonly FlowRunEndReason[] = ['end', 'attempts', 'integration', 'broken'];

/**
 * Ends the run (docs/flows.md "Runs"). A run that ends on its own hands the ticket to the humans
 * (isBot off, distributed when in a queue); one whose menu answers ran out or that reached an
 * integration node also logs `pending`, as the queue bot does when it hands over. `humans` false:
 * the caller hands the ticket on itself (an integration node whose integration takes it).
 */
export async function endRun(ctx: RunContext, reason: FlowRunEndReason, humans = true): Promise<void> {
  ctx.ended = true;
  await endRunRow(ctx.turn.tx, ctx.run, reason, ctx.patch);
  ctx.turn.setState({ step: 'idle', chatbotId: null, attempts: 0 });
  if (!humans || !handedOver.includes(reason)) return;
  await handOver(ctx.turn);
  if (reason === 'attempts' || reason === 'integration') await ctx.turn.log('pending');
}

/** Stores the turn's changes of a run that goes on. */
export async function settle(ctx: RunContext): Promise<void> {
  if (ctx.ended || Object.keys(ctx.patch).length === 0) return;
  await saveRun(ctx.turn.tx, ctx.run, ctx.patch);
  ctx.patch = {};
}

/**
 * Follows the graph from `node` (from its card `card` for a content node) until a node waits or
 * the run ends: a branch without an edge ends it, and so does a walk longer than the graph (a
 * circle without a wait would never stop).
 */
export async function walk(
  ctx: RunContext,
  steps: Record<FlowNode['type'], NodeStep>,
  from: FlowNode | null,
  card = 0,
) {
  let node = from;
  let first = card;
  for (let hops = 0; ; hops++) {
    if (!node) return endRun(ctx, 'end');
    if (hops > ctx.graph.size) return endRun(ctx, 'broken');
    changeRun(ctx, { nodeId: node.id });
    const handle = await steps[node.type](ctx, node, first);
    if (handle === null || ctx.ended) return;
    first = 0;
    node = ctx.graph.next(node.id, handle);
  }
}
