import { contactDetailAnswer, contactsPageAnswer, type TicketAnswer } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, api, parseAnswer } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { toastError } from '../../../../lib/toast';

export type ConversationPartner = { contactId: number } | { name: string; number: string };

/** The contact of a shared vCard: created, or found by its number when it already exists. */
async function contactIdFor(partner: ConversationPartner): Promise<number> {
  if ('contactId' in partner) return partner.contactId;
  try {
    return parseAnswer(contactDetailAnswer, await api.post<unknown>('/contacts', partner)).id;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'ERR_DUPLICATED_CONTACT')) throw error;
    const page = parseAnswer(contactsPageAnswer, await api.get<unknown>('/contacts', { searchParam: partner.number }));
    const found = page.contacts.find((contact) => contact.number.replace(/\D/g, '') === partner.number);
    if (!found) throw error;
    return found.id;
  }
}

/**
 * "Talk to contact" (a vCard, or a participant of a group): opens a ticket with that contact on the
 * current ticket's connection and queue, assigned to the user, and goes to it.
 */
export function useStartConversation(ticket: TicketAnswer) {
  const navigate = useNavigate();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (partner: ConversationPartner) => {
      const contactId = await contactIdFor(partner);
      const answer = await api.post<unknown>('/tickets', {
        contactId,
        queueId: ticket.queueId,
        whatsappId: ticket.whatsappId,
        userId: user?.id,
        status: 'open',
      });
      return parseAnswer(z.object({ uuid: z.string() }), answer).uuid;
    },
    onSuccess: (uuid) => void navigate(`/tickets/${uuid}`),
    onError: (error) => toastError(error),
  });
}
