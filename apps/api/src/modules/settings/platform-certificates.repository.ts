import { eq } from 'drizzle-orm';
import { platformCertificates } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/** Queries on the operator's certificates (system executor: platform-level, no tenant). */

export type PlatformCertificateRow = typeof platformCertificates.$inferSelect;

export async function findPlatformCertificate(tx: Tx, ref: string): Promise<PlatformCertificateRow | null> {
  const [row] = await tx.select().from(platformCertificates).where(eq(platformCertificates.ref, ref));
  return row ?? null;
}

/** One certificate per destination: a new upload replaces the previous one. */
export async function upsertPlatformCertificate(
  tx: Tx,
  values: { ref: string; sealed: string; validUntil: Date | null },
): Promise<PlatformCertificateRow> {
  const uploadedAt = new Date();
  const [row] = await tx
    .insert(platformCertificates)
    .values({ ...values, uploadedAt })
    .onConflictDoUpdate({
      target: platformCertificates.ref,
      set: { sealed: values.sealed, validUntil: values.validUntil, uploadedAt },
    })
    .returning();
  if (!row) throw new Error('certificate upsert returned no row');
  return row;
}
