import { AppError, can, type PermissionSubject, type UserUpdate, userPermissionFlags } from '@chatdesk/contracts';
import type { UserRow } from './users.repository';

/**
 * Who may change what on a user (spec 1 §6, spec 2 §6). One place, so the PUT, the avatar
 * upload and any later caller ask the same question instead of re-deciding it.
 *
 * - An admin (users:manage) edits anyone of the company; anybody else edits only themself.
 * - Profile, connection, work hours and permission flags need user-modal:editProfile, queues
 *   need user-modal:editQueues. A field counts only when it CHANGES: the user modal posts the
 *   whole form, so a plain user saving their own name sends their unchanged profile too.
 * - `super` is the platform operator's: only a super user changes it, never on themself (so
 *   the platform cannot lose its operator by a misclick), and only a super user edits one.
 */
export function assertMayEditUser(
  subject: PermissionSubject,
  callerId: number,
  target: UserRow,
  changes: UserUpdate = {},
  currentQueueIds: readonly number[] = [],
): void {
  const isSelf = callerId === target.id;
  if (!isSelf && !can(subject, 'users:manage')) throw new AppError('ERR_NO_PERMISSION');
  if (target.isSuper && !subject.isSuper) throw new AppError('ERR_NO_PERMISSION');

  if (changes.super !== undefined && changes.super !== target.isSuper) {
    if (!subject.isSuper || isSelf) throw new AppError('ERR_NO_PERMISSION');
  }
  if (changesProfileFields(target, changes) && !can(subject, 'user-modal:editProfile')) {
    throw new AppError('ERR_NO_PERMISSION');
  }
  if (changes.queueIds && !sameIds(changes.queueIds, currentQueueIds) && !can(subject, 'user-modal:editQueues')) {
    throw new AppError('ERR_NO_PERMISSION');
  }
}

/** Creating a user: the route already demands users:manage; only a super user makes another super user. */
export function assertMayCreateUser(subject: PermissionSubject, input: { super?: boolean }): void {
  if (!can(subject, 'users:manage')) throw new AppError('ERR_NO_PERMISSION');
  if (input.super && !subject.isSuper) throw new AppError('ERR_NO_PERMISSION');
}

/** Deleting: admins only, never oneself, never a super user (remove the flag first, as a super user). */
export function assertMayDeleteUser(subject: PermissionSubject, callerId: number, target: UserRow): void {
  if (!can(subject, 'users:manage')) throw new AppError('ERR_NO_PERMISSION');
  if (callerId === target.id || target.isSuper) throw new AppError('ERR_NO_PERMISSION');
}

const profileFields = ['profile', 'startWork', 'endWork', 'whatsappId', 'allowGroup', ...userPermissionFlags] as const;

function changesProfileFields(target: UserRow, changes: UserUpdate): boolean {
  return profileFields.some((field) => {
    const value = changes[field];
    // null on allHistoric means "not chosen" (spec 1 §5), not a change.
    if (value === undefined || (value === null && field === 'allHistoric')) return false;
    return value !== target[field];
  });
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
