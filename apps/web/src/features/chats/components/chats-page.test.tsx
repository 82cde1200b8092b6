import { planFeatures } from '@chatdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';
import { ana, bruno, carla, chatCompany, chatOf, companyWith, messageOf, withUnreads } from './chats.fixtures';
import { ChatsPage } from './chats-page';

const routes = [
  { path: '/chats/:chatUuid?', element: <ChatsPage /> },
  { path: '/', element: <p>início</p> },
];
const page =
  (records: ReturnType<typeof chatOf>[], unreadChats = 0) =>
  () =>
    json(200, { records, hasMore: false, unreadChats });

describe('internal chat page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: chatCompany });
    windowWidth(1280);
  });
  afterEach(resetApp);

  it('lists the chats; opening one shows its history and marks it read', async () => {
    const unread = withUnreads(chatOf(1, { lastMessage: 'Oi Ana' }), ana.id, 2);
    const api = mockApi({
      'GET /api/chats': page([unread, chatOf(2)], 1),
      [`GET /api/chats/${unread.uuid}`]: () => json(200, unread),
      'GET /api/chats/1/messages': () =>
        json(200, { records: [messageOf(1, 1, ana, 'Bom dia'), messageOf(2, 1, bruno, 'Oi Ana')], hasMore: false }),
      'POST /api/chats/1/read': () => json(200, withUnreads(unread, ana.id, 0)),
    });
    const router = renderRoutes(routes, '/chats');
    expect(await screen.findByText('Selecione uma conversa para ver as mensagens.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Chat Interno' });
    expect(within(list).getByLabelText('2 não lidas')).toBeTruthy();

    fireEvent.click(within(list).getByText('Conversa 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chats/${unread.uuid}`));
    expect(await screen.findByRole('heading', { name: 'Conversa 1' })).toBeTruthy();
    expect(screen.getByText('Participantes: Ana, Bruno')).toBeTruthy();
    const history = await screen.findAllByTestId('chat-message');
    expect(history.map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('VocêBom dia'),
      expect.stringContaining('BrunoOi Ana'),
    ]);
    await waitFor(() => expect(api.calls('POST /api/chats/1/read')).toEqual([{ userId: ana.id }]));
  });

  it('sends only a non-blank message, on Enter or with the button', async () => {
    const chat = chatOf(1);
    const api = mockApi({
      'GET /api/chats': page([chat]),
      [`GET /api/chats/${chat.uuid}`]: () => json(200, chat),
      'GET /api/chats/1/messages': () => json(200, { records: [], hasMore: false }),
      'POST /api/chats/1/messages': (call) =>
        json(201, messageOf(5, 1, ana, (call.body as { message: string }).message)),
    });
    renderRoutes(routes, `/chats/${chat.uuid}`);
    expect(await screen.findByText('Nenhuma mensagem ainda.')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Digite uma mensagem' });
    const send = screen.getByRole('button', { name: 'Enviar' });

    fireEvent.change(input, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(api.calls('POST /api/chats/1/messages')).toEqual([]);

    fireEvent.change(input, { target: { value: '  Chego às 14h  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(api.calls('POST /api/chats/1/messages')).toEqual([{ message: 'Chego às 14h' }]));
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));

    fireEvent.change(input, { target: { value: 'Até já' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.calls('POST /api/chats/1/messages')).toHaveLength(2));
  });

  it('creates a chat: save waits for a title and a user, then opens the new chat', async () => {
    const created = chatOf(3, { title: 'Plantão' });
    const api = mockApi({
      'GET /api/chats': page([]),
      'GET /api/users/list': () =>
        json(
          200,
          [ana, bruno, carla].map((user) => ({ ...user, profile: 'user', online: true, profileImage: null })),
        ),
      'POST /api/chats': () => json(201, created),
      [`GET /api/chats/${created.uuid}`]: () => json(200, created),
      'GET /api/chats/3/messages': () => json(200, { records: [], hasMore: false }),
    });
    const router = renderRoutes(routes, '/chats');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova conversa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova conversa' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Plantão' } });
    expect(save.disabled).toBe(true);

    fireEvent.mouseDown(within(dialog).getByLabelText('Usuários'));
    const options = await screen.findAllByRole('option');
    // The creator always takes part and is not offered.
    expect(options.map((option) => option.textContent)).toEqual(['Bruno', 'Carla']);
    fireEvent.click(screen.getByRole('option', { name: 'Carla' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(api.calls('POST /api/chats')).toEqual([{ title: 'Plantão', users: [carla.id] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chats/${created.uuid}`));
  });

  it('only the owner may edit or delete; deleting goes back to /chats', async () => {
    const mine = chatOf(1, { title: 'Minha' });
    const theirs = chatOf(2, { title: 'Do Bruno', ownerId: bruno.id });
    const api = mockApi({
      'GET /api/chats': page([mine, theirs]),
      [`GET /api/chats/${mine.uuid}`]: () => json(200, mine),
      'GET /api/chats/1/messages': () => json(200, { records: [], hasMore: false }),
      'DELETE /api/chats/1': () => new Response(null, { status: 204 }),
    });
    const router = renderRoutes(routes, `/chats/${mine.uuid}`);
    expect(await screen.findByRole('button', { name: 'Editar Minha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar Do Bruno' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Do Bruno' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Minha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir conversa' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/chats/1')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
  });

  it('the owner edits the title and the users; the dialog starts from the chat', async () => {
    const mine = chatOf(1, { title: 'Minha' });
    const api = mockApi({
      'GET /api/chats': page([mine]),
      'GET /api/users/list': () =>
        json(
          200,
          [ana, bruno, carla].map((user) => ({ ...user, profile: 'user', online: true, profileImage: null })),
        ),
      'PUT /api/chats/1': (call) => json(200, { ...mine, title: (call.body as { title: string }).title }),
      [`GET /api/chats/${mine.uuid}`]: () => json(200, mine),
      'GET /api/chats/1/messages': () => json(200, { records: [], hasMore: false }),
    });
    renderRoutes(routes, '/chats');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Minha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar conversa' });
    const title = within(dialog).getByLabelText('Título') as HTMLInputElement;
    expect(title.value).toBe('Minha');
    expect(within(dialog).getByRole('button', { name: 'Bruno' })).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Minha renomeada' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Usuários'));
    fireEvent.click(await screen.findByRole('option', { name: 'Carla' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/chats/1')).toEqual([{ title: 'Minha renomeada', users: [bruno.id, carla.id] }]),
    );
  });

  it('below the medium breakpoint shows two tabs, Chats and Mensagens', async () => {
    windowWidth(600);
    const chat = chatOf(1);
    mockApi({
      'GET /api/chats': page([chat]),
      [`GET /api/chats/${chat.uuid}`]: () => json(200, chat),
      'GET /api/chats/1/messages': () => json(200, { records: [messageOf(1, 1)], hasMore: false }),
    });
    renderRoutes(routes, '/chats');
    const chatsTab = await screen.findByRole('tab', { name: 'Chats' });
    expect(chatsTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByText('Conversa 1'));
    const messagesTab = screen.getByRole('tab', { name: 'Mensagens' });
    await waitFor(() => expect(messagesTab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('Mensagem 1')).toBeTruthy();
    expect(screen.queryByText('Conversa 1', { selector: 'span' })).toBeNull();
  });

  it('a chat that is not (or no longer) the user’s sends the page back to /chats', async () => {
    mockApi({
      'GET /api/chats': page([]),
      'GET /api/chats/00000000-0000-4000-8000-000000000009': () =>
        json(404, { error: 'ERR_NO_CHAT_FOUND', message: 'x' }),
    });
    const router = renderRoutes(routes, '/chats/00000000-0000-4000-8000-000000000009');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(toastMessages()).toEqual([]);
  });

  it('a plan without useInternalChat is told so and sent home after a second', async () => {
    const withoutChat = Object.fromEntries(planFeatures.map((feature) => [feature, feature !== 'useInternalChat']));
    signIn({ company: companyWith(withoutChat) });
    const api = mockApi({});
    const router = renderRoutes(routes, '/chats');
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(router.state.location.pathname).toBe('/');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
