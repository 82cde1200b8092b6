import type { FlowGraph, FlowGraphAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { flowGraphKeys } from './get-flow-graph';

/** POST /flowbuilder/flow with idFlow, nodes and connections (spec 3 §7); the server validates the same rules. */
export function useSaveFlowGraph(flowId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graph: FlowGraph) => api.post<unknown>('/flowbuilder/flow', { idFlow: flowId, ...graph }),
    onSuccess: (_answer, graph) =>
      queryClient.setQueryData<FlowGraphAnswer>(flowGraphKeys.one(flowId), (old) =>
        old ? { flow: { ...old.flow, flow: graph } } : old,
      ),
  });
}
