import { describe, expect, it } from 'vitest';
import { admin, company, fullPlan, inDays, now, plainUser, superUser, toggles, user } from './fixtures';
import { connectionNeedsAttention, type MenuItem, type MenuItemId, menuEntries, visibleMenuItems } from './menu';
import type { CompanyAccess, PermissionSubject, PlanFeature } from './subject';

const ids = (s: PermissionSubject, c: CompanyAccess = company()) => visibleMenuItems(s, c, now).map((i) => i.id);
const without = (list: MenuItemId[], removed: MenuItemId[]) => list.filter((id) => !removed.includes(id));

const management: MenuItemId[] = ['dashboard', 'reports', 'moments'];
const campaigns: MenuItemId[] = ['campaigns', 'contact-lists', 'campaigns-config', 'phrase-lists'];
const superOnly: MenuItemId[] = ['announcements', 'all-connections', 'companies'];
const everything: MenuItemId[] = [
  ...management,
  'tickets',
  'quick-messages',
  'kanban',
  'contacts',
  'schedules',
  'tags',
  'chats',
  'helps',
  ...campaigns,
  'flowbuilders',
  'announcements',
  'messages-api',
  'users',
  'queues',
  'prompts',
  'queue-integration',
  'connections',
  'all-connections',
  'files',
  'financeiro',
  'settings',
  'companies',
];
const userBase: MenuItemId[] = [
  'tickets',
  'quick-messages',
  'kanban',
  'contacts',
  'schedules',
  'tags',
  'chats',
  'helps',
  'messages-api',
];
const adminMenu = without(everything, superOnly);

describe('menu entries', () => {
  it('follow spec 1 §2 in order, with routes and groups', () => {
    expect(menuEntries.map((e) => `${e.id} ${e.route} ${e.group ?? '-'}`)).toEqual([
      'dashboard / management',
      'reports /reports management',
      'moments /moments management',
      'tickets /tickets -',
      'quick-messages /quick-messages -',
      'kanban /kanban -',
      'contacts /contacts -',
      'schedules /schedules -',
      'tags /tags -',
      'chats /chats -',
      'helps /helps -',
      'campaigns /campaigns campaigns',
      'contact-lists /contact-lists campaigns',
      'campaigns-config /campaigns-config campaigns',
      'phrase-lists /phrase-lists campaigns',
      'flowbuilders /flowbuilders -',
      'announcements /announcements -',
      'messages-api /messages-api -',
      'users /users -',
      'queues /queues -',
      'prompts /prompts -',
      'queue-integration /queue-integration -',
      'connections /connections -',
      'all-connections /allConnections -',
      'files /files -',
      'financeiro /financeiro -',
      'settings /settings -',
      'companies /companies -',
    ]);
  });
});

describe('visibleMenuItems by subject (valid subscription, full plan)', () => {
  const on = 'enabled' as const;
  const cases: [string, PermissionSubject, MenuItemId[]][] = [
    ['plain user', plainUser, userBase],
    ['user, showDashboard: management group', user({ showDashboard: on }), [...management, ...userBase]],
    ['user, allowRealTime: management group', user({ allowRealTime: on }), [...management, ...userBase]],
    ['user, allowConnections', user({ allowConnections: on }), [...userBase, 'connections']],
    ['user, allUserChat', user({ allUserChat: on }), userBase],
    ['user, allTicket/allHistoric/allowGroup', user({ allTicket: on, allHistoric: on, allowGroup: true }), userBase],
    [
      'user, every flag',
      user({ showDashboard: on, allowRealTime: on, allowConnections: on, allUserChat: on }),
      [...management, ...userBase, 'connections'],
    ],
    ['admin', admin(), adminMenu],
    ['super user', superUser(), everything],
    ['super user with profile user', user({ isSuper: true }), everything],
  ];
  it.each(cases)('%s', (_name, s, expected) => {
    expect(ids(s)).toEqual(expected);
  });
});

describe('visibleMenuItems by plan flag', () => {
  const removedByFeature: [PlanFeature, MenuItemId[], MenuItemId[]][] = [
    // [feature off, removed for admin, removed for a plain user]
    ['useWhatsapp', [], []],
    ['useFacebook', [], []],
    ['useInstagram', [], []],
    ['useCampaigns', campaigns, []],
    ['useSchedules', ['schedules'], ['schedules']],
    ['useInternalChat', ['chats'], ['chats']],
    ['useExternalApi', ['messages-api'], ['messages-api']],
    ['useKanban', ['kanban'], ['kanban']],
    ['useOpenAi', ['prompts'], []],
    ['useIntegrations', ['queue-integration'], []],
  ];
  it.each(removedByFeature)('%s off', (feature, forAdmin, forUser) => {
    const c = company({ plan: { ...fullPlan, [feature]: false } });
    expect(ids(admin(), c)).toEqual(without(adminMenu, forAdmin));
    expect(ids(plainUser, c)).toEqual(without(userBase, forUser));
  });

  it('a company without a plan has no plan-gated item', () => {
    const gated: MenuItemId[] = [
      'kanban',
      'schedules',
      'chats',
      ...campaigns,
      'messages-api',
      'prompts',
      'queue-integration',
    ];
    expect(ids(admin(), company({ plan: null }))).toEqual(without(adminMenu, gated));
    expect(ids(superUser(), company({ id: 1, plan: null }))).toEqual(without(everything, gated));
  });

  it('help appears only when help videos exist', () => {
    expect(ids(plainUser, company({ helpsExist: false }))).toEqual(without(userBase, ['helps']));
    expect(ids(admin(), company({ helpsExist: false }))).toEqual(without(adminMenu, ['helps']));
  });
});

describe('visibleMenuItems on an expired subscription', () => {
  const expiredCompanies: [string, CompanyAccess][] = [
    ['past due', company({ dueDate: inDays(-1) })],
    ['due right now', company({ dueDate: now })],
    ['no due date', company({ dueDate: null })],
  ];
  const everyFlag = Object.fromEntries(toggles.map((t) => [t, 'enabled']));
  it.each(expiredCompanies)('%s: only billing, for admins', (_name, c) => {
    expect(ids(plainUser, c)).toEqual([]);
    expect(ids(user({ ...everyFlag, allowGroup: true }), c)).toEqual([]);
    expect(ids(admin(), c)).toEqual(['financeiro']);
    expect(ids(superUser(), c)).toEqual(['financeiro']);
  });

  it('company 1 never expires', () => {
    expect(ids(superUser(), company({ id: 1, dueDate: inDays(-400) }))).toEqual(everything);
    expect(ids(plainUser, company({ id: 1, dueDate: null }))).toEqual(userBase);
  });

  it('a warning-period subscription still shows everything', () => {
    expect(ids(admin(), company({ dueDate: inDays(1) }))).toEqual(adminMenu);
  });

  it('uses the current time when none is given', () => {
    const past = company({ dueDate: new Date(Date.now() - 60_000) });
    const future = company({ dueDate: new Date(Date.now() + 3_600_000) });
    expect(visibleMenuItems(admin(), past).map((i) => i.id)).toEqual(['financeiro']);
    expect(visibleMenuItems(admin(), future).map((i) => i.id)).toEqual(adminMenu);
  });
});

describe('badges and groups', () => {
  const badged = (items: MenuItem[]) => items.filter((i) => i.badge !== null).map((i) => `${i.id}:${i.badge}`);
  const cases: [string, PermissionSubject, Partial<CompanyAccess>, string[]][] = [
    ['nothing to signal', admin(), {}, []],
    ['unread chats', admin(), { hasUnreadChats: true }, ['chats:dot']],
    ['connections need attention', admin(), { connectionsNeedAttention: true }, ['connections:alert']],
    ['both', admin(), { hasUnreadChats: true, connectionsNeedAttention: true }, ['chats:dot', 'connections:alert']],
    [
      'plain user: no connections item',
      plainUser,
      { hasUnreadChats: true, connectionsNeedAttention: true },
      ['chats:dot'],
    ],
    [
      'user with allowConnections',
      user({ allowConnections: 'enabled' }),
      { connectionsNeedAttention: true },
      ['connections:alert'],
    ],
    ['internal chat not in plan', admin(), { hasUnreadChats: true, plan: { ...fullPlan, useInternalChat: false } }, []],
    ['expired', admin(), { hasUnreadChats: true, connectionsNeedAttention: true, dueDate: null }, []],
  ];
  it.each(cases)('%s', (_name, s, over, expected) => {
    expect(badged(visibleMenuItems(s, company(over), now))).toEqual(expected);
  });

  it('items carry their group and route', () => {
    const items = visibleMenuItems(superUser(), company(), now);
    expect(items.filter((i) => i.group === 'management').map((i) => i.route)).toEqual(['/', '/reports', '/moments']);
    expect(items.filter((i) => i.group === 'campaigns').map((i) => i.route)).toEqual([
      '/campaigns',
      '/contact-lists',
      '/campaigns-config',
      '/phrase-lists',
    ]);
    expect(items.filter((i) => i.group === null)).toHaveLength(everything.length - 7);
  });
});

describe('connectionNeedsAttention', () => {
  it.each([
    ['qrcode', true],
    ['PAIRING', true],
    ['DISCONNECTED', true],
    ['TIMEOUT', true],
    ['OPENING', true],
    ['CONNECTED', false],
    ['connected', false],
    ['', false],
  ])('%s -> %s', (status, expected) => {
    expect(connectionNeedsAttention(status)).toBe(expected);
  });
});
