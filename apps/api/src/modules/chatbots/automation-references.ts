import { AppError } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { connections, fileLists, flows, queues, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

const referencedTables = {
  queue: queues,
  user: users,
  fileList: fileLists,
  flow: flows,
  connection: connections,
} as const;
export type ReferenceKind = keyof typeof referencedTables;

/**
 * An id stored on a connection, queue or chatbot option must name a row of the same company;
 * another company's id reads as missing (RLS and the explicit filter) and is refused with
 * ERR_INVALID_REFERENCE naming the field. null (nothing chosen) passes.
 */
export async function assertReference(
  tx: Tx,
  companyId: number,
  kind: ReferenceKind,
  id: number | null | undefined,
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const table = referencedTables[kind];
  // A flow refuses deletion while named (ERR_FLOW_IN_USE) and locks its row to check: the share
  // lock makes that check and this reference take turns, so neither misses the other.
  const lock = kind === 'flow' ? sql` for key share` : sql``;
  const { rows } = await tx.execute(
    sql`select 1 from ${table} where ${table.companyId} = ${companyId} and ${table.id} = ${id}${lock}`,
  );
  if (rows.length === 0) throw new AppError('ERR_INVALID_REFERENCE', { details: { field } });
}

/** Ids of features whose runtime is not built yet: integrations and AI prompts. */
export const unbuiltReferenceFields = ['integrationId', 'promptId'] as const;
type UnbuiltField = (typeof unbuiltReferenceFields)[number];

/**
 * Nothing of the company can be named by these ids yet, so any id would be a setting that does
 * nothing: refused (ERR_FEATURE_NOT_AVAILABLE) instead of silently saved. null clears.
 */
export function refuseUnbuiltReferences(input: Partial<Record<UnbuiltField, number | null>>): void {
  for (const field of unbuiltReferenceFields) {
    if (input[field] !== null && input[field] !== undefined) {
      throw new AppError('ERR_FEATURE_NOT_AVAILABLE', { details: { field } });
    }
  }
}
