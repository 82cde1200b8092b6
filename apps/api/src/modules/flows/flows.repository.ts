import type { FlowGraph } from '@chatdesk/contracts';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { connections, flowCampaigns, flowMedia, flows, flowVersions, queueIntegrations } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on flows, their versions and their uploaded media. Every call runs inside the caller's tenant transaction. */

export type FlowRow = typeof flows.$inferSelect;
export type FlowMediaRow = typeof flowMedia.$inferSelect;

/** One page by name (then id), one row more than asked so the caller knows whether more follow. */
export async function findFlowsPage(
  tx: Tx,
  companyId: number,
  query: { search: string; limit: number; offset: number },
): Promise<FlowRow[]> {
  const search = query.search ? ilike(flows.name, `%${escapeLike(query.search)}%`) : undefined;
  return tx
    .select()
    .from(flows)
    .where(and(eq(flows.companyId, companyId), search))
    .orderBy(asc(sql`lower(${flows.name})`), asc(flows.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

/** The flow, its row locked against other writers when `lock` is set (saves and deletes take turns). */
export async function findFlow(tx: Tx, companyId: number, id: number, lock = false): Promise<FlowRow | null> {
  const query = tx
    .select()
    .from(flows)
    .where(and(eq(flows.companyId, companyId), eq(flows.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new flow and its first version, with the same graph. */
export async function insertFlow(
  tx: Tx,
  values: { companyId: number; userId: number; name: string; active: boolean; graph: FlowGraph },
): Promise<FlowRow> {
  const [row] = await tx
    .insert(flows)
    .values({ ...values, version: 1 })
    .returning();
  if (!row) throw new Error('flow insert returned no row');
  await insertFlowVersion(tx, row, values.userId);
  return row;
}

export async function updateFlowRow(
  tx: Tx,
  companyId: number,
  id: number,
  patch: { name: string; active?: boolean },
): Promise<FlowRow | null> {
  const [row] = await tx
    .update(flows)
    .set(patch)
    .where(and(eq(flows.companyId, companyId), eq(flows.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Stores `graph` as the flow's next version: on the flow and as a kept `flow_versions` row
 * recording who saved it (the flow's own `userId` stays its creator).
 */
export async function saveFlowVersion(tx: Tx, current: FlowRow, graph: FlowGraph, userId: number): Promise<FlowRow> {
  const [row] = await tx
    .update(flows)
    .set({ graph, version: current.version + 1 })
    .where(and(eq(flows.companyId, current.companyId), eq(flows.id, current.id)))
    .returning();
  if (!row) throw new Error('flow update returned no row');
  await insertFlowVersion(tx, row, userId);
  return row;
}

async function insertFlowVersion(tx: Tx, row: FlowRow, userId: number): Promise<void> {
  await tx.insert(flowVersions).values({
    companyId: row.companyId,
    flowId: row.id,
    version: row.version,
    graph: row.graph,
    userId,
  });
}

export async function deleteFlowRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(flows).where(and(eq(flows.companyId, companyId), eq(flows.id, id)));
}

/** What names the flow: connections (welcome or default flow) and phrase campaigns, by id. */
export async function findFlowUsers(tx: Tx, companyId: number, id: number) {
  const usingConnections = await tx
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.companyId, companyId),
        or(eq(connections.flowIdWelcome, id), eq(connections.flowIdNotPhrase, id)),
      ),
    );
  const usingCampaigns = await tx
    .select({ id: flowCampaigns.id })
    .from(flowCampaigns)
    .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.flowId, id)));
  const usingIntegrations = await tx
    .select({ id: queueIntegrations.id })
    .from(queueIntegrations)
    .where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.flowId, id)));
  return {
    connectionIds: usingConnections.map((row) => row.id),
    phraseCampaignIds: usingCampaigns.map((row) => row.id),
    integrationIds: usingIntegrations.map((row) => row.id),
  };
}

export async function insertFlowMedia(tx: Tx, values: (typeof flowMedia.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(flowMedia).values(values);
}

/** The company's flow media among `names`. */
export async function findFlowMedia(tx: Tx, companyId: number, names: string[]): Promise<FlowMediaRow[]> {
  if (names.length === 0) return [];
  return tx
    .select()
    .from(flowMedia)
    .where(and(eq(flowMedia.companyId, companyId), inArray(flowMedia.name, names)));
}
