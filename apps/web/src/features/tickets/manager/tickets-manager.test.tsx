import { companyEvent } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { createFakeSocket } from '../../../test/fake-socket';
import { type ApiCall, json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ticketFixture } from '../fixtures';
import { ticketUserOf } from '../lib/session-user';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));

const { TicketsManager } = await import('./tickets-manager');
const socket = createFakeSocket();
fake.socket = socket;

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];

/** GET /tickets answered per status (and per page), counting each list. */
function ticketsApi(byStatus: Record<string, ReturnType<typeof ticketFixture>[]>, pageSize = 50) {
  return (call: ApiCall) => {
    const status = call.search.get('status') ?? 'search';
    const page = Number(call.search.get('pageNumber'));
    const all = byStatus[status] ?? [];
    const tickets = all.slice((page - 1) * pageSize, page * pageSize);
    return json(200, { tickets, hasMore: page * pageSize < all.length, count: all.length });
  };
}

function renderManager(user: Parameters<typeof signIn>[0] = {}) {
  signIn({ queues, ...user } as Parameters<typeof signIn>[0]);
  const state = session.getState();
  if (state.status !== 'authenticated') throw new Error('not signed in');
  const ticketUser = ticketUserOf(state.user);
  return renderRoutes(
    [
      { path: '/tickets', element: <TicketsManager user={ticketUser} selectedUuid={null} /> },
      { path: '/tickets/:uuid', element: <p>conversation</p> },
    ],
    '/tickets',
  );
}

const tabTexts = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const ticketCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/tickets');

describe('TicketsManager', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
  });
  afterEach(() => resetApp());

  it('shows the tabs with counts, lists the open tab and opens a ticket on click', async () => {
    const api = mockApi({
      'GET /api/tickets': ticketsApi({
        open: [ticketFixture({ id: 1, status: 'open', userId: 7, unreadMessages: 2 })],
        pending: [ticketFixture({ id: 2 }), ticketFixture({ id: 3 })],
      }),
    });
    const router = renderManager();
    expect(await screen.findByText('Maria 1')).toBeTruthy();
    // Tab label and badge count; no group tab without allowGroup.
    await waitFor(() => expect(tabTexts()).toEqual(['Atendendo1', 'Aguardando2']));
    const open = ticketCalls(api).find((call) => call.search.get('status') === 'open');
    expect(open?.search.get('queueIds')).toBe('[1,2]');
    expect(open?.search.get('sortTickets')).toBe('DESC');
    expect(socket.emitted).toContainEqual({ event: 'joinTickets', payload: { status: 'open' } });

    fireEvent.click(screen.getByText('Aguardando'));
    expect(await screen.findByText('Maria 2')).toBeTruthy();
    expect(socket.emitted).toContainEqual({ event: 'leaveTickets', payload: { status: 'open' } });
    expect(socket.emitted).toContainEqual({ event: 'joinTickets', payload: { status: 'pending' } });

    fireEvent.click(screen.getByRole('button', { name: 'Maria 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-2'));
  });

  it('shows the group tab only with allowGroup, and the admin controls only to admins', async () => {
    mockApi({ 'GET /api/tickets': ticketsApi({}) });
    renderManager({ profile: 'user', allowGroup: true } as Parameters<typeof signIn>[0]);
    await waitFor(() => expect(tabTexts()).toEqual(['Atendendo', 'Aguardando', 'Grupos']));
    expect(screen.queryByLabelText('Todos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fechar todos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo ticket' })).toBeTruthy();
    expect(await screen.findByText('Nada aqui!')).toBeTruthy();
  });

  it('admins: show-all switch reaches the API; close-all asks yes/no, closes what the tab lists and says how many', async () => {
    const api = mockApi({
      'GET /api/tickets': ticketsApi({}),
      'POST /api/tickets/closeAll': () => json(200, { closed: 3 }),
    });
    renderManager();
    fireEvent.click(await screen.findByLabelText('Todos'));
    await waitFor(() => expect(ticketCalls(api).some((call) => call.search.get('showAll') === 'true')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar todos os tickets?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    // The list's own choices: 'SEM FILA' (queueless tickets) and show-all go with the queues.
    await waitFor(() =>
      expect(api.calls('POST /api/tickets/closeAll')).toEqual([
        { status: 'open', selectedQueueIds: [1, 2], withoutQueue: true, showAll: true },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('3 tickets fechados.'));
    await i18n.changeLanguage('en');
    expect(i18n.t('tickets.manager.closedCount', { count: 1 })).toBe('1 ticket closed.');
  });

  it('an admin in no queue sees the queueless ticket the badge counts (one rule: the API’s)', async () => {
    const own = ticketFixture({ id: 1, status: 'open', userId: 7, queueId: null, queue: null });
    const api = mockApi({ 'GET /api/tickets': ticketsApi({ open: [own] }) });
    // allTicket off: 'SEM FILA' is not offered, so nothing hides queueless rows.
    renderManager({ queues: [], allTicket: 'disabled' } as Parameters<typeof signIn>[0]);
    await waitFor(() => expect(tabTexts()[0]).toBe('Atendendo1'));
    expect(await screen.findByText('Maria 1')).toBeTruthy();
    expect(screen.queryByText('Nada aqui!')).toBeNull();
    const open = ticketCalls(api).find((call) => call.search.get('status') === 'open');
    expect([open?.search.get('queueIds'), open?.search.get('withoutQueue')]).toEqual(['[]', 'true']);
  });

  it('unticking SEM FILA asks the API for the lists without queueless tickets', async () => {
    const api = mockApi({ 'GET /api/tickets': ticketsApi({}) });
    renderManager({ allTicket: 'enabled' } as Parameters<typeof signIn>[0]);
    fireEvent.mouseDown(await screen.findByLabelText('Filas'));
    fireEvent.click(await screen.findByRole('option', { name: 'SEM FILA' }));
    await waitFor(() => expect(ticketCalls(api).at(-1)?.search.get('withoutQueue')).toBe('false'));
  });

  it('searches 500 ms after typing, in lowercase, with the message-contents option', async () => {
    const api = mockApi({ 'GET /api/tickets': ticketsApi({ search: [ticketFixture({ id: 4 })] }) });
    renderManager();
    await screen.findByText('Nada aqui!');
    fireEvent.change(screen.getByLabelText('Pesquisar atendimento e mensagens'), { target: { value: 'MARIA' } });
    const searches = () => ticketCalls(api).filter((call) => call.search.get('searchParam') !== null);
    expect(searches()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.search.get('searchParam')).toBe('maria');
    expect(searches()[0]?.search.get('status')).toBeNull();
    expect(await screen.findByText('Maria 4')).toBeTruthy();
    // No sort toggle in the search view.
    expect(screen.queryByRole('button', { name: 'Mais recentes primeiro' })).toBeNull();

    fireEvent.click(screen.getByLabelText(/conteúdo das mensagens/));
    await waitFor(() => expect(searches().at(-1)?.search.get('searchOnMessages')).toBe('true'));
  });

  it('offers the message-contents option before typing, and clearing the box returns to the tab view', async () => {
    const api = mockApi({
      'GET /api/tickets': ticketsApi({ pending: [ticketFixture({ id: 2 })], search: [ticketFixture({ id: 4 })] }),
    });
    renderManager();
    fireEvent.click(await screen.findByText('Aguardando'));
    await screen.findByText('Maria 2');
    fireEvent.click(screen.getByLabelText(/conteúdo das mensagens/));
    const search = screen.getByLabelText('Pesquisar atendimento e mensagens');
    fireEvent.change(search, { target: { value: 'maria' } });
    const searches = () => ticketCalls(api).filter((call) => call.search.get('searchParam') !== null);
    await waitFor(() => expect(searches()[0]?.search.get('searchOnMessages')).toBe('true'));
    expect(await screen.findByText('Maria 4')).toBeTruthy();
    expect(tabTexts()).toEqual(['Busca']);
    // The search view has no status to close.
    expect(screen.queryByRole('button', { name: 'Fechar todos' })).toBeNull();

    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByText('Maria 2')).toBeTruthy();
    await waitFor(() => expect(tabTexts()).toEqual(['Atendendo', 'Aguardando1']));
    expect(selectedTab()).toBe('Aguardando1');
  });

  it('shows each result’s matching message with the term marked, ignoring accents and case', async () => {
    mockApi({
      'GET /api/tickets': (call) =>
        json(200, {
          tickets: call.search.get('searchParam') ? [ticketFixture({ id: 4 })] : [],
          hasMore: false,
          count: 1,
          snippets: [{ ticketId: 4, text: '…a segunda via da Fatura e a FATURA antiga' }],
        }),
    });
    renderManager();
    await screen.findByText('Nada aqui!');
    fireEvent.click(screen.getByLabelText(/conteúdo das mensagens/));
    fireEvent.change(screen.getByLabelText('Pesquisar atendimento e mensagens'), { target: { value: 'FATÚRA' } });
    const match = await screen.findByLabelText('Mensagem encontrada: …a segunda via da Fatura e a FATURA antiga');
    expect([...match.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Fatura', 'FATURA']);
  });

  it('filters by status and connection in the search view', async () => {
    const api = mockApi({
      'GET /api/tickets': ticketsApi({}),
      'GET /api/tags/list': () => json(200, []),
      'GET /api/whatsapp': () => json(200, [{ id: 4, name: 'Loja' }]),
      'GET /api/users/list': () => json(200, [{ id: 7, name: 'Ana' }]),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Filtros' }));
    fireEvent.mouseDown(await screen.findByLabelText('Conexões'));
    fireEvent.click(await screen.findByRole('option', { name: 'Loja' }));
    await waitFor(() => expect(ticketCalls(api).at(-1)?.search.get('whatsapps')).toBe('[4]'));
    expect(screen.getByLabelText('Usuários')).toBeTruthy();
  });

  it('sorts ascending when toggled', async () => {
    const api = mockApi({ 'GET /api/tickets': ticketsApi({}) });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Mais recentes primeiro' }));
    await waitFor(() => expect(ticketCalls(api).at(-1)?.search.get('sortTickets')).toBe('ASC'));
  });

  it('loads the next page when scrolled within 100 px of the end', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ticketFixture({ id: index + 1, status: 'open', userId: 7 }));
    const api = mockApi({ 'GET /api/tickets': ticketsApi({ open: many }, 20) });
    renderManager();
    await screen.findByText('Maria 1');
    const list = screen.getByRole('list', { name: 'Lista de atendimentos' });
    Object.defineProperty(list, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 500, configurable: true });
    fireEvent.scroll(list, { target: { scrollTop: 1000 } });
    expect(ticketCalls(api).some((call) => call.search.get('pageNumber') === '2')).toBe(false);
    fireEvent.scroll(list, { target: { scrollTop: 1450 } });
    await waitFor(() => expect(ticketCalls(api).some((call) => call.search.get('pageNumber') === '2')).toBe(true));
  });

  it('applies live ticket and message events to the visible list', async () => {
    mockApi({ 'GET /api/tickets': ticketsApi({ pending: [ticketFixture({ id: 2 })] }) });
    renderManager();
    fireEvent.click(await screen.findByText('Aguardando'));
    await screen.findByText('Maria 2');
    const ticketEvent = companyEvent(3, 'ticket');

    socket.deliver(ticketEvent, {
      action: 'create',
      ticket: ticketFixture({ id: 5, updatedAt: '2025-02-01T00:00:00.000Z' }),
    });
    expect(await screen.findByText('Maria 5')).toBeTruthy();
    // A ticket of a queue not selected does not come in.
    socket.deliver(ticketEvent, { action: 'create', ticket: ticketFixture({ id: 6, queueId: 9 }) });
    expect(screen.queryByText('Maria 6')).toBeNull();

    socket.deliver(companyEvent(3, 'appMessage'), {
      action: 'create',
      message: { fromMe: false, read: false },
      ticket: ticketFixture({ id: 2, unreadMessages: 4, lastMessage: 'Preciso de ajuda' }),
    });
    expect(await screen.findByText('Preciso de ajuda')).toBeTruthy();
    const rows = () =>
      screen.getAllByRole('listitem').map((row) => within(row).getByRole('button').getAttribute('aria-label'));
    expect(rows()).toEqual(['Maria 2', 'Maria 5']);
    expect(screen.getByLabelText('4 mensagens não lidas')).toBeTruthy();

    socket.deliver(ticketEvent, { action: 'updateUnread', ticketId: 2 });
    await waitFor(() => expect(screen.queryByLabelText('4 mensagens não lidas')).toBeNull());

    // Accepted elsewhere: it leaves the pending list.
    socket.deliver(ticketEvent, { action: 'update', ticket: ticketFixture({ id: 5, status: 'open', userId: 8 }) });
    await waitFor(() => expect(screen.queryByText('Maria 5')).toBeNull());
    socket.deliver(ticketEvent, { action: 'delete', ticketId: 2 });
    expect(await screen.findByText('Nada aqui!')).toBeTruthy();
  });
});
