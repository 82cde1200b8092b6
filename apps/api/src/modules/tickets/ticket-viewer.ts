import type { TicketViewer } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { loadPermissionSubject } from '../../platform/auth/require-permission';
import { findQueueIdsOfUser } from '../queues/user-queues.repository';

/** The caller as ticket visibility reads them: flags and queues, fresh from the database. */
export async function loadTicketViewer(request: FastifyRequest): Promise<TicketViewer> {
  const { userId } = request.requireAuth();
  const subject = await loadPermissionSubject(request);
  const queueIds = await request.tenantDb().transaction((tx) => findQueueIdsOfUser(tx, userId));
  return { userId, subject, queueIds };
}

/** Who calls a ticket, message or note route: their company and how they see tickets. */
export interface TicketCaller {
  companyId: number;
  viewer: TicketViewer;
}

export async function loadTicketCaller(request: FastifyRequest): Promise<TicketCaller> {
  return { companyId: request.requireAuth().companyId, viewer: await loadTicketViewer(request) };
}
