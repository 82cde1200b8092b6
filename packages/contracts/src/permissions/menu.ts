import { can } from './rules';
import { type CompanyAccess, hasAdminRole, type PermissionSubject, planAllows } from './subject';
import { subscriptionState } from './subscription';

export type MenuGroup = 'management' | 'campaigns';
/** dot: unread internal chat messages; alert: a connection needs attention. */
export type MenuBadge = 'dot' | 'alert';

export interface MenuItem {
  id: MenuItemId;
  route: string;
  group: MenuGroup | null;
  /** Set only when the badge is to be shown. */
  badge: MenuBadge | null;
}

interface Context {
  subject: PermissionSubject;
  company: CompanyAccess;
  admin: boolean;
}
type Show = (c: Context) => boolean;

interface Entry {
  id: string;
  route: string;
  group?: MenuGroup;
  show: Show;
  /** The one entry kept on an expired subscription: billing is the landing page then. */
  keepWhenExpired?: boolean;
  badge?: (c: Context) => MenuBadge | null;
}

const always: Show = () => true;
const admin: Show = (c) => c.admin;
const superOnly: Show = (c) => c.subject.isSuper;
const management: Show = (c) => can(c.subject, 'management-menu:view');
const campaigns: Show = (c) => c.admin && planAllows(c.company, 'useCampaigns');

/** Spec 1 §2 "Side menu items and visibility", in menu order. */
const table = [
  { id: 'dashboard', route: '/', group: 'management', show: management },
  { id: 'reports', route: '/reports', group: 'management', show: management },
  { id: 'moments', route: '/moments', group: 'management', show: management },
  { id: 'tickets', route: '/tickets', show: always },
  { id: 'quick-messages', route: '/quick-messages', show: always },
  { id: 'kanban', route: '/kanban', show: (c) => planAllows(c.company, 'useKanban') },
  { id: 'contacts', route: '/contacts', show: always },
  { id: 'schedules', route: '/schedules', show: (c) => planAllows(c.company, 'useSchedules') },
  { id: 'tags', route: '/tags', show: always },
  {
    id: 'chats',
    route: '/chats',
    show: (c) => planAllows(c.company, 'useInternalChat'),
    badge: (c) => (c.company.hasUnreadChats ? 'dot' : null),
  },
  { id: 'helps', route: '/helps', show: (c) => c.company.helpsExist },
  { id: 'campaigns', route: '/campaigns', group: 'campaigns', show: campaigns },
  { id: 'contact-lists', route: '/contact-lists', group: 'campaigns', show: campaigns },
  { id: 'campaigns-config', route: '/campaigns-config', group: 'campaigns', show: campaigns },
  { id: 'phrase-lists', route: '/phrase-lists', group: 'campaigns', show: campaigns },
  { id: 'flowbuilders', route: '/flowbuilders', show: admin },
  { id: 'announcements', route: '/announcements', show: superOnly },
  { id: 'messages-api', route: '/messages-api', show: (c) => planAllows(c.company, 'useExternalApi') },
  { id: 'users', route: '/users', show: admin },
  { id: 'queues', route: '/queues', show: admin },
  { id: 'prompts', route: '/prompts', show: (c) => c.admin && planAllows(c.company, 'useOpenAi') },
  {
    id: 'queue-integration',
    route: '/queue-integration',
    show: (c) => c.admin && planAllows(c.company, 'useIntegrations'),
  },
  {
    id: 'connections',
    route: '/connections',
    show: (c) => can(c.subject, 'connections-page:view'),
    badge: (c) => (c.company.connectionsNeedAttention ? 'alert' : null),
  },
  { id: 'all-connections', route: '/allConnections', show: superOnly },
  { id: 'files', route: '/files', show: admin },
  { id: 'financeiro', route: '/financeiro', show: admin, keepWhenExpired: true },
  { id: 'settings', route: '/settings', show: admin },
  { id: 'companies', route: '/companies', show: superOnly },
] as const satisfies readonly Entry[];

export type MenuItemId = (typeof table)[number]['id'];
const entries: readonly (Entry & { id: MenuItemId })[] = table;

/** Every menu entry id and route, in order (for route tables and tests). */
export const menuEntries: readonly Pick<MenuItem, 'id' | 'route' | 'group'>[] = entries.map(({ id, route, group }) => ({
  id,
  route,
  group: group ?? null,
}));

/** The side menu the subject sees. Menu items are hidden on an expired subscription, billing aside. */
export function visibleMenuItems(
  subject: PermissionSubject,
  company: CompanyAccess,
  now: Date = new Date(),
): MenuItem[] {
  const { expired } = subscriptionState(company, now);
  const context: Context = { subject, company, admin: hasAdminRole(subject) };
  return entries
    .filter((e) => (!expired || e.keepWhenExpired === true) && e.show(context))
    .map((e) => ({ id: e.id, route: e.route, group: e.group ?? null, badge: e.badge?.(context) ?? null }));
}

/** Connection statuses that raise the connections badge (spec 1 §2). */
export const connectionStatusesNeedingAttention = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'] as const;
export const connectionNeedsAttention = (status: string): boolean =>
  (connectionStatusesNeedingAttention as readonly string[]).includes(status);
