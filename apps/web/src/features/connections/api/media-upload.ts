import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { connectionsKeys } from './get-connections';

/** Spec 2 §5: the greeting media may be an image or a video. */
export const isGreetingMedia = (file: File) => file.type.startsWith('image/') || file.type.startsWith('video/');

/** POST /whatsapp/{id}/media-upload (multipart `file`). */
export async function uploadGreetingMedia({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return api.post<unknown>(`/whatsapp/${id}/media-upload`, form);
}

/** DELETE /whatsapp/{id}/media-upload. */
export const deleteGreetingMedia = (id: number) => api.delete<unknown>(`/whatsapp/${id}/media-upload`);

export function useGreetingMedia() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: connectionsKeys.all });
  return {
    upload: useMutation({ mutationFn: uploadGreetingMedia, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteGreetingMedia, onSuccess: refresh }),
  };
}
