import { AppError } from '@chatdesk/contracts';
import type { ChannelDriver, ConnectionStatus } from '../../channels/channel-driver';
import { updateConnectionStatus } from '../../channels/update-connection-status';
import type { ConnectionsDeps } from './connections.deps';
import { type ConnectionRow, findConnection, updateConnectionRow } from './connections.repository';

type SessionDeps = Pick<ConnectionsDeps, 'db' | 'events' | 'logger' | 'channels'>;

/**
 * Starts a saved connection's session through its channel's driver; the driver reports the new
 * status to the runtime, which stores it and publishes `connection.session-updated`. A session
 * that fails to start leaves the connection saved and DISCONNECTED (the page offers a retry).
 */
export async function startConnectionSession(deps: SessionDeps, connection: ConnectionRow): Promise<void> {
  try {
    await deps.channels.driverFor(connection.channel).start(connection);
  } catch (error) {
    deps.logger.error({ err: error, connectionId: connection.id }, 'connection session did not start');
    await setSessionStatus(deps, connection, 'DISCONNECTED');
  }
}

/** Ends a deleted connection's session (pending sends, timers, sockets). */
export async function stopConnectionSession(deps: SessionDeps, connection: ConnectionRow): Promise<void> {
  try {
    await deps.channels.driverFor(connection.channel).stop(connection.id);
  } catch (error) {
    deps.logger.error({ err: error, connectionId: connection.id }, 'connection session did not stop');
  }
}

/** Stores a status the server decided (not a driver) and announces it on `company-{id}-whatsappSession`. */
export async function setSessionStatus(
  deps: Pick<ConnectionsDeps, 'db' | 'events'>,
  connection: ConnectionRow,
  status: ConnectionStatus,
  qrcode = '',
): Promise<void> {
  if (await updateConnectionStatus(deps.db, connection, status, qrcode)) {
    deps.events.publish({
      type: 'connection.session-updated',
      companyId: connection.companyId,
      connectionId: connection.id,
    });
  }
}

/** The company's connection and its channel's driver (ERR_NO_WAPP_FOUND, ERR_WAPP_NOT_INITIALIZED). */
export async function connectionWithDriver(
  deps: Pick<ConnectionsDeps, 'db' | 'channels'>,
  companyId: number,
  connectionId: number,
): Promise<{ connection: ConnectionRow; driver: ChannelDriver }> {
  const connection = await deps.db.tenant(companyId).transaction((tx) => findConnection(tx, companyId, connectionId));
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
  return { connection, driver: deps.channels.driverFor(connection.channel) };
}

/**
 * Ends the session and drops what it stored: `logout` where the channel has one (the provider
 * forgets the device and the driver its credentials), else `stop`. Failures are logged: the
 * session is treated as ended either way, and the row says DISCONNECTED with no QR code.
 */
export async function endSession(
  deps: SessionDeps,
  connection: ConnectionRow,
  driver: ChannelDriver,
  patch: { statusImportMessages?: null } = {},
): Promise<ConnectionRow> {
  try {
    if (driver.logout) await driver.logout(connection);
    await driver.stop(connection.id);
  } catch (error) {
    deps.logger.error({ err: error, connectionId: connection.id }, 'connection session did not end cleanly');
  }
  await setSessionStatus(deps, connection, 'DISCONNECTED');
  const { companyId, id } = connection;
  const row = await deps.db
    .tenant(companyId)
    .transaction(async (tx) =>
      Object.keys(patch).length > 0 ? updateConnectionRow(tx, companyId, id, patch) : findConnection(tx, companyId, id),
    );
  return row ?? connection;
}
