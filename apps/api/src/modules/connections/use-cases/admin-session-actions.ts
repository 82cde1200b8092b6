import { AppError, type ConnectionAnswer, type ConnectionUpdate } from '@chatdesk/contracts';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findConnectionAnyCompany } from '../connections-admin.repository';
import { deleteConnection } from './delete-connection';
import { disconnectSession, renewSession, startSession } from './session-actions';
import { updateConnection } from './update-connection';

/**
 * The super user's session actions, edit and delete on any company's connection (/allConnections'
 * company modal). The connection's company is read on db.system; the company's own use cases
 * then run inside that company's tenant, so the rules, events and broadcasts are the same as
 * when the company's admin acts.
 */
export async function inCompanyOf(
  deps: Pick<ConnectionsDeps, 'db'>,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionCaller> {
  const row = await deps.db.system.transaction((tx) => findConnectionAnyCompany(tx, connectionId));
  if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
  return { companyId: row.companyId, subject: caller.subject, visiting: row.companyId !== caller.companyId };
}

/** POST /whatsapp-admin/{id}/session ('try again'). */
export async function startSessionAsSuper(deps: ConnectionsDeps, caller: ConnectionCaller, connectionId: number) {
  return startSession(deps, await inCompanyOf(deps, caller, connectionId), connectionId);
}

/** PUT /whatsapp-admin/{id}/session ('new QR'). */
export async function renewSessionAsSuper(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAnswer> {
  return renewSession(deps, await inCompanyOf(deps, caller, connectionId), connectionId, { resetImport: false });
}

/** DELETE /whatsapp-admin/{id}/session ('disconnect'). */
export async function disconnectSessionAsSuper(deps: ConnectionsDeps, caller: ConnectionCaller, connectionId: number) {
  return disconnectSession(deps, await inCompanyOf(deps, caller, connectionId), connectionId);
}

/** DELETE /whatsapp-admin/{id}: the company's default rule (ERR_NO_OTHER_WHATSAPP) still holds. */
export async function deleteConnectionAsSuper(deps: ConnectionsDeps, caller: ConnectionCaller, connectionId: number) {
  return deleteConnection(deps, await inCompanyOf(deps, caller, connectionId), connectionId);
}

/** PUT /whatsapp-admin/{id}: the connection modal's save, under the rules of the connection's company. */
export async function updateConnectionAsSuper(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  input: ConnectionUpdate,
): Promise<ConnectionAnswer> {
  return updateConnection(deps, await inCompanyOf(deps, caller, connectionId), connectionId, input);
}
