import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the global key/value settings (system executor). */

export type SettingRow = typeof settings.$inferSelect;

export const listSettingRows = (tx: Tx): Promise<SettingRow[]> => tx.select().from(settings);

export async function findSetting(tx: Tx, key: string): Promise<SettingRow | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, key));
  return row ?? null;
}

/** The row locked for a read-modify-write (null when the key was never stored). */
export async function lockSetting(tx: Tx, key: string): Promise<SettingRow | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
  return row ?? null;
}

export async function upsertSetting(tx: Tx, key: string, value: string): Promise<SettingRow> {
  const now = new Date();
  const [row] = await tx
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
    .returning();
  if (!row) throw new Error('setting upsert returned no row');
  return row;
}
