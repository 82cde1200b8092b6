import type { Plan, PublicPlan } from '@chatdesk/contracts';
import type { PlanRow } from './plans.repository';

export function toPlanAnswer(row: PlanRow): Plan {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toPublicPlanAnswer(row: PlanRow): PublicPlan {
  const { isPublic: _isPublic, createdAt: _createdAt, updatedAt: _updatedAt, ...plan } = row;
  return plan;
}
