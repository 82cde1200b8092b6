import { companySettingOneAnswer, scheduleTypes } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const scheduleTypeAnswer = companySettingOneAnswer.transform(({ value }) =>
  z.enum(scheduleTypes).catch('disabled').parse(value),
);

/** GET /companySettingOne?column=scheduleType. */
export async function getScheduleType(signal?: AbortSignal) {
  return parseAnswer(
    scheduleTypeAnswer,
    await api.get<unknown>('/companySettingOne', { column: 'scheduleType' }, { signal }),
  );
}

export const scheduleTypeQueryOptions = queryOptions({
  // Under the 'company-settings' prefix the settings page refreshes after every save.
  queryKey: ['company-settings', 'one', 'scheduleType'],
  queryFn: ({ signal }) => getScheduleType(signal),
  staleTime: 0,
});

/** Spec 2 §2: the queue dialog's schedules tab exists only when scheduleType is 'queue'. */
export function useQueueSchedulesEnabled(): boolean {
  const { data } = useQuery(scheduleTypeQueryOptions);
  return data === 'queue';
}
