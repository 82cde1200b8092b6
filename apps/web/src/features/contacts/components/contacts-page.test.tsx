import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn, toastMessages } from '../../../test/harness';
import { contactDetailFixture, contactFixture } from '../fixtures';
import { ContactsPage } from './contacts-page';

const vip = { id: 5, name: 'VIP', color: '#aa0000', kanban: 0 };
const list = (contacts = [contactFixture(), contactFixture({ id: 22, name: 'João', number: '5511900000000' })]) =>
  json(200, { contacts, hasMore: false, count: contacts.length });

function renderPage() {
  return renderRoutes(
    [
      { path: '/contacts', element: <ContactsPage /> },
      { path: '/contacts/import', element: <p>import screen</p> },
      { path: '/tickets/:uuid', element: <p>ticket screen</p> },
      { path: '/schedules', element: <p>schedules screen</p> },
    ],
    '/contacts',
  );
}

describe('contacts page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });

  it('lists contacts with tags, searches from 3 characters after 500 ms, and filters by tag', async () => {
    signIn({ profile: 'admin' });
    const api = mockApi({
      'GET /api/contacts': () => list([contactFixture({ tags: [vip] })]),
      'GET /api/tags/list': () => json(200, [vip]),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Contatos (1)' });
    const row = screen.getByTestId('contact-row-21');
    expect(within(row).getByText('5511987654321')).toBeTruthy();
    expect(within(row).getByText('VIP')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    fireEvent.change(box, { target: { value: 'Ma' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('GET', '/api/contacts').some((call) => call.search.get('searchParam'))).toBe(false);
    fireEvent.change(box, { target: { value: 'MAR' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/contacts').at(-1)?.search.get('searchParam')).toBe('mar'), {
      timeout: 2000,
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filtrar por tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/contacts').at(-1)?.search.get('contactTag')).toBe('[5]'));
  });

  it('hides delete without contacts-page:deleteContact', async () => {
    signIn({ profile: 'user' });
    mockApi({ 'GET /api/contacts': () => list(), 'GET /api/tags/list': () => json(200, []) });
    renderPage();
    await screen.findByTestId('contact-row-21');
    expect(screen.queryByRole('button', { name: 'Excluir Maria Silva' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar Maria Silva' })).toBeTruthy();
  });

  it('deletes and blocks only after confirmation', async () => {
    signIn({ profile: 'admin' });
    const api = mockApi({
      'GET /api/contacts': () => list(),
      'GET /api/tags/list': () => json(200, []),
      'DELETE /api/contacts/22': () => new Response(null, { status: 204 }),
      'PUT /api/contacts/block/21': () => json(200, contactDetailFixture({ active: false })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir João' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir João?' });
    expect(api.callsTo('DELETE', '/api/contacts/22')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toastMessages()).toContain('Contato excluído com sucesso!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Bloquear Maria Silva' }));
    const block = await screen.findByRole('dialog', { name: 'Bloquear Maria Silva?' });
    fireEvent.click(within(block).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.calls('PUT /api/contacts/block/21')).toEqual([{ active: false }]));
    await waitFor(() => expect(toastMessages()).toContain('Contato bloqueado'));
  });

  it('exports through the menu as backup_contatos.xlsx', async () => {
    signIn({ profile: 'admin' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const api = mockApi({
      'GET /api/contacts': () => list(),
      'GET /api/tags/list': () => json(200, []),
      'GET /api/contacts/export': () => new Response(new Blob(['xlsx']), { status: 200 }),
    });
    renderPage();
    await screen.findByTestId('contact-row-21');
    fireEvent.click(screen.getByRole('button', { name: 'Importar / Exportar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exportar contatos' }));
    await waitFor(() => expect(clicked).toEqual(['backup_contatos.xlsx']));
    expect(api.callsTo('GET', '/api/contacts/export')).toHaveLength(1);
  });

  it('says there is nothing to export when the company has no contacts', async () => {
    signIn({ profile: 'admin' });
    const api = mockApi({ 'GET /api/contacts': () => list([]), 'GET /api/tags/list': () => json(200, []) });
    renderPage();
    await screen.findByRole('heading', { name: 'Contatos (0)' });
    fireEvent.click(screen.getByRole('button', { name: 'Importar / Exportar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Exportar contatos' }));
    await waitFor(() => expect(toastMessages()).toContain('Elemento não encontrado para exportar.'));
    expect(api.callsTo('GET', '/api/contacts/export')).toHaveLength(0);
  });

  it('opens a ticket in the chosen queue and goes to it', async () => {
    signIn({ id: 7, profile: 'admin', queues: [{ id: 4, name: 'Vendas', color: '#f00' }], whatsappId: 9 });
    const api = mockApi({
      'GET /api/contacts': () => list(),
      'GET /api/tags/list': () => json(200, []),
      'POST /api/tickets': () => json(201, { id: 1, uuid: 'abc-123' }),
    });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir ticket com Maria Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir ticket' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/abc-123'));
    expect(api.calls('POST /api/tickets')).toEqual([
      { contactId: 21, queueId: 4, whatsappId: 9, userId: 7, status: 'open' },
    ]);
  });

  it("shows who has the contact's open ticket instead of opening a second one", async () => {
    signIn({ id: 7, profile: 'admin', queues: [{ id: 4, name: 'Vendas', color: '#f00' }] });
    mockApi({
      'GET /api/contacts': () => list(),
      'GET /api/tags/list': () => json(200, []),
      'POST /api/tickets': () =>
        json(409, {
          error: 'ERR_OTHER_OPEN_TICKET',
          message: 'Já existe um ticket aberto para este contato.',
          details: { uuid: 'other', status: 'open', userId: 8, user: { name: 'Carla' }, queue: { name: 'Suporte' } },
        }),
    });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir ticket com Maria Silva' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Abrir ticket' })).getByRole('button', { name: 'Abrir' }),
    );
    const info = await screen.findByRole('dialog', { name: 'Ticket em atendimento' });
    expect(within(info).getByText('Este contato já está em atendimento com Carla na fila Suporte.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('goes to the import screen from the menu', async () => {
    signIn({ profile: 'admin' });
    mockApi({ 'GET /api/contacts': () => list(), 'GET /api/tags/list': () => json(200, []) });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Importar / Exportar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Importar de arquivo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/import'));
  });

  it('schedules a message for a contact through /schedules?contactId when the plan has useSchedules', async () => {
    const company = { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z' };
    signIn({ profile: 'admin', company: { ...company, plan: allPlanFeatures } });
    mockApi({ 'GET /api/contacts': () => list() });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Agendar mensagem para João' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/schedules?contactId=22');
    resetApp();
    signIn({ profile: 'admin', company: { ...company, plan: { ...allPlanFeatures, useSchedules: false } } });
    mockApi({ 'GET /api/contacts': () => list() });
    renderPage();
    await screen.findAllByRole('button', { name: 'Editar João' });
    expect(screen.queryAllByRole('button', { name: 'Agendar mensagem para João' })).toHaveLength(0);
  });
});
