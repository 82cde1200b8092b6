import { describe, expect, it } from 'vitest';
import { routeRegistry } from './router';

describe('tag routes', () => {
  it('serves /tags, so its menu item appears, and the lane management page /TagsKanban', () => {
    expect(routeRegistry.isImplemented('/tags')).toBe(true);
    expect(routeRegistry.isImplemented('/TagsKanban')).toBe(true);
  });
});
