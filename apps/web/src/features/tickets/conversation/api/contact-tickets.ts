import { contactTicketsAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';

/** Under ['tickets'], so every ticket change that refreshes the lists refreshes this history too. */
export const contactTicketsKey = (contactId: number) => ['tickets', 'contact', contactId] as const;

/** GET /contacts/{id}/tickets: the contact's tickets the user may open, newest first. */
export const useContactTickets = (contactId: number) =>
  useQuery({
    queryKey: contactTicketsKey(contactId),
    queryFn: async ({ signal }) =>
      parseAnswer(contactTicketsAnswer, await api.get<unknown>(`/contacts/${contactId}/tickets`, undefined, { signal }))
        .tickets,
  });
