import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrationAnswer, promptAnswer } from '../../../test/automation-fixtures';
import { json, mockApi, renderRoutes, resetApp, signIn } from '../../../test/harness';
import { windowWidth } from '../../../test/window-width';
import { FlowEditorPage } from './flow-editor-page';
import { flowId, nodeCard, openEditor } from './test/flow-editor-fixture';
import { mockReactFlow } from './test/mock-react-flow';

vi.mock('../dialogs/flow-node-dialog', () => import('./test/mock-node-dialog'));

afterEach(resetApp);

describe('flow editor page (/flowbuilder/{id})', () => {
  it('loads the flow and shows each node with its title, summary and labelled exits', async () => {
    windowWidth(1440);
    const { api } = await openEditor();
    expect(api.calls(`GET /api/flowbuilder/flow/${flowId}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Voltar para os fluxos' }).getAttribute('href')).toBe('/flowbuilders');

    expect(within(nodeCard('start1')).getByText('Inicio')).toBeTruthy();
    const menu = within(nodeCard('menu1'));
    expect(menu.getByText('Menu')).toBeTruthy();
    expect(menu.getByText('Escolha uma opção')).toBeTruthy();
    expect(menu.getByText('1. Vendas')).toBeTruthy();
    expect(menu.getByText('2. Suporte')).toBeTruthy();
    expect(within(nodeCard('ticket1')).getByText('Fila: Comercial')).toBeTruthy();
    expect(within(nodeCard('ask1')).getByText(/Resposta em \{\{email_cliente\}\}/)).toBeTruthy();
    // Edges follow the handles: three on the canvas.
    expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(3);
    // The canvas' own controls and the minimap.
    expect(document.querySelector('.react-flow__controls')).not.toBeNull();
    expect(document.querySelector('.react-flow__minimap')).not.toBeNull();
    expect(screen.queryByText('Não se esqueça de salvar seu fluxo!')).toBeNull();
  });

  it('labels condition branches Sim/Não and randomizer shares, and names the integration or prompt of typebot and openai nodes', async () => {
    const { api } = await openEditor({
      graph: {
        nodes: [
          { id: 'start1', type: 'start', position: { x: 0, y: 0 }, data: {} },
          {
            id: 'cond1',
            type: 'condition',
            position: { x: 240, y: 0 },
            data: { key: 'nome', condition: 'equals', value: 'Ana' },
          },
          { id: 'rand1', type: 'randomizer', position: { x: 480, y: 0 }, data: { percent: 30 } },
          {
            id: 'bot1',
            type: 'typebot',
            position: { x: 720, y: 0 },
            data: { typebotIntegration: { integrationId: 3 } },
          },
          {
            id: 'bot2',
            type: 'typebot',
            position: { x: 720, y: 400 },
            data: { typebotIntegration: { integrationId: 3 } },
          },
          { id: 'ai1', type: 'openai', position: { x: 720, y: 200 }, data: { typebotIntegration: { promptId: 8 } } },
          {
            id: 'gone1',
            type: 'typebot',
            position: { x: 0, y: 200 },
            data: { typebotIntegration: { integrationId: 99 } },
          },
          { id: 'gone2', type: 'openai', position: { x: 240, y: 200 }, data: { typebotIntegration: { promptId: 98 } } },
        ],
        connections: [],
      },
      apiRoutes: {
        'GET /api/queueIntegration/3': () => json(200, integrationAnswer(3, 'Typebot de vendas')),
        'GET /api/prompt/8': () => json(200, promptAnswer(8, 'Assistente de suporte')),
      },
    });
    const condition = within(nodeCard('cond1'));
    expect(condition.getByText('nome igual a Ana')).toBeTruthy();
    expect(condition.getByText('Sim')).toBeTruthy();
    expect(condition.getByText('Não')).toBeTruthy();
    expect(within(nodeCard('rand1')).getByText('30%')).toBeTruthy();
    expect(within(nodeCard('rand1')).getByText('70%')).toBeTruthy();
    expect(await within(nodeCard('bot1')).findByText('Typebot de vendas')).toBeTruthy();
    expect(within(nodeCard('bot2')).getByText('Typebot de vendas')).toBeTruthy();
    expect(await within(nodeCard('ai1')).findByText('Assistente de suporte')).toBeTruthy();
    // Deleted since the flow was saved: the id, marked unavailable.
    expect(await within(nodeCard('gone1')).findByText('Integração indisponível (#99)')).toBeTruthy();
    expect(await within(nodeCard('gone2')).findByText('Prompt indisponível (#98)')).toBeTruthy();
    // One read per record, shared by the cards naming it.
    expect(api.callsTo('GET', '/api/queueIntegration/3')).toHaveLength(1);
    expect(screen.queryByText('Não ativo neste servidor')).toBeNull();
  });

  it('shows the no-access view to a user without flows:manage, and loads nothing', async () => {
    const { api } = await openEditor({ user: { profile: 'user' } });
    expect(await screen.findByText('Oops! Acesso Negado!')).toBeTruthy();
    expect(api.calls(`GET /api/flowbuilder/flow/${flowId}`)).toHaveLength(0);
  });

  it("says the flow was not found when the API answers 404 (another company's flow)", async () => {
    mockReactFlow();
    signIn();
    mockApi({
      [`GET /api/flowbuilder/flow/${flowId}`]: () => json(404, { error: 'ERR_NO_FLOW_FOUND', message: 'x' }),
    });
    renderRoutes([{ path: '/flowbuilder/:id?', element: <FlowEditorPage /> }], `/flowbuilder/${flowId}`);
    expect(await screen.findByText('Fluxo não encontrado')).toBeTruthy();
  });
});
