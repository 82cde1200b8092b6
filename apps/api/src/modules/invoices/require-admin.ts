import { AppError, hasAdminRole } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { loadPermissionSubject } from '../../platform/auth/require-permission';

/** preHandler: billing is the admins' menu entry (spec 1 §2); a profile user is refused. */
export async function requireAdmin(request: FastifyRequest) {
  if (!hasAdminRole(await loadPermissionSubject(request))) throw new AppError('ERR_NO_PERMISSION');
}
