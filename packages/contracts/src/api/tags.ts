import { z } from 'zod';

/** Request and response schemas of tags (spec 1 §3 Tag, §5 "New tag typed on a contact", §7). */

export const tagValidationMessages = {
  required: 'Required',
  tooShort: 'Tag muito curta!',
  tooLong: 'Too Long!',
} as const;
const m = tagValidationMessages;
const maxId = 2_147_483_647;
const id = z.coerce.number().int().positive().max(maxId);

/** 0: a contact tag; 1: a kanban lane (spec 3). */
export const tagKinds = [0, 1] as const;
export const tagKanbanField = z.literal(tagKinds);

/** At least 3 characters ('Tag muito curta!'); unique per company and kind, case-insensitively. */
export const tagNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(3, m.tooShort)
  .max(60, m.tooLong);

export const tagColorField = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'Invalid colour');

export const tagAnswer = z.object({ id: z.number(), name: z.string(), color: z.string(), kanban: z.number() });
export type TagAnswer = z.infer<typeof tagAnswer>;
export const tagsAnswer = z.array(tagAnswer);

/** GET /tags/list: the company's tags by name; `kanban` narrows to one kind. */
export const tagsListQuery = z.object({ kanban: z.coerce.number().pipe(tagKanbanField).optional() });
export type TagsListQuery = z.output<typeof tagsListQuery>;

/** POST /tags: without a colour the tag gets a random one; kanban defaults to 0 (contact tag). */
export const tagCreateBody = z.object({
  name: tagNameField,
  color: tagColorField.optional(),
  kanban: tagKanbanField.default(0),
});
export type TagCreateInput = z.input<typeof tagCreateBody>;
export type TagCreate = z.output<typeof tagCreateBody>;

/** A tag as a sync lists it: an existing one by id, or one to find or create (kanban 0) by name. */
export const tagSyncItem = z.union([z.object({ id: id }), z.object({ name: tagNameField })]);

/** POST /tags/sync: the contact ends up carrying exactly these tags. */
export const tagsSyncBody = z.object({ contactId: id, tags: z.array(tagSyncItem).max(100) });
export type TagsSync = z.output<typeof tagsSyncBody>;

export const contactTagsParams = z.object({ contactId: id });
