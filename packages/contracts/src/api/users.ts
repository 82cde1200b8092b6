import { z } from 'zod';
import { maxRecordId, recordId } from './record-id';

/**
 * Request and response schemas of the users API (spec 1 §3, §5, §7; spec 2 §3, §5, §7),
 * shared by the API routes and the web forms. Validation texts are the spec's user-form ones.
 * Unknown keys are stripped, so a `companyId` a form still sends is dropped: the company
 * always comes from the caller's token.
 */

export const userValidationMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidEmail: 'Invalid email',
  invalidTime: 'Invalid time',
} as const;
const m = userValidationMessages;

export const userProfiles = ['admin', 'user'] as const;
export type UserProfile = (typeof userProfiles)[number];
export const userFlagValues = ['enabled', 'disabled'] as const;
export const userThemes = ['light', 'dark'] as const;
export const userMenus = ['open', 'closed'] as const;
/** 'enabled'/'disabled' permission flags of spec 2 §3 (allowGroup is a boolean and listed apart). */
export const userPermissionFlags = [
  'allTicket',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
] as const;
export type UserPermissionFlag = (typeof userPermissionFlags)[number];

/** Spec 2 §3: every flag defaults to disabled except userClosePendingTicket. */
export const userDefaults = {
  profile: 'user',
  startWork: '00:00',
  endWork: '23:59',
  allTicket: 'disabled',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'enabled',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  allowGroup: false,
  defaultTheme: 'light',
  defaultMenu: 'open',
  defaultTicketsManagerWidth: 1100,
} as const;

export const usersPageSize = 20;
const id = z.number().int().positive().max(maxRecordId);

export const userNameField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .min(2, m.tooShort)
  .max(50, m.tooLong);
export const userEmailField = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }))
  .transform((value) => value.toLowerCase());
export const userPasswordField = z.string({ error: m.required }).min(5, m.tooShort).max(50, m.tooLong);
/** HH:MM, 00:00 to 23:59. */
export const timeOfDayField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalidTime);
const flag = z.enum(userFlagValues);

/** Fields both create and update take, all optional (the server's defaults apply on create). */
const userFields = {
  profile: z.enum(userProfiles).optional(),
  /** Only a super user may set it; anyone else sending a change is refused (ERR_NO_PERMISSION). */
  super: z.boolean().optional(),
  startWork: timeOfDayField.optional(),
  endWork: timeOfDayField.optional(),
  farewellMessage: z.string().max(2000, m.tooLong).nullable().optional(),
  allTicket: flag.optional(),
  // Spec 1 §5: allHistoric is nullable; null means "not chosen" (the default, or unchanged).
  allHistoric: flag.nullable().optional(),
  allUserChat: flag.optional(),
  userClosePendingTicket: flag.optional(),
  showDashboard: flag.optional(),
  allowRealTime: flag.optional(),
  allowConnections: flag.optional(),
  allowGroup: z.boolean().optional(),
  defaultTheme: z.enum(userThemes).optional(),
  defaultMenu: z.enum(userMenus).optional(),
  defaultTicketsManagerWidth: z.number().int().min(200).max(4000).optional(),
  /** The user's default connection; null clears it. */
  whatsappId: id.nullable().optional(),
  /** The queues the user attends; replaces the current links. Every id must be a queue of the company. */
  queueIds: z.array(id).max(500).optional(),
};

export const userCreateBody = z.object({
  name: userNameField,
  email: userEmailField,
  password: userPasswordField,
  ...userFields,
});
export type UserCreateInput = z.input<typeof userCreateBody>;
export type UserCreate = z.output<typeof userCreateBody>;

export const userUpdateBody = z.object({
  name: userNameField.optional(),
  email: userEmailField.optional(),
  /** Omitted or '' keeps the current password (the modal sends '' when the field is left empty). */
  password: userPasswordField.or(z.literal('')).optional(),
  ...userFields,
});
export type UserUpdateInput = z.input<typeof userUpdateBody>;
export type UserUpdate = z.output<typeof userUpdateBody>;

/** Fields a plain user may change on their own account; everything else needs user-modal:editProfile. */
export const userSelfEditableFields = [
  'name',
  'email',
  'password',
  'farewellMessage',
  'defaultTheme',
  'defaultMenu',
  'defaultTicketsManagerWidth',
] as const satisfies readonly (keyof UserUpdate)[];

export const userIdParams = z.object({ id: recordId });

export const usersPageQuery = z.object({
  /** Matches name or e-mail, case- and (common Latin) accent-insensitively. */
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type UsersPageQuery = z.output<typeof usersPageQuery>;

export const userOptionsQuery = z.object({
  searchParam: z.string().trim().max(100).optional(),
  /** Only users attending this queue. */
  queueId: recordId.optional(),
  profile: z.enum(userProfiles).optional(),
});
export type UserOptionsQuery = z.output<typeof userOptionsQuery>;

export const queueRefAnswer = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type QueueRef = z.infer<typeof queueRefAnswer>;

/** A user as the API answers it: never the password hash. */
export const userAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(userProfiles),
  super: z.boolean(),
  companyId: z.number(),
  /** `/public/...` URL or null. */
  profileImage: z.string().nullable(),
  startWork: z.string(),
  endWork: z.string(),
  farewellMessage: z.string().nullable(),
  allTicket: flag,
  allHistoric: flag,
  allUserChat: flag,
  userClosePendingTicket: flag,
  showDashboard: flag,
  allowRealTime: flag,
  allowConnections: flag,
  allowGroup: z.boolean(),
  defaultTheme: z.enum(userThemes),
  defaultMenu: z.enum(userMenus),
  defaultTicketsManagerWidth: z.number(),
  whatsappId: z.number().nullable(),
  online: z.boolean(),
  queues: z.array(queueRefAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAnswer = z.infer<typeof userAnswer>;

/** GET /users: offset pages of `usersPageSize`, ordered by name. */
export const usersPageAnswer = z.object({ users: z.array(userAnswer), hasMore: z.boolean(), count: z.number() });
export type UsersPageAnswer = z.infer<typeof usersPageAnswer>;

/** GET /users/list: the pickers' light rows (transfer, filters). */
export const userOptionAnswer = z.object({
  id: z.number(),
  name: z.string(),
  profile: z.enum(userProfiles),
  online: z.boolean(),
  profileImage: z.string().nullable(),
});
export type UserOption = z.infer<typeof userOptionAnswer>;
export const userOptionsAnswer = z.array(userOptionAnswer);

/** POST /users/{id}/media-upload: multipart field `profileImage` (an image, at most 5 MB). */
export const userAvatarField = 'profileImage';
export const userAvatarMaxBytes = 5 * 1024 * 1024;
export const userMediaUploadAnswer = z.object({ user: userAnswer });
