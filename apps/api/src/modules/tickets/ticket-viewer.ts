import { AppError, hidesContactNumbers, type PermissionSubject, type TicketViewer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { permissionColumns } from '../../platform/auth/require-permission';
import type { Executor, Tx } from '../../platform/db/database';
import { lgpdOf } from '../contacts/contact-answer';

/** A user as ticket answers see them: who may see what, and whether contact numbers are masked for them (LGPD). */
export interface ViewingUser extends TicketViewer {
  hidesNumbers: boolean;
}

/**
 * The caller's flags (named as PermissionSubject's fields), queue ids and the company's LGPD options
 * (null without a settings row); `userId` is `$1` or an inlined id.
 */
const viewerSql = (userId: string) => {
  const flags = Object.entries(permissionColumns).map(([field, column]) => `u.${column.name} as "${field}"`);
  const option = (column: string) => `(select s.${column} from company_settings s where s.company_id = u.company_id)`;
  return `select ${flags.join(', ')},
      array(select q.queue_id from user_queues q where q.user_id = u.id order by 1) as "queueIds",
      ${option('enable_lgpd')} as "enableLGPD", ${option('lgpd_hide_number')} as "lgpdHideNumber"
    from users u where u.id = ${userId}`;
};

/** The viewer's read, its id validated and inlined, as a transaction's opening (database.ts). */
function viewerOpening(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`Invalid user id ${userId}`);
  return viewerSql(String(userId));
}

type ViewerRow = PermissionSubject & { queueIds: number[]; enableLGPD: string | null; lgpdHideNumber: string | null };

/** The viewer from its read's rows; no row: the user is gone, so is the session. */
function viewerOf(userId: number, rows: unknown[]): ViewingUser {
  const [row] = rows as ViewerRow[];
  if (!row) throw new AppError('ERR_SESSION_EXPIRED');
  const { queueIds, enableLGPD, lgpdHideNumber, ...subject } = row;
  const hidesNumbers = hidesContactNumbers(subject, lgpdOf({ enableLGPD, lgpdHideNumber }));
  return { userId, subject, queueIds, hidesNumbers };
}

/**
 * Runs `work` in a transaction of the caller's company with the caller as ticket visibility reads
 * them: flags, queues and the number masking, fresh from the database, read with BEGIN in the same
 * round trip (every ticket, message and note request needs them before it knows what else to ask).
 */
export function asViewer<T>(
  executor: Executor,
  userId: number,
  work: (tx: Tx, viewer: ViewingUser) => Promise<T>,
): Promise<T> {
  return executor.transaction((tx, opened) => work(tx, viewerOf(userId, opened)), viewerOpening(userId));
}

/** The caller as ticket visibility reads them, in a transaction of its own. */
export async function loadTicketViewer(request: FastifyRequest): Promise<ViewingUser> {
  const viewer = await asViewer(request.tenantDb(), request.requireAuth().userId, async (_tx, viewer) => viewer);
  request.permissionSubject ??= viewer.subject;
  return { ...viewer, subject: request.permissionSubject };
}

/** Who calls a ticket, message or note route: their company and how they see tickets. */
export interface TicketCaller {
  companyId: number;
  viewer: ViewingUser;
}

export async function loadTicketCaller(request: FastifyRequest): Promise<TicketCaller> {
  return { companyId: request.requireAuth().companyId, viewer: await loadTicketViewer(request) };
}
