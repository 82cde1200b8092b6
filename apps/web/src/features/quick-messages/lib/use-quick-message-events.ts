import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { quickMessagesKeys } from '../api/get-quick-messages';

/**
 * `company-{id}-quickemessage` (spec 3 §4 live lists): another user's create, update or delete
 * refetches the page and the composer's '/' list (both under the 'quick-messages' key), so
 * order, search and each row's canEdit stay the server's.
 */
export function useQuickMessageEvents() {
  const queryClient = useQueryClient();
  useCompanyEvent('quickemessage', () => void queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all }));
}
