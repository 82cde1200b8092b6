import { type FlowGraphAnswer, flowGraphAnswer, flowGraphBody } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export const flowGraphKeys = {
  all: ['flow-builder', 'graph'] as const,
  one: (flowId: number) => [...flowGraphKeys.all, flowId] as const,
};

/** The answer with its graph checked node by node against the contracts (the runtime's own shape). */
const flowGraphAnswerChecked = flowGraphAnswer.extend({
  flow: flowGraphAnswer.shape.flow.extend({ flow: flowGraphBody }),
});

/** GET /flowbuilder/flow/{id} (spec 3 §7): the flow with its graph in `flow.flow`. */
export const flowGraphQuery = (flowId: number) =>
  queryOptions({
    queryKey: flowGraphKeys.one(flowId),
    queryFn: async ({ signal }): Promise<FlowGraphAnswer> =>
      parseAnswer(flowGraphAnswerChecked, await api.get<unknown>(`/flowbuilder/flow/${flowId}`, undefined, { signal })),
    // The editor holds its own copy while it is open: a background refetch must not replace the user's work,
    // and a copy kept after it closes would open the next time as it was then, not as it is.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useFlowGraph = (flowId: number) => useQuery(flowGraphQuery(flowId));
