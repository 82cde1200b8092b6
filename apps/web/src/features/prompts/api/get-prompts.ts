import { type PromptAnswer, promptAnswer, promptsAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

export const promptsKeys = {
  all: ['prompts'] as const,
  list: ['prompts', 'list'] as const,
  detail: (id: number) => ['prompts', 'detail', id] as const,
  queues: ['prompts', 'queues'] as const,
};

/** Spec 3 §7 GET /prompt (response prompts): every prompt of the company, no secret in them. */
export const usePrompts = () =>
  useQuery({
    queryKey: promptsKeys.list,
    queryFn: async ({ signal }) =>
      parseAnswer(promptsAnswer, await api.get<unknown>('/prompt', undefined, { signal })).prompts,
  });

/** GET /prompt/{id}: the prompt as it is now, for its dialog (only `has*` for the keys). */
export const usePrompt = (id: number | null) =>
  useQuery({
    queryKey: promptsKeys.detail(id ?? 0),
    queryFn: async ({ signal }): Promise<PromptAnswer> =>
      parseAnswer(promptAnswer, await api.get<unknown>(`/prompt/${id}`, undefined, { signal })),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });

const queueChoice = z.object({ id: z.number(), name: z.string(), color: z.string() });

/** GET /queue for the queue choice (spec 3 §7: id, name, color), under a key of this area. */
export const promptQueuesQuery = queryOptions({
  queryKey: promptsKeys.queues,
  queryFn: async ({ signal }) =>
    parseAnswer(z.array(queueChoice), await api.get<unknown>('/queue', undefined, { signal })),
  staleTime: 60_000,
});
