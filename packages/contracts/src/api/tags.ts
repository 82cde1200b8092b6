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

/** Spec 3 §3 Tag timeLane: hours a ticket may stay in the lane (0: no limit); at most a year. */
export const tagLaneHoursMax = 8760;
const laneId = z.number().int().positive().max(maxId);

/**
 * Spec 3 §3 kanban lane fields. `null` clears a field; omitted on an update keeps it. Only a
 * lane (kanban 1) carries them: a contact tag sending any of them is refused.
 */
const laneFields = {
  timeLane: z.number().int().min(0).max(tagLaneHoursMax).optional(),
  nextLaneId: laneId.nullable().optional(),
  rollbackLaneId: laneId.nullable().optional(),
  greetingMessageLane: z.string().trim().max(5000).nullable().optional(),
};
export const tagLaneFieldNames = ['timeLane', 'nextLaneId', 'rollbackLaneId', 'greetingMessageLane'] as const;
export type TagLaneFieldName = (typeof tagLaneFieldNames)[number];

const laneOnly = (body: { kanban?: number } & Partial<Record<TagLaneFieldName, unknown>>, context: z.RefinementCtx) => {
  if (body.kanban !== 0) return;
  for (const field of tagLaneFieldNames) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== 0 && value !== '') {
      context.addIssue({ code: 'custom', path: [field], message: 'Only a kanban lane has lane fields' });
    }
  }
};

/**
 * POST /tags (spec 3 §7): without a colour the tag gets a random one; kanban defaults to 0
 * (contact tag). `userId` is accepted for older clients and ignored: the caller owns the tag.
 */
export const tagCreateBody = z
  .object({
    name: tagNameField,
    color: tagColorField.optional(),
    kanban: tagKanbanField.default(0),
    ...laneFields,
    userId: z.unknown().optional(),
  })
  .superRefine(laneOnly);
export type TagCreateInput = z.input<typeof tagCreateBody>;
export type TagCreate = z.output<typeof tagCreateBody>;

/** PUT /tags/{id}: the same fields; an omitted colour, kind or lane field keeps the stored one. */
export const tagUpdateBody = z
  .object({
    name: tagNameField,
    color: tagColorField.optional(),
    kanban: tagKanbanField.optional(),
    ...laneFields,
    userId: z.unknown().optional(),
  })
  .superRefine(laneOnly);
export type TagUpdateInput = z.input<typeof tagUpdateBody>;
export type TagUpdate = z.output<typeof tagUpdateBody>;

/** A tag as the Tags and lane pages show it: lane fields and how many contacts and tickets carry it. */
export const tagRecordAnswer = tagAnswer.extend({
  timeLane: z.number(),
  nextLaneId: z.number().nullable(),
  rollbackLaneId: z.number().nullable(),
  greetingMessageLane: z.string().nullable(),
  contactsCount: z.number(),
  ticketsCount: z.number(),
});
export type TagRecordAnswer = z.infer<typeof tagRecordAnswer>;

export const tagsPageSize = 20;

/**
 * GET /tags (spec 3 §7): the company's tags by name, `tagsPageSize` a page. `searchParam` matches
 * the name (case and accents ignored); `kanban` narrows to one kind; `tagId` leaves that tag out
 * (the lane dialog lists the other lanes a lane may point at). `companyId` is ignored.
 */
export const tagsPageQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  kanban: z.coerce.number().pipe(tagKanbanField).optional(),
  tagId: id.optional(),
});
export type TagsPageQuery = z.output<typeof tagsPageQuery>;
export const tagsPageAnswer = z.object({ tags: z.array(tagRecordAnswer), hasMore: z.boolean(), count: z.number() });
export type TagsPageAnswer = z.infer<typeof tagsPageAnswer>;

export const tagParams = z.object({ id: id });

/** GET /tags/{id}/contacts: the contacts carrying a tag, by name, `tagsPageSize` a page. */
export const tagContactsQuery = z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000).default(1) });
export const tagContactAnswer = z.object({ id: z.number(), name: z.string(), number: z.string() });
export type TagContactAnswer = z.infer<typeof tagContactAnswer>;
export const tagContactsAnswer = z.object({ contacts: z.array(tagContactAnswer), hasMore: z.boolean() });
export type TagContactsAnswer = z.infer<typeof tagContactsAnswer>;

/** DELETE /tags-contacts/{tagId}/{contactId}: takes one tag off one contact. */
export const tagContactParams = z.object({ tagId: id, contactId: id });

/** `company-{id}-tag` payloads (spec 3 §4 live list synchronisation). */
export type TagEventPayload =
  | { action: 'create' | 'update'; tag: TagRecordAnswer }
  | { action: 'delete'; tagId: number };

/** A tag as a sync lists it: an existing one by id, or one to find or create (kanban 0) by name. */
export const tagSyncItem = z.union([z.object({ id: id }), z.object({ name: tagNameField })]);

/** POST /tags/sync: the contact ends up carrying exactly these tags. */
export const tagsSyncBody = z.object({ contactId: id, tags: z.array(tagSyncItem).max(100) });
export type TagsSync = z.output<typeof tagsSyncBody>;

export const contactTagsParams = z.object({ contactId: id });
