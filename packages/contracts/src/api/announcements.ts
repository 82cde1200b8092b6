import { z } from 'zod';
import { recordId } from './record-id';

/** Request and response schemas of announcements (spec 3 §2 Announcements, §3 Announcement, §5, §7, §9). */

/** Spec 3 §5: title and text are required ('Obrigatório'). */
export const announcementValidationMessages = {
  required: 'Obrigatório',
  tooLong: 'Muito extenso!',
} as const;
const m = announcementValidationMessages;

export const announcementTitleMaxLength = 255;
export const announcementTextMaxLength = 5000;
/** Rows per page of GET /announcements (the admin page's infinite scroll and the top bar's popover). */
export const announcementsPageSize = 20;
/** Spec 3 §5: the attachment is a png, jpg or jpeg picture. */
export const announcementMediaTypes = ['image/png', 'image/jpeg'] as const;
export const announcementMediaAccept = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const announcementMediaMaxBytes = 5 * 1024 * 1024;

/** Spec 3 §3/§9: 1 high, 2 medium, 3 low (Alta, Média, Baixa); 3 by default. */
export const announcementPriorities = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof announcementPriorities)[number];
export const defaultAnnouncementPriority: AnnouncementPriority = 3;

const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required, abort: true }).max(max, m.tooLong);

/** POST /announcements and PUT /announcements/{id}. Defaults: priority 3, status active (spec 3 §5). */
export const announcementBody = z.object({
  title: requiredText(announcementTitleMaxLength),
  text: requiredText(announcementTextMaxLength),
  priority: z.number().int().min(1).max(3).default(defaultAnnouncementPriority),
  status: z.boolean().default(true),
});
export type AnnouncementInput = z.input<typeof announcementBody>;
export type AnnouncementFields = z.output<typeof announcementBody>;

/** An announcement as stored; live events carry it. */
export const announcementRecord = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  priority: z.number(),
  status: z.boolean(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecord>;

export const announcementAnswer = announcementRecord.extend({
  /** Whether the caller has opened it (the top bar's unread marking). */
  read: z.boolean(),
});
export type AnnouncementAnswer = z.infer<typeof announcementAnswer>;

/**
 * GET /announcements: searchParam matches the title and the text; 20 rows per page. The super
 * user gets every announcement (the admin page) unless `inbox` asks for what users read: the
 * active ones. Everybody else always gets the active ones.
 */
export const announcementsQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  inbox: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type AnnouncementsQuery = z.output<typeof announcementsQuery>;
export const announcementsPageAnswer = z.object({ records: z.array(announcementAnswer), hasMore: z.boolean() });
export type AnnouncementsPageAnswer = z.infer<typeof announcementsPageAnswer>;

/** GET /announcements/unread: how many active announcements the caller has not opened yet. */
export const announcementsUnreadAnswer = z.object({ count: z.number() });
export type AnnouncementsUnreadAnswer = z.infer<typeof announcementsUnreadAnswer>;

export const announcementIdParams = z.object({ id: recordId });

/** `company-announcement`, sent to every company's users: lists upsert or drop the record, the top bar refetches. */
export type AnnouncementEventPayload =
  | { action: 'create' | 'update'; record: AnnouncementRecord }
  | { action: 'delete'; id: number };
