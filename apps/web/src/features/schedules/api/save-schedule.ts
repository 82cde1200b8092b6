import { type ScheduleFields, type ScheduleRecord, scheduleRecord } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { schedulesKeys } from './get-schedules';

/** What the dialog saves: the fields, then the picture (a new file, removed, or left as is). */
export interface ScheduleSave {
  id: number | null;
  fields: ScheduleFields;
  attachment: { action: 'keep' } | { action: 'remove' } | { action: 'replace'; file: File };
}

/** Spec 3 §7: POST or PUT the schedule, then POST/DELETE its media-upload (multipart file). */
export async function saveSchedule({ id, fields, attachment }: ScheduleSave): Promise<ScheduleRecord> {
  const saved = parseAnswer(
    scheduleRecord,
    id === null ? await api.post<unknown>('/schedules', fields) : await api.put<unknown>(`/schedules/${id}`, fields),
  );
  if (attachment.action === 'remove' && saved.mediaPath)
    return parseAnswer(scheduleRecord, await api.delete<unknown>(`/schedules/${saved.id}/media-upload`));
  if (attachment.action === 'replace') {
    const form = new FormData();
    form.append('file', attachment.file);
    return parseAnswer(scheduleRecord, await api.post<unknown>(`/schedules/${saved.id}/media-upload`, form));
  }
  return saved;
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesKeys.all }),
  });
}

export const deleteSchedule = (id: number) => api.delete<void>(`/schedules/${id}`);

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesKeys.all }),
  });
}
