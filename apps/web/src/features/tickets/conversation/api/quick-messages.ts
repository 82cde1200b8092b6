import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';

const quickMessage = z.object({ id: z.number(), shortcode: z.string(), message: z.string() });
export type QuickMessage = z.infer<typeof quickMessage>;

/**
 * GET /quick-messages/list. Quick replies arrive with a later issue: until the route exists (404)
 * the composer simply offers no previews.
 */
export async function getQuickMessages(signal?: AbortSignal): Promise<QuickMessage[]> {
  try {
    const answer = await api.get<unknown>('/quick-messages/list', undefined, { signal });
    const parsed = z.array(z.unknown()).safeParse(answer);
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const row = quickMessage.safeParse(item);
      return row.success ? [row.data] : [];
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const useQuickMessages = (enabled: boolean) =>
  useQuery({
    queryKey: ['quick-messages', 'list'],
    queryFn: ({ signal }) => getQuickMessages(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
