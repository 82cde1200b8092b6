import { type QuickMessageOption, quickMessageOptionsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

export type { QuickMessageOption };

/** GET /quick-messages/list (spec 3 §7): every reply the user may insert with '/'. */
export async function getQuickMessageOptions(signal?: AbortSignal): Promise<QuickMessageOption[]> {
  return parseAnswer(quickMessageOptionsAnswer, await api.get<unknown>('/quick-messages/list', undefined, { signal }));
}

/** Under the 'quick-messages' key: the live events of quick replies refresh it with the page's lists. */
export const useQuickMessages = (enabled: boolean) =>
  useQuery({
    queryKey: ['quick-messages', 'list'],
    queryFn: ({ signal }) => getQuickMessageOptions(signal),
    enabled,
    staleTime: 60_000,
  });

/** A reply's attachment as a file for the composer's preview (the same origin serves /public). */
export async function quickMessageFile(reply: Pick<QuickMessageOption, 'mediaPath' | 'mediaName'>): Promise<File> {
  const response = await fetch(reply.mediaPath ?? '');
  if (!response.ok) throw new Error(`attachment answered ${response.status}`);
  const blob = await response.blob();
  return new File([blob], reply.mediaName || 'arquivo', { type: blob.type });
}
