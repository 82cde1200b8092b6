import type { TicketAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ticketFixture } from '../fixtures';
import { useTicketActions } from './use-ticket-actions';

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];

function Header({ ticket }: { ticket: TicketAnswer }) {
  const actions = useTicketActions(ticket);
  return (
    <div>
      <button type="button" onClick={actions.accept}>
        accept
      </button>
      <button type="button" onClick={actions.reopen}>
        reopen
      </button>
      <button type="button" onClick={actions.returnToPending}>
        return
      </button>
      <button type="button" onClick={actions.close}>
        close
      </button>
      <button type="button" onClick={actions.ignore}>
        ignore
      </button>
      <button type="button" onClick={actions.transfer}>
        transfer
      </button>
      <button type="button" onClick={actions.showLogs}>
        logs
      </button>
      <span>{`ignore:${actions.canIgnore} close:${actions.canClose} delete:${actions.canDelete}`}</span>
      {actions.dialogs}
    </div>
  );
}

function renderHeader(ticket: TicketAnswer, user: Record<string, unknown> = {}) {
  signIn({ queues, ...user } as Parameters<typeof signIn>[0]);
  return renderRoutes(
    [
      { path: '/tickets/:uuid', element: <Header ticket={ticket} /> },
      { path: '/tickets', element: <p>list</p> },
    ],
    `/tickets/${ticket.uuid}`,
  );
}

const answer = (changes: Partial<TicketAnswer>) => () => json(200, ticketFixture(changes));

describe('useTicketActions', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => resetApp());

  it('accepts a ticket with a queue at once and opens it', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'open', userId: 7 }) });
    const router = renderHeader(ticketFixture());
    fireEvent.click(screen.getByText('accept'));
    await waitFor(() => expect(api.calls('PUT /api/tickets/1')).toEqual([{ status: 'open', userId: 7 }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/uuid-1'));
  });

  it('asks a queue first for a queueless ticket: start waits for one; with one queue it is preselected', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'open', userId: 7, queueId: 2 }) });
    renderHeader(ticketFixture({ queueId: null, queue: null }));
    fireEvent.click(screen.getByText('accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar chat' });
    const start = within(dialog).getByRole('button', { name: 'Iniciar' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    await waitFor(() => expect(api.calls('PUT /api/tickets/1')).toEqual([{ status: 'open', userId: 7, queueId: 2 }]));
  });

  it('preselects the only queue and reopens a closed group ticket as group', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'group', userId: 7 }) });
    signIn({ queues: [queues[0]] } as Parameters<typeof signIn>[0]);
    renderHeader(ticketFixture({ status: 'closed', queueId: null, queue: null, isGroup: true }), {
      queues: [queues[0]],
    });
    fireEvent.click(screen.getByText('reopen'));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar chat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(api.calls('PUT /api/tickets/1')).toEqual([{ status: 'group', userId: 7, queueId: 1 }]));
  });

  it("names the other user and queue when the answer is another user's ticket", async () => {
    mockApi({
      'PUT /api/tickets/1': () =>
        json(409, {
          error: 'ERR_OTHER_OPEN_TICKET',
          message: 'Já existe um ticket aberto para este contato.',
          details: { uuid: 'other', status: 'open', userId: 9, user: { name: 'Bruno' }, queue: { name: 'Suporte' } },
        }),
    });
    renderHeader(ticketFixture());
    fireEvent.click(screen.getByText('accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket já aberto' });
    expect(dialog.textContent).toContain('Bruno');
    expect(dialog.textContent).toContain('Suporte');
    expect(toastMessages()).toEqual([]);
  });

  it('returns to pending and goes back to the list', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'pending' }) });
    const router = renderHeader(ticketFixture({ status: 'open', userId: 7 }));
    fireEvent.click(screen.getByText('return'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    expect(api.calls('PUT /api/tickets/1')).toEqual([{ status: 'pending', userId: null }]);
  });

  it('closes with or without farewell; refuses without a tag when requiredTag is on', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'closed', userId: 7 }) });
    const company = {
      id: 3,
      name: 'Acme',
      dueDate: '2999-12-31T00:00:00.000Z',
      companieSettings: [{ key: 'requiredTag', value: 'enabled' }],
    };
    renderHeader(ticketFixture({ status: 'open', userId: 7 }), { company });
    fireEvent.click(screen.getByText('close'));
    expect(toastMessages()).toEqual(['Você deve atribuir uma tag antes de fechar o ticket.']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT /api/tickets/1')).toEqual([]);
  });

  it('closes with the farewell message when chosen', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'closed', userId: 7 }) });
    const router = renderHeader(ticketFixture({ status: 'open', userId: 7 }));
    fireEvent.click(screen.getByText('close'));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar atendimento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar com mensagem' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/1')).toEqual([
        { status: 'closed', userId: 7, sendFarewellMessage: true, amountUsedBotQueues: 0 },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  });

  it('with ratings in use (userRating) demands the rating: the only close asks the contact for it', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'nps', userId: 7 }) });
    const company = {
      id: 3,
      name: 'Acme',
      dueDate: '2999-12-31T00:00:00.000Z',
      companieSettings: [{ key: 'userRating', value: 'enabled' }],
    };
    const router = renderHeader(ticketFixture({ status: 'open', userId: 7 }), { company });
    fireEvent.click(screen.getByText('close'));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar atendimento' });
    expect(within(dialog).getByText('Avaliação obrigatória')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Encerrar sem mensagem' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar e pedir avaliação' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/1')).toEqual([
        { status: 'closed', userId: 7, sendFarewellMessage: true, amountUsedBotQueues: 0 },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  });

  it('with ratings in use, a group ticket still closes with or without the farewell (groups are not rated)', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'closed', userId: 7 }) });
    const company = {
      id: 3,
      name: 'Acme',
      dueDate: '2999-12-31T00:00:00.000Z',
      companieSettings: [{ key: 'userRating', value: 'enabled' }],
    };
    renderHeader(ticketFixture({ status: 'group', userId: 7, isGroup: true }), { company });
    fireEvent.click(screen.getByText('close'));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar atendimento' });
    expect(within(dialog).queryByText('Avaliação obrigatória')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar sem mensagem' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/1')).toEqual([
        { status: 'closed', userId: 7, sendFarewellMessage: false, amountUsedBotQueues: 0 },
      ]),
    );
  });

  it('ignore and close rights follow the user flags', () => {
    mockApi({});
    renderHeader(ticketFixture({ status: 'pending' }), { profile: 'user', userClosePendingTicket: 'disabled' });
    expect(screen.getByText('ignore:false close:false delete:false')).toBeTruthy();
  });

  it('admins may ignore, close and delete a pending ticket; ignore closes silently', async () => {
    const api = mockApi({ 'PUT /api/tickets/1': answer({ status: 'closed', userId: 7 }) });
    renderHeader(ticketFixture({ status: 'pending' }));
    expect(screen.getByText('ignore:true close:true delete:true')).toBeTruthy();
    fireEvent.click(screen.getByText('ignore'));
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/1')).toEqual([
        { status: 'closed', userId: 7, sendFarewellMessage: false, amountUsedBotQueues: 0 },
      ]),
    );
  });

  it('transfers: queue required, users searched from 3 characters, then back to the list', async () => {
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      // The pickers' list: GET /users/ is the admin page's and refuses plain users.
      'GET /api/users/list': () =>
        json(200, [{ id: 9, name: 'Bruno', profile: 'user', online: true, profileImage: null }]),
      'PUT /api/tickets/1': answer({ status: 'open', userId: 9, queueId: 2 }),
    });
    const router = renderHeader(ticketFixture({ status: 'open', userId: 7 }));
    fireEvent.click(screen.getByText('transfer'));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Ticket' });
    const submit = within(dialog).getByRole('button', { name: 'Transferir' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const userField = within(dialog).getByLabelText('Usuário');
    userField.focus();
    fireEvent.change(userField, { target: { value: 'Br' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('GET', '/api/users/list')).toHaveLength(0);
    fireEvent.change(userField, { target: { value: 'Bru' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno' }, { timeout: 2000 }));
    expect(api.callsTo('GET', '/api/users/list')[0]?.search.get('searchParam')).toBe('Bru');

    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[1] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    const message = within(dialog).getByLabelText('Mensagem para enviar ao contato') as HTMLTextAreaElement;
    expect(message.rows).toBe(5);
    fireEvent.change(message, { target: { value: 'Segue com o Bruno' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.calls('PUT /api/tickets/1')).toEqual([
        { queueId: 2, userId: 9, status: 'open', msgTransfer: 'Segue com o Bruno', isTransfered: true },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  }, 60_000);

  it('shows the log timeline with its type labels', async () => {
    mockApi({
      'GET /api/tickets-log/1': () =>
        // The API's shape (contracts' ticketLogsAnswer), oldest first.
        json(200, [
          { id: 1, type: 'create', user: null, queue: null, createdAt: '2025-01-01T10:00:00.000Z' },
          {
            id: 2,
            type: 'queue',
            user: null,
            queue: { id: 1, name: 'Vendas', color: '#ff0000' },
            createdAt: '2025-01-01T10:01:00.000Z',
          },
          { id: 3, type: 'open', user: { id: 7, name: 'Ana' }, queue: null, createdAt: '2025-01-01T10:02:00.000Z' },
        ]),
    });
    renderHeader(ticketFixture());
    fireEvent.click(screen.getByText('logs'));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do ticket' });
    expect(await within(dialog).findByText('Ticket criado')).toBeTruthy();
    expect(within(dialog).getByText('Entrou na fila Vendas')).toBeTruthy();
    expect(within(dialog).getByText('Atendimento iniciado')).toBeTruthy();
    expect(within(dialog).getByText(/por Ana/)).toBeTruthy();
  });
});
