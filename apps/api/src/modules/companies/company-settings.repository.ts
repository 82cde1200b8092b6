import { eq, sql } from 'drizzle-orm';
import { type CompanySettingKey, companySettingDefaults, companySettingKeys, companySettings } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

export type CompanySettingsValues = Record<CompanySettingKey, string>;

const settingsQuery = (tx: Tx) =>
  tx
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, sql.placeholder('companyId')));

/** The company's options by column; a company without a row (created before the table) reads the defaults. */
export async function readCompanySettings(tx: Tx, companyId: number): Promise<CompanySettingsValues> {
  // Prepared: non-admin ticket and message requests read it for the LGPD rule.
  const [row] = await prepared(tx, 'company_settings', settingsQuery).execute({ companyId });
  const values: CompanySettingsValues = { ...companySettingDefaults };
  if (row) for (const key of companySettingKeys) values[key] = row[key];
  return values;
}

/** The `companieSettings` list of the login answer (spec 1 §3): one {key, value} per column. */
export function toCompanieSettingsList(values: CompanySettingsValues): { key: CompanySettingKey; value: string }[] {
  return companySettingKeys.map((key) => ({ key, value: values[key] }));
}

/** Called when a company is created, in the same transaction. */
export async function insertDefaultCompanySettings(tx: Tx, companyId: number) {
  await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
}

/**
 * Locks the company's row for a read-modify-write (creating it with the defaults first when a
 * company predates the table), so two concurrent option changes cannot both pass a rule that
 * spans two columns.
 */
export async function lockCompanySettings(tx: Tx, companyId: number): Promise<CompanySettingsValues> {
  await insertDefaultCompanySettings(tx, companyId);
  const [row] = await tx.select().from(companySettings).where(eq(companySettings.companyId, companyId)).for('update');
  const values: CompanySettingsValues = { ...companySettingDefaults };
  if (row) for (const key of companySettingKeys) values[key] = row[key];
  return values;
}

export async function writeCompanySettings(tx: Tx, companyId: number, values: Partial<CompanySettingsValues>) {
  await tx.update(companySettings).set(values).where(eq(companySettings.companyId, companyId));
}
