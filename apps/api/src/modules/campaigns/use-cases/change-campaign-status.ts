import { AppError, type CampaignRecord, campaignCancellable, campaignRestartable } from '@chatdesk/contracts';
import { visibleCampaign } from '../campaign-access';
import type { CampaignsDeps } from '../campaigns.deps';
import { recordOf, updateCampaignRow } from '../campaigns.repository';

/**
 * POST /campaigns/{id}/cancel: a running or scheduled campaign becomes CANCELADA; the dispatcher
 * stops sending once it sees the status (ERR_CAMPAIGN_NOT_CANCELLABLE otherwise).
 */
export const cancelCampaign = (deps: CampaignsDeps, companyId: number, id: number) =>
  moveCampaign(deps, companyId, id, {
    allowed: campaignCancellable,
    refusal: 'ERR_CAMPAIGN_NOT_CANCELLABLE',
    status: 'CANCELADA',
  });

/**
 * POST /campaigns/{id}/restart: a CANCELADA campaign is EM_ANDAMENTO again; the dispatcher goes on
 * with the sends not yet made (ERR_CAMPAIGN_NOT_RESTARTABLE otherwise).
 */
export const restartCampaign = (deps: CampaignsDeps, companyId: number, id: number) =>
  moveCampaign(deps, companyId, id, {
    allowed: campaignRestartable,
    refusal: 'ERR_CAMPAIGN_NOT_RESTARTABLE',
    status: 'EM_ANDAMENTO',
  });

async function moveCampaign(
  deps: CampaignsDeps,
  companyId: number,
  id: number,
  move: {
    allowed: (status: CampaignRecord['status']) => boolean;
    refusal: 'ERR_CAMPAIGN_NOT_CANCELLABLE' | 'ERR_CAMPAIGN_NOT_RESTARTABLE';
    status: CampaignRecord['status'];
  },
): Promise<CampaignRecord> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    const current = await visibleCampaign(tx, companyId, id, { lock: true });
    if (!move.allowed(current.status)) throw new AppError(move.refusal);
    await updateCampaignRow(tx, companyId, id, { status: move.status });
    return visibleCampaign(tx, companyId, id);
  });
  const campaign = recordOf(row);
  deps.events.publish({ type: 'campaign.updated', companyId, campaign });
  return campaign;
}
