import { AppError, type CompanySchedulesBody } from '@chatdesk/contracts';
import type { CompaniesCaller, CompaniesDeps } from '../companies.deps';
import { updateCompanySchedules as writeSchedules } from '../companies.repository';
import { companyExecutor } from '../company-executor';

/**
 * PUT /companies/{id}/schedules: the company's opening hours (used when scheduleType is
 * 'company'), set by the company's own admin (or the super user for any company).
 */
export async function updateCompanySchedules(
  deps: CompaniesDeps,
  caller: CompaniesCaller,
  id: number,
  input: CompanySchedulesBody,
) {
  const updated = await companyExecutor(deps, caller, id).transaction((tx) => writeSchedules(tx, id, input.schedules));
  if (!updated) throw new AppError('ERR_NO_COMPANY_FOUND');
  deps.events.publish({ type: 'company.updated', companyId: id });
  return { id, schedules: input.schedules };
}
