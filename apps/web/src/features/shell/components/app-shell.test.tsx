import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { SessionUser } from '../../../lib/session';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';
import { AppShell } from './app-shell';

function renderShell(user: Partial<SessionUser>, implemented: string[], helps: unknown[] = []) {
  const api = mockApi({
    'GET /api/version': () => json(200, { version: '3.6.0' }),
    'GET /api/helps/list': () => json(200, helps),
    'GET /api/companies/listPlan/3': () =>
      json(200, {
        id: 3,
        name: 'Acme',
        plan: { id: 1, name: 'Plano', amount: '0', users: 1, connections: 1, queues: 1, ...allPlanFeatures },
      }),
  });
  signIn(user);
  const isImplemented = (route: string) => implemented.includes(route);
  renderRoutes(
    [{ element: <AppShell isImplemented={isImplemented} />, children: [{ path: '*', element: <p>page</p> }] }],
    '/users',
  );
  return api;
}

const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });
const menuTexts = () => Array.from(menu().querySelectorAll('a')).map((link) => link.textContent);

describe('main layout', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    windowWidth(1440);
  });
  afterEach(resetApp);

  it('lists only the visible items whose page exists, marks the current one, and shows the version', async () => {
    renderShell({}, ['/users', '/kanban', '/financeiro', '/helps']);
    // Kanban needs the plan flag, which comes from the company plan (GET /companies/listPlan).
    await waitFor(() => expect(menuTexts()).toEqual(['Kanban', 'Usuários', 'Financeiro']));
    expect(screen.getByRole('link', { name: 'Usuários' }).className).toMatch(/selected/);
    expect(await screen.findByText('Versão 3.6.0')).toBeTruthy();
  });

  it('shows Help once help videos exist', async () => {
    renderShell({}, ['/helps'], [{ id: 1, title: 'x', description: '', video: 'abc', createdAt: '', updatedAt: '' }]);
    await waitFor(() => expect(menuTexts()).toEqual(['Ajuda']));
  });

  it('hides admin pages from a plain user', async () => {
    const api = renderShell({ profile: 'user' }, ['/users', '/tags']);
    await waitFor(() => expect(menuTexts()).toEqual(['Tags']));
    expect(api.calls('GET /api/helps/list')).toEqual([]);
  });

  it('greets with name and company; admins also see the due date', () => {
    renderShell({}, []);
    // The fixture's due instant (2999-12-31T00:00Z) falls on 30/12 on the company's calendar (São Paulo).
    const due = '30/12/2999';
    expect(screen.getByText(`Olá Ana, seja bem-vindo(a) a Acme! (Ativo até ${due})`)).toBeTruthy();
  });

  it('starts collapsed when defaultMenu is closed and expands on the toggle', async () => {
    renderShell({ defaultMenu: 'closed' }, ['/users']);
    expect(screen.queryByText('Versão 3.6.0')).toBeNull();
    expect(screen.queryByText('Usuários')).toBeNull();
    expect(screen.getByRole('link', { name: 'Usuários' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByText('Versão 3.6.0')).toBeTruthy();
    expect(screen.getByText('Usuários')).toBeTruthy();
  });

  it('keeps the volume between 0 and 1 in this browser', async () => {
    renderShell({}, []);
    fireEvent.click(screen.getByRole('button', { name: 'Volume das notificações' }));
    const slider = await screen.findByRole('slider', { name: 'Volume das notificações' });
    fireEvent.change(slider, { target: { value: 0.4 } });
    expect(window.localStorage.getItem('volume')).toBe('0.4');
  });

  it('from 600 to 1200 px (tablets, half a laptop screen): an icon rail; the full menu opens over the page', async () => {
    windowWidth(1024);
    renderShell({ defaultMenu: 'open' }, ['/users']);
    expect(screen.getAllByRole('navigation', { name: 'Menu principal' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Usuários' })).toBeTruthy();
    expect(screen.queryByText('Usuários')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const overlay = await screen.findByRole('presentation');
    expect(overlay.textContent).toContain('Usuários');
    expect(await within(overlay).findByText('Versão 3.6.0')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: 'Usuários' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });

  it('below 600 px: no rail, the menu only opens over the page', () => {
    windowWidth(390);
    renderShell({}, ['/users']);
    expect(screen.queryByRole('link', { name: 'Usuários' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(screen.getByRole('link', { name: 'Usuários' })).toBeTruthy();
  });
});
