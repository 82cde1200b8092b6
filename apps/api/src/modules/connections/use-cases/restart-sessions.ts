import { AppError } from '@chatdesk/contracts';
import { connectionWithDriver, startConnectionSession, stopConnectionSession } from '../connection-session';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findConnections } from '../connections.repository';

/**
 * POST /whatsapp-restart: stops and starts again every connection of the company whose channel
 * this process drives (each on its own; one failing does not stop the others).
 */
export async function restartCompanySessions(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
): Promise<{ restarted: number }> {
  const { companyId } = caller;
  const rows = await deps.db.tenant(companyId).transaction((tx) => findConnections(tx, companyId));
  let restarted = 0;
  for (const connection of rows) {
    try {
      deps.channels.driverFor(connection.channel);
    } catch {
      continue; // no driver here for this channel: nothing runs to restart
    }
    await stopConnectionSession(deps, connection);
    await startConnectionSession(deps, connection);
    restarted++;
  }
  return { restarted };
}

/**
 * POST /whatsappsession/{id}/pairing-code: asks the driver for the 8-character code to type on
 * the phone instead of scanning the QR code (ERR_PAIRING_CODE_UNAVAILABLE for channels without it).
 */
export async function requestPairingCode(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
  phoneNumber: string,
): Promise<{ code: string }> {
  const { connection, driver } = await connectionWithDriver(deps, caller.companyId, connectionId);
  if (!driver.requestPairingCode) throw new AppError('ERR_PAIRING_CODE_UNAVAILABLE');
  return { code: await driver.requestPairingCode(connection, phoneNumber.replace(/\D/g, '')) };
}
