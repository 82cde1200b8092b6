import {
  type CompanyAccess,
  can,
  type Permission,
  type PermissionSubject,
  type PlanFlags,
  planAllows,
  planFeatures,
} from '@chatdesk/contracts';
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

/** Plan feature flags out of any plan-shaped object; a missing or non-true flag is off. */
export function planFlagsOf(plan: unknown): PlanFlags | null {
  if (typeof plan !== 'object' || plan === null) return null;
  const raw = plan as Record<string, unknown>;
  return Object.fromEntries(planFeatures.map((feature) => [feature, raw[feature] === true])) as PlanFlags;
}

/** What the menu knows about the company beyond the session answer (helps, unread chats, connections). */
export type CompanyExtras = Partial<Omit<CompanyAccess, 'id' | 'dueDate'>>;

/**
 * The session user's company as the shared menu and subscription rules read it. The plan comes
 * from the login answer unless a fresher one is passed in `extras`.
 */
export function companyAccessOf(user: SessionUser, extras: CompanyExtras = {}): CompanyAccess {
  const company = user.company as (Record<string, unknown> & { id: number; dueDate?: string | null }) | null;
  return {
    id: company?.id ?? user.companyId,
    dueDate: company?.dueDate ?? null,
    plan: extras.plan !== undefined ? extras.plan : planFlagsOf(company?.plan),
    helpsExist: extras.helpsExist ?? false,
    hasUnreadChats: extras.hasUnreadChats ?? false,
    connectionsNeedAttention: extras.connectionsNeedAttention ?? false,
  };
}

/** Whether the signed-in user holds `permission` (the same rules the API's guards apply). */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return user ? can(permissionSubjectOf(user), permission) : false;
}

/** Whether the signed-in user's company plan has `feature` (spec 3 §6 plan flags). */
export function usePlanAllows(feature: Parameters<typeof planAllows>[1]): boolean {
  const { user } = useSession();
  return user ? planAllows(companyAccessOf(user), feature) : false;
}
