import { contactDetailAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { contactsKeys } from './get-contacts';

/** DELETE /contacts/{id} (contacts-page:deleteContact). */
export function useDeleteContact() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/contacts/${id}`),
    onSuccess: async () => {
      toast.success(t('contacts.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
  });
}

/** PUT /contacts/block/{id} {active}: false blocks, true unblocks (spec 2 §4). */
export function useSetContactActive() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      parseAnswer(contactDetailAnswer, await api.put<unknown>(`/contacts/block/${id}`, { active })),
    onSuccess: async (contact) => {
      toast.success(t(contact.active ? 'contacts.toasts.unblocked' : 'contacts.toasts.blocked'));
      queryClient.setQueryData(contactsKeys.detail(contact.id), contact);
      await queryClient.invalidateQueries({ queryKey: [...contactsKeys.all, 'list'] });
    },
  });
}
