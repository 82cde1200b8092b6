import { AppError, type UserAnswer, type UserUpdate } from '@chatdesk/contracts';
import { announceEndedSessions } from '../../../platform/auth/ended-sessions';
import { hashPassword } from '../../../platform/auth/passwords';
import type { Tx } from '../../../platform/db/database';
import { uniqueViolationOf } from '../../../platform/db/database-errors';
import { findQueueIdsOfUser } from '../../queues/user-queues.repository';
import { lockCompany } from '../plan-limits';
import { toUserAnswerWithQueues } from '../user-answer';
import { toUserColumns } from '../user-columns';
import { assertCompanyConnection } from '../user-connection-link';
import { assertMayEditUser } from '../user-edit-policy';
import { setUserQueues } from '../user-queue-links';
import { revokeUserSessions } from '../user-sessions.repository';
import type { Caller, UsersDeps } from '../users.deps';
import { countOtherAdmins, findUser, type UserRow, updateUserRow } from '../users.repository';

/**
 * PUT /users/{id}. Who may change what is user-edit-policy's rule. Two invariants here:
 * - the company keeps at least one admin (ERR_LAST_ADMIN), checked under the company lock so
 *   two admins demoting each other at once cannot both succeed;
 * - a new password ends the user's other sessions: all of them when an admin sets it (the
 *   usual reason is a leaked or shared password), all but the current one when the user
 *   changes their own.
 */
export async function updateUser(
  deps: UsersDeps,
  caller: Caller,
  userId: number,
  input: UserUpdate,
): Promise<UserAnswer> {
  const { companyId } = caller;
  let ended: string[] = [];
  let user: UserAnswer;
  try {
    user = await deps.db.tenant(companyId).transaction(async (tx) => {
      if (input.profile === 'user') await lockCompany(tx, companyId);
      const target = await findUser(tx, companyId, userId);
      if (!target) throw new AppError('ERR_NO_USER_FOUND');
      const currentQueueIds = input.queueIds ? await findQueueIdsOfUser(tx, userId) : [];
      assertMayEditUser(caller.subject, caller.userId, target, input, currentQueueIds);
      await assertKeepsAnAdmin(tx, target, input);
      await assertCompanyConnection(tx, companyId, input.whatsappId);

      const patch = toUserColumns(input);
      if (input.password) patch.passwordHash = await hashPassword(input.password);
      await updateUserRow(tx, companyId, userId, patch);
      if (input.queueIds) await setUserQueues(tx, companyId, userId, input.queueIds);
      if (input.password) {
        const keep = userId === caller.userId ? caller.sessionId : undefined;
        ended = await revokeUserSessions(tx, companyId, userId, keep);
      }
      const updated = await findUser(tx, companyId, userId);
      if (!updated) throw new AppError('ERR_NO_USER_FOUND');
      return toUserAnswerWithQueues(tx, updated);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'users_email_unique') throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
    throw error;
  }
  announceEndedSessions(deps, companyId, ended);
  deps.events.publish({ type: 'user.updated', companyId, user });
  return user;
}

async function assertKeepsAnAdmin(tx: Tx, target: UserRow, input: UserUpdate) {
  if (target.profile !== 'admin' || input.profile !== 'user') return;
  if ((await countOtherAdmins(tx, target.companyId, target.id)) === 0) throw new AppError('ERR_LAST_ADMIN');
}
