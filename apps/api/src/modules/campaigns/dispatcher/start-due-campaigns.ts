import { and, eq, sql } from 'drizzle-orm';
import { campaigns, connections } from '../../../db/schema';
import { readDispatchSettings } from './dispatch-settings';
import type { DispatcherDeps } from './dispatcher.deps';
import { snapshotRecipients } from './snapshot-recipients';

export interface StartedCampaign {
  companyId: number;
  campaignId: number;
  recipients: number;
}

/** Campaigns started per sweep; the next sweep starts the rest. */
const startBatch = 100;

/**
 * Starts the campaigns due at `now`, of every company: PROGRAMADA ones whose time has come, and
 * EM_ANDAMENTO ones without any shipping row (restarted before they ever ran). Each in one
 * tenant transaction: the campaign row is locked (SKIP LOCKED: another sweep holds it, and
 * the state is read again under the lock), its recipients are written (snapshotRecipients) and
 * it becomes EM_ANDAMENTO; a crash leaves it PROGRAMADA with no rows, never half-written.
 */
export async function startDueCampaigns(deps: DispatcherDeps, now: Date): Promise<StartedCampaign[]> {
  const due = await deps.db.system.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT id, company_id AS "companyId" FROM campaigns c
      WHERE (c.status = 'PROGRAMADA' AND c.scheduled_at <= ${now.toISOString()}::timestamptz)
         OR (c.status = 'EM_ANDAMENTO' AND NOT EXISTS (SELECT 1 FROM campaign_shippings s WHERE s.campaign_id = c.id))
      ORDER BY c.scheduled_at, c.id LIMIT ${startBatch}`);
    return rows as { id: number; companyId: number }[];
  });
  const started: StartedCampaign[] = [];
  for (const { id, companyId } of due) {
    const recipients = await deps.db.tenant(companyId).transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
        .for('update', { skipLocked: true });
      if (!campaign) return null;
      const ready =
        (campaign.status === 'PROGRAMADA' && campaign.scheduledAt !== null && campaign.scheduledAt <= now) ||
        campaign.status === 'EM_ANDAMENTO';
      if (!ready) return null;
      const [connection] = campaign.whatsappId
        ? await tx
            .select({ channel: connections.channel })
            .from(connections)
            .where(and(eq(connections.companyId, companyId), eq(connections.id, campaign.whatsappId)))
        : [];
      const settings = await readDispatchSettings(tx, companyId);
      const written = await snapshotRecipients(tx, campaign, connection?.channel ?? 'whatsapp', settings.variables);
      await tx
        .update(campaigns)
        .set({ status: 'EM_ANDAMENTO', completedAt: null })
        .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
      return written;
    });
    if (recipients !== null) started.push({ companyId, campaignId: id, recipients });
  }
  return started;
}
