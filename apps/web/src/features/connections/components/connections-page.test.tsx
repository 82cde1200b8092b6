import { companyEvent, importMessagesEvent } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { createFakeSocket } from '../../../test/fake-socket';
import { defaultPermissions } from '../../../test/fixtures';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture } from '../fixtures';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));

const { ConnectionsPage } = await import('./connections-page');
const socket = createFakeSocket();
fake.socket = socket;

const cells = (id: number) =>
  within(screen.getByTestId(`connection-row-${id}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const rows = [
  connectionFixture({ id: 1, name: 'Comercial', status: 'CONNECTED', updatedAt: '2025-03-05T14:07:00' }),
  connectionFixture({ id: 2, name: 'Suporte', status: 'qrcode', isDefault: false, number: '' }),
  connectionFixture({ id: 3, name: 'Vendas', status: 'DISCONNECTED', isDefault: false }),
  connectionFixture({ id: 4, name: 'Loja', status: 'OPENING', isDefault: false }),
  connectionFixture({ id: 5, name: 'Filial', status: 'TIMEOUT', isDefault: false }),
  connectionFixture({ id: 6, name: 'Centro', status: 'PAIRING', isDefault: false }),
];

describe('connections page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
  });
  afterEach(resetApp);

  it('lists the connections with the count, the last update and the default star', async () => {
    signIn();
    mockApi({
      'GET /api/whatsapp': () => json(200, rows),
      'GET /api/whatsapp/channels': () => json(200, { channels: ['whatsapp'] }),
    });
    renderWithApp(<ConnectionsPage />);

    await screen.findByRole('heading', { name: 'Conexões (6)' });
    expect(cells(1)).toEqual(['', 'Comercial', '5511987650001', '', 'Desconectar', '05/03/25 14:07', '', '']);
    expect(within(screen.getByTestId('connection-row-1')).getByRole('img', { name: 'WhatsApp' })).toBeTruthy();
    expect(within(screen.getByTestId('connection-row-1')).getByRole('img', { name: 'Padrão' })).toBeTruthy();
    expect(within(screen.getByTestId('connection-row-2')).queryByRole('img', { name: 'Padrão' })).toBeNull();
    expect(
      within(screen.getByTestId('connection-row-1')).getByRole('img', { name: 'Conexão estabelecida!' }),
    ).toBeTruthy();
  });

  it('offers the session actions of each status and calls their routes', async () => {
    signIn();
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, rows),
      'GET /api/whatsapp/2': () => json(200, rows[1]),
      'POST /api/whatsappsession/3': () => json(200, { message: 'Starting session.' }),
      'PUT /api/whatsappsession/3': () => json(200, { message: 'Starting session.' }),
      'DELETE /api/whatsappsession/admin/5': () => json(200, { message: 'Session disconnected.' }),
    });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (6)' });
    const row = (id: number) => within(screen.getByTestId(`connection-row-${id}`));

    expect(row(2).getByRole('button', { name: 'QR CODE' })).toBeTruthy();
    expect(row(3).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(row(3).getByRole('button', { name: 'Novo QR CODE' })).toBeTruthy();
    expect(row(4).getByRole('button', { name: 'Conectando' }).hasAttribute('disabled')).toBe(true);
    for (const id of [1, 5, 6]) expect(row(id).getByRole('button', { name: 'Desconectar' })).toBeTruthy();
    for (const id of [1, 4]) expect(row(id).queryByRole('button', { name: 'QR CODE' })).toBeNull();

    fireEvent.click(row(3).getByRole('button', { name: 'Tentar novamente' }));
    fireEvent.click(row(3).getByRole('button', { name: 'Novo QR CODE' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/whatsappsession/3')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('PUT', '/api/whatsappsession/3')).toHaveLength(1));

    fireEvent.click(row(5).getByRole('button', { name: 'Desconectar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desconectar Filial?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/whatsappsession/admin/5')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Conexão desconectada com sucesso!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(row(2).getByRole('button', { name: 'QR CODE' }));
    expect(await screen.findByRole('dialog', { name: 'QR Code' })).toBeTruthy();
  });

  it('deletes after confirmation and restarts all connections', async () => {
    signIn();
    let list = rows.slice(0, 2);
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, list),
      'DELETE /api/whatsapp/2': () => {
        list = list.slice(0, 1);
        return new Response(null, { status: 204 });
      },
      'POST /api/whatsapp-restart/': () => json(200, { message: 'Whatsapp restart.' }),
    });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (2)' });

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Suporte?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await screen.findByRole('heading', { name: 'Conexões (1)' });
    expect(api.callsTo('DELETE', '/api/whatsapp/2')).toHaveLength(1);
    expect(toastMessages()).toContain('Conexão excluída com sucesso!');

    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar conexões' }));
    const restart = await screen.findByRole('dialog', { name: 'Reiniciar conexões?' });
    fireEvent.click(within(restart).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/whatsapp-restart/')).toHaveLength(1));
  });

  it('shows a profile user without allowConnections the no-permission view, and lets one with it in', async () => {
    signIn({ profile: 'user', ...defaultPermissions });
    const api = mockApi({ 'GET /api/whatsapp': () => json(200, rows) });
    const { unmount } = renderWithApp(<ConnectionsPage />);
    expect(screen.getByRole('heading', { name: 'Sem permissão' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/whatsapp')).toHaveLength(0);
    unmount();

    signIn({ profile: 'user', ...defaultPermissions, allowConnections: 'enabled' });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (6)' });
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeTruthy();
  });

  it.each([
    [
      ['whatsapp', 'whatsappapi', 'webchat'],
      ['WhatsApp', 'WhatsApp Cloud API', 'Web chat'],
    ],
    [
      ['facebook', 'instagram', 'webchat'],
      ['Facebook', 'Instagram', 'Web chat'],
    ],
    [
      ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'webchat', 'sandbox'],
      ['WhatsApp', 'WhatsApp Cloud API', 'Facebook', 'Instagram', 'Web chat', 'Telefone simulado (sandbox)'],
    ],
  ])('offers in the add menu the channels GET /whatsapp/channels answers (%j)', async (channels, expected) => {
    signIn();
    mockApi({
      'GET /api/whatsapp': () => json(200, []),
      'GET /api/whatsapp/channels': () => json(200, { channels }),
    });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (0)' });
    const add = screen.getByRole('button', { name: 'Adicionar' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(expected);

    const last = channels[channels.length - 1] === 'sandbox' ? 'Sandbox' : 'Web chat';
    fireEvent.click(items[items.length - 1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: `Adicionar ${last}` })).toBeTruthy();
  });

  it('keeps the add button disabled until the server says which channels it offers', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/whatsapp': () => json(200, []),
      'GET /api/whatsapp/channels': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (0)' });
    const add = screen.getByRole('button', { name: 'Adicionar' });
    expect(add.hasAttribute('disabled')).toBe(true);
    answer(json(200, { channels: ['webchat'] }));
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
  });

  it('applies session, connection and import events live', async () => {
    signIn();
    const api = mockApi({ 'GET /api/whatsapp': () => json(200, rows.slice(0, 2)) });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (2)' });
    const row = (id: number) => within(screen.getByTestId(`connection-row-${id}`));

    socket.deliver(companyEvent(3, 'whatsappSession'), {
      action: 'update',
      session: { id: 2, status: 'CONNECTED', qrcode: '', number: '5511900000002' },
    });
    // Cache notifications reach the page asynchronously.
    expect(await row(2).findByRole('button', { name: 'Desconectar' })).toBeTruthy();
    expect(row(2).getByText('5511900000002')).toBeTruthy();

    socket.deliver(companyEvent(3, 'whatsapp'), {
      action: 'update',
      whatsapp: connectionFixture({ id: 9, name: 'Nova', status: 'qrcode', isDefault: false }),
    });
    await screen.findByRole('heading', { name: 'Conexões (3)' });
    socket.deliver(companyEvent(3, 'whatsapp'), { action: 'delete', whatsappId: 9 });
    await screen.findByRole('heading', { name: 'Conexões (2)' });

    socket.deliver(importMessagesEvent(3), {
      action: 'update',
      whatsappId: 1,
      status: { this: 40, all: 120, date: '05/03/2025' },
    });
    expect((await row(1).findByRole('status')).textContent).toBe('Importando mensagens 40/120');

    const before = api.callsTo('GET', '/api/whatsapp').length;
    socket.deliver(importMessagesEvent(3), { action: 'refresh', whatsappId: 1 });
    await waitFor(() => expect(row(1).queryByRole('status')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/api/whatsapp').length).toBe(before + 1));
  });

  it('shows preparing after an import, then the button that closes the imported tickets', async () => {
    signIn();
    const preparing = connectionFixture({
      id: 1,
      importOldMessages: '2025-01-01T00:00:00.000Z',
      statusImportMessages: String(Date.now()),
    });
    const done = connectionFixture({ id: 2, name: 'Suporte', statusImportMessages: 'renderButtonCloseTickets' });
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, [preparing, done]),
      'POST /api/closedimported/2': () => json(200, { closed: 4 }),
    });
    renderWithApp(<ConnectionsPage />);
    await screen.findByRole('heading', { name: 'Conexões (2)' });

    const row1 = within(screen.getByTestId('connection-row-1'));
    expect(row1.getByRole('button', { name: 'Preparando mensagens para importação' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(
      within(screen.getByTestId('connection-row-2')).getByRole('button', {
        name: 'Fechar todos os tickets importados',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fechar tickets importados?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/closedimported/2')).toHaveLength(1));
  });

  it('logs out when the company due date is not in the future', async () => {
    signIn({ company: { id: 3, name: 'Acme', dueDate: '2020-01-01T00:00:00.000Z' } });
    const api = mockApi({
      'GET /api/whatsapp': () => json(200, []),
      'DELETE /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<ConnectionsPage />);
    await waitFor(() => expect(session.getState().status).toBe('anonymous'));
    expect(api.callsTo('DELETE', '/api/auth/logout')).toHaveLength(1);
  });
});
