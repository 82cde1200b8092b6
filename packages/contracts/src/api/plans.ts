/** Request and response schemas of the plans API, shared by the API routes and the web forms. */
import { z } from 'zod';
import { planFeatures } from '../permissions/subject';
import { recordId } from './record-id';

/** Spec 2 §9: a custom plan costs 49 + 11 per user + 20 per connection, at least 3 of each (BRL, monthly). */
export const customPlanPricing = { base: 49, perUser: 11, perConnection: 20, minimum: 3 } as const;

export function customPlanPrice(users: number, connections: number): number {
  const { base, perUser, perConnection, minimum } = customPlanPricing;
  const count = (value: number) => Math.max(minimum, Number.isFinite(value) ? Math.floor(value) : minimum);
  return base + perUser * count(users) + perConnection * count(connections);
}

const required = 'Obrigatório';

/** Money in and out as a decimal string ('49.90'): numeric columns stay exact. Accepts a number or a string. */
export const moneyInput = z
  .union([z.number(), z.string().trim().max(20)], { error: required })
  .transform((value) => (typeof value === 'number' ? value.toFixed(2) : value.replace(',', '.')))
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Valor inválido')
      .transform((value) => Number(value).toFixed(2)),
  );

const count = (max: number) =>
  z.coerce.number({ error: required }).int('Valor inválido').min(0, 'Valor inválido').max(max, 'Valor inválido');

const featureFlags = Object.fromEntries(planFeatures.map((feature) => [feature, z.boolean().default(true)])) as {
  [K in (typeof planFeatures)[number]]: z.ZodDefault<z.ZodBoolean>;
};

/** POST /plans and PUT /plans/{id}: the plan form of the super user. */
export const planBody = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(100, 'Muito extenso!'),
  amount: moneyInput,
  users: count(100_000),
  connections: count(10_000),
  queues: count(10_000),
  isPublic: z.boolean().default(true),
  ...featureFlags,
});
export type PlanBody = z.input<typeof planBody>;
export type PlanInput = z.output<typeof planBody>;

const planFlagsShape = Object.fromEntries(planFeatures.map((feature) => [feature, z.boolean()])) as {
  [K in (typeof planFeatures)[number]]: z.ZodBoolean;
};

export const planAnswer = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.string(),
  users: z.number(),
  connections: z.number(),
  queues: z.number(),
  isPublic: z.boolean(),
  ...planFlagsShape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planAnswer>;

export const planListAnswer = z.array(planAnswer);

/** GET /plans/list: public plans for the signup form (no authentication, so no internal fields). */
export const publicPlanAnswer = planAnswer.omit({ isPublic: true, createdAt: true, updatedAt: true });
export type PublicPlan = z.infer<typeof publicPlanAnswer>;
export const publicPlanListAnswer = z.array(publicPlanAnswer);

export const planIdParams = z.object({ id: recordId });
