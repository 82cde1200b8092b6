import { companyDetailAnswer, type ScheduleEntryInput } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

const companySchedulesOnly = companyDetailAnswer.pick({ schedules: true });

/** The company's opening hours, read from GET /companies/{id} (the schedules are part of the company). */
export async function getCompanySchedules(companyId: number, signal?: AbortSignal): Promise<ScheduleEntryInput[]> {
  const answer = await api.get<unknown>(`/companies/${companyId}`, undefined, { signal });
  return parseAnswer(companySchedulesOnly, answer).schedules;
}

export const companySchedulesKey = (companyId: number) => ['company-schedules', companyId] as const;

export const companySchedulesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companySchedulesKey(companyId),
    queryFn: ({ signal }) => getCompanySchedules(companyId, signal),
    staleTime: 0,
  });

export const useCompanySchedules = (companyId: number) => useQuery(companySchedulesQueryOptions(companyId));
