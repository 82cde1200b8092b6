import type { CompanyAccess, PermissionSubject } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { allPlanFeatures, defaultPermissions } from '../../../test/fixtures';
import { isActiveRoute, menuSections, sideMenuItems } from './menu';

const now = new Date('2025-03-10T12:00:00.000Z');
const subject = (profile: 'admin' | 'user', isSuper = false): PermissionSubject => ({
  profile,
  isSuper,
  ...defaultPermissions,
});
const company = (overrides: Partial<CompanyAccess> = {}): CompanyAccess => ({
  id: 3,
  dueDate: '2025-12-31T00:00:00.000Z',
  plan: allPlanFeatures,
  helpsExist: false,
  hasUnreadChats: false,
  connectionsNeedAttention: false,
  ...overrides,
});
const implemented =
  (...routes: string[]) =>
  (route: string) =>
    routes.includes(route);
const routesOf = (items: { route: string }[]) => items.map((item) => item.route);

describe('side menu derivation', () => {
  it('shows only the visible items whose page exists, in the table order', () => {
    const items = sideMenuItems(
      subject('admin'),
      company(),
      implemented('/settings', '/users', '/queues', '/kanban', '/companies'),
      now,
    );
    expect(routesOf(items)).toEqual(['/kanban', '/users', '/queues', '/settings']);
  });

  it('hides admin pages from a plain user even when they exist', () => {
    const items = sideMenuItems(subject('user'), company(), implemented('/users', '/queues', '/tags'), now);
    expect(routesOf(items)).toEqual(['/tags']);
  });

  it('shows super-user pages to the super user', () => {
    const items = sideMenuItems(subject('admin', true), company(), implemented('/companies', '/users'), now);
    expect(routesOf(items)).toEqual(['/users', '/companies']);
  });

  it('keeps only billing when the subscription is expired', () => {
    const expired = company({ dueDate: '2025-03-01T00:00:00.000Z' });
    const items = sideMenuItems(subject('admin'), expired, implemented('/users', '/financeiro', '/tags'), now);
    expect(routesOf(items)).toEqual(['/financeiro']);
  });

  it('shows Help only when help videos exist', () => {
    const isImplemented = implemented('/helps');
    expect(sideMenuItems(subject('user'), company(), isImplemented, now)).toEqual([]);
    expect(routesOf(sideMenuItems(subject('user'), company({ helpsExist: true }), isImplemented, now))).toEqual([
      '/helps',
    ]);
  });

  it('follows the plan flags', () => {
    const noKanban = company({ plan: { ...allPlanFeatures, useKanban: false } });
    expect(sideMenuItems(subject('admin'), noKanban, implemented('/kanban'), now)).toEqual([]);
  });

  it('groups consecutive items of a group', () => {
    const items = sideMenuItems(
      { ...subject('admin') },
      company(),
      implemented('/', '/reports', '/tickets', '/campaigns', '/contact-lists', '/users'),
      now,
    );
    expect(menuSections(items).map((section) => [section.group, routesOf(section.items)])).toEqual([
      ['management', ['/', '/reports']],
      [null, ['/tickets']],
      ['campaigns', ['/campaigns', '/contact-lists']],
      [null, ['/users']],
    ]);
  });

  it('marks the active item', () => {
    expect(isActiveRoute('/', '/')).toBe(true);
    expect(isActiveRoute('/', '/users')).toBe(false);
    expect(isActiveRoute('/tickets', '/tickets/abc')).toBe(true);
    expect(isActiveRoute('/tags', '/tagsx')).toBe(false);
  });
});
