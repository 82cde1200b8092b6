import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, parseAnswer } from '../../../../lib/api-client';
import { flowsKeys } from './get-flows';

const flowName = z.object({ id: z.number(), name: z.string() });

/**
 * The name of a flow a setting stores (GET /flowbuilder/{id}), or null when the flow no longer
 * exists (404): the select then shows the id as unavailable instead of an error toast.
 */
export async function getFlowName(id: number, signal?: AbortSignal): Promise<string | null> {
  try {
    return parseAnswer(flowName, await api.get<unknown>(`/flowbuilder/${id}`, undefined, { signal })).name;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useFlowName = (id: number | null) =>
  useQuery({
    queryKey: flowsKeys.name(id ?? 0),
    queryFn: ({ signal }) => getFlowName(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 60_000,
    meta: { silent: true },
  });
