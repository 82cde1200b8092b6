import { type CampaignEventPayload, companyEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { findAdminUserIds } from './campaigns.repository';
import './campaigns.events';

type Gateway = Pick<RealtimeGateway, 'emitToUsers'>;

/**
 * `company-{id}-campaign`: lists and report pages follow every change. Campaigns are the admins'
 * (spec 3 §6: a profile user sees the no-access view), so only the company's admins get them.
 */
export function forwardCampaignEvents(events: DomainEvents, realtime: Gateway, db: Database): () => void {
  const send = async (companyId: number, payload: CampaignEventPayload) => {
    const admins = await db.tenant(companyId).transaction((tx) => findAdminUserIds(tx, companyId));
    realtime.emitToUsers(companyId, admins, companyEvent(companyId, 'campaign'), payload);
  };
  const unsubscribes = [
    events.subscribe('campaign.created', ({ companyId, campaign }) =>
      send(companyId, { action: 'create', record: campaign }),
    ),
    events.subscribe('campaign.updated', ({ companyId, campaign }) =>
      send(companyId, { action: 'update', record: campaign }),
    ),
    events.subscribe('campaign.deleted', ({ companyId, campaignId }) =>
      send(companyId, { action: 'delete', id: campaignId }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
