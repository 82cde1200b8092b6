import { AppError, type PermissionSubject, type TicketViewer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { permissionColumns } from '../../platform/auth/require-permission';

/** The caller's flags (named as PermissionSubject's fields) and queue ids; `userId` is `$1` or an inlined id. */
const viewerSql = (userId: string) => {
  const flags = Object.entries(permissionColumns).map(([field, column]) => `u.${column.name} as "${field}"`);
  return `select ${flags.join(', ')},
      array(select q.queue_id from user_queues q where q.user_id = u.id order by 1) as "queueIds"
    from users u where u.id = ${userId}`;
};

/**
 * The viewer's read as a transaction's opening (database.ts): sent with BEGIN, so the request that
 * needs it first (every ticket, message and note request) pays no round trip of its own for it.
 */
export function viewerOpening(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`Invalid user id ${userId}`);
  return viewerSql(String(userId));
}

/** The viewer from its read's rows; no row: the user is gone, so is the session. */
export function viewerOf(userId: number, rows: unknown[]): TicketViewer {
  const [row] = rows as (PermissionSubject & { queueIds: number[] })[];
  if (!row) throw new AppError('ERR_SESSION_EXPIRED');
  const { queueIds, ...subject } = row;
  return { userId, subject, queueIds };
}

/**
 * The caller as ticket visibility reads them: flags and queues, fresh from the database in one
 * query, sent with the transaction's BEGIN.
 */
export async function loadTicketViewer(request: FastifyRequest): Promise<TicketViewer> {
  const { userId } = request.requireAuth();
  const viewer = await request
    .tenantDb()
    .transaction(async (_tx, opened) => viewerOf(userId, opened), viewerOpening(userId));
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
