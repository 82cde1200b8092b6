import type { CampaignStatus } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { campaignCompany, campaignFixture } from '../fixtures';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;
const { CampaignsPage } = await import('./campaigns-page');
const { campaignRoutes } = await import('../../../app/routes/campaign-routes');

const page = (records: object[]) => json(200, { records, count: records.length, hasMore: false });
const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label')?.split(':')[0]);

describe('campaigns page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin', company: campaignCompany() });
  });
  afterEach(resetApp);

  it("shows the spec's columns, searches by name and follows live updates", async () => {
    let records = [
      campaignFixture(),
      campaignFixture({
        id: 2,
        name: 'Natal',
        status: 'FINALIZADA',
        contactList: null,
        contactListId: null,
        tagListId: 8,
        tagList: { id: 8, name: 'Leads' },
        confirmation: true,
        scheduledAt: '2030-01-10T12:00:00.000Z',
        completedAt: '2030-01-10T15:30:00.000Z',
      }),
    ];
    const api = mockApi({ 'GET /api/campaigns/': () => page(records) });
    renderWithApp(<CampaignsPage />, '/campaigns');
    const first = await screen.findByTestId('campaign-row-1');
    for (const text of ['Black Friday', 'Clientes VIP', 'Vendas', 'Sem agendamento', 'Não concluída', 'Desabilitada'])
      expect(within(first).getByText(text)).toBeTruthy();
    // The status shows in its column, and under the name on a phone.
    expect(within(first).getAllByText('Inativa')).toHaveLength(2);
    const second = screen.getByTestId('campaign-row-2');
    expect(within(second).getAllByText('Finalizada')).toHaveLength(2);
    for (const text of ['Tag: Leads', '10/01/2030 09:00', '10/01/2030 12:30', 'Habilitada'])
      expect(within(second).getByText(text)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'natal' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/campaigns/').some((call) => call.search.get('searchParam') === 'natal')).toBe(
        true,
      ),
    );
    records = [campaignFixture({ status: 'EM_ANDAMENTO' })];
    socket.deliver('company-3-campaign', { action: 'update', record: records[0] });
    expect(await within(await screen.findByTestId('campaign-row-1')).findAllByText('Em Andamento')).toHaveLength(2);
  });

  it('offers stop only in progress, restart only when cancelled, delete unless running; stop and restart call the API', async () => {
    const statuses: CampaignStatus[] = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'];
    const api = mockApi({
      'GET /api/campaigns/': () => page(statuses.map((status, index) => campaignFixture({ id: index + 1, status }))),
      'POST /api/campaigns/3/cancel': () => json(200, campaignFixture({ id: 3, status: 'CANCELADA' })),
      'POST /api/campaigns/4/restart': () => json(200, campaignFixture({ id: 4, status: 'EM_ANDAMENTO' })),
    });
    renderWithApp(<CampaignsPage />, '/campaigns');
    await screen.findByTestId('campaign-row-1');
    const expected: Record<CampaignStatus, string[]> = {
      INATIVA: ['Relatório', 'Editar', 'Excluir'],
      PROGRAMADA: ['Relatório', 'Editar', 'Excluir'],
      EM_ANDAMENTO: ['Parar campanha', 'Relatório', 'Editar'],
      CANCELADA: ['Reiniciar campanha', 'Relatório', 'Editar', 'Excluir'],
      FINALIZADA: ['Relatório', 'Editar', 'Excluir'],
    };
    statuses.forEach((status, index) => {
      expect(actionsOf(screen.getByTestId(`campaign-row-${index + 1}`)), status).toEqual(expected[status]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Parar campanha: Black Friday' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/campaigns/3/cancel')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Campanha cancelada'));
    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar campanha: Black Friday' }));
    await waitFor(() => expect(toastMessages()).toContain('Campanha reiniciada'));
  });

  it('deletes after confirmation; the report action opens the report route', async () => {
    const api = mockApi({
      'GET /api/campaigns/': () => page([campaignFixture()]),
      'DELETE /api/campaigns/1': () => json(204, undefined),
    });
    const router = renderRoutes([{ path: '/campaigns', element: <CampaignsPage /> }], '/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir: Black Friday' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir campanha?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/campaigns/1')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Campanha excluída'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Relatório: Black Friday' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/1/report'));
  });

  it('shows a profile user the no-access view, and sends a plan without useCampaigns home with the spec message', async () => {
    const api = mockApi({ 'GET /api/campaigns/': () => page([]) });
    signIn({ profile: 'user', company: campaignCompany() });
    renderRoutes([...campaignRoutes, { path: '/', element: <p>início</p> }], '/campaigns');
    expect(await screen.findByText('Oops! Acesso Negado!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Campanhas' })).toBeNull();
    resetApp();
    signIn({ profile: 'admin', company: campaignCompany({ ...allPlanFeatures, useCampaigns: false }) });
    const router = renderRoutes([...campaignRoutes, { path: '/', element: <p>início</p> }], '/campaigns-config');
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(api.callsTo('GET', '/api/campaigns/')).toHaveLength(0);
  });
});
