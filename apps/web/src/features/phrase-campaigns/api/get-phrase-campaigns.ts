import { type PhraseCampaignAnswer, phraseCampaignAnswer, phraseCampaignsAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

export const phraseCampaignsKeys = {
  all: ['phrase-campaigns'] as const,
  list: ['phrase-campaigns', 'list'] as const,
  one: (id: number) => ['phrase-campaigns', 'one', id] as const,
  connections: ['phrase-campaigns', 'connections'] as const,
};

/**
 * Spec 3 §7 GET /flowcampaign: the company's phrase campaigns ("returned as a flow array"). They are
 * not among the lists kept in sync live (spec 3 §4): the list reloads on focus and after each change.
 */
export async function getPhraseCampaigns(signal?: AbortSignal): Promise<PhraseCampaignAnswer[]> {
  return parseAnswer(phraseCampaignsAnswer, await api.get<unknown>('/flowcampaign', undefined, { signal })).flow;
}

export const usePhraseCampaigns = () =>
  useQuery({
    queryKey: phraseCampaignsKeys.list,
    queryFn: ({ signal }) => getPhraseCampaigns(signal),
    refetchOnWindowFocus: true,
  });

/**
 * GET /flowcampaign/{id}: the campaign as it is now, read each time the dialog opens (another admin
 * may have changed or deleted it, and nothing tells this page live).
 */
export const usePhraseCampaign = (id: number | null) =>
  useQuery({
    queryKey: phraseCampaignsKeys.one(id ?? 0),
    queryFn: async ({ signal }) =>
      parseAnswer(phraseCampaignAnswer, await api.get<unknown>(`/flowcampaign/${id}`, undefined, { signal })),
    enabled: id !== null,
    staleTime: 0,
  });

const named = z.array(z.object({ id: z.number(), name: z.string() }));

/** Spec 3 §7: GET /whatsapp (without sessions) for the connection choice, read leniently. */
export const phraseConnectionsQuery = queryOptions({
  queryKey: phraseCampaignsKeys.connections,
  queryFn: async ({ signal }) => parseAnswer(named, await api.get<unknown>('/whatsapp', { session: 0 }, { signal })),
  staleTime: 60_000,
});
