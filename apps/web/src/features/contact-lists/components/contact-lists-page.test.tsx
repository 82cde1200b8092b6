import type { ContactListRecord } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { createFakeSocket } from '../../../test/fake-socket';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { scrollNearEnd } from '../../../test/interactions';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { ContactListsPage } = await import('./contact-lists-page');
const socket = createFakeSocket();
fake.socket = socket;

const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
const list = (id: number, overrides: Partial<ContactListRecord> = {}): ContactListRecord => ({
  id,
  name: `Lista ${id}`,
  contactsCount: id * 10,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('contact lists page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it('shows the count in the title, pages on scroll, searches, and applies live updates and deletes', async () => {
    const api = mockApi({
      'GET /api/contact-lists/': ({ search }) => {
        if (search.get('searchParam') === 'vip')
          return json(200, { records: [list(9, { name: 'VIP' })], count: 1, hasMore: false });
        return search.get('pageNumber') === '2'
          ? json(200, { records: [list(3)], count: 3, hasMore: false })
          : json(200, { records: [list(1), list(2)], count: 3, hasMore: true });
      },
    });
    renderWithApp(<ContactListsPage />);
    expect(await screen.findByRole('heading', { name: 'Listas de Contatos (3)' }, { timeout: 3000 })).toBeTruthy();
    expect(within(screen.getByTestId('contact-list-row-2')).getByText('20')).toBeTruthy();
    scrollNearEnd(screen.getByTestId('contact-lists-scroller'));
    await screen.findByTestId('contact-list-row-3');

    socket.deliver('company-3-ContactList', { action: 'update', record: list(1, { name: 'Renomeada' }) });
    expect(await within(screen.getByTestId('contact-list-row-1')).findByText('Renomeada')).toBeTruthy();
    socket.deliver('company-3-ContactList', { action: 'delete', id: 2 });
    await waitFor(() => expect(screen.queryByTestId('contact-list-row-2')).toBeNull());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'vip' } });
    await screen.findByText('VIP', undefined, { timeout: 2000 });
    expect(api.callsTo('GET', '/api/contact-lists/').map((call) => call.search.get('searchParam'))).toContain('vip');
  });

  it("validates the name with the spec's texts, then creates, renames and deletes with confirmation", async () => {
    const api = mockApi({
      'GET /api/contact-lists/': () => json(200, { records: [list(4)], count: 1, hasMore: false }),
      'POST /api/contact-lists': ({ body }) => json(201, list(5, body as Partial<ContactListRecord>)),
      'PUT /api/contact-lists/4': ({ body }) => json(200, list(4, body as Partial<ContactListRecord>)),
      'DELETE /api/contact-lists/4': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<ContactListsPage />);
    await screen.findByTestId('contact-list-row-4');
    fireEvent.click(screen.getByRole('button', { name: 'Nova lista' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova lista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome/ }), { target: { value: 'A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Too Short!')).toBeTruthy();
    expect(api.calls('POST /api/contact-lists')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome/ }), { target: { value: ' Clientes ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('POST /api/contact-lists')).toEqual([{ name: 'Clientes' }]));
    await waitFor(() => expect(toastMessages()).toContain('Lista de contatos salva com sucesso!'));

    fireEvent.click(screen.getByRole('button', { name: 'Editar: Lista 4' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar lista' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome/ }), { target: { value: 'Ouro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('PUT /api/contact-lists/4')).toEqual([{ name: 'Ouro' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Excluir: Lista 4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir a lista Lista 4?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/contact-lists/4')).toHaveLength(1));
  });

  it("says when the lists cannot be loaded, in the spec's words", async () => {
    mockApi({ 'GET /api/contact-lists/': () => json(400, { error: 'ERR_INTERNAL', message: 'x' }) });
    renderWithApp(<ContactListsPage />);
    expect(
      await screen.findByText('Não foi possível carregar a lista de registros', undefined, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('sends a company without useCampaigns home after a second, saying why', async () => {
    mockApi({});
    signIn({ company: company({ ...allPlanFeatures, useCampaigns: false }) });
    const router = renderRoutes(
      [
        { path: '/contact-lists', element: <ContactListsPage /> },
        { path: '/', element: <p>home</p> },
      ],
      '/contact-lists',
    );
    expect(toastMessages()).toContain(
      'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });
});
