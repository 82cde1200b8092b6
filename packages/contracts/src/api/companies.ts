/** Request and response schemas of the companies API, shared by the API routes and the web forms. */
import { z } from 'zod';
import { planFeatures } from '../permissions/subject';
import { addMonths, type CalendarDate, calendarDate, daysBetween, isCalendarDate } from './calendar-date';
import { scheduleEntrySchema, weekScheduleSchema } from './queues';
import { recordId } from './record-id';

export * from './calendar-date';

/** Spec 2 §9 recurrence options and how many months each renewal adds (spec 2 §4). */
export const recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type Recurrence = (typeof recurrences)[number];
export const recurrenceMonths: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

/** Spec 2 §4 renewal: the due day plus the recurrence's months, as a day on the company's calendar. */
export function renewDueDate(dueDate: Date | string, recurrence: Recurrence, timeZone?: string): CalendarDate {
  return addMonths(calendarDate(dueDate, timeZone), recurrenceMonths[recurrence]);
}

/** Spec 2 §2/§4 companies table: red when due today or past, yellow when due in 1 to 5 days. */
export type DueDateTint = 'red' | 'yellow' | null;
export const dueDateWarningDays = 5;

export function dueDateTint(dueDate: Date | string | null, now: Date, timeZone?: string): DueDateTint {
  if (dueDate === null) return null;
  const days = daysBetween(calendarDate(now, timeZone), calendarDate(dueDate, timeZone));
  if (days <= 0) return 'red';
  return days <= dueDateWarningDays ? 'yellow' : null;
}

const required = 'Obrigatório';
const numeric = 'Deve ser um número';

/** Digits only (the form masks (99) 99999-9999); empty means none. */
export const phoneInput = z
  .string()
  .max(30)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits === '' || (digits.length >= 10 && digits.length <= 13), 'Telefone inválido');

/** A day ('YYYY-MM-DD', the end of that day on the company's calendar) or an exact ISO instant. */
export const dueDateInput = z
  .string()
  .max(40)
  .refine(
    (value) => isCalendarDate(value) || z.iso.datetime({ offset: true }).safeParse(value).success,
    'Data inválida',
  );

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const optionalText = (max: number) => z.string().trim().max(max, 'Muito extenso!').optional();
const seats = z.coerce.number({ error: numeric }).int(numeric).min(1, numeric).max(100_000, numeric);

const companyFields = {
  name: z.string({ error: 'Nome é obrigatório' }).trim().min(2, 'Nome é obrigatório').max(50, 'Muito extenso!'),
  email: z
    .string({ error: 'E-mail é obrigatório' })
    .trim()
    .min(1, 'E-mail é obrigatório')
    .max(254, 'Email inválido')
    .pipe(z.email({ error: 'Email inválido' }))
    .transform((value) => value.toLowerCase()),
  phone: phoneInput.optional(),
  document: optionalText(30),
  planId: z.coerce.number({ error: required }).int().positive(required).max(2_147_483_647),
  status: z.boolean().optional(),
  dueDate: dueDateInput.optional(),
  recurrence: z.enum(recurrences).optional(),
  paymentMethod: optionalText(40),
  addressStreet: optionalText(200),
  addressState: optionalText(60),
  addressCity: optionalText(100),
  timezone: z.string().max(60).refine(isTimeZone, 'Fuso horário inválido').optional(),
  /** Spec 2 §3: contracted attendants and connections; the form defaults both to 1. */
  numberAttendants: seats.default(1),
  numberConections: seats.default(1),
};

const password = z.string({ error: required }).min(5, 'Muito curto!').max(50, 'Muito extenso!');

/**
 * POST /companies. The e-mail and password also create the company's first admin user; without
 * a due date the company is due one recurrence from today.
 */
export const createCompanyBody = z.object({ ...companyFields, password });
export type CreateCompanyBody = z.input<typeof createCompanyBody>;
export type CreateCompanyInput = z.output<typeof createCompanyBody>;

/**
 * PUT /companies/{id}: any subset of the fields. Renewal is a PUT of `dueDate: renewDueDate(...)`.
 * A password resets the password of the company's main admin (its oldest admin account); the
 * e-mail is the billing and contact address and changes no user's login.
 */
export const updateCompanyBody = z
  .object({
    ...companyFields,
    numberAttendants: seats,
    numberConections: seats,
    password: password.optional().or(z.literal('').transform(() => undefined)),
  })
  .partial();
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;
export type UpdateCompanyInput = z.output<typeof updateCompanyBody>;

const shiftInOrder = (start: string, end: string) => start === '' || end === '' || start < end;

/**
 * PUT /companies/{id}/schedules: the whole week (the queues' schedule shape, one entry per
 * weekday); within a shift the end must come after the start.
 */
export const companySchedulesBody = z.object({
  schedules: weekScheduleSchema.superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      for (const shift of ['A', 'B'] as const) {
        if (!shiftInOrder(entry[`startTime${shift}`], entry[`endTime${shift}`])) {
          context.addIssue({
            code: 'custom',
            message: 'O fim deve ser depois do início',
            path: [index, `endTime${shift}`],
          });
        }
      }
    });
  }),
});
export type CompanySchedulesBody = z.infer<typeof companySchedulesBody>;
export const companySchedulesAnswer = z.object({ id: z.number(), schedules: z.array(scheduleEntrySchema) });

export const companyAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  document: z.string().nullable(),
  planId: z.number().nullable(),
  plan: z.object({ id: z.number(), name: z.string(), amount: z.string() }).nullable(),
  status: z.boolean(),
  /** ISO instant; the web shows `calendarDate(dueDate)` and tints with `dueDateTint`. */
  dueDate: z.string().nullable(),
  recurrence: z.enum(recurrences),
  paymentMethod: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressState: z.string().nullable(),
  addressCity: z.string().nullable(),
  timezone: z.string(),
  numberAttendants: z.number(),
  numberConections: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLogin: z.string().nullable(),
  /** Bytes under the company's media folder, its file count and when they were measured. */
  folderSize: z.number(),
  numberFileFolder: z.number(),
  updatedAtFolder: z.string().nullable(),
});
export type Company = z.infer<typeof companyAnswer>;

/** GET /companies/{id}: the company with its opening hours (the settings schedules tab reads them). */
export const companyDetailAnswer = companyAnswer.extend({ schedules: z.array(scheduleEntrySchema) });
export type CompanyDetail = z.infer<typeof companyDetailAnswer>;

export const companyListAnswer = z.array(companyAnswer);

export const companiesQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CompaniesQuery = z.input<typeof companiesQuery>;

/** GET /companies and GET /companiesPlan: pages of 20 by id, searched by company name, e-mail or plan name. */
export const companiesPageAnswer = z.object({
  companies: z.array(companyAnswer),
  count: z.number(),
  hasMore: z.boolean(),
});
export type CompaniesPage = z.infer<typeof companiesPageAnswer>;

const planFlagsShape = Object.fromEntries(planFeatures.map((feature) => [feature, z.boolean()])) as {
  [K in (typeof planFeatures)[number]]: z.ZodBoolean;
};

/** GET /companies/listPlan/{id}: the company's plan and its feature flags (spec 1 §7). */
export const companyPlanAnswer = z.object({
  id: z.number(),
  name: z.string(),
  plan: z
    .object({
      id: z.number(),
      name: z.string(),
      amount: z.string(),
      users: z.number(),
      connections: z.number(),
      queues: z.number(),
      ...planFlagsShape,
    })
    .nullable(),
});
export type CompanyPlan = z.infer<typeof companyPlanAnswer>;

export const companyIdParams = z.object({ id: recordId });
