import type { ConnectionsDeps } from './connections.deps';
import type { ConnectionRow } from './connections.repository';

/**
 * Starts a saved connection's session through its channel's driver; the driver reports the new
 * status to the runtime, which stores it and publishes `connection.session-updated`. A session
 * that fails to start leaves the connection saved and DISCONNECTED (the page offers a retry).
 */
export async function startConnectionSession(deps: ConnectionsDeps, connection: ConnectionRow): Promise<void> {
  try {
    await deps.channels.driverFor(connection.channel).start(connection);
  } catch (error) {
    deps.logger.error({ err: error, connectionId: connection.id }, 'connection session did not start');
  }
}

/** Ends a deleted connection's session (pending sends, timers, sockets). */
export async function stopConnectionSession(deps: ConnectionsDeps, connection: ConnectionRow): Promise<void> {
  try {
    await deps.channels.driverFor(connection.channel).stop(connection.id);
  } catch (error) {
    deps.logger.error({ err: error, connectionId: connection.id }, 'connection session did not stop');
  }
}
