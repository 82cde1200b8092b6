import { type FileListAnswer, type FileListUpdateInput, fileListAnswer } from '@chatdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';
import { fileListsKeys } from './get-file-lists';

export interface SaveFileList {
  /** null: a new list (POST /files). */
  id: number | null;
  body: FileListUpdateInput;
  /** Files to add, each with the name the customer sees (POST /files/uploadList/{id}). */
  uploads: { file: File; name: string }[];
}

/** Saves name, message and kept files, then uploads the new files into the list. */
export async function saveFileList({ id, body, uploads }: SaveFileList): Promise<FileListAnswer> {
  const saved = parseAnswer(
    fileListAnswer,
    id === null
      ? await api.post<unknown>('/files', { name: body.name, message: body.message })
      : await api.put<unknown>(`/files/${id}`, body),
  );
  if (uploads.length === 0) return saved;
  const form = new FormData();
  for (const upload of uploads) {
    form.append('files', upload.file, upload.file.name);
    form.append('name', upload.name);
  }
  return parseAnswer(fileListAnswer, await api.post<unknown>(`/files/uploadList/${saved.id}`, form));
}

export function useSaveFileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFileList,
    // Also after a failed upload: the list itself may have been saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListsKeys.all }),
  });
}
