import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseAnswer } from '../../../../lib/api-client';

export const ticketNoteAnswer = z.object({
  id: z.number(),
  note: z.string(),
  ticketId: z.number().nullable().optional(),
  contactId: z.number().nullable().optional(),
  /** The author: who may delete the note (canDeleteTicketNote). */
  userId: z.number().nullable().optional(),
  user: z.object({ name: z.string() }).nullable().optional(),
  createdAt: z.string(),
});
export type TicketNote = z.infer<typeof ticketNoteAnswer>;

/** Spec 1 §5: a note needs at least 2 characters. */
export const noteMinimumLength = 2;

const notesKey = (ticketId: number, contactId: number) => ['ticket-notes', ticketId, contactId] as const;

/** GET /ticket-notes/list {ticketId, contactId}. */
export const useTicketNotes = (ticketId: number, contactId: number) =>
  useQuery({
    queryKey: notesKey(ticketId, contactId),
    queryFn: async ({ signal }) =>
      parseAnswer(
        z.array(ticketNoteAnswer),
        await api.get<unknown>('/ticket-notes/list', { ticketId, contactId }, { signal }),
      ),
  });

export function useTicketNoteChanges(ticketId: number, contactId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesKey(ticketId, contactId) });
  const add = useMutation({
    mutationFn: (note: string) => api.post<unknown>('/ticket-notes', { note, ticketId, contactId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/ticket-notes/${id}`),
    onSuccess: refresh,
  });
  return { add, remove };
}
