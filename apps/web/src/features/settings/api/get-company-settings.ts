import { type CompanySettings, companySettingsAnswer } from '@chatdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export async function getCompanySettings(companyId: number, signal?: AbortSignal): Promise<CompanySettings> {
  return parseAnswer(
    companySettingsAnswer,
    await api.get<unknown>(`/companySettings/${companyId}`, undefined, { signal }),
  );
}

/** Every company-settings read lives under this prefix, so one save refreshes them all. */
export const companySettingsKeys = {
  all: ['company-settings'] as const,
  company: (companyId: number) => ['company-settings', 'company', companyId] as const,
};

export const companySettingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companySettingsKeys.company(companyId),
    queryFn: ({ signal }) => getCompanySettings(companyId, signal),
  });

export const useCompanySettings = (companyId: number) => useQuery(companySettingsQueryOptions(companyId));
