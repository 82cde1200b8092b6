import { AppError } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { connections, fileLists, flows, prompts, queueIntegrations, queues, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

const referencedTables = {
  queue: queues,
  user: users,
  fileList: fileLists,
  flow: flows,
  connection: connections,
  integration: queueIntegrations,
  prompt: prompts,
} as const;
export type ReferenceKind = keyof typeof referencedTables;
const lockedKinds = new Set<ReferenceKind>(['flow', 'integration', 'prompt']);

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
  // A flow, an integration and a prompt refuse deletion while named (ERR_FLOW_IN_USE,
  // ERR_INTEGRATION_IN_USE, ERR_PROMPT_IN_USE) and lock their row to check: the share lock makes
  // that check and this reference take turns, so neither misses the other.
  const lock = lockedKinds.has(kind) ? sql` for key share` : sql``;
  const { rows } = await tx.execute(
    sql`select 1 from ${table} where ${table.companyId} = ${companyId} and ${table.id} = ${id}${lock}`,
  );
  if (rows.length === 0) throw new AppError('ERR_INVALID_REFERENCE', { details: { field } });
}
