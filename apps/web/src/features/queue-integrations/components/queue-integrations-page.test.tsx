import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { FakeFlowSelect } from '../../../test/fake-flow-select';
import { createFakeSocket } from '../../../test/fake-socket';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { scrollNearEnd } from '../../../test/interactions';
import { windowWidth } from '../../../test/window-width';
import { company, integration, integrationsPage } from '../test/integration-fixture';
import { QueueIntegrationsPage } from './queue-integrations-page';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const socket = createFakeSocket();
fake.socket = socket;

const page = <QueueIntegrationsPage FlowSelect={FakeFlowSelect} />;
// Generous: the search waits 500 ms before it asks, and a busy machine adds to that.
const row = (id: number) => screen.findByTestId(`queue-integration-row-${id}`, {}, { timeout: 4000 });

describe('queue integrations page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
    socket.reset();
  });
  afterEach(resetApp);

  it('shows type logo, id and name, pages on scroll near the end, and searches 500 ms after the last keystroke', async () => {
    const searched: { text: string; at: number }[] = [];
    const api = mockApi({
      'GET /api/queueIntegration/': ({ search }) => {
        const text = search.get('searchParam') ?? '';
        if (text) {
          searched.push({ text, at: Date.now() });
          return integrationsPage([integration(9, { name: 'Suporte n8n', type: 'n8n' })]);
        }
        return search.get('pageNumber') === '2'
          ? integrationsPage([integration(3, { type: 'flowbuilder', flowId: 2 })])
          : integrationsPage([integration(1), integration(2, { type: 'dialogflow', name: 'Bot Google' })], true);
      },
    });
    renderWithApp(page);
    expect(screen.getByRole('heading', { level: 1, name: 'Integrações' })).toBeTruthy();
    const first = await row(1);
    expect(within(first).getByRole('img', { name: 'Typebot' })).toBeTruthy();
    expect(within(first).getByText('1')).toBeTruthy();
    expect(within(first).getByText('Integração 1')).toBeTruthy();
    expect(within(await row(2)).getByRole('img', { name: 'Dialogflow' })).toBeTruthy();

    scrollNearEnd(screen.getByTestId('queue-integrations-scroller'));
    expect(within(await row(3)).getByRole('img', { name: 'Flowbuilder' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/queueIntegration/').map((call) => call.search.get('pageNumber'))).toEqual([
      '1',
      '2',
    ]);

    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    fireEvent.change(box, { target: { value: 's' } });
    fireEvent.change(box, { target: { value: 'su' } });
    const typedAt = Date.now();
    fireEvent.change(box, { target: { value: 'sup' } });
    expect(within(await row(9)).getByRole('img', { name: 'N8N' })).toBeTruthy();
    expect(searched.map((call) => call.text)).toEqual(['sup']);
    expect((searched[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
  });

  it('shows cards instead of the table on a phone', async () => {
    windowWidth(390);
    mockApi({
      'GET /api/queueIntegration/': () => integrationsPage([integration(1, { type: 'webhook', name: 'CRM' })]),
    });
    renderWithApp(page);
    const card = await row(1);
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'CRM' })).toBeTruthy();
    expect(within(card).getByText('ID 1 · Webhook')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Editar: CRM' })).toBeTruthy();
  });

  it('keeps the list live: an update replaces the row, a delete removes it, a create reloads', async () => {
    let rows = [integration(1), integration(2)];
    const api = mockApi({ 'GET /api/queueIntegration/': () => integrationsPage(rows) });
    renderWithApp(page);
    await row(2);
    expect(socket.listeners('company-3-queueIntegration')).toBe(1);

    socket.deliver('company-3-queueIntegration', {
      action: 'update',
      queueIntegration: integration(1, { name: 'Renomeada', type: 'n8n' }),
    });
    expect(within(await row(1)).getByText('Renomeada')).toBeTruthy();
    expect(within(await row(1)).getByRole('img', { name: 'N8N' })).toBeTruthy();
    socket.deliver('company-3-queueIntegration', { action: 'delete', integrationId: 2 });
    await waitFor(() => expect(screen.queryByTestId('queue-integration-row-2')).toBeNull());

    rows = [integration(1), integration(5, { name: 'Nova' })];
    socket.deliver('company-3-queueIntegration', {
      action: 'create',
      queueIntegration: integration(5, { name: 'Nova' }),
    });
    expect(within(await row(5)).getByText('Nova')).toBeTruthy();
    expect(api.callsTo('GET', '/api/queueIntegration/')).toHaveLength(2);
    // A payload of another shape is ignored.
    socket.deliver('company-3-queueIntegration', { action: 'update', queueIntegration: { id: 1 } });
    expect(within(await row(1)).getByText('Integração 1')).toBeTruthy();
  });

  it('deletes after confirmation and says so', async () => {
    let rows = [integration(1)];
    const api = mockApi({
      'GET /api/queueIntegration/': () => integrationsPage(rows),
      'DELETE /api/queueIntegration/1': () => {
        rows = [];
        return json(204, undefined);
      },
    });
    renderWithApp(page);
    fireEvent.click(within(await row(1)).getByRole('button', { name: 'Excluir: Integração 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir integração?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/queueIntegration/1')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Integração excluída com sucesso.'));
    await waitFor(() => expect(screen.queryByTestId('queue-integration-row-1')).toBeNull());
  });

  it('says why an integration in use cannot be deleted', async () => {
    mockApi({
      'GET /api/queueIntegration/': () => integrationsPage([integration(1)]),
      'DELETE /api/queueIntegration/1': () => json(409, { error: 'ERR_INTEGRATION_IN_USE', message: 'x' }),
    });
    renderWithApp(page);
    fireEvent.click(within(await row(1)).getByRole('button', { name: 'Excluir: Integração 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toastMessages()).toContain(i18n.t('backendErrors.ERR_INTEGRATION_IN_USE')));
    expect(await row(1)).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/queueIntegration/': () => json(400, { error: 'ERR_VALIDATION', message: 'x' }) });
    renderWithApp(page);
    expect(await screen.findByText('Não foi possível carregar a lista de registros')).toBeTruthy();
  });

  it('sends a company without useIntegrations home after saying so, without loading the list', async () => {
    signIn({ company: company({ ...allPlanFeatures, useIntegrations: false }) });
    const api = mockApi({});
    const router = renderRoutes(
      [
        { path: '/queue-integration', element: page },
        { path: '/', element: <p>home</p> },
      ],
      '/queue-integration',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    expect(router.state.location.pathname).toBe('/queue-integration');
    await screen.findByText('home', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET', '/api/queueIntegration/')).toHaveLength(0);
  });
});
