import { AppError, defaultCompanyTimeZone } from '@chatdesk/contracts';
import { hashPassword } from '../../../platform/auth/passwords';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { insertDefaultCompanySettings } from '../../companies/company-settings.repository';
import { dueDateInDays } from '../../companies/due-date';
import type { AuthDeps } from '../auth.deps';
import { findPublicPlan, insertCompany, insertUser, readGlobalSetting } from '../auth.repository';
import type { SignupInput } from '../auth.schemas';

/** Spec 2 §9: a signup's trial runs 3 days, through the end of the third day where the company is. */
export const signupTrialDays = 3;

/**
 * Public registration: a NEW company with the chosen public plan and its first admin. It
 * can never add a user to an existing company (any companyId sent is ignored), and the
 * database's unique indexes, not a prior check, settle a duplicate e-mail or company name.
 */
export async function signup(deps: AuthDeps, input: SignupInput & { ip: string }) {
  const allowSignup = await deps.db.system.transaction((tx) => readGlobalSetting(tx, 'allowSignup'));
  if (allowSignup !== 'enabled') throw new AppError('ERR_SIGNUP_DISABLED');
  await deps.throttle.assertAllowed('signup', { ip: input.ip });
  await deps.throttle.record('signup', { ip: input.ip });

  const passwordHash = await hashPassword(input.password);
  const companyName = input.companyName ?? input.name;
  // A new company takes the default time zone; like every due date, the trial ends at the end of a day.
  const dueDate = dueDateInDays(signupTrialDays, defaultCompanyTimeZone);

  try {
    return await deps.db.system.transaction(async (tx) => {
      if (!(await findPublicPlan(tx, input.planId))) throw new AppError('ERR_NO_PLAN_FOUND');
      const company = await insertCompany(tx, {
        name: companyName,
        email: input.email,
        phone: input.phone || null,
        planId: input.planId,
        status: true,
        dueDate,
        recurrence: input.recurrence ?? 'MENSAL',
        timezone: defaultCompanyTimeZone,
      });
      await insertDefaultCompanySettings(tx, company.id);
      const user = await insertUser(tx, {
        companyId: company.id,
        name: input.name,
        email: input.email,
        passwordHash,
        profile: 'admin',
      });
      return {
        company: { id: company.id, name: company.name, dueDate: dueDate.toISOString() },
        user: { ...user, profile: 'admin' as const },
      };
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'users_email_unique') throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
    if (constraint === 'companies_name_unique') throw new AppError('ERR_COMPANY_ALREADY_EXISTS');
    throw error;
  }
}
