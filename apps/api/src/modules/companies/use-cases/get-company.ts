import { AppError, type CompanyDetail } from '@chatdesk/contracts';
import type { CompaniesCaller, CompaniesDeps } from '../companies.deps';
import { findCompany } from '../companies.repository';
import { toCompanyDetailAnswer } from '../company-answer';
import { companyExecutor } from '../company-executor';

/**
 * GET /companies/{id}: any company for the super user; otherwise only the caller's own (the
 * settings schedules tab and the subscription screen read it), even on an expired subscription.
 */
export async function getCompany(deps: CompaniesDeps, caller: CompaniesCaller, id: number): Promise<CompanyDetail> {
  const row = await companyExecutor(deps, caller, id).transaction((tx) => findCompany(tx, id));
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  return toCompanyDetailAnswer(row);
}
