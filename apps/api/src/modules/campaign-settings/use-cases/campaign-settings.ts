import { type CampaignSettings, type CampaignSettingsAnswer, campaignSettingsList } from '@chatdesk/contracts';
import type { Database } from '../../../platform/db/database';
import { findCampaignSettings, upsertCampaignSettings } from '../campaign-settings.repository';

/** GET /campaign-settings: the spec's key/value list (spec 3 §3), defaults for a company without a row. */
export async function getCampaignSettings(deps: { db: Database }, companyId: number): Promise<CampaignSettingsAnswer> {
  const settings = await deps.db.tenant(companyId).transaction((tx) => findCampaignSettings(tx, companyId));
  return campaignSettingsList(settings);
}

/**
 * POST /campaign-settings: the whole set, already checked against the spec 3 §9 choices by the body
 * schema. The dispatcher reads them when it paces the next send, so a change applies to running campaigns.
 */
export async function saveCampaignSettings(
  deps: { db: Database },
  companyId: number,
  settings: CampaignSettings,
): Promise<CampaignSettingsAnswer> {
  await deps.db.tenant(companyId).transaction((tx) => upsertCampaignSettings(tx, companyId, settings));
  return campaignSettingsList(settings);
}
