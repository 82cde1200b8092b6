import { companySettingOneAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

/** GET /companySettingOne?column=sendSignMessage: whether attendants may choose to sign. */
export async function getSendSignMessage(signal?: AbortSignal): Promise<boolean> {
  const { value } = parseAnswer(
    companySettingOneAnswer,
    await api.get<unknown>('/companySettingOne', { column: 'sendSignMessage' }, { signal }),
  );
  return value === 'enabled' || value === true;
}

export function useSignatureAllowed(): boolean {
  const { data } = useQuery({
    // Under the 'company-settings' prefix the settings page refreshes it after every save.
    queryKey: ['company-settings', 'one', 'sendSignMessage'],
    queryFn: ({ signal }) => getSendSignMessage(signal),
    retry: false,
  });
  return data === true;
}
