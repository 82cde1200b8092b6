import { describe, expect, it } from 'vitest';
import { routeRegistry } from './router';

describe('kanban route', () => {
  it('serves /kanban (and the spec’s /Kanban), so the menu item appears for plans with useKanban', () => {
    expect(routeRegistry.isImplemented('/kanban')).toBe(true);
    expect(routeRegistry.isImplemented('/Kanban')).toBe(true);
  });
});
