import { and, asc, eq, sql } from 'drizzle-orm';
import { flowCampaigns } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on phrase campaigns (table flow_campaigns). Every call runs inside the caller's tenant transaction. */

export type PhraseCampaignRow = typeof flowCampaigns.$inferSelect;
export type PhraseCampaignValues = Pick<PhraseCampaignRow, 'name' | 'flowId' | 'whatsappId' | 'phrase' | 'status'>;

export async function findPhraseCampaigns(tx: Tx, companyId: number): Promise<PhraseCampaignRow[]> {
  return tx
    .select()
    .from(flowCampaigns)
    .where(eq(flowCampaigns.companyId, companyId))
    .orderBy(asc(sql`lower(${flowCampaigns.name})`), asc(flowCampaigns.id));
}

export async function findPhraseCampaign(tx: Tx, companyId: number, id: number): Promise<PhraseCampaignRow | null> {
  const [row] = await tx
    .select()
    .from(flowCampaigns)
    .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.id, id)));
  return row ?? null;
}

export async function insertPhraseCampaign(
  tx: Tx,
  companyId: number,
  values: PhraseCampaignValues,
): Promise<PhraseCampaignRow> {
  const [row] = await tx
    .insert(flowCampaigns)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('phrase campaign insert returned no row');
  return row;
}

export async function updatePhraseCampaignRow(
  tx: Tx,
  companyId: number,
  id: number,
  values: PhraseCampaignValues,
): Promise<PhraseCampaignRow | null> {
  const [row] = await tx
    .update(flowCampaigns)
    .set(values)
    .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePhraseCampaignRow(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(flowCampaigns)
    .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.id, id)))
    .returning({ id: flowCampaigns.id });
  return rows.length > 0;
}
