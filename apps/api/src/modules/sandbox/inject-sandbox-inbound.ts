import { AppError, type SandboxInbound, type SandboxInboundAnswer } from '@chatdesk/contracts';
import type { ConnectionRow } from '../../channels/channel-driver';
import type { ChannelRuntime } from '../../channels/channel-runtime';
import { normalizeSandboxInbound } from '../../channels/sandbox/sandbox-normalizer';
import type { Database } from '../../platform/db/database';
import { findConnection } from '../connections/connections.repository';

export interface SandboxDeps {
  db: Database;
  /** The channel runtime (`app.channels`): the one inbound pipeline every driver feeds. */
  channels: Pick<ChannelRuntime, 'inbound' | 'inboundMessageChecked'>;
}

/**
 * POST /sandbox/{connectionId}/inbound: the simulated customer's phone delivers one event to a
 * sandbox connection of the caller's company. It goes through the same pipeline as a real
 * channel's (idempotent on the external id) and is answered once stored and announced.
 */
export async function injectSandboxInbound(
  deps: SandboxDeps,
  companyId: number,
  connectionId: number,
  input: SandboxInbound,
): Promise<SandboxInboundAnswer> {
  const event = normalizeSandboxInbound(input);
  if (event.kind === 'message') {
    // Checked inside the ingest transaction: one transaction per simulated message, not two.
    await deps.channels.inboundMessageChecked({ companyId, id: connectionId, channel: 'sandbox' }, event, checkSandbox);
    return { externalId: event.externalId };
  }
  const connection = await deps.db.tenant(companyId).transaction((tx) => findConnection(tx, companyId, connectionId));
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
  checkSandbox(connection);
  await deps.channels.inbound(connection, event);
  return { externalId: event.externalId };
}

/** Only a sandbox connection takes simulated events, and only while its session is up, like a real phone. */
function checkSandbox(connection: ConnectionRow): void {
  if (connection.channel !== 'sandbox') throw new AppError('ERR_NOT_SANDBOX_CONNECTION');
  if (connection.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED');
}
