import { asc, eq } from 'drizzle-orm';
import { helps } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the global help videos (system executor: helps belong to no tenant). */

export type HelpRow = typeof helps.$inferSelect;
export type HelpValues = Pick<typeof helps.$inferInsert, 'title' | 'description' | 'video'>;

export const listHelpRows = (tx: Tx): Promise<HelpRow[]> => tx.select().from(helps).orderBy(asc(helps.id));

export async function insertHelp(tx: Tx, values: HelpValues): Promise<HelpRow> {
  const [row] = await tx.insert(helps).values(values).returning();
  if (!row) throw new Error('help insert returned no row');
  return row;
}

export async function updateHelpRow(tx: Tx, id: number, values: HelpValues): Promise<HelpRow | null> {
  const [row] = await tx
    .update(helps)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(helps.id, id))
    .returning();
  return row ?? null;
}

export async function deleteHelpRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(helps).where(eq(helps.id, id)).returning({ id: helps.id });
  return rows.length > 0;
}
