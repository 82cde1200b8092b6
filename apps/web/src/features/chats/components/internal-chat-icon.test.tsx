import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';
import { ana, bruno, chatCompany, chatOf, companyWith, messageOf, withUnreads } from './chats.fixtures';

const handlers = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  off: (event: string) => handlers.delete(event),
} as unknown as Socket;
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fakeSocket }));

const { InternalChatIcon } = await import('./internal-chat-icon');
const { ChatsPage } = await import('./chats-page');

const chatEvent = (payload: unknown) => act(() => handlers.get('company-3-chat')?.(payload));
const dotOf = () => screen.getByTestId('internal-chat-dot').querySelector('.MuiBadge-badge') as HTMLElement;

describe('internal chat top-bar icon', () => {
  const playChime = vi.fn();
  const renderIcon = (path = '/tickets') =>
    renderRoutes(
      [
        {
          path: '/chats/:chatUuid?',
          element: (
            <>
              <InternalChatIcon playChime={playChime} />
              <ChatsPage />
            </>
          ),
        },
        { path: '*', element: <InternalChatIcon playChime={playChime} /> },
      ],
      path,
    );

  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: chatCompany });
    windowWidth(1280);
    playChime.mockClear();
  });
  afterEach(resetApp);

  it('shows the dot while a chat holds unread messages; the popover lists recent chats and opens one', async () => {
    const unread = withUnreads(chatOf(1, { lastMessage: 'Oi Ana' }), ana.id, 1);
    mockApi({ 'GET /api/chats': () => json(200, { records: [unread, chatOf(2)], hasMore: false, unreadChats: 1 }) });
    const router = renderIcon();
    const button = await screen.findByRole('button', { name: 'Chat interno: há mensagens não lidas' });
    expect(dotOf().className).not.toContain('MuiBadge-invisible');

    fireEvent.click(button);
    const popover = await screen.findByRole('presentation');
    const items = within(popover).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Conversa 1Oi Ana'),
      'Conversa 2',
      'Ver todas as conversas',
    ]);
    fireEvent.click(within(popover).getByText('Conversa 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chats/${unread.uuid}`));
  });

  it('has no dot when nothing is unread, and is absent without useInternalChat', async () => {
    mockApi({ 'GET /api/chats': () => json(200, { records: [chatOf(1)], hasMore: false, unreadChats: 0 }) });
    renderIcon('/');
    await screen.findByRole('button', { name: 'Chat interno' });
    await waitFor(() => expect(dotOf().className).toContain('MuiBadge-invisible'));
    resetApp();

    signIn({ company: companyWith({}) });
    const api = mockApi({});
    renderRoutes([{ path: '*', element: <InternalChatIcon playChime={playChime} /> }], '/');
    expect(screen.queryByRole('button', { name: /Chat interno/ })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('a new message from someone else chimes and appears in the open chat; one of my own does not chime', async () => {
    const chat = chatOf(1);
    let unreadChats = 0;
    mockApi({
      'GET /api/chats': () => json(200, { records: [chat], hasMore: false, unreadChats }),
      [`GET /api/chats/${chat.uuid}`]: () => json(200, chat),
      'GET /api/chats/1/messages': () => json(200, { records: [messageOf(1, 1)], hasMore: false }),
      'POST /api/chats/1/read': () => json(200, chat),
    });
    renderIcon(`/chats/${chat.uuid}`);
    expect(await screen.findByText('Mensagem 1')).toBeTruthy();

    unreadChats = 1;
    chatEvent({
      action: 'new-message',
      record: withUnreads(chat, ana.id, 1),
      message: messageOf(2, 1, bruno, 'Novidade'),
    });
    expect(await screen.findByText('Novidade')).toBeTruthy();
    expect(playChime).toHaveBeenCalledTimes(1);

    chatEvent({ action: 'new-message', record: chat, message: messageOf(3, 1, ana, 'Minha resposta') });
    expect(await screen.findByText('Minha resposta')).toBeTruthy();
    expect(playChime).toHaveBeenCalledTimes(1);
    // The same message delivered twice is shown once.
    chatEvent({ action: 'new-message', record: chat, message: messageOf(3, 1, ana, 'Minha resposta') });
    expect(screen.getAllByText('Minha resposta')).toHaveLength(1);
  });
});
