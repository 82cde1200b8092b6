import { AppError, type CompanyDetail, type CreateCompanyInput, defaultCompanyTimeZone } from '@chatdesk/contracts';
import { hashPassword } from '../../../platform/auth/passwords';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import type { CompaniesDeps } from '../companies.deps';
import { findCompany, insertAdminUser, insertCompanyRow, planExists } from '../companies.repository';
import { toCompanyDetailAnswer } from '../company-answer';
import { insertDefaultCompanySettings } from '../company-settings.repository';
import { dueDateFromInput, firstDueDate } from '../due-date';

/**
 * POST /companies (super user): the company, its options row and its first admin (the
 * company's e-mail and password, profile admin) in one transaction, so a refused admin leaves
 * no company behind. The database's unique indexes settle a taken name or e-mail.
 */
export async function createCompany(deps: CompaniesDeps, input: CreateCompanyInput): Promise<CompanyDetail> {
  const timezone = input.timezone ?? defaultCompanyTimeZone;
  const recurrence = input.recurrence ?? 'MENSAL';
  const passwordHash = await hashPassword(input.password);
  let company: CompanyDetail;
  try {
    company = await deps.db.system.transaction(async (tx) => {
      if (!(await planExists(tx, input.planId))) throw new AppError('ERR_NO_PLAN_FOUND');
      const row = await insertCompanyRow(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        document: input.document || null,
        planId: input.planId,
        status: input.status ?? true,
        dueDate: input.dueDate ? dueDateFromInput(input.dueDate, timezone) : firstDueDate(recurrence, timezone),
        recurrence,
        paymentMethod: input.paymentMethod || null,
        addressStreet: input.addressStreet || null,
        addressState: input.addressState || null,
        addressCity: input.addressCity || null,
        timezone,
        numberAttendants: input.numberAttendants,
        numberConections: input.numberConections,
      });
      await insertDefaultCompanySettings(tx, row.id);
      await insertAdminUser(tx, { companyId: row.id, name: input.name, email: input.email, passwordHash });
      const created = await findCompany(tx, row.id);
      if (!created) throw new Error('created company not readable');
      return toCompanyDetailAnswer(created);
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'users_email_unique') throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
    if (constraint === 'companies_name_unique') throw new AppError('ERR_COMPANY_ALREADY_EXISTS');
    throw error;
  }
  deps.events.publish({ type: 'company.created', companyId: company.id });
  return company;
}
