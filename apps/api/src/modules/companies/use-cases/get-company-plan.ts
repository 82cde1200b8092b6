import { AppError, type CompanyPlan } from '@chatdesk/contracts';
import { toPublicPlanAnswer } from '../../plans/plan-answer';
import type { CompaniesCaller, CompaniesDeps } from '../companies.deps';
import { findPlanOfCompany } from '../companies.repository';
import { companyExecutor } from '../company-executor';

/** GET /companies/listPlan/{id}: the company's plan flags (menu and plan-gated pages); own company unless super. */
export async function getCompanyPlan(deps: CompaniesDeps, caller: CompaniesCaller, id: number): Promise<CompanyPlan> {
  const row = await companyExecutor(deps, caller, id).transaction((tx) => findPlanOfCompany(tx, id));
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  const { plan } = row;
  return {
    id: row.id,
    name: row.name,
    plan: plan && toPublicPlanAnswer(plan),
  };
}
