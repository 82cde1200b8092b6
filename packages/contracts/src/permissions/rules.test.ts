import { describe, expect, it } from 'vitest';
import { admin, plainUser, superUser, toggles, user } from './fixtures';
import {
  can,
  canIgnorePendingTicket,
  canSeeGroups,
  canSeeTicketsWithoutQueue,
  dashboardBlocked,
  hidesContactNumbers,
  type Permission,
  permissions,
} from './rules';
import type { FlagToggle, PermissionSubject } from './subject';

const adminSet: Permission[] = [
  'dashboard:view',
  'management-menu:view',
  'drawer-admin-items:view',
  'tickets-manager:showall',
  'tickets-manager:closeAll',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'ticket-options:deleteTicket',
  'contacts-page:deleteContact',
  'connections-page:view',
  'connections-page:actionButtons',
  'connections-page:addConnection',
  'settings:manage',
  'users:manage',
  'queues:manage',
  'file-lists:manage',
  'contact-lists:manage',
  'campaigns:manage',
  'flows:manage',
  'queue-integrations:manage',
  'prompts:manage',
  'reports:view',
  'attendance-panel:view',
];
const superSet: Permission[] = [
  'companies:manage',
  'plans:manage',
  'helps:manage',
  'announcements:manage',
  'all-connections:view',
  'white-label:manage',
  'global-settings:manage',
  'pix-certificate:manage',
];
const connectionSet: Permission[] = [
  'connections-page:view',
  'connections-page:actionButtons',
  'connections-page:addConnection',
];

/** What a profile user gains from each flag alone. */
const grantsByFlag: Record<(typeof toggles)[number], Permission[]> = {
  allTicket: [],
  allHistoric: [],
  allUserChat: ['tickets-manager:showall'],
  userClosePendingTicket: [],
  showDashboard: ['dashboard:view', 'management-menu:view', 'reports:view'],
  allowRealTime: ['management-menu:view', 'reports:view', 'attendance-panel:view'],
  allowConnections: connectionSet,
};

const granted = (s: PermissionSubject) => permissions.filter((p) => can(s, p));
const sorted = (list: Permission[]) => [...new Set(list)].sort();
const allOn = Object.fromEntries(toggles.map((t) => [t, 'enabled'])) as Record<(typeof toggles)[number], FlagToggle>;

/** Every combination of the seven flags and allowGroup. */
const combinations = Array.from({ length: 2 ** (toggles.length + 1) }, (_, mask) => {
  const over: Partial<PermissionSubject> = { allowGroup: (mask & 1) === 1 };
  toggles.forEach((t, i) => {
    over[t] = mask & (2 << i) ? 'enabled' : 'disabled';
  });
  return over;
});

describe('permission keys', () => {
  it('are exactly the admin and super-user sets', () => {
    expect(sorted(permissions)).toEqual(sorted([...adminSet, ...superSet]));
    expect(permissions).toHaveLength(adminSet.length + superSet.length);
  });

  it('refuses unknown keys', () => {
    expect(can(superUser(), 'nope:view' as Permission)).toBe(false);
    expect(can(superUser(), 'toString' as Permission)).toBe(false);
  });
});

describe('can', () => {
  const cases: [string, PermissionSubject, Permission[]][] = [
    ['plain user', plainUser, []],
    ['user, showDashboard', user({ showDashboard: 'enabled' }), grantsByFlag.showDashboard],
    ['user, allowRealTime', user({ allowRealTime: 'enabled' }), grantsByFlag.allowRealTime],
    ['user, allowConnections', user({ allowConnections: 'enabled' }), connectionSet],
    ['user, allUserChat', user({ allUserChat: 'enabled' }), ['tickets-manager:showall']],
    ['user, allTicket', user({ allTicket: 'enabled' }), []],
    ['user, allHistoric', user({ allHistoric: 'enabled' }), []],
    ['user, userClosePendingTicket', user({ userClosePendingTicket: 'enabled' }), []],
    ['user, allowGroup', user({ allowGroup: true }), []],
    [
      'user, every flag',
      user({ ...allOn, allowGroup: true }),
      [
        'dashboard:view',
        'management-menu:view',
        'tickets-manager:showall',
        ...connectionSet,
        'reports:view',
        'attendance-panel:view',
      ],
    ],
    ['admin', admin(), adminSet],
    ['admin, every flag', admin({ ...allOn, allowGroup: true }), adminSet],
    ['super user', superUser(), [...adminSet, ...superSet]],
    ['super user with profile user', user({ isSuper: true }), [...adminSet, ...superSet]],
  ];
  it.each(cases)('%s', (_name, subject, expected) => {
    expect(sorted(granted(subject))).toEqual(sorted(expected));
  });

  it('a profile user holds exactly the union of the single-flag grants, for every flag combination', () => {
    for (const over of combinations) {
      const expected = toggles.flatMap((t) => (over[t] === 'enabled' ? grantsByFlag[t] : []));
      expect(sorted(granted(user(over))), JSON.stringify(over)).toEqual(sorted(expected));
    }
  });

  it('never grants a super-user area without the super flag, whatever the profile and flags', () => {
    for (const over of combinations) {
      for (const s of [user(over), admin(over)]) {
        expect(superSet.filter((p) => can(s, p))).toEqual([]);
      }
    }
  });

  it('admin and super user permissions do not depend on flags', () => {
    for (const over of combinations) {
      expect(sorted(granted(admin(over)))).toEqual(sorted(adminSet));
      expect(sorted(granted(superUser(over)))).toEqual(sorted(permissions));
    }
  });
});

describe('helpers', () => {
  const on = 'enabled' as const;
  const cases: [string, PermissionSubject, [boolean, boolean, boolean, boolean]][] = [
    // [canIgnorePendingTicket, canSeeTicketsWithoutQueue, canSeeGroups, dashboardBlocked]
    ['plain user', plainUser, [false, false, false, true]],
    ['user, userClosePendingTicket', user({ userClosePendingTicket: on }), [true, false, false, true]],
    ['user, allTicket', user({ allTicket: on }), [false, true, false, true]],
    ['user, allowGroup', user({ allowGroup: true }), [false, false, true, true]],
    ['user, showDashboard', user({ showDashboard: on }), [false, false, false, false]],
    ['user, allowRealTime only: dashboard still blocked', user({ allowRealTime: on }), [false, false, false, true]],
    ['user, allUserChat', user({ allUserChat: on }), [false, false, false, true]],
    ['admin', admin(), [true, false, false, false]],
    ['admin, allTicket and allowGroup', admin({ allTicket: on, allowGroup: true }), [true, true, true, false]],
    ['super user', superUser(), [true, false, false, false]],
  ];
  it.each(cases)('%s', (_name, s, expected) => {
    expect([canIgnorePendingTicket(s), canSeeTicketsWithoutQueue(s), canSeeGroups(s), dashboardBlocked(s)]).toEqual(
      expected,
    );
  });

  const lgpd: [string, PermissionSubject, FlagToggle, FlagToggle, boolean][] = [
    ['user, both enabled', plainUser, 'enabled', 'enabled', true],
    ['user, only enableLGPD', plainUser, 'enabled', 'disabled', false],
    ['user, only lgpdHideNumber', plainUser, 'disabled', 'enabled', false],
    ['user with every flag, both enabled', user(allOn), 'enabled', 'enabled', true],
    ['admin, both enabled', admin(), 'enabled', 'enabled', false],
    ['super user, both enabled', superUser(), 'enabled', 'enabled', false],
  ];
  it.each(lgpd)('hidesContactNumbers: %s', (_name, s, enableLGPD, lgpdHideNumber, expected) => {
    expect(hidesContactNumbers(s, { enableLGPD, lgpdHideNumber })).toBe(expected);
  });
});
