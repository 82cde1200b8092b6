import { contactAnswer } from '@chatdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCompanyEvent } from '../../../lib/use-company-event';
import { contactsKeys } from '../api/get-contacts';

/**
 * `company-{id}-contact` (spec 1 §7): create, update and delete of one contact, and `reload`
 * after an import. Events are hints: the page's lists refetch (keeping the order and the
 * caller's number masking the API's), and a cached contact modal drops its copy.
 */
export function useContactEvents() {
  const queryClient = useQueryClient();
  const handle = useCallback(
    (payload: unknown) => {
      const action = (payload as { action?: unknown } | null)?.action;
      const contact = contactAnswer.pick({ id: true }).safeParse((payload as { contact?: unknown })?.contact);
      const contactId = (payload as { contactId?: unknown })?.contactId;
      if (contact.success) void queryClient.invalidateQueries({ queryKey: contactsKeys.detail(contact.data.id) });
      if (typeof contactId === 'number') queryClient.removeQueries({ queryKey: contactsKeys.detail(contactId) });
      if (action === 'create' || action === 'update' || action === 'delete' || action === 'reload') {
        void queryClient.invalidateQueries({ queryKey: [...contactsKeys.all, 'list'] });
      }
    },
    [queryClient],
  );
  useCompanyEvent('contact', handle);
}
