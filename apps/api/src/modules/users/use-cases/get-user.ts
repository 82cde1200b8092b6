import { AppError, can, type UserAnswer } from '@chatdesk/contracts';
import { toUserAnswerWithQueues } from '../user-answer';
import type { Caller, UsersDeps } from '../users.deps';
import { findUser } from '../users.repository';

/**
 * GET /users/{id}: admins read anyone of their company, a plain user only themself (the user
 * modal from the avatar menu). Another company's id reads as missing (404), never forbidden.
 */
export async function getUser(deps: UsersDeps, caller: Caller, userId: number): Promise<UserAnswer> {
  return deps.db.tenant(caller.companyId).transaction(async (tx) => {
    const row = await findUser(tx, caller.companyId, userId);
    if (!row) throw new AppError('ERR_NO_USER_FOUND');
    if (row.id !== caller.userId && !can(caller.subject, 'users:manage')) throw new AppError('ERR_NO_PERMISSION');
    return toUserAnswerWithQueues(tx, row);
  });
}
