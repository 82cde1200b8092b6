import { planFeatures } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { allPlanFeatures } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { tagFixture, tagsPage } from '../fixtures';

vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => null }));
const { KanbanLanesPage } = await import('./kanban-lanes-page');

const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
const lanes = [
  tagFixture({ id: 1, name: 'Novo', kanban: 1, ticketsCount: 4, contactsCount: 0 }),
  tagFixture({ id: 2, name: 'Proposta', kanban: 1, ticketsCount: 1, timeLane: 24, nextLaneId: 1 }),
];
const laneOptions = lanes.map(({ id, name, color, kanban }) => ({ id, name, color, kanban }));

/** Picks `option` in the MUI select labelled `label`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('kanban lane management page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it('lists the lanes with ticket counts and adds one with its lane fields', async () => {
    const api = mockApi({
      'GET /api/tags': () => json(200, tagsPage(lanes)),
      'GET /api/tags/list': () => json(200, laneOptions),
      'POST /api/tags': (call) => json(201, tagFixture({ id: 9, ...(call.body as object) })),
    });
    renderWithApp(<KanbanLanesPage />, '/TagsKanban');
    await screen.findByRole('heading', { name: 'Colunas do Kanban' });
    const cells = within(await screen.findByTestId('tag-row-1')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Novo', '4', '']);
    expect(api.callsTo('GET', '/api/tags')[0]?.search.get('kanban')).toBe('1');
    expect(screen.getByRole('link', { name: 'Voltar para o Kanban' }).getAttribute('href')).toBe('/kanban');

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar coluna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar coluna' });
    fireEvent.change(within(dialog).getByLabelText(/Nome/), { target: { value: 'Fechamento' } });
    fireEvent.change(within(dialog).getByLabelText('Cor'), { target: { value: '#123456' } });
    fireEvent.change(within(dialog).getByLabelText('Tempo na coluna (horas)'), { target: { value: '48' } });
    await choose(dialog, 'Próxima coluna', 'Novo');
    await choose(dialog, 'Coluna de retorno', 'Proposta');
    fireEvent.change(within(dialog).getByLabelText('Mensagem de saudação da coluna'), {
      target: { value: 'Estamos finalizando seu pedido.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(api.calls('POST /api/tags')).toEqual([
        {
          name: 'Fechamento',
          color: '#123456',
          kanban: 1,
          timeLane: 48,
          nextLaneId: 1,
          rollbackLaneId: 2,
          greetingMessageLane: 'Estamos finalizando seu pedido.',
        },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Tag salva com sucesso!'));
  });

  it('edits a lane without offering itself, and marks a lane the server refuses', async () => {
    const api = mockApi({
      'GET /api/tags': () => json(200, tagsPage(lanes)),
      'GET /api/tags/2': () => json(200, lanes[1]),
      'GET /api/tags/list': () => json(200, laneOptions),
      'PUT /api/tags/2': () =>
        json(400, { error: 'ERR_TAG_NOT_A_LANE', message: 'x', details: { field: 'nextLaneId' } }),
    });
    renderWithApp(<KanbanLanesPage />, '/TagsKanban');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar coluna' });
    expect(((await within(dialog).findByLabelText('Tempo na coluna (horas)')) as HTMLInputElement).value).toBe('24');
    await waitFor(() => expect(api.callsTo('GET', '/api/tags/list')).toHaveLength(1));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Próxima coluna' }));
    await screen.findByRole('option', { name: 'Novo' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Nenhuma', 'Novo']);
    fireEvent.click(screen.getByRole('option', { name: 'Novo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/tags/2')).toHaveLength(1));
    expect(api.calls('PUT /api/tags/2')[0]).toMatchObject({ kanban: 1, timeLane: 24, nextLaneId: 1 });
    expect(await within(dialog).findByText('Valor inválido')).toBeTruthy();
    await waitFor(() => expect(toastMessages()).toContain('A etapa escolhida não é uma coluna do kanban.'));
  });

  it('sends a plan without useKanban home after a second, saying why', async () => {
    const withoutKanban = Object.fromEntries(planFeatures.map((feature) => [feature, feature !== 'useKanban']));
    signIn({ company: company(withoutKanban) });
    mockApi({});
    const router = renderRoutes(
      [
        { path: '/TagsKanban', element: <KanbanLanesPage /> },
        { path: '/', element: <p>início</p> },
      ],
      '/TagsKanban',
    );
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });

  it('shows the access-denied page to a user without the dashboard-view permission', async () => {
    signIn({ profile: 'user', company: company(allPlanFeatures) });
    const api = mockApi({});
    renderWithApp(<KanbanLanesPage />, '/TagsKanban');
    expect(await screen.findByText('Oops! Acesso Negado!')).toBeTruthy();
    expect(api.callsTo('GET', '/api/tags')).toHaveLength(0);
  });
});
