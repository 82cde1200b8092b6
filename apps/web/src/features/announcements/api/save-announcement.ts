import { type AnnouncementAnswer, type AnnouncementFields, announcementAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AttachmentChange } from '../../../components/attachment-field';
import { api, parseAnswer } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { announcementsKeys } from './get-announcements';

/** What the dialog saves: the fields, then the picture (a new file, removed, or left as is). */
export interface AnnouncementSave {
  id: number | null;
  fields: AnnouncementFields;
  media: AttachmentChange;
}

/** Spec 3 §7: POST or PUT the announcement, then POST/DELETE its media-upload. */
export async function saveAnnouncement({ id, fields, media }: AnnouncementSave): Promise<AnnouncementAnswer> {
  const saved = parseAnswer(
    announcementAnswer,
    id === null
      ? await api.post<unknown>('/announcements', fields)
      : await api.put<unknown>(`/announcements/${id}`, fields),
  );
  if (media.action === 'remove' && saved.mediaPath)
    return parseAnswer(announcementAnswer, await api.delete<unknown>(`/announcements/${saved.id}/media-upload`));
  if (media.action === 'replace') {
    const form = new FormData();
    form.append('file', media.file);
    return parseAnswer(announcementAnswer, await api.post<unknown>(`/announcements/${saved.id}/media-upload`, form));
  }
  return saved;
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/announcements/${id}`),
    onSuccess: async () => {
      toast.success(t('announcements.toasts.deleted'));
      await queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
    },
  });
}
