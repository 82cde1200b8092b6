import { type QuickMessageAnswer, type QuickMessageFields, quickMessageAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentChange } from '../../../components/attachment-field';
import { api, parseAnswer } from '../../../lib/api-client';
import { quickMessagesKeys } from './get-quick-messages';

/** What the dialog saves: the fields, then the attachment (a new file, removed, or left as is). */
export interface QuickMessageSave {
  id: number | null;
  fields: QuickMessageFields;
  attachment: AttachmentChange;
}

/** Spec 3 §7: POST or PUT the reply, then POST/DELETE its media-upload (multipart typeArch, file). */
export async function saveQuickMessage({ id, fields, attachment }: QuickMessageSave): Promise<QuickMessageAnswer> {
  const saved = parseAnswer(
    quickMessageAnswer,
    id === null
      ? await api.post<unknown>('/quick-messages', fields)
      : await api.put<unknown>(`/quick-messages/${id}`, fields),
  );
  if (attachment.action === 'remove' && saved.mediaPath)
    return parseAnswer(quickMessageAnswer, await api.delete<unknown>(`/quick-messages/${saved.id}/media-upload`));
  if (attachment.action === 'replace') {
    const form = new FormData();
    form.append('typeArch', 'quickMessage');
    form.append('file', attachment.file);
    return parseAnswer(quickMessageAnswer, await api.post<unknown>(`/quick-messages/${saved.id}/media-upload`, form));
  }
  return saved;
}

export function useSaveQuickMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuickMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all }),
  });
}
