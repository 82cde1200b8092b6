import { AppError, can, type Permission, type PermissionSubject } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { authGuard } from './guards-on-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's permission flags, read once per request (tokens carry only profile and super). */
    permissionSubject?: PermissionSubject;
  }
}

/**
 * The caller as the shared permission rules read it. Flags come from the database, not the
 * token, so an admin's change to a user's permissions applies on that user's next request.
 */
export async function loadPermissionSubject(request: FastifyRequest): Promise<PermissionSubject> {
  if (request.permissionSubject) return request.permissionSubject;
  const auth = request.requireAuth();
  const [row] = await request
    .tenantDb()
    .transaction((tx) => tx.select(permissionColumns).from(users).where(eq(users.id, auth.userId)));
  if (!row) throw new AppError('ERR_SESSION_EXPIRED');
  request.permissionSubject = row;
  return row;
}

/** The user columns a PermissionSubject is made of; callers reading more of the user in one query reuse them. */
export const permissionColumns = {
  profile: users.profile,
  isSuper: users.isSuper,
  allTicket: users.allTicket,
  allHistoric: users.allHistoric,
  allUserChat: users.allUserChat,
  userClosePendingTicket: users.userClosePendingTicket,
  showDashboard: users.showDashboard,
  allowRealTime: users.allowRealTime,
  allowConnections: users.allowConnections,
  allowGroup: users.allowGroup,
};

/** preHandler: refuses with ERR_NO_PERMISSION unless the caller holds `permission` (packages/contracts rules). */
export const requirePermission = (permission: Permission) =>
  authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!can(await loadPermissionSubject(request), permission)) throw new AppError('ERR_NO_PERMISSION');
  });
