import { type ConnectionChannel, connectionChannelsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/**
 * GET /whatsapp/channels: the channels the add menu offers, decided by the server (its drivers,
 * SANDBOX_ENABLED and the company plan's flags), so the menu never offers what POST /whatsapp
 * would refuse. Until it answers the menu offers nothing.
 */
export async function getConnectionChannels(signal?: AbortSignal): Promise<ConnectionChannel[]> {
  const answer = parseAnswer(
    connectionChannelsAnswer,
    await api.get<unknown>('/whatsapp/channels', undefined, { signal }),
  );
  return answer.channels;
}

export const useConnectionChannels = (enabled: boolean) =>
  useQuery({
    queryKey: [...connectionsKeys.all, 'channels'],
    queryFn: ({ signal }) => getConnectionChannels(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
