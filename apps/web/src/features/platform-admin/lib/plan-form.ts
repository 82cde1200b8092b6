import { type Plan, type PlanFlags, type PlanInput, planBody, planFeatures } from '@chatdesk/contracts';
import { firstIssueByField } from './field-errors';

const counts = ['users', 'connections', 'queues'] as const;

/** What the plan form edits: numbers as typed, flags as switches. */
export type PlanFormValues = {
  name: string;
  amount: string;
  users: string;
  connections: string;
  queues: string;
  isPublic: boolean;
} & PlanFlags;
export type PlanField = keyof PlanFormValues;
export type PlanFieldError = 'required' | 'invalidNumber' | 'tooLong';

const allFeatures = Object.fromEntries(planFeatures.map((feature) => [feature, true])) as PlanFlags;

export const emptyPlanForm: PlanFormValues = {
  name: '',
  amount: '',
  users: '',
  connections: '',
  queues: '',
  isPublic: true,
  ...allFeatures,
};

export function planToForm(plan: Plan): PlanFormValues {
  const flags = Object.fromEntries(planFeatures.map((feature) => [feature, plan[feature]])) as PlanFlags;
  return {
    name: plan.name,
    amount: plan.amount,
    users: String(plan.users),
    connections: String(plan.connections),
    queues: String(plan.queues),
    isPublic: plan.isPublic,
    ...flags,
  };
}

/** Validates with the API's own request schema (planBody), so form and server cannot drift. */
export function validatePlanForm(
  values: PlanFormValues,
): { data: PlanInput } | { errors: Partial<Record<PlanField, PlanFieldError>> } {
  const errors: Partial<Record<PlanField, PlanFieldError>> = {};
  // An empty number would coerce to 0: a missing value is "required", not zero.
  for (const field of ['name', 'amount', ...counts] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  const parsed = planBody.safeParse(values);
  if (parsed.success && Object.keys(errors).length === 0) return { data: parsed.data };
  if (!parsed.success) {
    const issues = firstIssueByField<PlanField>(parsed.error.issues);
    for (const [field, issue] of Object.entries(issues) as [PlanField, (typeof issues)[PlanField]][]) {
      if (errors[field] || !issue) continue;
      if (field === 'name') errors.name = issue.code === 'too_big' ? 'tooLong' : 'required';
      else errors[field] = 'invalidNumber';
    }
  }
  return { errors };
}
