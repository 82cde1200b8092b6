import type { ConnectionAnswer } from '@chatdesk/contracts';
import { tokenRevealFor } from '../connection-answer';
import { connectionWithDriver, endSession, startConnectionSession } from '../connection-session';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { getConnection } from './get-connection';

/** The connection as the caller now sees it (after the driver reported what it did). */
const answerFor = (deps: ConnectionsDeps, caller: ConnectionCaller, id: number) =>
  getConnection(deps, caller.companyId, id, tokenRevealFor(deps.secrets, caller.subject, caller.visiting));

/**
 * POST /whatsappsession/{id} ('try again'): starts the session with what it has stored; a
 * WhatsApp Web session still paired reconnects, an unpaired one shows a new QR code.
 */
export async function startSession(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAnswer> {
  const { connection } = await connectionWithDriver(deps, caller.companyId, connectionId);
  await startConnectionSession(deps, connection);
  return answerFor(deps, caller, connectionId);
}

/**
 * PUT /whatsappsession/{id} ('new QR') and DELETE /whatsappsession/{id} (the import setting
 * changed): the session ends and forgets its credentials, then starts fresh, so a new QR code
 * (or pairing) is needed. The DELETE also clears the import status so the next session imports
 * again with the new settings.
 */
export async function renewSession(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  options: { resetImport: boolean },
): Promise<ConnectionAnswer> {
  const { connection, driver } = await connectionWithDriver(deps, caller.companyId, connectionId);
  const ended = await endSession(deps, connection, driver, options.resetImport ? { statusImportMessages: null } : {});
  await startConnectionSession(deps, ended);
  return answerFor(deps, caller, connectionId);
}

/** DELETE /whatsappsession/admin/{id} ('disconnect'): logout (or stop) and DISCONNECTED; no restart. */
export async function disconnectSession(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAnswer> {
  const { connection, driver } = await connectionWithDriver(deps, caller.companyId, connectionId);
  await endSession(deps, connection, driver);
  return answerFor(deps, caller, connectionId);
}
