import { menuEntries, type PlanFeature, planFeatures } from '@chatdesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import type { SessionUser } from '../../../lib/session';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';
import { AppShell } from './app-shell';

/**
 * Spec 1 §2 "Side menu items and visibility", through the real menu component: every page
 * exists here, so what shows is the table's rule for the user, the plan's flags and the
 * subscription alone.
 */
const everyRoute = new Set(menuEntries.map((entry) => entry.route));
const helpVideo = { id: 1, title: 'x', description: '', video: 'abc', createdAt: '', updatedAt: '' };

function renderMenu(user: Partial<SessionUser>, plan: Partial<Record<PlanFeature, boolean>> = {}) {
  const flags = Object.fromEntries(planFeatures.map((feature) => [feature, plan[feature] ?? true]));
  mockApi({
    'GET /api/version': () => json(200, { version: '3.6.0' }),
    'GET /api/helps/list': () => json(200, [helpVideo]),
    'GET /api/companies/listPlan/3': () =>
      json(200, {
        id: 3,
        name: 'Acme',
        plan: { id: 1, name: 'Plano', amount: '0', users: 1, connections: 1, queues: 1, ...flags },
      }),
  });
  signIn(user);
  renderRoutes(
    [
      {
        element: <AppShell isImplemented={(route) => everyRoute.has(route)} />,
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    '/tickets',
  );
}

const menuTexts = () =>
  Array.from(screen.getByRole('navigation', { name: 'Menu principal' }).querySelectorAll('a')).map(
    (link) => link.textContent,
  );

const management = ['Dashboard', 'Relatórios', 'Painel de Atendimentos'];
const campaigns = ['Campanhas', 'Listas de Contatos', 'Configurações de Campanhas', 'Listas de Frases'];
/** The items every user of a full plan sees, between the management group and the campaigns. */
const workspace = [
  'Atendimentos',
  'Respostas Rápidas',
  'Kanban',
  'Contatos',
  'Agendamentos',
  'Tags',
  'Chat Interno',
  'Ajuda',
];
const userMenu = [...workspace, 'API'];
const adminMenu = [
  ...management,
  ...workspace,
  ...campaigns,
  'Flowbuilder',
  'API',
  'Usuários',
  'Filas & Chatbot',
  'Prompts',
  'Integrações',
  'Conexões',
  'Lista de Arquivos',
  'Financeiro',
  'Configurações',
];
const without = (list: string[], removed: string[]) => list.filter((label) => !removed.includes(label));

describe('side menu visibility table', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    windowWidth(1440);
  });
  afterEach(resetApp);

  it('a plain user: the always-shown items and those of the plan', async () => {
    renderMenu({ profile: 'user' });
    await waitFor(() => expect(menuTexts()).toEqual(userMenu));
  });

  it('an admin: everything but the super user’s items', async () => {
    renderMenu({ profile: 'admin' });
    await waitFor(() => expect(menuTexts()).toEqual(adminMenu));
  });

  it('the super user also gets announcements, all connections and companies', async () => {
    renderMenu({ profile: 'admin', super: true });
    const withSuperItems = adminMenu.flatMap((label) => {
      if (label === 'API') return ['Informativos', label];
      if (label === 'Lista de Arquivos') return ['Todas as Conexões', label];
      if (label === 'Configurações') return [label, 'Empresas'];
      return [label];
    });
    await waitFor(() => expect(menuTexts()).toEqual(withSuperItems));
  });

  const byFlag: [PlanFeature, string[]][] = [
    ['useKanban', ['Kanban']],
    ['useSchedules', ['Agendamentos']],
    ['useInternalChat', ['Chat Interno']],
    ['useCampaigns', campaigns],
    ['useExternalApi', ['API']],
    ['useOpenAi', ['Prompts']],
    ['useIntegrations', ['Integrações']],
  ];
  it.each(byFlag)('a plan without %s hides its items', async (feature, removed) => {
    renderMenu({ profile: 'admin' }, { [feature]: false });
    await waitFor(() => expect(menuTexts()).toEqual(without(adminMenu, removed)));
  });

  it('a plain user of a plan without any flag keeps the always-shown items', async () => {
    renderMenu({ profile: 'user' }, Object.fromEntries(planFeatures.map((feature) => [feature, false])));
    await waitFor(() =>
      expect(menuTexts()).toEqual(['Atendimentos', 'Respostas Rápidas', 'Contatos', 'Tags', 'Ajuda']),
    );
  });

  it('an expired subscription keeps billing alone', async () => {
    renderMenu({ profile: 'admin', company: { id: 3, name: 'Acme', dueDate: '2020-01-01T00:00:00.000Z' } });
    await waitFor(() => expect(menuTexts()).toEqual(['Financeiro']));
  });
});
