import { and, eq, inArray } from 'drizzle-orm';
import { tags, ticketTags, users } from '../../db/schema';
import { finishClose } from '../../modules/tickets/use-cases/close-ticket';
import type { BotTurn } from '../bot-turn';
import { findQueue, type QueueRow } from '../menus/menus.repository';
import { handOver } from '../menus/show-menu';
import type { IntegrationAction } from './integration-driver';

/** An action with what it names read from the company's rows: a queue, a user, tags. */
type ResolvedAction =
  | { type: 'transfer-queue'; queue: QueueRow }
  | { type: 'transfer-user'; userId: number; queue: QueueRow | null }
  | { type: 'close' }
  | { type: 'handover' }
  | { type: 'tags'; tagIds: number[] };

async function companyUser(turn: BotTurn, userId: number): Promise<number | null> {
  const [row] = await turn.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, turn.companyId), eq(users.id, userId)));
  return row?.id ?? null;
}

/** The company's plain tags (not kanban lanes) of these names; unknown names are left out. */
async function companyTagIds(turn: BotTurn, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await turn.tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, turn.companyId), eq(tags.kanban, 0), inArray(tags.name, [...names])));
  return rows.map((row) => row.id);
}

/**
 * The engine's actions with the queues and users they name read as this company's. Null when one
 * names a queue or user the company does not have: the actions are refused together (the ticket
 * goes to a human), so an engine never moves a ticket somewhere it may not.
 */
export async function resolveActions(
  turn: BotTurn,
  actions: readonly IntegrationAction[],
): Promise<ResolvedAction[] | null> {
  const resolved: ResolvedAction[] = [];
  for (const action of actions) {
    switch (action.type) {
      case 'transfer-queue': {
        const queue = await findQueue(turn.tx, turn.companyId, action.queueId);
        if (!queue) return null;
        resolved.push({ type: 'transfer-queue', queue });
        break;
      }
      case 'transfer-user': {
        const userId = await companyUser(turn, action.userId);
        const queue = action.queueId === undefined ? null : await findQueue(turn.tx, turn.companyId, action.queueId);
        if (userId === null || (action.queueId !== undefined && !queue)) return null;
        resolved.push({ type: 'transfer-user', userId, queue });
        break;
      }
      case 'tags':
        resolved.push({ type: 'tags', tagIds: await companyTagIds(turn, action.tags) });
        break;
      default:
        resolved.push(action);
    }
  }
  return resolved;
}

/** The ticket leaves its integration for the humans: the bot's part ends and it waits in its queue. */
export async function leaveIntegration(turn: BotTurn, log: Parameters<BotTurn['log']>[0]): Promise<void> {
  await turn.update({ useIntegration: false });
  await handOver(turn);
  await turn.log(log);
}

async function toQueue(turn: BotTurn, queue: QueueRow): Promise<void> {
  if (turn.ticket.queueId === queue.id) return;
  await turn.update({ queueId: queue.id });
  await turn.log('queue', { queueId: queue.id });
  await turn.stamp(['queuedAt'], { queueId: queue.id });
}

/**
 * Applies the actions in order (docs/integrations.md "Actions") through the bot's own writes, so
 * the ticket's log, its live update and the distribution happen as for the queue bot. Moving the
 * ticket (to a queue, a user, a close) or handing it over ends the integration; tags keep it.
 */
export async function applyActions(turn: BotTurn, actions: readonly ResolvedAction[]): Promise<void> {
  for (const action of actions) {
    if (turn.ticket.status === 'closed') return;
    switch (action.type) {
      case 'tags':
        if (action.tagIds.length === 0) break;
        await turn.tx
          .insert(ticketTags)
          .values(action.tagIds.map((tagId) => ({ companyId: turn.companyId, ticketId: turn.ticket.id, tagId })))
          .onConflictDoNothing();
        // The ticket's answer carries its tags: its change is published.
        await turn.update({ isBot: turn.ticket.isBot });
        break;
      case 'transfer-queue':
        await turn.update({ useIntegration: false });
        await toQueue(turn, action.queue);
        await handOver(turn);
        break;
      case 'transfer-user':
        await turn.update({ useIntegration: false });
        if (action.queue) await toQueue(turn, action.queue);
        await turn.update({ userId: action.userId, isBot: false });
        turn.setState({ step: 'idle', chatbotId: null, attempts: 0 });
        await turn.log('receivedTransfer', { userId: action.userId });
        break;
      case 'close':
        await turn.update({ useIntegration: false, isBot: false });
        turn.setState({ step: 'idle', chatbotId: null, attempts: 0 });
        await finishClose(turn, { amountUsedBotQueues: 0, userId: null });
        break;
      case 'handover':
        if (turn.ticket.useIntegration) await leaveIntegration(turn, 'pending');
        break;
    }
  }
}
