import { AppError, type PermissionSubject, type TicketViewer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { permissionColumns } from '../../platform/auth/require-permission';
import type { Executor, Tx } from '../../platform/db/database';

/** The caller's flags (named as PermissionSubject's fields) and queue ids; `userId` is `$1` or an inlined id. */
const viewerSql = (userId: string) => {
  const flags = Object.entries(permissionColumns).map(([field, column]) => `u.${column.name} as "${field}"`);
  return `select ${flags.join(', ')},
      array(select q.queue_id from user_queues q where q.user_id = u.id order by 1) as "queueIds"
    from users u where u.id = ${userId}`;
};

/** The viewer's read, its id validated and inlined, as a transaction's opening (database.ts). */
function viewerOpening(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`Invalid user id ${userId}`);
  return viewerSql(String(userId));
}

/** The viewer from its read's rows; no row: the user is gone, so is the session. */
function viewerOf(userId: number, rows: unknown[]): TicketViewer {
  const [row] = rows as (PermissionSubject & { queueIds: number[] })[];
  if (!row) throw new AppError('ERR_SESSION_EXPIRED');
  const { queueIds, ...subject } = row;
  return { userId, subject, queueIds };
}

/**
 * Runs `work` in a transaction of the caller's company with the caller as ticket visibility reads
 * them: flags and queues, fresh from the database, read with BEGIN in the same round trip (every
 * ticket, message and note request needs them before it knows what else to ask).
 */
export function asViewer<T>(
  executor: Executor,
  userId: number,
  work: (tx: Tx, viewer: TicketViewer) => Promise<T>,
): Promise<T> {
  return executor.transaction((tx, opened) => work(tx, viewerOf(userId, opened)), viewerOpening(userId));
}

/** The caller as ticket visibility reads them, in a transaction of its own. */
export async function loadTicketViewer(request: FastifyRequest): Promise<TicketViewer> {
  const viewer = await asViewer(request.tenantDb(), request.requireAuth().userId, async (_tx, viewer) => viewer);
  request.permissionSubject ??= viewer.subject;
  return { ...viewer, subject: request.permissionSubject };
}

/** Who calls a ticket, message or note route: their company and how they see tickets. */
export interface TicketCaller {
  companyId: number;
  viewer: TicketViewer;
}

export async function loadTicketCaller(request: FastifyRequest): Promise<TicketCaller> {
  return { companyId: request.requireAuth().companyId, viewer: await loadTicketViewer(request) };
}
