import type { FlowGraph } from '@chatdesk/contracts';
import { and, asc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  contactExtraInfo,
  type FlowRunEndReason,
  flowCampaigns,
  flowRuns,
  flows,
  flowVersions,
  tickets,
} from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { LruMap } from '../../platform/lru-map';
import { type FlowGraphIndex, indexFlowGraph } from './flow-graph-index';

export type FlowRunRow = typeof flowRuns.$inferSelect;
export type FlowRunPatch = Partial<
  Pick<FlowRunRow, 'nodeId' | 'variables' | 'waiting' | 'card' | 'wakeAt' | 'attempts' | 'step' | 'lastMessageId'>
>;

/** The ticket's running run, locked (the ticket's own lock already serializes its turns). */
export async function runningRun(tx: Tx, companyId: number, ticketId: number): Promise<FlowRunRow | null> {
  const [run] = await tx
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.companyId, companyId), eq(flowRuns.ticketId, ticketId), eq(flowRuns.status, 'running')))
    .for('update');
  return run ?? null;
}

export async function findRun(tx: Tx, companyId: number, runId: number): Promise<FlowRunRow | null> {
  const [run] = await tx
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.companyId, companyId), eq(flowRuns.id, runId)));
  return run ?? null;
}

/** Whether a flow ever ran on the ticket (a welcome or default flow starts only on a ticket without one). */
export async function ticketHadRun(tx: Tx, companyId: number, ticketId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: flowRuns.id })
    .from(flowRuns)
    .where(and(eq(flowRuns.companyId, companyId), eq(flowRuns.ticketId, ticketId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the contact has a ticket other than this one (on any connection): then it is not a new contact. */
export async function contactHasOtherTicket(
  tx: Tx,
  companyId: number,
  contactId: number,
  ticketId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId), ne(tickets.id, ticketId)))
    .limit(1);
  return row !== undefined;
}

export interface StartableFlow {
  id: number;
  version: number;
  graph: FlowGraph;
}

/** An active flow's current version, or null (no such flow, or inactive). */
export async function activeFlow(tx: Tx, companyId: number, flowId: number): Promise<StartableFlow | null> {
  const [flow] = await tx
    .select({ id: flows.id, version: flows.version, graph: flows.graph })
    .from(flows)
    .where(and(eq(flows.companyId, companyId), eq(flows.id, flowId), eq(flows.active, true)));
  return flow ?? null;
}

/** Versions never change once saved: their indexes are kept per process. */
const versionIndexes = new LruMap<FlowGraphIndex>(500);

/** The graph of a flow's version (the one a run started with), indexed; null when it is gone. */
export async function versionGraph(
  tx: Tx,
  companyId: number,
  flowId: number,
  version: number,
): Promise<FlowGraphIndex | null> {
  const key = `${flowId}:${version}`;
  const known = versionIndexes.get(key);
  if (known) return known;
  const [row] = await tx
    .select({ graph: flowVersions.graph })
    .from(flowVersions)
    .where(
      and(eq(flowVersions.companyId, companyId), eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)),
    );
  if (!row) return null;
  const index = indexFlowGraph(row.graph);
  versionIndexes.set(key, index);
  return index;
}

/** The index of a flow being started (its current version), shared with later reads of that version. */
export function startGraph(flow: StartableFlow): FlowGraphIndex {
  const key = `${flow.id}:${flow.version}`;
  const known = versionIndexes.get(key);
  if (known) return known;
  const index = indexFlowGraph(flow.graph);
  versionIndexes.set(key, index);
  return index;
}

export interface PhraseCampaignRow {
  id: number;
  flowId: number;
  whatsappId: number | null;
  phrase: string;
}

/**
 * The active phrase campaigns of active flows that listen on a connection: its own, then those of
 * any connection (whatsappId null), oldest first within each (docs/flows.md "Phrase campaign matching").
 */
export function phraseCampaignsOf(tx: Tx, companyId: number, connectionId: number): Promise<PhraseCampaignRow[]> {
  return tx
    .select({
      id: flowCampaigns.id,
      flowId: flowCampaigns.flowId,
      whatsappId: flowCampaigns.whatsappId,
      phrase: flowCampaigns.phrase,
    })
    .from(flowCampaigns)
    .innerJoin(flows, and(eq(flows.id, flowCampaigns.flowId), eq(flows.active, true)))
    .where(
      and(
        eq(flowCampaigns.companyId, companyId),
        eq(flowCampaigns.status, true),
        or(eq(flowCampaigns.whatsappId, connectionId), isNull(flowCampaigns.whatsappId)),
      ),
    )
    .orderBy(sql`${flowCampaigns.whatsappId} IS NULL`, asc(flowCampaigns.id));
}

export async function insertRun(
  tx: Tx,
  values: Pick<FlowRunRow, 'companyId' | 'ticketId' | 'flowId' | 'version' | 'nodeId'> &
    Pick<FlowRunPatch, 'lastMessageId'>,
): Promise<FlowRunRow> {
  const [run] = await tx.insert(flowRuns).values(values).returning();
  if (!run) throw new Error('flow run not stored');
  return run;
}

export async function saveRun(
  tx: Tx,
  run: Pick<FlowRunRow, 'companyId' | 'id'>,
  patch: FlowRunPatch | { [K in keyof typeof flowRuns.$inferInsert]?: (typeof flowRuns.$inferInsert)[K] | SQL },
): Promise<void> {
  await tx
    .update(flowRuns)
    .set(patch)
    .where(and(eq(flowRuns.companyId, run.companyId), eq(flowRuns.id, run.id)));
}

export async function endRunRow(
  tx: Tx,
  run: Pick<FlowRunRow, 'companyId' | 'id'>,
  reason: FlowRunEndReason,
  patch: FlowRunPatch = {},
): Promise<void> {
  await saveRun(tx, run, {
    ...patch,
    status: 'ended',
    endReason: reason,
    endedAt: sql`now()`,
    waiting: null,
    wakeAt: null,
  });
}

/** A question's answer kept on the contact (extra info of the same name: replaced, or added). */
export async function saveContactAnswer(
  tx: Tx,
  companyId: number,
  contactId: number,
  name: string,
  value: string,
): Promise<void> {
  const where = and(
    eq(contactExtraInfo.companyId, companyId),
    eq(contactExtraInfo.contactId, contactId),
    eq(contactExtraInfo.name, name),
  );
  const updated = await tx.update(contactExtraInfo).set({ value }).where(where).returning({ id: contactExtraInfo.id });
  if (updated.length === 0) await tx.insert(contactExtraInfo).values({ companyId, contactId, name, value });
}
