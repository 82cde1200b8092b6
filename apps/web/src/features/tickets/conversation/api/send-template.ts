import {
  type MessageAnswer,
  messageAnswer,
  metaTemplateLanguagePattern,
  metaTemplateNamePattern,
  type TicketAnswer,
} from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../../lib/api-client';
import { upsertCachedMessage } from './messages-cache';

/** Meta's rules for what the route accepts (the same patterns as the API's metaTemplateBody). */
export const templateNamePattern = metaTemplateNamePattern;
export const templateLanguagePattern = metaTemplateLanguagePattern;

export interface TemplateInput {
  name: string;
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  bodyParameters: string[];
}

/** Meta's components array: one body component with text parameters, when there are any. */
export const templateComponentsOf = (parameters: string[]) =>
  parameters.length === 0 ? [] : [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }];

/** POST /whatsapp-cloud/{connectionId}/template/{ticketId}: the one message allowed outside the window. */
export async function sendTemplate(connectionId: number, ticketId: number, input: TemplateInput) {
  const answer = await api.post<unknown>(`/whatsapp-cloud/${connectionId}/template/${ticketId}`, {
    name: input.name,
    language: input.language,
    components: templateComponentsOf(input.bodyParameters),
  });
  return parseAnswer(messageAnswer, answer);
}

/** Sends a template on a Cloud API ticket; the answer goes into the conversation at once. */
export function useSendTemplate(ticket: Pick<TicketAnswer, 'id' | 'uuid' | 'whatsappId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => sendTemplate(ticket.whatsappId, ticket.id, input),
    onSuccess: (message: MessageAnswer) => upsertCachedMessage(queryClient, ticket.uuid, message),
  });
}
