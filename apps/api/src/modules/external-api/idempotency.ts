import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { AppError, type ExternalSendAnswer, externalSendAnswer, idempotencyWindowHours } from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { externalApiRequests } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { MediaStorage, SavedMedia } from '../../platform/storage/media-storage';

export interface IdempotentRequest {
  key: string;
  /** sha256 of what was asked (fields and file bytes): a repeat must ask the same. */
  hash: string;
}

type Connection = { companyId: number; id: number };

/**
 * Claims `key` for this connection as the first statement of the send's transaction. The unique
 * index decides between concurrent repeats: the others wait here until the winner commits, then
 * get its answer (or 422 if they asked something else). A key older than 24 hours is claimed
 * afresh. Returns null when this request owns the key and must do the work.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  connection: Connection,
  request: IdempotentRequest,
): Promise<ExternalSendAnswer | null> {
  const table = externalApiRequests;
  const [claimed] = await tx
    .insert(table)
    .values({
      companyId: connection.companyId,
      whatsappId: connection.id,
      key: request.key,
      requestHash: request.hash,
      answer: {},
    })
    .onConflictDoUpdate({
      target: [table.companyId, table.whatsappId, table.key],
      set: { requestHash: request.hash, answer: {}, createdAt: sql`now()` },
      setWhere: sql`${table.createdAt} < now() - make_interval(hours => ${idempotencyWindowHours})`,
    })
    .returning({ id: table.id });
  if (claimed) return null;
  // A new statement: under READ COMMITTED it sees the winner's committed row.
  const [existing] = await tx.select().from(table).where(keyOf(connection, request.key));
  if (!existing) throw new AppError('ERR_INTERNAL');
  if (existing.requestHash !== request.hash) throw new AppError('ERR_IDEMPOTENCY_KEY_REUSED');
  return externalSendAnswer.parse(existing.answer);
}

/** Stores the answer on the claimed key, in the transaction that made the send. */
export async function recordIdempotentAnswer(tx: Tx, connection: Connection, key: string, answer: ExternalSendAnswer) {
  await tx.update(externalApiRequests).set({ answer }).where(keyOf(connection, key));
}

const keyOf = (connection: Connection, key: string) =>
  and(
    eq(externalApiRequests.companyId, connection.companyId),
    eq(externalApiRequests.whatsappId, connection.id),
    eq(externalApiRequests.key, key),
  );

/** The request's fingerprint: its fields in a fixed order and each stored file's bytes. */
export async function requestFingerprint(
  storage: MediaStorage,
  fields: Record<string, unknown>,
  files: readonly (SavedMedia & { fileName: string })[] = [],
): Promise<string> {
  const hash = createHash('sha256');
  const ordered = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name] ?? null]);
  hash.update(JSON.stringify(ordered));
  for (const file of files) {
    // Size and name delimit each file (the name is the caption of an uncaptioned one).
    hash.update(`\0file\0${file.size}\0${file.fileName}\0`);
    for await (const chunk of createReadStream(await storage.resolve(file.relativePath))) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
