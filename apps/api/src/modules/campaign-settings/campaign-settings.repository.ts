import { type CampaignSettings, campaignSettingsDefaults } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { campaignSettings } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** The company's campaign settings; a company that never saved them reads the spec 3 §9 defaults. */
export async function findCampaignSettings(tx: Tx, companyId: number): Promise<CampaignSettings> {
  const [row] = await tx.select().from(campaignSettings).where(eq(campaignSettings.companyId, companyId));
  if (!row) return campaignSettingsDefaults;
  const { companyId: _company, updatedAt: _updated, ...settings } = row;
  return settings;
}

/** One row per company: written whole on each save. */
export async function upsertCampaignSettings(tx: Tx, companyId: number, settings: CampaignSettings): Promise<void> {
  await tx
    .insert(campaignSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: campaignSettings.companyId, set: settings });
}
