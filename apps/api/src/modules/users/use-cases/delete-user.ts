import { AppError } from '@chatdesk/contracts';
import { announceEndedSessions } from '../../../platform/auth/ended-sessions';
import { removeAvatarFile } from '../avatar-files';
import { lockCompany } from '../plan-limits';
import { assertMayDeleteUser } from '../user-edit-policy';
import { revokeUserSessions } from '../user-sessions.repository';
import type { Caller, UsersDeps } from '../users.deps';
import { countOtherAdmins, deleteUserRow, findUser } from '../users.repository';

/**
 * DELETE /users/{id}: admins delete others of their company; never themselves, never a super
 * user, never the company's last admin. The user's sessions end with the row, so a token they
 * still hold stops working at once in this process.
 */
export async function deleteUser(deps: UsersDeps, caller: Caller, userId: number): Promise<void> {
  const { companyId } = caller;
  const { ended, profileImage } = await deps.db.tenant(companyId).transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = await findUser(tx, companyId, userId);
    if (!target) throw new AppError('ERR_NO_USER_FOUND');
    assertMayDeleteUser(caller.subject, caller.userId, target);
    if (target.profile === 'admin' && (await countOtherAdmins(tx, companyId, userId)) === 0) {
      throw new AppError('ERR_LAST_ADMIN');
    }
    const sessions = await revokeUserSessions(tx, companyId, userId);
    await deleteUserRow(tx, companyId, userId);
    return { ended: sessions, profileImage: target.profileImage };
  });
  announceEndedSessions(deps, companyId, ended);
  await removeAvatarFile(deps, companyId, profileImage);
  deps.events.publish({ type: 'user.deleted', companyId, userId });
}
