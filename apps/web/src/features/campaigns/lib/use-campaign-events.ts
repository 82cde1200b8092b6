import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { campaignsKeys } from '../api/get-campaigns';

/**
 * `company-{id}-campaign` (spec 3 §4 live lists): a create, update or delete by another admin or the
 * dispatcher refetches the lists, so rows show the server's state (upsert or removal).
 */
export function useCampaignListEvents() {
  const queryClient = useQueryClient();
  useCompanyEvent('campaign', () => void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists }));
}
