import type { CampaignRecord } from '@chatdesk/contracts';

/**
 * Domain events of campaigns, published after the write commits; the realtime layer turns them
 * into `company-{companyId}-campaign` for the company's admins (spec 3 §7).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'campaign.created': { companyId: number; campaign: CampaignRecord };
    'campaign.updated': { companyId: number; campaign: CampaignRecord };
    'campaign.deleted': { companyId: number; campaignId: number };
  }
}
