import type { FileListAnswer, FileListUpdateInput } from '@chatdesk/contracts';

/** A file already in the list (kept unless removed; its name editable) or one picked to upload. */
export type FileEntry =
  | { kind: 'stored'; id: number; name: string; url: string; mediaType: string }
  | { kind: 'new'; key: string; name: string; file: File };

export interface FileListFormValues {
  name: string;
  message: string;
  files: FileEntry[];
}

export function fileListValuesOf(list: FileListAnswer | null): FileListFormValues {
  return {
    name: list?.name ?? '',
    message: list?.message ?? '',
    files: (list?.options ?? []).map((option) => ({
      kind: 'stored' as const,
      id: option.id,
      name: option.name,
      url: option.url,
      mediaType: option.mediaType,
    })),
  };
}

/** PUT /files/{id}'s body: the files kept, by id, with their names. */
export function fileListInputOf(values: FileListFormValues): FileListUpdateInput {
  return {
    name: values.name,
    message: values.message,
    options: values.files.flatMap((entry) => (entry.kind === 'stored' ? [{ id: entry.id, name: entry.name }] : [])),
  };
}

export const uploadsOf = (values: FileListFormValues) =>
  values.files.flatMap((entry) => (entry.kind === 'new' ? [{ file: entry.file, name: entry.name }] : []));
