import { eq } from 'drizzle-orm';
import { campaignSettings } from '../../../db/schema';
import type { Tx } from '../../../platform/db/database';
import type { PacingSettings } from './pacing';

export interface DispatchSettings extends PacingSettings {
  /** The company's custom message variables: {key} → value. */
  variables: { key: string; value: string }[];
}

/** Spec 3 §9's defaults: what a company that never saved its campaign settings runs with. */
export const defaultDispatchSettings: DispatchSettings = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  startHour: '09:00',
  endHour: '18:00',
  sabado: false,
  domingo: false,
  variables: [],
};

/** The company's campaign settings as the dispatcher reads them (a missing row reads as the defaults). */
export async function readDispatchSettings(tx: Tx, companyId: number): Promise<DispatchSettings> {
  const [row] = await tx.select().from(campaignSettings).where(eq(campaignSettings.companyId, companyId));
  if (!row) return defaultDispatchSettings;
  const { companyId: _company, updatedAt: _updated, ...settings } = row;
  return settings;
}
