import {
  companySettingOneAnswer,
  connectionAdminOptionsAnswer,
  queueRefAnswer,
  scheduleTypes,
} from '@chatdesk/contracts';
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
export function useConnectionSchedulesEnabled(enabled = true): boolean {
  const { data } = useQuery({ ...scheduleTypeQueryOptions, enabled });
  return data === 'connection';
}

const userRatingAnswer = companySettingOneAnswer.transform(({ value }) => value === 'enabled');

/** Spec 2 §5: with the company's userRating on, the rating message and expiresTicketNPS are required. */
export function useUserRatingEnabled(enabled = true): boolean {
  const { data } = useQuery({
    enabled,
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
export function useQueueOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['connections', 'queue-options'],
    queryFn: async ({ signal }) =>
      parseAnswer(queueOptionsAnswer, await api.get<unknown>('/queue', undefined, { signal })),
    staleTime: 0,
  });
}

/** GET /whatsapp-admin/{id}/options: another company's queues and rule options, for the super user. */
export function useForeignConnectionOptions(connectionId: number | null) {
  return useQuery({
    queryKey: ['connections', 'foreign-options', connectionId],
    queryFn: async ({ signal }) =>
      parseAnswer(
        connectionAdminOptionsAnswer,
        await api.get<unknown>(`/whatsapp-admin/${connectionId}/options`, undefined, { signal }),
      ),
    enabled: connectionId !== null,
    staleTime: 0,
  });
}

/**
 * What the connection modal offers: the queues and rule options of the connection's company —
 * the signed-in company's own, or (`foreignConnectionId`, the super user on /allConnections)
 * those of the company that connection belongs to.
 */
export function useConnectionModalOptions(foreignConnectionId: number | null) {
  const own = foreignConnectionId === null;
  const schedulesEnabled = useConnectionSchedulesEnabled(own);
  const userRating = useUserRatingEnabled(own);
  const queues = useQueueOptions(own).data;
  const foreign = useForeignConnectionOptions(foreignConnectionId).data;
  if (own) return { schedulesEnabled, userRating, queues: queues ?? [] };
  return {
    schedulesEnabled: foreign?.scheduleType === 'connection',
    userRating: foreign?.userRating === true,
    queues: foreign?.queues ?? [],
  };
}
