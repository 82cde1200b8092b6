import type { FlowEdge, FlowGraph, FlowNode, FlowNodeInput } from '@chatdesk/contracts';
import { flowGraphBody } from '@chatdesk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness';
import {
  connections,
  contactExtraInfo,
  flowCampaigns,
  flowRuns,
  flows,
  flowVersions,
  ticketLogs,
} from '../../db/schema';
import { automationDesk } from '../automation.test-support';

/** A node of a test graph: id, type and data; positions do not matter to the runtime. */
export const node = (id: string, type: FlowNode['type'], data: Record<string, unknown> = {}): FlowNodeInput =>
  ({ id, type, position: { x: 0, y: 0 }, data }) as FlowNodeInput;

/** An edge from `source`'s `handle` (the single-exit nodes' `out` when left out) to `target`. */
export const edge = (source: string, target: string, handle?: string): FlowEdge => ({
  id: `${source}-${handle ?? 'out'}-${target}`,
  source,
  target,
  ...(handle ? { sourceHandle: handle } : {}),
});

/** start → randomizer of `percent` → message A on `a`, message B on `b`. */
export const splitFlow = (percent: number) =>
  graph(
    [
      node('start', 'start'),
      node('split', 'randomizer', { percent }),
      node('a', 'message', { label: 'A' }),
      node('b', 'message', { label: 'B' }),
    ],
    [edge('start', 'split'), edge('split', 'a', 'a'), edge('split', 'b', 'b')],
  );

/** A graph parsed by the contracts' schema (defaults filled), as the API stores it. */
export const graph = (nodes: FlowNodeInput[], connections: FlowEdge[]): FlowGraph =>
  flowGraphBody.parse({ nodes, connections });

/**
 * automationDesk plus what flow tests set up: flows with their versions, phrase campaigns and the
 * phone's welcome and default flows written straight into their tables (their API is another
 * module's), and the runs, contact extra info and ticket log as stored.
 */
export async function flowDesk(ctx: TestContext, connection: Parameters<typeof automationDesk>[1] = {}) {
  const desk = await automationDesk(ctx, connection);
  const { companyId } = desk;
  const db = <T>(work: Parameters<typeof ctx.db.system.transaction<T>>[0]) => ctx.db.system.transaction(work);

  /** A flow saved once (version 1 holds `saved`). */
  async function flow(saved: FlowGraph, options: { name?: string; active?: boolean } = {}) {
    const [row] = await db((tx) =>
      tx
        .insert(flows)
        .values({ companyId, name: options.name ?? 'Fluxo', active: options.active ?? true, version: 1, graph: saved })
        .returning(),
    );
    if (!row) throw new Error('flow not stored');
    await db((tx) => tx.insert(flowVersions).values({ companyId, flowId: row.id, version: 1, graph: saved }));
    return row;
  }

  /** A save of the flow in the editor: a new version, now the flow's current graph. */
  async function edit(flowId: number, saved: FlowGraph) {
    await db(async (tx) => {
      const [row] = await tx.select().from(flows).where(eq(flows.id, flowId));
      if (!row) throw new Error(`flow ${flowId} is gone`);
      const version = row.version + 1;
      await tx.insert(flowVersions).values({ companyId, flowId, version, graph: saved });
      await tx.update(flows).set({ version, graph: saved }).where(eq(flows.id, flowId));
    });
  }

  const setFlows = (values: { flowIdWelcome?: number | null; flowIdNotPhrase?: number | null }) =>
    db((tx) => tx.update(connections).set(values).where(eq(connections.id, desk.phone.id)));

  const campaign = (values: { flowId: number; phrase: string; whatsappId?: number | null; status?: boolean }) =>
    db((tx) => tx.insert(flowCampaigns).values({ companyId, name: 'Campanha', whatsappId: desk.phone.id, ...values }));

  const runs = (ticketId: number) =>
    db((tx) => tx.select().from(flowRuns).where(eq(flowRuns.ticketId, ticketId)).orderBy(asc(flowRuns.id)));

  const extraInfo = (contactId: number) =>
    db((tx) =>
      tx
        .select({ name: contactExtraInfo.name, value: contactExtraInfo.value })
        .from(contactExtraInfo)
        .where(eq(contactExtraInfo.contactId, contactId)),
    );

  const logTypes = async (ticketId: number) =>
    (
      await db((tx) =>
        tx
          .select({ type: ticketLogs.type })
          .from(ticketLogs)
          .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
          .orderBy(asc(ticketLogs.id)),
      )
    ).map((row) => row.type);

  /** The bot's texts once `done` holds for them (a wake-up comes from the job queue), or a timeout. */
  async function botTextsWhen(ticketId: number, done: (texts: string[]) => boolean, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const texts = await desk.botTexts(ticketId);
      if (done(texts) || Date.now() > until) return texts;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { ...desk, flow, edit, setFlows, campaign, runs, extraInfo, logTypes, botTextsWhen };
}
