import { AppError, type UserAnswer, type UserCreate } from '@chatdesk/contracts';
import { hashPassword } from '../../../platform/auth/passwords';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { assertPlanAllowsAnother } from '../plan-limits';
import { toUserAnswerWithQueues } from '../user-answer';
import { toUserColumns } from '../user-columns';
import { assertCompanyConnection } from '../user-connection-link';
import { assertMayCreateUser } from '../user-edit-policy';
import { setUserQueues } from '../user-queue-links';
import type { Caller, UsersDeps } from '../users.deps';
import { insertUser, readGlobalSetting } from '../users.repository';

/**
 * POST /users: a new user in the caller's company (never another: the company is the token's).
 * The platform's userCreation switch and the plan's user limit hold for everyone but the super
 * user; the e-mail is unique platform-wide by the database's index, not by a prior lookup.
 */
export async function createUser(deps: UsersDeps, caller: Caller, input: UserCreate): Promise<UserAnswer> {
  assertMayCreateUser(caller.subject, input);
  const { companyId } = caller;
  const isSuper = caller.subject.isSuper;
  let user: UserAnswer;
  try {
    user = await deps.db.tenant(companyId).transaction(async (tx) => {
      if (!isSuper && (await readGlobalSetting(tx, 'userCreation')) === 'disabled') {
        throw new AppError('ERR_USER_CREATION_DISABLED');
      }
      await assertPlanAllowsAnother(tx, companyId, 'users', { bypass: isSuper });
      await assertCompanyConnection(tx, companyId, input.whatsappId);
      // Hashed after the checks so a refused request costs no argon2 work.
      const passwordHash = await hashPassword(input.password);
      const row = await insertUser(tx, {
        ...toUserColumns(input),
        name: input.name,
        email: input.email,
        companyId,
        passwordHash,
      });
      if (input.queueIds) await setUserQueues(tx, companyId, row.id, input.queueIds);
      return toUserAnswerWithQueues(tx, row);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'users_email_unique') throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
    throw error;
  }
  deps.events.publish({ type: 'user.created', companyId, user });
  return user;
}
