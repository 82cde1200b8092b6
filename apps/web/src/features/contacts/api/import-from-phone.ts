import { type ContactImportResult, connectionAnswer, contactImportResultAnswer } from '@chatdesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../lib/api-client';

const phoneConnectionsAnswer = z.array(connectionAnswer.pick({ id: true, name: true, channel: true, isDefault: true }));
export type PhoneConnection = z.infer<typeof phoneConnectionsAnswer>[number];

/** The connections whose phone can be read (WhatsApp Web: GET /whatsapp?session=0, channel whatsapp). */
export const phoneConnectionsQueryOptions = queryOptions({
  // Own key: the contacts' queries (['contacts', …]) are invalidated after every import.
  queryKey: ['contact-phone-import', 'connections'] as const,
  queryFn: async ({ signal }) =>
    parseAnswer(phoneConnectionsAnswer, await api.get<unknown>('/whatsapp', { session: 0 }, { signal })).filter(
      (connection) => connection.channel === 'whatsapp',
    ),
});

/** Where the contacts come from: the phone book, or the people the phone has a chat with. */
export type PhoneImportSource = 'phone' | 'chats';

/** POST /contacts/import or /contacts/import/chats {whatsappId}: the counts of the import. */
export async function importFromPhone(input: {
  whatsappId: number;
  source: PhoneImportSource;
}): Promise<ContactImportResult> {
  const path = input.source === 'chats' ? '/contacts/import/chats' : '/contacts/import';
  return parseAnswer(contactImportResultAnswer, await api.post<unknown>(path, { whatsappId: input.whatsappId }));
}
