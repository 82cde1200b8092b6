import type { FlowGraph, FlowGraphInput } from '@chatdesk/contracts';
import { flowGraphBody } from '@chatdesk/contracts';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../../../components/require-permission';
import type { SessionUser } from '../../../../lib/session';
import { type ApiCall, json, mockApi, renderRoutes, signIn } from '../../../../test/harness';
import { FlowEditorPage } from '../flow-editor-page';
import { mockReactFlow } from './mock-react-flow';

export const flowId = 5;

/** Inicio → Menu (1 Vendas → Ticket, 2 Suporte → Pergunta): a flow without a single issue. */
export const welcomeGraph: FlowGraphInput = {
  nodes: [
    { id: 'start1', type: 'start', position: { x: 100, y: 100 }, data: {} },
    {
      id: 'menu1',
      type: 'menu',
      position: { x: 340, y: 100 },
      data: {
        message: 'Escolha uma opção',
        arrayOption: [
          { number: 1, value: 'Vendas' },
          { number: 2, value: 'Suporte' },
        ],
      },
    },
    { id: 'ticket1', type: 'ticket', position: { x: 580, y: 40 }, data: { queueId: 4, name: 'Comercial' } },
    {
      id: 'ask1',
      type: 'question',
      position: { x: 580, y: 260 },
      data: { typebotIntegration: { message: 'Seu e-mail?', answerKey: 'email_cliente' } },
    },
  ],
  connections: [
    { id: 'e1', source: 'start1', target: 'menu1', sourceHandle: 'out' },
    { id: 'e2', source: 'menu1', target: 'ticket1', sourceHandle: 'option-1' },
    { id: 'e3', source: 'menu1', target: 'ask1', sourceHandle: 'option-2' },
  ],
};

export const flowAnswer = (graph: FlowGraphInput) => ({
  flow: {
    id: flowId,
    name: 'Boas-vindas',
    active: true,
    version: 1,
    userId: 7,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    flow: graph,
  },
});

const routes: RouteObject[] = [
  {
    element: <RequirePermission permission="flows:manage" />,
    children: [{ path: '/flowbuilder/:id?', element: <FlowEditorPage /> }],
  },
  { path: '/flowbuilders', element: <p>Lista de fluxos</p> },
];

interface OpenEditor {
  graph?: FlowGraphInput;
  user?: Partial<SessionUser>;
  save?: (call: ApiCall) => Response;
  /** More API routes the page reads (the integrations and prompts the nodes name). */
  apiRoutes?: Record<string, (call: ApiCall) => Response>;
}

/** Signs Ana in, serves the flow and its save, and opens /flowbuilder/5 on the canvas. */
export async function openEditor({
  graph = welcomeGraph,
  user,
  save = () => json(200, {}),
  apiRoutes,
}: OpenEditor = {}) {
  mockReactFlow();
  signIn(user);
  const api = mockApi({
    [`GET /api/flowbuilder/flow/${flowId}`]: () => json(200, flowAnswer(graph)),
    'POST /api/flowbuilder/flow': save,
    ...apiRoutes,
  });
  const router = renderRoutes(routes, `/flowbuilder/${flowId}`);
  if (!user?.profile || user.profile === 'admin') await screen.findByRole('heading', { name: 'Boas-vindas' });
  /** The graphs the editor saved, as the API read them. */
  const saved = () => api.calls('POST /api/flowbuilder/flow') as (FlowGraph & { idFlow: number })[];
  return { api, router, saved };
}

/** A node's card on the canvas. */
export const nodeCard = (nodeId: string) => screen.getByTestId(`flow-node-${nodeId}`);

/** The saved graph is one the API accepts (the contracts' schema). */
export const isSavable = (graph: unknown) => flowGraphBody.safeParse(graph).success;
