import { AppError, type TicketViewer } from '@chatdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userQueues, users } from '../../db/schema';
import { permissionColumns } from '../../platform/auth/require-permission';
import type { Tx } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';

/**
 * The caller as ticket visibility reads them: flags and queues, fresh from the database in one
 * query (every ticket, message and note request starts here, so it is one round trip, not two).
 */
export async function loadTicketViewer(request: FastifyRequest): Promise<TicketViewer> {
  const { userId } = request.requireAuth();
  const viewer = await request.tenantDb().transaction((tx) => readTicketViewer(tx, userId));
  request.permissionSubject ??= viewer.subject;
  return { ...viewer, subject: request.permissionSubject };
}

/** The same read inside a transaction the caller already holds (a route that needs one anyway saves two round trips). */
export async function readTicketViewer(tx: Tx, userId: number): Promise<TicketViewer> {
  const [row] = await prepared(tx, 'ticket_viewer', viewerQuery).execute({ userId });
  if (!row) throw new AppError('ERR_SESSION_EXPIRED');
  const { queueIds, ...subject } = row;
  return { userId, subject, queueIds };
}

const viewerQuery = (tx: Tx) =>
  tx
    .select({
      ...permissionColumns,
      queueIds: sql<
        number[]
      >`array(select ${userQueues.queueId} from ${userQueues} where ${userQueues.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));

/** Who calls a ticket, message or note route: their company and how they see tickets. */
export interface TicketCaller {
  companyId: number;
  viewer: TicketViewer;
}

export async function loadTicketCaller(request: FastifyRequest): Promise<TicketCaller> {
  return { companyId: request.requireAuth().companyId, viewer: await loadTicketViewer(request) };
}
