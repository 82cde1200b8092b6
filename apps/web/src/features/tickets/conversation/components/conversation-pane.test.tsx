import { type AppMessageEventPayload, companyEvent } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../test/harness';
import { messageFixture, ticketFixture } from '../fixtures';
import { createFakeSocket } from '../test-socket';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { ConversationPane } = await import('..');

const ticket = ticketFixture();
const page =
  (messages: unknown[], hasMore = false) =>
  () =>
    json(200, { messages, hasMore });
const messageTexts = () => screen.getAllByTestId('message').map((node) => node.textContent ?? '');

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/tickets/u/ticket-uuid-42': () => json(200, ticket),
    'GET /api/messages/ticket-uuid-42': page([messageFixture({ id: 1, body: 'Olá' })]),
    'POST /api/messages/42/read': () => json(200, {}),
    ...routes,
  });
}

describe('conversation pane', () => {
  let socket: ReturnType<typeof createFakeSocket>;
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    socket = createFakeSocket();
    fake.socket = socket;
  });
  afterEach(resetApp);

  it('shows the contact, ticket id and assigned user, and marks the ticket read', async () => {
    const api = serve();
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    expect(await screen.findByText('Maria Cliente')).toBeTruthy();
    expect(screen.getByText('Ticket #42')).toBeTruthy();
    expect(screen.getByText('Atribuído a: Ana')).toBeTruthy();
    await screen.findByText('Olá');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages/42/read')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/messages/42')).toHaveLength(0);
  });

  it('groups by day (HOJE, else dd/MM/yyyy), marks ticket changes and sender changes', async () => {
    serve({
      'GET /api/messages/ticket-uuid-42': page([
        messageFixture({
          id: 1,
          ticketId: 30,
          body: 'antigo',
          createdAt: '2024-03-05T15:00:00.000Z',
          ticket: { ...ticket, id: 30, uuid: 'old', queue: null, queueId: null },
        }),
        messageFixture({ id: 2, ticketId: 42, body: 'novo', createdAt: new Date().toISOString() }),
        messageFixture({ id: 3, ticketId: 42, body: 'resposta', fromMe: true, createdAt: new Date().toISOString() }),
        messageFixture({
          id: 4,
          ticketId: 43,
          body: 'sem fila',
          createdAt: new Date().toISOString(),
          ticket: { ...ticket, id: 43, uuid: 'x', queue: null, queueId: null },
        }),
      ]),
    });
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    await screen.findByText('antigo');
    expect(screen.getAllByTestId('day-label').map((node) => node.textContent)).toEqual(['05/03/2024', 'HOJE']);
    const banners = screen.getAllByTestId('ticket-banner');
    expect(banners.map((node) => node.textContent)).toEqual(['#Chamado 42 - Vendas', '#Chamado 43 - Sem fila']);
    expect(banners[0]?.style.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(banners[1]?.style.backgroundColor).toBe('grey');
    expect(screen.getAllByTestId('sender-divider')).toHaveLength(1);
  });

  it('loads the older page when scrolled near the top, keeping both pages', async () => {
    const api = serve({
      'GET /api/messages/ticket-uuid-42': (call) =>
        call.search.get('pageNumber') === '2'
          ? json(200, {
              messages: [messageFixture({ id: 1, body: 'mais antiga', createdAt: '2025-01-01T10:00:00.000Z' })],
              hasMore: false,
            })
          : json(200, { messages: [messageFixture({ id: 5, body: 'recente' })], hasMore: true }),
    });
    renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    await screen.findByText('recente');
    fireEvent.scroll(screen.getByTestId('message-list'), { target: { scrollTop: 30 } });
    await screen.findByText('mais antiga');
    expect(messageTexts()[0]).toContain('mais antiga');
    expect(api.callsTo('GET', '/api/messages/ticket-uuid-42').map((call) => call.search.get('pageNumber'))).toEqual([
      '1',
      '2',
    ]);
    fireEvent.scroll(screen.getByTestId('message-list'), { target: { scrollTop: 0 } });
    expect(api.callsTo('GET', '/api/messages/ticket-uuid-42')).toHaveLength(2);
  });

  it('joins the ticket room, applies live creates, updates and deletes of this ticket, leaves on unmount', async () => {
    serve();
    const view = renderWithApp(<ConversationPane ticketUuid="ticket-uuid-42" />);
    await screen.findByText('Olá');
    expect(socket.emitted).toContainEqual(['joinChatBox', 42]);
    const event = companyEvent(3, 'appMessage');
    const fire = (payload: AppMessageEventPayload) => act(() => socket.fire(event, payload));

    fire({ action: 'create', message: messageFixture({ id: 2, body: 'chegou agora' }), ticket });
    fire({ action: 'create', message: messageFixture({ id: 3, ticketId: 99, body: 'de outro ticket' }), ticket });
    expect(await screen.findByText('chegou agora')).toBeTruthy();
    expect(screen.queryByText('de outro ticket')).toBeNull();

    fire({ action: 'update', message: messageFixture({ id: 2, body: 'chegou agora', isEdited: true }) });
    await screen.findByText('Editada');
    fire({ action: 'delete', messageId: 2, ticketId: 42 });
    await waitFor(() => expect(screen.queryByText('chegou agora')).toBeNull());

    act(() => socket.fire('connect'));
    expect(socket.emitted.filter(([name]) => name === 'joinChatBox')).toHaveLength(2);
    view.unmount();
    expect(socket.emitted).toContainEqual(['joinChatBoxLeave', 42]);
    expect(socket.listeners(event)).toBe(0);
  });
});
