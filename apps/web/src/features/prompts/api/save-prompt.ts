import {
  type PromptAnswer,
  type PromptSecretsAnswer,
  type PromptUpdateInput,
  promptAnswer,
  promptSecretsAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSecretMutation } from '../../../lib/use-secret-mutation';
import { promptsKeys } from './get-prompts';

export interface SavePrompt {
  /** null: a new prompt (POST /prompt, which also needs the API key). */
  id: number | null;
  body: PromptUpdateInput;
}

export async function savePrompt({ id, body }: SavePrompt): Promise<PromptAnswer> {
  return parseAnswer(
    promptAnswer,
    id === null ? await api.post<unknown>('/prompt', body) : await api.put<unknown>(`/prompt/${id}`, body),
  );
}

/** Spec 3 §8: 'prompt saved' on success. */
export function useSavePrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useSecretMutation({
    mutationFn: savePrompt,
    onSuccess: async (saved) => {
      toast.success(t('prompts.toasts.saved'));
      queryClient.setQueryData(promptsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: promptsKeys.list });
    },
  });
}

/** DELETE /prompt/{id}. */
export function useDeletePrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/prompt/${id}`),
    onSuccess: async (_, id) => {
      toast.success(t('prompts.toasts.deleted'));
      queryClient.removeQueries({ queryKey: promptsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: promptsKeys.list });
    },
  });
}

/**
 * GET /prompt/{id}/secrets: the API and voice keys in clear, for the admin who asked to see them.
 * A plain call, never a query: the answer must not sit in the query cache.
 */
export async function getPromptSecrets(id: number): Promise<PromptSecretsAnswer> {
  return parseAnswer(promptSecretsAnswer, await api.get<unknown>(`/prompt/${id}/secrets`));
}
