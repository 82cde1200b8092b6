import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const versionAnswerSchema = z.object({ version: z.string() });

export async function getVersion(): Promise<string> {
  return parseAnswer(versionAnswerSchema, await api.get('/version')).version;
}

export const versionQueryOptions = queryOptions({
  queryKey: ['version'],
  queryFn: getVersion,
  staleTime: Number.POSITIVE_INFINITY,
  // A missing version label is not worth a toast.
  meta: { silent: true },
});

export const useVersion = () => useQuery(versionQueryOptions);
