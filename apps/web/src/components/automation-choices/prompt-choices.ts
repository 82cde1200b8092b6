import { type PromptAnswer, promptAnswer, promptsAnswer } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, parseAnswer } from '../../lib/api-client';
import { useStoredRecord } from './stored-record';

/** A prompt as the choices show it: its name and the queue it answers. */
export interface PromptChoice {
  id: number;
  name: string;
  queueId: number | null;
  queueName: string | null;
}

const choiceOf = (prompt: PromptAnswer): PromptChoice => ({
  id: prompt.id,
  name: prompt.name,
  queueId: prompt.queueId,
  queueName: prompt.queue?.name ?? null,
});

export const promptChoicesKeys = {
  all: ['prompt-choices'] as const,
  list: ['prompt-choices', 'list'] as const,
  one: (id: number) => ['prompt-choices', 'one', id] as const,
};

/** Spec 3 §7 GET /prompt: every prompt of the company (one per queue at most, so a short list). */
export const promptChoicesQuery = queryOptions({
  queryKey: promptChoicesKeys.list,
  queryFn: async ({ signal }) =>
    parseAnswer(promptsAnswer, await api.get<unknown>('/prompt', undefined, { signal })).prompts.map(choiceOf),
});

/** The prompt a setting stores (GET /prompt/{id}); null once it was deleted. */
export const usePromptChoice = (id: number | null) =>
  useStoredRecord(promptChoicesKeys.one(id ?? 0), id, async (storedId, signal) =>
    choiceOf(parseAnswer(promptAnswer, await api.get<unknown>(`/prompt/${storedId}`, undefined, { signal }))),
  );
