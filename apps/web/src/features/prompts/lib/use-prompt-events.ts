import { type PromptAnswer, promptAnswer } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { promptsKeys } from '../api/get-prompts';

const promptEvent = z.union([
  z.object({ action: z.enum(['create', 'update']), prompt: promptAnswer }),
  z.object({ action: z.literal('delete'), promptId: z.number() }),
]);

const byName = (a: PromptAnswer, b: PromptAnswer) => a.name.localeCompare(b.name);

/**
 * `company-{id}-prompt` (spec 3 §4 live lists): a create or update puts the prompt in the list (in
 * name order), a delete takes it out.
 */
export function usePromptEvents() {
  const queryClient = useQueryClient();
  useCompanyEvent('prompt', (payload) => {
    const parsed = promptEvent.safeParse(payload);
    if (!parsed.success) return;
    const change = parsed.data;
    if (change.action === 'delete') {
      queryClient.setQueryData<PromptAnswer[]>(promptsKeys.list, (rows) =>
        rows?.filter((row) => row.id !== change.promptId),
      );
      queryClient.removeQueries({ queryKey: promptsKeys.detail(change.promptId) });
      return;
    }
    const { prompt } = change;
    queryClient.setQueryData<PromptAnswer[]>(promptsKeys.list, (rows) =>
      rows ? [...rows.filter((row) => row.id !== prompt.id), prompt].sort(byName) : rows,
    );
    queryClient.setQueryData(promptsKeys.detail(prompt.id), prompt);
  });
}
