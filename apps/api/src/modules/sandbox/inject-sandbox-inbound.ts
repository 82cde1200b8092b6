import { AppError, type SandboxInbound, type SandboxInboundAnswer } from '@chatdesk/contracts';
import type { ChannelSink } from '../../channels/channel-driver';
import { normalizeSandboxInbound } from '../../channels/sandbox/sandbox-normalizer';
import type { Database } from '../../platform/db/database';
import { findConnection } from '../connections/connections.repository';

export interface SandboxDeps {
  db: Database;
  /** The channel runtime (`app.channels`): the one inbound pipeline every driver feeds. */
  channels: Pick<ChannelSink, 'inbound'>;
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
  const connection = await deps.db.tenant(companyId).transaction((tx) => findConnection(tx, companyId, connectionId));
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
  if (connection.channel !== 'sandbox') throw new AppError('ERR_NOT_SANDBOX_CONNECTION');
  // A phone whose session is not up receives nothing, like a real one.
  if (connection.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED');
  const event = normalizeSandboxInbound(input);
  await deps.channels.inbound(connection, event);
  return { externalId: event.externalId };
}
