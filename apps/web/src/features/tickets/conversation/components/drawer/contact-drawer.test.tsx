import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import {
  json,
  mockApi,
  renderRoutes,
  renderWithApp,
  resetApp,
  signIn,
  toastMessages,
} from '../../../../../test/harness';
import { useConversationTicket } from '../../api/get-ticket';
import { ticketFixture } from '../../fixtures';
import { ContactDrawer } from './contact-drawer';

const ticket = ticketFixture();
const detail = (overrides = {}) => ({
  ...ticket.contact,
  companyId: 3,
  lgpdAcceptedAt: null,
  whatsappId: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  extraInfo: [{ id: 1, name: 'CPF', value: '123' }],
  ...overrides,
});
const vip = { id: 4, name: 'VIP', color: '#00aa00', kanban: 0 };
const triage = { id: 11, name: 'Triagem', color: '#ffaa00', kanban: 1 };
const proposal = { id: 12, name: 'Proposta', color: '#0055ff', kanban: 1 };

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contacts/9': () => json(200, detail()),
    'GET /api/contactTags/9': () => json(200, [vip]),
    'GET /api/tags/list': (call) => json(200, call.search.get('kanban') === '1' ? [triage, proposal] : [vip]),
    'GET /api/ticket-notes/list': () =>
      json(200, [
        {
          id: 3,
          note: 'Cliente antigo',
          ticketId: 42,
          contactId: 9,
          user: { name: 'Ana' },
          createdAt: '2025-06-01T10:00:00.000Z',
        },
      ]),
    ...routes,
  });
}

/** The drawer as the pane shows it: fed from the ticket's cache entry, which the lane answers update. */
function LiveDrawer() {
  const live = useConversationTicket(ticket.uuid);
  return live.data ? <ContactDrawer open ticket={live.data} onClose={() => undefined} /> : null;
}

const laneField = () => screen.getByRole('combobox', { name: 'Etapa do kanban' });

describe('contact drawer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('shows the contact, its extra info, tags and notes', async () => {
    const api = serve();
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    expect(await screen.findByText('CPF')).toBeTruthy();
    expect(screen.getByText('maria@example.com')).toBeTruthy();
    expect(await screen.findByText('VIP')).toBeTruthy();
    expect(await screen.findByText('Cliente antigo')).toBeTruthy();
    expect(api.callsTo('GET', '/api/ticket-notes/list')[0]?.search.toString()).toBe('ticketId=42&contactId=9');
    const kinds = api.callsTo('GET', '/api/tags/list').map((call) => call.search.get('kanban'));
    expect(kinds.sort()).toEqual(['0', '1']);
  });

  it('blocks and unblocks the contact', async () => {
    const api = serve({ 'PUT /api/contacts/block/9': () => json(200, detail({ active: false })) });
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear contato' }));
    await waitFor(() => expect(api.calls('PUT /api/contacts/block/9')).toEqual([{ active: false }]));
    await waitFor(() => expect(toastMessages()).toContain('Contato bloqueado'));
  });

  it("refuses a new tag under 3 characters ('Tag muito curta!'); creates a longer one and syncs", async () => {
    const api = serve({
      'POST /api/tags': (call) => json(201, { id: 8, ...(call.body as object) }),
      'POST /api/tags/sync': () => json(200, [vip]),
    });
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    await screen.findByText('VIP');
    const tagInput = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(tagInput, { target: { value: 'ab' } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
    expect(toastMessages()).toContain('Tag muito curta!');
    expect(api.callsTo('POST', '/api/tags')).toHaveLength(0);

    fireEvent.change(tagInput, { target: { value: 'Atacado' } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
    await waitFor(() =>
      expect(api.calls('POST /api/tags/sync')).toEqual([{ contactId: 9, tags: [{ id: 4 }, { id: 8 }] }]),
    );
    const created = api.calls('POST /api/tags')[0] as { name: string; color: string; kanban: number };
    expect(created).toMatchObject({ name: 'Atacado', kanban: 0 });
    expect(created.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('adds notes of 2 characters or more and deletes them', async () => {
    const api = serve({
      'POST /api/ticket-notes': () => json(201, {}),
      'DELETE /api/ticket-notes/3': () => json(200, {}),
    });
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    await screen.findByText('Cliente antigo');
    const note = screen.getByRole('textbox', { name: 'Nova anotação' });
    fireEvent.change(note, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('A anotação precisa de ao menos 2 caracteres')).toBeTruthy();
    expect(api.callsTo('POST', '/api/ticket-notes')).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'Prefere e-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/ticket-notes')).toEqual([{ note: 'Prefere e-mail', ticketId: 42, contactId: 9 }]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Anotação adicionada com sucesso!'));

    fireEvent.click(within(screen.getByTestId('notes-list')).getByRole('button', { name: 'Excluir anotação' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/ticket-notes/3')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Anotação excluída com sucesso!'));
  });

  it("shows the ticket's kanban lane; moving it takes the old tag off, then puts the new one on", async () => {
    const inTriage = ticketFixture({ tags: [triage] });
    const api = serve({
      'GET /api/tickets/u/ticket-uuid-42': () => json(200, inTriage),
      'DELETE /api/ticket-tags/42': () => json(200, ticketFixture({ tags: [] })),
      'PUT /api/ticket-tags/42/12': () => json(200, ticketFixture({ tags: [proposal] })),
    });
    renderWithApp(<LiveDrawer />);
    await waitFor(() => expect(laneField().textContent).toBe('Triagem'));
    fireEvent.mouseDown(laneField());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sem etapa', 'Triagem', 'Proposta']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Proposta' }));
    await waitFor(() => expect(laneField().textContent).toBe('Proposta'));
    const order = api.fetch.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`)
      .filter((call) => call.includes('/ticket-tags/'));
    expect(order).toEqual(['DELETE /api/ticket-tags/42', 'PUT /api/ticket-tags/42/12']);
    expect(toastMessages()).toContain('Ticket Tag Adicionado com Sucesso!');
  });

  it('takes the ticket out of its lane with DELETE only; a ticket in no lane is moved with PUT only', async () => {
    let current = ticketFixture({ tags: [proposal] });
    const api = serve({
      'GET /api/tickets/u/ticket-uuid-42': () => json(200, current),
      'DELETE /api/ticket-tags/42': () => {
        current = ticketFixture({ tags: [] });
        return json(200, current);
      },
      'PUT /api/ticket-tags/42/11': () => json(200, ticketFixture({ tags: [triage] })),
    });
    renderWithApp(<LiveDrawer />);
    await waitFor(() => expect(laneField().textContent).toBe('Proposta'));
    fireEvent.mouseDown(laneField());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sem etapa' }));
    await waitFor(() => expect(toastMessages()).toContain('Ticket Tag Removido!'));
    expect(api.callsTo('DELETE', '/api/ticket-tags/42')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/ticket-tags/42/11')).toHaveLength(0);

    await waitFor(() => expect(laneField().textContent).toBe('Sem etapa'));
    fireEvent.mouseDown(laneField());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Triagem' }));
    await waitFor(() => expect(laneField().textContent).toBe('Triagem'));
    expect(api.callsTo('DELETE', '/api/ticket-tags/42')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/ticket-tags/42/11')).toHaveLength(1);
  });

  it('shows no stage selector while the company has no kanban lanes', async () => {
    const api = serve({ 'GET /api/tags/list': () => json(200, []) });
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    await screen.findByText('Cliente antigo');
    await waitFor(() => expect(api.callsTo('GET', '/api/tags/list').length).toBe(2));
    expect(screen.queryByRole('combobox', { name: 'Etapa do kanban' })).toBeNull();
  });

  it("offers an attendant the delete button on their own notes only (the API's rule)", async () => {
    signIn({ profile: 'user' });
    const note = (id: number, userId: number, name: string, text: string) => ({
      id,
      note: text,
      ticketId: 42,
      contactId: 9,
      userId,
      user: { id: userId, name },
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    serve({
      'GET /api/ticket-notes/list': () =>
        json(200, [note(3, 7, 'Ana', 'minha anotação'), note(4, 8, 'Bruno', 'anotação do Bruno')]),
    });
    renderWithApp(<ContactDrawer open ticket={ticket} onClose={() => undefined} />);
    const own = (await screen.findByText('minha anotação')).closest('li') as HTMLElement;
    const others = screen.getByText('anotação do Bruno').closest('li') as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Excluir anotação' })).toBeTruthy();
    expect(within(others).queryByRole('button', { name: 'Excluir anotação' })).toBeNull();
  });

  it("lists the contact's tickets with status, queue, date and last message; a click opens one", async () => {
    const past = {
      id: 30,
      uuid: 'ticket-uuid-30',
      status: 'closed',
      queue: null,
      user: { id: 7, name: 'Ana' },
      lastMessage: 'Obrigada, até logo',
      createdAt: '2025-05-02T12:00:00.000Z',
      updatedAt: '2025-05-03T12:00:00.000Z',
    };
    // The history's copy of the open ticket is older than the conversation's (kept live by the socket).
    const current = { ...past, id: 42, uuid: 'ticket-uuid-42', status: 'pending', lastMessage: 'antiga' };
    const api = serve({ 'GET /api/contacts/9/tickets': () => json(200, { tickets: [current, past] }) });
    const drawer = <ContactDrawer open docked ticket={ticket} onClose={() => undefined} />;
    const router = renderRoutes([{ path: '/tickets/:ticketUuid', element: drawer }], '/tickets/ticket-uuid-42');
    const history = await screen.findByTestId('contact-tickets');
    await within(history).findByText('Obrigada, até logo');
    const rows = within(history).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Abrir atendimento #42',
      'Abrir atendimento #30',
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('page');
    expect(within(rows[0] as HTMLElement).getByText('Este atendimento')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Vendas')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Aberto')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Olá')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Fechado')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Sem fila')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('03/05/2025')).toBeTruthy();
    expect(api.callsTo('GET', '/api/contacts/9/tickets')).toHaveLength(1);

    fireEvent.click(rows[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/ticket-uuid-30'));
  });

  it('docked: a panel in the page, not a modal over it; closing it hides it', async () => {
    serve();
    let open = true;
    const { rerender } = renderWithApp(<ContactDrawer open docked ticket={ticket} onClose={() => (open = false)} />);
    const panel = await screen.findByTestId('contact-panel');
    expect(panel.tagName).toBe('ASIDE');
    expect(document.querySelector('.MuiModal-root')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(open).toBe(false);
    rerender(<ContactDrawer open={open} docked ticket={ticket} onClose={() => undefined} />);
    expect(screen.queryByTestId('contact-panel')).toBeNull();
  });
});
