import { type FlagToggle, hasAdminRole, isOn, type PermissionSubject } from './subject';

type Rule = (subject: PermissionSubject) => boolean;

const adminOnly: Rule = hasAdminRole;
const superOnly: Rule = (s) => s.isSuper;
/** showDashboard or allowRealTime: treated as admin for the management menu (spec 1 §6). */
const management: Rule = (s) => hasAdminRole(s) || isOn(s.showDashboard) || isOn(s.allowRealTime);
/** allowConnections: treated as admin for connection actions (spec 1 §6, spec 2 §6). */
const connections: Rule = (s) => hasAdminRole(s) || isOn(s.allowConnections);

const rules = {
  // Spec 1 §6 static table (admin only) with the "treated as admin" flags
  'dashboard:view': (s) => hasAdminRole(s) || isOn(s.showDashboard),
  'management-menu:view': management,
  'drawer-admin-items:view': adminOnly,
  'tickets-manager:showall': (s) => hasAdminRole(s) || isOn(s.allUserChat),
  'tickets-manager:closeAll': adminOnly,
  'user-modal:editProfile': adminOnly,
  'user-modal:editQueues': adminOnly,
  'ticket-options:deleteTicket': adminOnly,
  'contacts-page:deleteContact': adminOnly,
  'connections-page:view': connections,
  'connections-page:actionButtons': connections,
  'connections-page:addConnection': connections,
  // Spec 2 §6 admin areas
  'settings:manage': adminOnly,
  'users:manage': adminOnly,
  'queues:manage': adminOnly,
  /** Spec 3 §6: file lists; a profile user sees the no-access view. */
  'file-lists:manage': adminOnly,
  /** Spec 3 §6: contact lists and their items; a profile user sees the no-access view. */
  'contact-lists:manage': adminOnly,
  /** Spec 3 §6: campaigns, their settings and reports; a profile user sees the no-access view. */
  'campaigns:manage': adminOnly,
  /** Spec 1 §2 Flow builder: the flow list and editor (admin). */
  'flows:manage': adminOnly,
  /** Spec 3 §6: queue integrations, their secrets included; a profile user sees the no-access view. */
  'queue-integrations:manage': adminOnly,
  /** Spec 3 §6: AI prompts, their secrets included; a profile user sees the no-access view. */
  'prompts:manage': adminOnly,
  'reports:view': management,
  'attendance-panel:view': (s) => hasAdminRole(s) || isOn(s.allowRealTime),
  // Spec 2 §6 and spec 1 §6 super-user-only areas
  'companies:manage': superOnly,
  'plans:manage': superOnly,
  'helps:manage': superOnly,
  'announcements:manage': superOnly,
  'all-connections:view': superOnly,
  'white-label:manage': superOnly,
  'global-settings:manage': superOnly,
  'pix-certificate:manage': superOnly,
} satisfies Record<string, Rule>;

export type Permission = keyof typeof rules;
export const permissions = Object.keys(rules) as Permission[];

export const isPermission = (value: string): value is Permission => Object.hasOwn(rules, value);

/** Whether the subject holds a static permission. Unknown keys are refused. */
export function can(subject: PermissionSubject, permission: Permission): boolean {
  return isPermission(permission) && rules[permission](subject);
}

/** Ignore (close without farewell) a pending or lgpd ticket. */
export const canIgnorePendingTicket = (s: PermissionSubject): boolean =>
  hasAdminRole(s) || isOn(s.userClosePendingTicket);
export const canSeeTicketsWithoutQueue = (s: PermissionSubject): boolean => isOn(s.allTicket);
/** Group tickets and the group tab. */
export const canSeeGroups = (s: PermissionSubject): boolean => s.allowGroup;
/** The 403 page instead of the dashboard: profile user with showDashboard disabled. */
export const dashboardBlocked = (s: PermissionSubject): boolean => !can(s, 'dashboard:view');

/** Spec 2 §6: contact numbers masked for profile user when enableLGPD and lgpdHideNumber are both enabled. */
export const hidesContactNumbers = (
  s: PermissionSubject,
  settings: { enableLGPD: FlagToggle; lgpdHideNumber: FlagToggle },
): boolean => !hasAdminRole(s) && isOn(settings.enableLGPD) && isOn(settings.lgpdHideNumber);
