import { sql } from 'drizzle-orm';
import type { DispatcherDeps } from './dispatcher.deps';

/**
 * Ends the running campaigns with nothing left to do, of every company: no row queued, being
 * sent, or awaiting its confirmation reply. They become FINALIZADA with completedAt. The rows of
 * a running campaign whose connection was deleted can never go out: they fail first
 * (ERR_NO_WAPP_FOUND), so that campaign ends too.
 */
export async function finishCampaigns(
  deps: DispatcherDeps,
  now: Date,
): Promise<{ companyId: number; campaignId: number }[]> {
  const at = now.toISOString();
  return deps.db.system.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE campaign_shippings s SET status = 'failed', reason = 'ERR_NO_WAPP_FOUND', failed_at = ${at}::timestamptz
      FROM campaigns c
      WHERE c.id = s.campaign_id AND c.status = 'EM_ANDAMENTO' AND c.whatsapp_id IS NULL AND s.status = 'queued'`);
    const { rows } = await tx.execute(sql`
      UPDATE campaigns c SET status = 'FINALIZADA', completed_at = ${at}::timestamptz, updated_at = now()
      WHERE c.status = 'EM_ANDAMENTO' AND NOT EXISTS (
        SELECT 1 FROM campaign_shippings s
        WHERE s.campaign_id = c.id AND s.status IN ('queued', 'sending', 'confirmation_requested'))
      RETURNING c.company_id AS "companyId", c.id AS "campaignId"`);
    return rows as { companyId: number; campaignId: number }[];
  });
}
