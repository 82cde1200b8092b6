import { AppError, type UserAnswer, userAvatarMaxBytes } from '@chatdesk/contracts';
import type { MediaSource } from '../../../platform/storage/media-storage';
import { removeAvatarFile } from '../avatar-files';
import { toUserAnswerWithQueues } from '../user-answer';
import { assertMayEditUser } from '../user-edit-policy';
import type { Caller, UsersDeps } from '../users.deps';
import { findUser, updateUserRow } from '../users.repository';

/**
 * POST /users/{id}/media-upload: the user's own avatar, or any of the company's users' for an
 * admin. The target is checked before a byte is stored; the type is read from the bytes
 * (images only, no SVG) and the size is capped while streaming. The old file goes once the
 * new URL is committed.
 */
export async function uploadUserAvatar(
  deps: UsersDeps,
  caller: Caller,
  userId: number,
  source: MediaSource,
): Promise<UserAnswer> {
  const { companyId } = caller;
  const tenant = deps.db.tenant(companyId);
  await tenant.transaction(async (tx) => {
    const target = await findUser(tx, companyId, userId);
    if (!target) throw new AppError('ERR_NO_USER_FOUND');
    assertMayEditUser(caller.subject, caller.userId, target);
  });

  const saved = await deps.storage.save(companyId, source, { allowed: ['image'], maxBytes: userAvatarMaxBytes });
  let previous: string | null = null;
  let user: UserAnswer;
  try {
    user = await tenant.transaction(async (tx) => {
      const target = await findUser(tx, companyId, userId);
      // Deleted while the bytes were uploading.
      if (!target) throw new AppError('ERR_NO_USER_FOUND');
      previous = target.profileImage;
      await updateUserRow(tx, companyId, userId, { profileImage: saved.url });
      return toUserAnswerWithQueues(tx, (await findUser(tx, companyId, userId)) ?? target);
    });
  } catch (error) {
    await removeAvatarFile(deps, companyId, saved.url);
    throw error;
  }
  await removeAvatarFile(deps, companyId, previous);
  deps.events.publish({ type: 'user.updated', companyId, user });
  return user;
}
