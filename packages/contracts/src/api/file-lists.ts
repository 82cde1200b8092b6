import { z } from 'zod';
import { recordId } from './record-id';

/**
 * Spec 3 §3 File list (name, message, options = the files, userId), §5 validation and §7 `/files`
 * calls. A list is a named set of files a chatbot option of type file sends with its message.
 */

export const fileListValidationMessages = {
  /** Spec 3 §5: name minimum 3. */
  nameTooShort: 'nome muito curto',
  /** Spec 3 §5: message required. */
  required: 'Obrigatório',
  tooLong: 'Too Long!',
} as const;
const m = fileListValidationMessages;

export const fileListNameField = z.string({ error: m.nameTooShort }).trim().min(3, m.nameTooShort).max(100, m.tooLong);
export const fileListMessageField = z.string({ error: m.required }).trim().min(1, m.required).max(5000, m.tooLong);

/** The name shown for one file of the list (what the customer sees as the caption). */
export const fileListOptionNameField = z.string().trim().max(255, m.tooLong);

/** Files of one upload, and the size of each (bytes checked while streaming). */
export const fileListUploadMaxFiles = 10;
export const fileListUploadMaxBytes = 20 * 1024 * 1024;

export const fileListBody = z.object({ name: fileListNameField, message: fileListMessageField });
export type FileListInput = z.input<typeof fileListBody>;
export type FileListBody = z.output<typeof fileListBody>;

/** PUT /files/{id}: name and message; `options` (kept files, by id) drops the files left out. */
export const fileListUpdateBody = fileListBody.extend({
  options: z
    .array(z.object({ id: recordId, name: fileListOptionNameField }))
    .max(200)
    .optional(),
});
export type FileListUpdateInput = z.input<typeof fileListUpdateBody>;
export type FileListUpdate = z.output<typeof fileListUpdateBody>;

export const fileListIdParams = z.object({ id: recordId });

export const fileListsQuery = z.object({
  searchParam: z.string().trim().max(200).optional().default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export const fileListsPageSize = 20;

export const fileListOptionAnswer = z.object({
  id: z.number(),
  name: z.string(),
  /** The stored file name (`{32 hex}.{ext}`). */
  path: z.string(),
  mediaType: z.string(),
  /** Where the file is served: `/public/{companyId}/{path}`. */
  url: z.string(),
});
export type FileListOptionAnswer = z.infer<typeof fileListOptionAnswer>;

export const fileListAnswer = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string(),
  userId: z.number().nullable(),
  options: z.array(fileListOptionAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileListAnswer = z.infer<typeof fileListAnswer>;

/** GET /files/: by name, 20 a page. */
export const fileListsPageAnswer = z.object({
  files: z.array(fileListAnswer),
  hasMore: z.boolean(),
});
export type FileListsPageAnswer = z.infer<typeof fileListsPageAnswer>;
