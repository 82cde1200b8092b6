import { type ConnectionChannelsAnswer, connectionChannels } from '@chatdesk/contracts';
import { findPlanChannelFlags, isChannelAvailable, planAllowsChannel } from '../connection-channel-rules';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';

/**
 * GET /whatsapp/channels: the channels the caller's company could create a connection of now,
 * i.e. those POST /whatsapp would not refuse with ERR_CHANNEL_NOT_AVAILABLE (no driver in this
 * server, sandbox off) or ERR_PLAN_CHANNEL_NOT_ALLOWED (plan flag off; super users are exempt).
 */
export async function listChannelOffer(
  deps: Pick<ConnectionsDeps, 'db' | 'channels' | 'sandboxEnabled'>,
  caller: ConnectionCaller,
): Promise<ConnectionChannelsAnswer> {
  const available = connectionChannels.filter((channel) => isChannelAvailable(deps, channel));
  if (caller.subject.isSuper) return { channels: available };
  const flags = await deps.db.tenant(caller.companyId).transaction((tx) => findPlanChannelFlags(tx, caller.companyId));
  return { channels: available.filter((channel) => planAllowsChannel(flags, channel)) };
}
