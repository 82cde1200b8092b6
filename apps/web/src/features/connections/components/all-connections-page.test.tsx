import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { AllConnectionsPage } = await import('./all-connections-page');

const answer = {
  companies: [
    {
      companyId: 3,
      companyName: 'Acme',
      connected: 1,
      disconnected: 1,
      total: 2,
      connections: [
        connectionFixture({ id: 1, name: 'Comercial', status: 'CONNECTED' }),
        connectionFixture({ id: 2, name: 'Suporte', status: 'DISCONNECTED', isDefault: false }),
      ],
    },
    {
      companyId: 4,
      companyName: 'Beta',
      connected: 0,
      disconnected: 1,
      total: 1,
      connections: [connectionFixture({ id: 7, companyId: 4, name: 'Loja', channel: 'instagram', status: 'qrcode' })],
    },
  ],
  totals: { connected: 1, disconnected: 2, total: 3 },
};

const renderAt = () =>
  renderRoutes(
    [
      { path: '/allConnections', element: <AllConnectionsPage /> },
      { path: '/tickets', element: <h1>Atendimentos</h1> },
    ],
    '/allConnections',
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('all connections page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('sends anyone but the super user to /tickets', async () => {
    signIn({ profile: 'admin', super: false });
    const api = mockApi({ 'GET /api/whatsapp/all/': () => json(200, answer) });
    const router = renderAt();
    await screen.findByRole('heading', { name: 'Atendimentos' });
    expect(router.state.location.pathname).toBe('/tickets');
    expect(api.callsTo('GET', '/api/whatsapp/all/')).toHaveLength(0);
  });

  it('shows a row per company with a totals row, and a company modal with its connections', async () => {
    signIn({ profile: 'admin', super: true });
    const api = mockApi({
      'GET /api/whatsapp/all/': () => json(200, answer),
      'POST /api/whatsappsession/2': () => json(200, {}),
    });
    renderAt();
    await screen.findByTestId('totals-row');
    expect(api.callsTo('GET', '/api/whatsapp/all/')[0]?.search.get('session')).toBe('0');
    expect(cellsOf(screen.getByTestId('company-row-3'))).toEqual(['Acme', '1', '1', '2', '']);
    expect(cellsOf(screen.getByTestId('company-row-4'))).toEqual(['Beta', '0', '1', '1', '']);
    expect(cellsOf(screen.getByTestId('totals-row'))).toEqual(['Total geral', '1', '2', '3', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Ver conexões de Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexões de Acme' });
    const row = within(within(dialog).getByTestId('connection-row-2'));
    expect(row.getByRole('img', { name: 'WhatsApp' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Editar Suporte' })).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/whatsappsession/2')).toHaveLength(1));
  });

  it('leaves session actions, edit and delete out of the company modal for a non-admin profile', async () => {
    signIn({ profile: 'user', super: true });
    mockApi({ 'GET /api/whatsapp/all/': () => json(200, answer) });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver conexões de Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexões de Acme' });
    const row = within(within(dialog).getByTestId('connection-row-2'));
    expect(row.getAllByRole('img').length).toBeGreaterThan(0);
    expect(row.queryAllByRole('button')).toHaveLength(0);
  });

  it("acts on another company's connections through /whatsapp-admin", async () => {
    signIn({ profile: 'admin', super: true });
    const beta = answer.companies[1] as (typeof answer.companies)[number];
    const disconnected = { ...beta.connections[0], status: 'DISCONNECTED' as const };
    const withBeta = {
      ...answer,
      companies: [
        answer.companies[0],
        { ...beta, connections: [disconnected, { ...disconnected, id: 8, name: 'Ponto' }] },
      ],
    };
    const api = mockApi({
      'GET /api/whatsapp/all/': () => json(200, withBeta),
      'POST /api/whatsapp-admin/7/session': () => json(200, disconnected),
      'PUT /api/whatsapp-admin/7/session': () => json(200, disconnected),
      'DELETE /api/whatsapp-admin/8': () => new Response(null, { status: 204 }),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver conexões de Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexões de Beta' });
    const row = within(within(dialog).getByTestId('connection-row-7'));
    fireEvent.click(row.getByRole('button', { name: 'Tentar novamente' }));
    fireEvent.click(row.getByRole('button', { name: 'Novo QR CODE' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/whatsapp-admin/7/session')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp-admin/7/session')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/whatsappsession/7')).toHaveLength(0);
    // The list refetches after each action, so the modal shows what the session became.
    await waitFor(() => expect(api.callsTo('GET', '/api/whatsapp/all/').length).toBeGreaterThan(1));

    fireEvent.click(
      within(within(dialog).getByTestId('connection-row-8')).getByRole('button', { name: 'Excluir Ponto' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Ponto?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/whatsapp-admin/8')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Conexão excluída com sucesso!'));
  });

  it("edits another company's connection with that company's queues, through /whatsapp-admin", async () => {
    signIn({ profile: 'admin', super: true });
    const beta = answer.companies[1] as (typeof answer.companies)[number];
    const loja = connectionFixture({ id: 7, companyId: 4, name: 'Loja', channel: 'whatsapp', status: 'CONNECTED' });
    const theirQueue = { id: 41, name: 'Fila Beta', color: '#112233' };
    const api = mockApi({
      'GET /api/whatsapp/all/': () =>
        json(200, { ...answer, companies: [answer.companies[0], { ...beta, connections: [loja] }] }),
      'GET /api/whatsapp-admin/7': () => json(200, loja),
      'GET /api/whatsapp-admin/7/options': () =>
        json(200, { queues: [theirQueue], scheduleType: 'disabled', userRating: false }),
      'PUT /api/whatsapp-admin/7': () => json(200, { ...loja, name: 'Loja Centro' }),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver conexões de Beta' }));
    const list = await screen.findByRole('dialog', { name: 'Conexões de Beta' });
    fireEvent.click(within(within(list).getByTestId('connection-row-7')).getByRole('button', { name: 'Editar Loja' }));

    const modal = await screen.findByRole('dialog', { name: 'Editar conexão' });
    const name = (await within(modal).findByLabelText(/^Nome/)) as HTMLInputElement;
    expect(name.value).toBe('Loja');
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Filas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fila Beta' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(name, { target: { value: 'Loja Centro' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsapp-admin/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/whatsapp-admin/7')[0]?.body).toMatchObject({ name: 'Loja Centro', queueIds: [41] });
    // The super user's own company's lists and routes are not used for another company's connection.
    expect(api.callsTo('GET', '/api/queue')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/whatsapp/7')).toHaveLength(0);
    expect(within(modal).queryByRole('button', { name: 'Copiar token' })).toBeNull();
    await waitFor(() => expect(toastMessages()).toContain('Conexão salva com sucesso.'));
  });

  it("disconnects another company's connection and reads its QR code from /whatsapp-admin", async () => {
    signIn({ profile: 'admin', super: true });
    const beta = answer.companies[1] as (typeof answer.companies)[number];
    const connected = { ...beta.connections[0], id: 9, name: 'Centro', status: 'CONNECTED' as const };
    const withBeta = {
      ...answer,
      companies: [answer.companies[0], { ...beta, connections: [beta.connections[0], connected] }],
    };
    const api = mockApi({
      'GET /api/whatsapp/all/': () => json(200, withBeta),
      'GET /api/whatsapp-admin/7': () => json(200, { ...beta.connections[0], qrcode: 'QR-7' }),
      'DELETE /api/whatsapp-admin/9/session': () => json(200, { ...connected, status: 'DISCONNECTED' }),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver conexões de Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexões de Beta' });
    fireEvent.click(
      within(within(dialog).getByTestId('connection-row-9')).getByRole('button', { name: 'Desconectar' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Desconectar Centro?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/whatsapp-admin/9/session')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desconectar Centro?' })).toBeNull());
    expect(toastMessages()).toContain('Conexão desconectada com sucesso!');

    // findByRole: the company modal is accessible again once the confirmation has fully closed.
    fireEvent.click(
      await within(within(dialog).getByTestId('connection-row-7')).findByRole('button', { name: 'QR CODE' }),
    );
    const qr = await screen.findByRole('dialog', { name: 'QR Code' });
    expect(await within(qr).findByRole('img', { name: 'QR Code da conexão Loja' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/whatsapp-admin/7')[0]?.search.get('session')).toBe('0');
    expect(within(qr).queryByRole('button', { name: 'Gerar código' })).toBeNull();
  });
});
