import { AppError, type CompanyDetail, type UpdateCompanyInput } from '@chatdesk/contracts';
import { hashPassword } from '../../../platform/auth/passwords';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import type { CompaniesDeps } from '../companies.deps';
import {
  type CompanyValues,
  findCompany,
  findMainAdmin,
  lockCompany,
  planExists,
  updateCompanyRow,
  updateUserPassword,
} from '../companies.repository';
import { toCompanyDetailAnswer } from '../company-answer';
import { dueDateFromInput } from '../due-date';

/**
 * PUT /companies/{id} (super user), renewal included (a new dueDate). The company e-mail is the
 * billing and contact address: changing it changes no user's login. A password resets the main
 * admin's (the company's oldest admin account, found without the e-mail).
 * The subscription guard forgets the cached due date so a renewal unlocks the company at once.
 */
export async function updateCompany(
  deps: CompaniesDeps,
  id: number,
  input: UpdateCompanyInput,
): Promise<CompanyDetail> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let company: CompanyDetail;
  try {
    company = await deps.db.system.transaction(async (tx) => {
      const current = await lockCompany(tx, id);
      if (!current) throw new AppError('ERR_NO_COMPANY_FOUND');
      if (input.planId !== undefined && input.planId !== current.planId && !(await planExists(tx, input.planId))) {
        throw new AppError('ERR_NO_PLAN_FOUND');
      }
      if (passwordHash) {
        const admin = await findMainAdmin(tx, id);
        if (!admin) throw new AppError('ERR_NO_USER_FOUND');
        await updateUserPassword(tx, admin.id, passwordHash);
      }
      // A body with only a password (or nothing) changes no company column.
      const columns = toColumns(input, current.timezone);
      if (Object.keys(columns).length > 0) await updateCompanyRow(tx, id, columns);
      const updated = await findCompany(tx, id);
      if (!updated) throw new Error('updated company not readable');
      return toCompanyDetailAnswer(updated);
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'companies_name_unique') throw new AppError('ERR_COMPANY_ALREADY_EXISTS');
    throw error;
  }
  deps.subscriptions.forget(id);
  deps.events.publish({ type: 'company.updated', companyId: id });
  return company;
}

/** Only the fields sent change; an empty optional text clears it. */
function toColumns(input: UpdateCompanyInput, currentTimezone: string): CompanyValues {
  const timezone = input.timezone ?? currentTimezone;
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const values: CompanyValues = {
    name: input.name,
    email: input.email,
    phone: text(input.phone),
    document: text(input.document),
    planId: input.planId,
    status: input.status,
    dueDate: input.dueDate === undefined ? undefined : dueDateFromInput(input.dueDate, timezone),
    recurrence: input.recurrence,
    paymentMethod: text(input.paymentMethod),
    addressStreet: text(input.addressStreet),
    addressState: text(input.addressState),
    addressCity: text(input.addressCity),
    timezone: input.timezone,
    numberAttendants: input.numberAttendants,
    numberConections: input.numberConections,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as CompanyValues;
}
