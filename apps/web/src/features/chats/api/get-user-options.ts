import { type UserOption, userOptionsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** GET /users/list: the company's users to choose a chat's participants from (open to every user). */
export const useChatUserOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['chats', 'user-options'],
    queryFn: async ({ signal }): Promise<UserOption[]> =>
      parseAnswer(userOptionsAnswer, await api.get<unknown>('/users/list', undefined, { signal })),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
