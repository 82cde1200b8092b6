import { companyEvent } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { volumeStorageKey } from '../../../lib/volume';
import { createFakeSocket } from '../../../test/fake-socket';
import { type ApiCall, json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { ticketFixture } from '../fixtures';

const fake = vi.hoisted(() => ({ socket: null as unknown, playChime: vi.fn(), showDesktopNotification: vi.fn() }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
// The sound and the desktop alert are browser APIs (alerts.test.ts covers them): here, what is asked of them.
vi.mock('./alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./alerts')>()),
  playChime: fake.playChime,
  showDesktopNotification: fake.showDesktopNotification,
}));

const { NotificationsBell } = await import('./notifications-bell');
const socket = createFakeSocket();
fake.socket = socket;

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];
const messageEvent = companyEvent(3, 'appMessage');
const ticketEvent = companyEvent(3, 'ticket');

function renderBell(path = '/tickets', user: Record<string, unknown> = {}) {
  signIn({ queues, ...user } as Parameters<typeof signIn>[0]);
  return renderRoutes(
    [
      { path: '/tickets', element: <NotificationsBell /> },
      { path: '/tickets/:ticketUuid', element: <NotificationsBell /> },
    ],
    path,
  );
}

/** The unread tickets the bell starts from (GET /tickets withUnreadMessages). */
const unreadApi = (tickets: ReturnType<typeof ticketFixture>[]) =>
  mockApi({ 'GET /api/tickets': () => json(200, { tickets, hasMore: false, count: tickets.length }) });

/** Already unread when the page loads: the user's own, in Vendas. */
const waiting = ticketFixture({ id: 20, status: 'open', userId: 7, unreadMessages: 1 });
const pendingSettings = {
  id: 3,
  name: 'Acme',
  dueDate: '2999-12-31T00:00:00.000Z',
  companieSettings: [{ key: 'showNotificationPending', value: 'enabled' }],
};

const bell = () => screen.getByRole('button', { name: 'Notificações' });
const badge = () => bell().querySelector('.MuiBadge-badge')?.textContent ?? '';

/** An incoming message of `ticket` as the socket delivers it. */
const incoming = (ticket: ReturnType<typeof ticketFixture>, body = 'Oi, tudo bem?') =>
  socket.deliver(messageEvent, { action: 'create', message: { fromMe: false, read: false, body }, ticket });

describe('NotificationsBell and useTicketNotifications', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    socket.reset();
    fake.playChime.mockClear();
    fake.showDesktopNotification.mockClear();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => resetApp());

  it("counts the unread tickets of the user's queues in the badge and the browser title", async () => {
    const api = unreadApi([
      ticketFixture({ id: 1, status: 'open', userId: 7, unreadMessages: 2 }),
      ticketFixture({ id: 2, status: 'open', userId: 7, unreadMessages: 1 }),
      // Read meanwhile: not counted.
      ticketFixture({ id: 3, unreadMessages: 0 }),
    ]);
    renderBell();
    await waitFor(() => expect(badge()).toBe('2'));
    expect(document.title).toBe('② Chatdesk');
    const [call] = api.callsTo('GET', '/api/tickets') as ApiCall[];
    expect(call?.search.get('withUnreadMessages')).toBe('true');
    expect(call?.search.get('queueIds')).toBe('[1,2]');
    expect(call?.search.get('status')).toBeNull();
    expect(socket.emitted).toContainEqual({ event: 'joinNotification', payload: undefined });

    // Read elsewhere: the count drops.
    socket.deliver(ticketEvent, { action: 'updateUnread', ticketId: 1 });
    await waitFor(() => expect(badge()).toBe('1'));
    expect(document.title).toBe('① Chatdesk');
  });

  it.each([
    ['without', {}, '1', '①'],
    ['with', { company: pendingSettings }, '2', '②'],
  ])(
    'on page load counts pending tickets only with showNotificationPending (%s it), like live arrivals',
    async (_, user, count, mark) => {
      unreadApi([
        ticketFixture({ id: 1, status: 'open', userId: 7, unreadMessages: 2 }),
        ticketFixture({ id: 2, status: 'pending', unreadMessages: 1 }),
        // Another user's ticket and a queue the user does not attend never count.
        ticketFixture({ id: 3, status: 'open', userId: 9, unreadMessages: 1 }),
        ticketFixture({ id: 4, status: 'pending', queueId: 8, unreadMessages: 1 }),
      ]);
      renderBell('/tickets', user);
      await waitFor(() => expect(badge()).toBe(count));
      expect(document.title).toBe(`${mark} Chatdesk`);
    },
  );

  it('plays the chime at the stored volume and raises a desktop alert that opens the ticket', async () => {
    window.localStorage.setItem(volumeStorageKey, '0.4');
    unreadApi([waiting]);
    const router = renderBell();
    await waitFor(() => expect(badge()).toBe('1'));

    incoming(ticketFixture({ id: 5, status: 'open', userId: 7, unreadMessages: 1 }));
    await waitFor(() => expect(badge()).toBe('2'));
    expect(document.title).toBe('② Chatdesk');
    expect(fake.playChime).toHaveBeenCalledWith(0.4);
    expect(fake.showDesktopNotification).toHaveBeenCalledTimes(1);
    const alert = fake.showDesktopNotification.mock.calls[0]?.[0];
    expect(alert).toMatchObject({ title: 'Mensagem de Maria 5', body: 'Oi, tudo bem?', tag: '5' });
    alert.onClick();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-5'));
  });

  it('shows a structured message as its readable text in the desktop alert', async () => {
    unreadApi([waiting]);
    renderBell();
    await waitFor(() => expect(badge()).toBe('1'));
    socket.deliver(messageEvent, {
      action: 'create',
      message: {
        fromMe: false,
        read: false,
        mediaType: 'locationMessage',
        body: '|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR|Avenida Paulista, 1000',
        dataJson: { latitude: -23.5, longitude: -46.6, description: 'Avenida Paulista, 1000' },
      },
      ticket: ticketFixture({ id: 5, status: 'open', userId: 7, unreadMessages: 1 }),
    });
    await waitFor(() => expect(fake.showDesktopNotification).toHaveBeenCalledTimes(1));
    expect(fake.showDesktopNotification.mock.calls[0]?.[0]).toMatchObject({ body: 'Avenida Paulista, 1000' });
  });

  it("stays silent for the user's own messages, others' tickets and other queues", async () => {
    unreadApi([waiting]);
    renderBell();
    await waitFor(() => expect(badge()).toBe('1'));
    socket.deliver(messageEvent, {
      action: 'create',
      message: { fromMe: true, read: true, body: 'resposta' },
      ticket: ticketFixture({ id: 5, status: 'open', userId: 7 }),
    });
    incoming(ticketFixture({ id: 6, status: 'open', userId: 9 }));
    incoming(ticketFixture({ id: 7, status: 'open', userId: null, queueId: 8 }));
    incoming(ticketFixture({ id: 8, status: 'nps', userId: 7 }));
    // Pending tickets count only with the company's showNotificationPending.
    incoming(ticketFixture({ id: 9, status: 'pending' }));
    expect(fake.playChime).not.toHaveBeenCalled();
    expect(fake.showDesktopNotification).not.toHaveBeenCalled();
    expect(badge()).toBe('1');
  });

  it('counts pending tickets with showNotificationPending; no desktop alert for the ticket open on screen', async () => {
    unreadApi([waiting]);
    renderBell('/tickets/uuid-5', { company: pendingSettings });
    await waitFor(() => expect(badge()).toBe('1'));

    incoming(ticketFixture({ id: 5, status: 'open', userId: 7 }));
    await waitFor(() => expect(badge()).toBe('2'));
    expect(fake.playChime).toHaveBeenCalledTimes(1);
    expect(fake.showDesktopNotification).not.toHaveBeenCalled();

    incoming(ticketFixture({ id: 9, status: 'pending' }));
    await waitFor(() => expect(badge()).toBe('3'));
    expect(fake.showDesktopNotification).toHaveBeenCalledTimes(1);
  });

  it('lists the unread tickets in the popover and opens the one clicked', async () => {
    unreadApi([
      ticketFixture({ id: 2, status: 'open', userId: 7, unreadMessages: 1, lastMessage: 'Preciso de ajuda' }),
    ]);
    const router = renderBell();
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByText('Preciso de ajuda'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-2'));
  });

  it('says so when nothing is unread', async () => {
    unreadApi([]);
    renderBell();
    await waitFor(() => expect(document.title).toBe('Chatdesk'));
    fireEvent.click(bell());
    expect(await screen.findByText('Nenhuma notificação')).toBeTruthy();
  });
});
