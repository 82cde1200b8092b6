import { companySettingOneAnswer, queueRefAnswer, scheduleTypes } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const scheduleTypeAnswer = companySettingOneAnswer.transform(({ value }) =>
  z.enum(scheduleTypes).catch('disabled').parse(value),
);

export const scheduleTypeQueryOptions = queryOptions({
  // Under the 'company-settings' prefix the settings page refreshes it after every save.
  queryKey: ['company-settings', 'one', 'scheduleType'],
  queryFn: async ({ signal }) =>
    parseAnswer(
      scheduleTypeAnswer,
      await api.get<unknown>('/companySettingOne', { column: 'scheduleType' }, { signal }),
    ),
  staleTime: 0,
});

/** Spec 2 §2: the connection modal's schedules tab exists only when scheduleType is 'connection'. */
export function useConnectionSchedulesEnabled(): boolean {
  const { data } = useQuery(scheduleTypeQueryOptions);
  return data === 'connection';
}

const userRatingAnswer = companySettingOneAnswer.transform(({ value }) => value === 'enabled');

/** Spec 2 §5: with the company's userRating on, the rating message and expiresTicketNPS are required. */
export function useUserRatingEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['company-settings', 'one', 'userRating'],
    queryFn: async ({ signal }) =>
      parseAnswer(userRatingAnswer, await api.get<unknown>('/companySettingOne', { column: 'userRating' }, { signal })),
    staleTime: 0,
    meta: { silent: true },
  });
  return data === true;
}

const queueOptionsAnswer = z.array(queueRefAnswer);

/** The company's queues for the multi-selects (GET /queue, read as id, name and colour). */
export function useQueueOptions() {
  return useQuery({
    queryKey: ['connections', 'queue-options'],
    queryFn: async ({ signal }) =>
      parseAnswer(queueOptionsAnswer, await api.get<unknown>('/queue', undefined, { signal })),
    staleTime: 0,
  });
}
