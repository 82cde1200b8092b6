import { describe, expect, it } from 'vitest';
import { createRouteRegistry, interimPageHandle } from './implemented-routes';

const Page = () => null;

describe('implemented routes registry', () => {
  const registry = createRouteRegistry([
    // An index page behind a guard, as the dashboard at / is.
    { element: <Page />, children: [{ index: true, element: <Page /> }] },
    { path: '/users', element: <Page /> },
    // A guarded, nested and relative definition, as a route module may write it.
    { element: <Page />, children: [{ path: 'queues', element: <Page /> }] },
    { path: '/financeiro', element: <Page />, handle: interimPageHandle },
    { path: '/tickets/:uuid', element: <Page /> },
    { path: '*', element: <Page /> },
  ]);

  it('counts the pages that exist, however they are nested', () => {
    expect(registry.isImplemented('/users')).toBe(true);
    expect(registry.isImplemented('/queues')).toBe(true);
    expect(registry.isImplemented('/')).toBe(true);
  });

  it('does not count the catch-all 404, placeholders, or a parameterised page for its list route', () => {
    expect(registry.isImplemented('/kanban')).toBe(false);
    expect(registry.isImplemented('/financeiro')).toBe(false);
    expect(registry.isImplemented('/tickets')).toBe(false);
  });
});
