import type { FlowListItem } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { flowsKeys } from './get-flows';

/** POST /flowbuilder with a name: a new flow holding the empty graph. */
export const createFlow = (name: string) => api.post<unknown>('/flowbuilder', { name });

/** PUT /flowbuilder: the name and the active flag of a flow (spec 3 §7, §4 "Ativo or Desativado"). */
export const updateFlow = (flow: Pick<FlowListItem, 'name' | 'active'> & { flowId: number }) =>
  api.put<unknown>('/flowbuilder', flow);

/** DELETE /flowbuilder/{id}: refused with ERR_FLOW_IN_USE while a connection or phrase campaign uses it. */
export const deleteFlow = (id: number) => api.delete<unknown>(`/flowbuilder/${id}`);

/** POST /flowbuilder/duplicate: a copy of the flow and its graph. */
export const duplicateFlow = (flowId: number) => api.post<unknown>('/flowbuilder/duplicate', { flowId });

/** A change to the flows that reloads every flow list and select; `success` is the toast's key. */
function useFlowMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  success: 'saved' | 'deleted' | 'duplicated' | null,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (success) toast.success(t(`flowList.toasts.${success}`));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowsKeys.all }),
  });
}

export const useCreateFlow = () => useFlowMutation(createFlow, 'saved');
export const useRenameFlow = () => useFlowMutation(updateFlow, 'saved');
/** The status switch: no toast, the switch itself shows the new state. */
export const useToggleFlow = () => useFlowMutation(updateFlow, null);
export const useDeleteFlow = () => useFlowMutation(deleteFlow, 'deleted');
export const useDuplicateFlow = () => useFlowMutation(duplicateFlow, 'duplicated');
