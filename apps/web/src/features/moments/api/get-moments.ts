import {
  dashboardMomentsAnswer,
  type MomentTicketAnswer,
  type MomentUserAnswer,
  usersMomentsAnswer,
} from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';

export const momentsKeys = {
  all: ['moments'] as const,
  tickets: (showAll: boolean) => ['moments', 'tickets', showAll] as const,
  users: ['moments', 'users'] as const,
};

/**
 * GET /dashboard/moments: tickets in progress and waiting of the last 30 days (spec 1 §9). An
 * admin asks for the whole company (showAll); anyone else gets the tickets of their queues.
 */
export async function getMomentTickets(showAll: boolean, signal?: AbortSignal): Promise<MomentTicketAnswer[]> {
  const answer = await api.get<unknown>('/dashboard/moments', showAll ? { showAll: 'true' } : undefined, { signal });
  return parseAnswer(dashboardMomentsAnswer, answer);
}

/** GET /usersMoments: the company's attendants with their presence. */
export async function getMomentUsers(signal?: AbortSignal): Promise<MomentUserAnswer[]> {
  return parseAnswer(usersMomentsAnswer, await api.get<unknown>('/usersMoments', undefined, { signal }));
}
