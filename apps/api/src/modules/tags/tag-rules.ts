import { randomInt } from 'node:crypto';
import { AppError, can, type PermissionSubject, type TagLaneFieldName } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { companies, plans } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import { findTagKinds } from './tags.repository';

/** Spec 1 §5: a tag typed without a colour gets a random one. */
export const randomTagColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`;

/** The (company, lower(name), kanban) index is the rule; its violation becomes our code. */
export function tagWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'tags_company_name_kanban_unique') return new AppError('ERR_TAG_ALREADY_EXISTS');
  return error;
}

/**
 * Writing a kanban lane (creating, editing or deleting a tag of kind 1, or turning a tag into
 * one) is lane management: spec 3 §6 gates it by the plan's useKanban (ERR_PLAN_FEATURE_DISABLED,
 * the spec's "no permission for this page" text) and by the dashboard-view permission that
 * '+ Adicionar colunas' needs (ERR_NO_PERMISSION).
 */
export async function assertMayWriteLanes(tx: Tx, companyId: number, subject: PermissionSubject) {
  await assertPlanHasKanban(tx, companyId);
  if (!can(subject, 'dashboard:view')) throw new AppError('ERR_NO_PERMISSION');
}

/** Spec 3 §6: the kanban (its board and its lanes) needs the plan's useKanban. */
export async function assertPlanHasKanban(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ useKanban: plans.useKanban })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  // A company without a plan has no plan flag to grant lanes.
  if (row?.useKanban !== true) throw new AppError('ERR_PLAN_FEATURE_DISABLED');
}

/**
 * A lane's next and rollback lanes are other lanes of the same company. Another company's or an
 * unknown id answers 404 like any foreign id (foreign keys ignore row-level security, so this
 * check is what keeps another company's tag out); a contact tag or the lane itself is a 400.
 */
export async function assertLaneTargets(
  tx: Tx,
  companyId: number,
  selfId: number | null,
  targets: Partial<Record<TagLaneFieldName, unknown>>,
) {
  const fields = (['nextLaneId', 'rollbackLaneId'] as const).filter((field) => typeof targets[field] === 'number');
  const ids = fields.map((field) => targets[field] as number);
  const kinds = await findTagKinds(tx, companyId, ids);
  for (const field of fields) {
    const id = targets[field] as number;
    if (id === selfId) throw new AppError('ERR_TAG_LANE_SELF', { details: { field } });
    const kind = kinds.get(id);
    if (kind === undefined) throw new AppError('ERR_NO_TAG_FOUND', { details: { field } });
    if (kind !== 1) throw new AppError('ERR_TAG_NOT_A_LANE', { details: { field } });
  }
}
