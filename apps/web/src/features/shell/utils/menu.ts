import {
  type CompanyAccess,
  type MenuGroup,
  type MenuItem,
  type PermissionSubject,
  visibleMenuItems,
} from '@chatdesk/contracts';

/** A run of consecutive menu items: a group (management, campaigns) or ungrouped items. */
export interface MenuSection {
  group: MenuGroup | null;
  items: MenuItem[];
}

/**
 * The side menu: the shared visibility table (spec 1 §2, permissions and plan and subscription)
 * restricted to the pages that exist, since "an item appears once its page exists".
 */
export function sideMenuItems(
  subject: PermissionSubject,
  company: CompanyAccess,
  isImplemented: (route: string) => boolean,
  now: Date = new Date(),
): MenuItem[] {
  return visibleMenuItems(subject, company, now).filter((item) => isImplemented(item.route));
}

/** Groups consecutive items of the same group, keeping the table's order. */
export function menuSections(items: readonly MenuItem[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return sections;
}

/** Whether `route` is the page shown at `pathname` (its own sub-pages included; `/` only itself). */
export const isActiveRoute = (route: string, pathname: string): boolean =>
  route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);
