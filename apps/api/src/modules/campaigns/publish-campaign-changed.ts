import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { findCampaign, recordOf } from './campaigns.repository';
import './campaigns.events';

/**
 * For the dispatcher: after it changes a campaign (started, finished, progress worth showing), this
 * re-reads the record and publishes 'campaign.updated', which reaches the admins' lists and report
 * pages as `company-{id}-campaign` { action: 'update' }. A campaign deleted meanwhile is skipped.
 */
export async function publishCampaignChanged(
  deps: { db: Database; events: DomainEvents },
  companyId: number,
  campaignId: number,
): Promise<void> {
  const row = await deps.db.tenant(companyId).transaction((tx) => findCampaign(tx, companyId, campaignId));
  if (row) deps.events.publish({ type: 'campaign.updated', companyId, campaign: recordOf(row) });
}
