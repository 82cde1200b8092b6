import type { FlowListItem } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../../test/harness';
import { scrollNearEnd } from '../../../../test/interactions';
import { windowWidth } from '../../../../test/window-width';
import { FlowsPage } from './flows-page';

const flow = (id: number, overrides: Partial<FlowListItem> = {}): FlowListItem => ({
  id,
  name: `Fluxo ${id}`,
  active: true,
  version: 1,
  userId: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const page = (flows: FlowListItem[], hasMore = false) => json(200, { flows, hasMore });
// Generous: the search waits 500 ms before it asks, and a busy machine adds to that.
const row = (id: number) => screen.findByTestId(`flow-row-${id}`, {}, { timeout: 4000 });

async function chooseFromMenu(id: number, item: string) {
  fireEvent.click(within(await row(id)).getByRole('button', { name: `Ações: Fluxo ${id}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('flow list page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('shows name and status, pages on scroll near the end, and searches 500 ms after the last keystroke', async () => {
    const searched: { text: string; at: number }[] = [];
    const api = mockApi({
      'GET /api/flowbuilder': ({ search }) => {
        const text = search.get('searchParam') ?? '';
        if (text) {
          searched.push({ text, at: Date.now() });
          return page([flow(9, { name: 'Vendas' })]);
        }
        return search.get('pageNumber') === '2' ? page([flow(3)]) : page([flow(1), flow(2, { active: false })], true);
      },
    });
    renderWithApp(<FlowsPage />);
    expect(await screen.findByRole('heading', { name: 'Fluxos de conversa' })).toBeTruthy();
    expect(within(await row(1)).getByText('Ativo')).toBeTruthy();
    expect(within(await row(2)).getByText('Desativado')).toBeTruthy();

    scrollNearEnd(screen.getByTestId('flows-scroller'));
    await row(3);
    expect(api.callsTo('GET', '/api/flowbuilder').map((call) => call.search.get('pageNumber'))).toEqual(['1', '2']);

    const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
    fireEvent.change(box, { target: { value: 'v' } });
    fireEvent.change(box, { target: { value: 've' } });
    const typedAt = Date.now();
    fireEvent.change(box, { target: { value: 'ven' } });
    await row(9);
    expect(searched.map((call) => call.text)).toEqual(['ven']);
    expect((searched[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
  });

  it('opens the editor from a row and from "Editar fluxo"', async () => {
    mockApi({ 'GET /api/flowbuilder': () => page([flow(1), flow(2)]) });
    const router = renderRoutes(
      [
        { path: '/flowbuilders', element: <FlowsPage /> },
        { path: '/flowbuilder/:id', element: <p>editor</p> },
      ],
      '/flowbuilders',
    );
    fireEvent.click(within(await row(1)).getByText('Fluxo 1'));
    await screen.findByText('editor');
    expect(router.state.location.pathname).toBe('/flowbuilder/1');
    await router.navigate('/flowbuilders');
    await chooseFromMenu(2, 'Editar fluxo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/flowbuilder/2'));
  });

  it('adds a flow and renames one, with the spec 3 §5 name texts', async () => {
    const api = mockApi({
      'GET /api/flowbuilder': () => page([flow(1)]),
      'POST /api/flowbuilder': () => json(201, flow(5, { name: 'Boas-vindas' })),
      'PUT /api/flowbuilder': () => json(200, flow(1, { name: 'Pós-venda' })),
    });
    renderWithApp(<FlowsPage />);
    await row(1);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Fluxo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Fluxo' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    const add = within(dialog).getByRole('button', { name: 'Adicionar' });
    fireEvent.click(add);
    expect(within(dialog).getByText('Digite um nome!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'a' } });
    fireEvent.click(add);
    expect(within(dialog).getByText('Muito curto!')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(add);
    expect(within(dialog).getByText('Muito longo!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/flowbuilder')).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' Boas-vindas ' } });
    fireEvent.click(add);
    await waitFor(() => expect(api.calls('POST /api/flowbuilder')).toEqual([{ name: 'Boas-vindas' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseFromMenu(1, 'Editar nome');
    const rename = await screen.findByRole('dialog', { name: 'Editar nome do fluxo' });
    const field = within(rename).getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement;
    expect(field.value).toBe('Fluxo 1');
    fireEvent.change(field, { target: { value: 'Pós-venda' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/flowbuilder')).toEqual([{ flowId: 1, name: 'Pós-venda', active: true }]),
    );
    expect(toastMessages()).toContain('Fluxo salvo com sucesso');
  });

  it('switches a flow off and on with its status switch, without opening it', async () => {
    const api = mockApi({
      'GET /api/flowbuilder': () => page([flow(1)]),
      'PUT /api/flowbuilder': () => json(200, flow(1, { active: false })),
    });
    const router = renderRoutes([{ path: '/flowbuilders', element: <FlowsPage /> }], '/flowbuilders');
    fireEvent.click(within(await row(1)).getByRole('switch', { name: 'Fluxo ativo: Fluxo 1' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/flowbuilder')).toEqual([{ flowId: 1, name: 'Fluxo 1', active: false }]),
    );
    expect(router.state.location.pathname).toBe('/flowbuilders');
  });

  it('duplicates only after confirmation', async () => {
    const api = mockApi({
      'GET /api/flowbuilder': () => page([flow(1)]),
      'POST /api/flowbuilder/duplicate': () => json(201, flow(6, { name: 'Fluxo 1 (cópia)' })),
    });
    renderWithApp(<FlowsPage />);
    await chooseFromMenu(1, 'Duplicar');
    let dialog = await screen.findByRole('dialog', { name: 'Duplicar fluxo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/flowbuilder/duplicate')).toHaveLength(0);

    await chooseFromMenu(1, 'Duplicar');
    dialog = await screen.findByRole('dialog', { name: 'Duplicar fluxo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => expect(api.calls('POST /api/flowbuilder/duplicate')).toEqual([{ flowId: 1 }]));
    await waitFor(() => expect(toastMessages()).toContain('Fluxo duplicado com sucesso'));
    // The list reloads after the change.
    await waitFor(() => expect(api.callsTo('GET', '/api/flowbuilder').length).toBeGreaterThan(1));
  });

  it('deletes after confirmation, and shows a flow in use translated', async () => {
    let inUse = false;
    const api = mockApi({
      'GET /api/flowbuilder': () => page([flow(1)]),
      'DELETE /api/flowbuilder/1': () =>
        inUse
          ? json(409, { error: 'ERR_FLOW_IN_USE', message: 'Este fluxo está em uso por uma conexão.' })
          : json(204, undefined),
    });
    renderWithApp(<FlowsPage />);
    await chooseFromMenu(1, 'Excluir');
    const confirm = await screen.findByRole('dialog', { name: 'Excluir fluxo?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toastMessages()).toContain('Fluxo excluído com sucesso'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    inUse = true;
    await i18n.changeLanguage('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions: Fluxo 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete flow?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'This flow is used by a connection, a phrase campaign or an integration: change it there before deleting it.',
      ),
    );
    expect(api.callsTo('DELETE', '/api/flowbuilder/1')).toHaveLength(2);
  });

  it('shows cards on a phone, with the same status and menu', async () => {
    windowWidth(390);
    mockApi({ 'GET /api/flowbuilder': () => page([flow(1, { active: false })]) });
    renderWithApp(<FlowsPage />);
    const list = await screen.findByRole('list', { name: 'Fluxos de conversa' });
    expect(await within(list).findByText('Desativado')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Ações: Fluxo 1' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/flowbuilder': () => json(400, { error: 'ERR_VALIDATION', message: 'x' }) });
    renderWithApp(<FlowsPage />);
    expect(await screen.findByText('Não foi possível carregar a lista de registros')).toBeTruthy();
  });
});
