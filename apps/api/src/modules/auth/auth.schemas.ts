import { z } from 'zod';
import { companySettingKeys, recurrences } from '../../db/schema';

/** Request and response schemas of /api/auth. Validation texts are spec 1 §5's. */

const flag = z.enum(['enabled', 'disabled']);
const email = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .pipe(z.email({ error: messages.invalid }))
    .transform((value) => value.toLowerCase());

export const loginBody = z.object({
  email: email({ required: 'Obrigatório', invalid: 'Email inválido' }),
  // No length rule beyond a bound: old accounts may predate the 5-character minimum.
  password: z.string({ error: 'Obrigatório' }).min(1, 'Obrigatório').max(200),
});

export const planAnswer = z.object({
  id: z.number(),
  name: z.string(),
  users: z.number(),
  connections: z.number(),
  queues: z.number(),
  useWhatsapp: z.boolean(),
  useFacebook: z.boolean(),
  useInstagram: z.boolean(),
  useCampaigns: z.boolean(),
  useSchedules: z.boolean(),
  useInternalChat: z.boolean(),
  useExternalApi: z.boolean(),
  useKanban: z.boolean(),
  useOpenAi: z.boolean(),
  useIntegrations: z.boolean(),
});

/** The session user of spec 1 §3 "Session user/token". */
export const sessionUserAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(['admin', 'user']),
  super: z.boolean(),
  companyId: z.number(),
  profileImage: z.string().nullable(),
  startWork: z.string(),
  endWork: z.string(),
  farewellMessage: z.string().nullable(),
  allTicket: flag,
  allowGroup: z.boolean(),
  defaultTheme: z.enum(['light', 'dark']),
  defaultMenu: z.enum(['open', 'closed']),
  allHistoric: flag,
  allUserChat: flag,
  userClosePendingTicket: flag,
  showDashboard: flag,
  allowRealTime: flag,
  allowConnections: flag,
  whatsappId: z.number().nullable(),
  defaultTicketsManagerWidth: z.number(),
  queues: z.array(z.object({ id: z.number(), name: z.string(), color: z.string() })),
  company: z.object({
    id: z.number(),
    name: z.string(),
    /** ISO timestamp; the client routes to /financeiro when it is past (company 1: 2999). */
    dueDate: z.string().nullable(),
    /** IANA zone of the company's calendar: the day the due date falls on is read in it. */
    timezone: z.string(),
    /** The billing e-mail and the renewal period, for the subscription page and the checkout's estimate. */
    email: z.string().nullable(),
    recurrence: z.enum(recurrences),
    plan: planAnswer.nullable(),
    companieSettings: z.array(z.object({ key: z.enum(companySettingKeys), value: z.string() })),
  }),
});
export type SessionUser = z.infer<typeof sessionUserAnswer>;

export const sessionAnswer = z.object({ token: z.string(), user: sessionUserAnswer });

export const forgotPasswordBody = z.object({
  email: email({ required: 'Obrigatório', invalid: 'Email inválido' }),
});
export const forgotPasswordAnswer = z.object({ message: z.string() });

export const resetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string({ error: 'Obrigatório' }).min(5, 'Muito curto!').max(50, 'Muito extenso!'),
});

const name = z.string({ error: 'Obrigatório' }).trim().min(2, 'Muito curto!').max(50, 'Muito extenso!');

export const signupBody = z.object({
  name,
  email: email({ required: 'Obrigatório', invalid: 'Email inválido' }),
  password: z.string({ error: 'Obrigatório' }).min(5, 'Muito curto!').max(50, 'Muito extenso!'),
  /** Digits only (the form masks it as (99) 99999-9999); anything else is stripped. */
  phone: z
    .string()
    .max(30)
    .transform((value) => value.replace(/\D/g, ''))
    .optional(),
  /** Defaults to `name` when the form sends only one name. */
  companyName: name.optional(),
  planId: z.coerce.number({ error: 'Obrigatório' }).int().positive('Obrigatório'),
  recurrence: z.enum(recurrences).optional(),
  // Sent by the form but never trusted: a signup always creates a new company, active, due in 3 days.
  companyId: z.unknown().optional(),
  dueDate: z.unknown().optional(),
  status: z.unknown().optional(),
  campaignsEnabled: z.unknown().optional(),
});
export type SignupInput = z.infer<typeof signupBody>;

export const signupAnswer = z.object({
  company: z.object({ id: z.number(), name: z.string(), dueDate: z.string() }),
  user: z.object({ id: z.number(), name: z.string(), email: z.string(), profile: z.literal('admin') }),
});
