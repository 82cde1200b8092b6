import {
  type CampaignRecord,
  type CampaignReportAnswer,
  type CampaignsPageAnswer,
  campaignRecord,
  campaignReportAnswer,
  campaignsPageAnswer,
} from '@chatdesk/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (searchParam: string) => ['campaigns', 'list', searchParam] as const,
  one: (id: number) => ['campaigns', 'one', id] as const,
  report: (id: number) => ['campaigns', 'report', id] as const,
};

export async function getCampaigns(
  query: { searchParam: string; pageNumber: number },
  signal?: AbortSignal,
): Promise<CampaignsPageAnswer> {
  return parseAnswer(campaignsPageAnswer, await api.get<unknown>('/campaigns/', query, { signal }));
}

/** Spec 3 §7 GET /campaigns/: pages by name; `hasMore` says whether another follows. */
export const useCampaigns = (searchParam: string) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: campaignsKeys.list(searchParam),
      queryFn: ({ pageParam, signal }) => getCampaigns({ searchParam, pageNumber: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
    }),
    placeholderData: keepPreviousData,
  });

/** GET /campaigns/{id}: the dialog reads the campaign fresh, so its rule sees the current status. */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignsKeys.one(id),
    queryFn: async ({ signal }): Promise<CampaignRecord> =>
      parseAnswer(campaignRecord, await api.get<unknown>(`/campaigns/${id}`, undefined, { signal })),
  });

/** GET /campaigns/{id}/report: the campaign with the counts of its sends. */
export const campaignReportQuery = (id: number) =>
  queryOptions({
    queryKey: campaignsKeys.report(id),
    queryFn: async ({ signal }): Promise<CampaignReportAnswer> =>
      parseAnswer(campaignReportAnswer, await api.get<unknown>(`/campaigns/${id}/report`, undefined, { signal })),
  });
