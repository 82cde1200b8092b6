import { can, type Permission, type PermissionSubject } from '@chatdesk/contracts';
import { type SessionUser, useSession } from './session';

const flag = (value: unknown) => (value === 'enabled' ? 'enabled' : 'disabled');

/** The session user as the shared permission rules read it; unknown flags count as disabled. */
export function permissionSubjectOf(user: SessionUser): PermissionSubject {
  const raw = user as Record<string, unknown>;
  return {
    profile: user.profile,
    isSuper: user.super,
    allTicket: flag(raw.allTicket),
    allHistoric: flag(raw.allHistoric),
    allUserChat: flag(raw.allUserChat),
    userClosePendingTicket: flag(raw.userClosePendingTicket),
    showDashboard: flag(raw.showDashboard),
    allowRealTime: flag(raw.allowRealTime),
    allowConnections: flag(raw.allowConnections),
    allowGroup: raw.allowGroup === true,
  };
}

/** Whether the signed-in user holds `permission` (the same rules the API's guards apply). */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return user ? can(permissionSubjectOf(user), permission) : false;
}
