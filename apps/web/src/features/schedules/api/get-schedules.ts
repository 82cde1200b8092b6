import { type ScheduleRecord, schedulesPageAnswer } from '@chatdesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** Every schedules query starts with 'schedules': one invalidation (a save, a live event) refreshes all. */
export const schedulesKeys = {
  all: ['schedules'] as const,
  range: (from: string, to: string) => ['schedules', 'range', from, to] as const,
};

/** GET /schedules for the calendar's visible range, page after page until `hasMore` is false (spec 3 §7). */
export async function getSchedulesInRange(from: string, to: string, signal?: AbortSignal): Promise<ScheduleRecord[]> {
  const schedules: ScheduleRecord[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = parseAnswer(
      schedulesPageAnswer,
      await api.get<unknown>('/schedules', { from, to, pageNumber }, { signal }),
    );
    schedules.push(...page.schedules);
    if (!page.hasMore) return schedules;
  }
}

export const useSchedulesInRange = (range: { from: string; to: string }) =>
  useQuery({
    ...queryOptions({
      queryKey: schedulesKeys.range(range.from, range.to),
      queryFn: ({ signal }) => getSchedulesInRange(range.from, range.to, signal),
    }),
    placeholderData: keepPreviousData,
  });
