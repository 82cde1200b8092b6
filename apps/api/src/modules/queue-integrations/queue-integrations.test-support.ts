import type { FlowGraphInput, FlowNodeInput, QueueIntegrationInput } from '@chatdesk/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Client } from '../../../test/clients';

/** Integration bodies for the API tests, one per type. */
export const integrationBodies = {
  webhook: (overrides: Partial<QueueIntegrationInput> = {}): QueueIntegrationInput => ({
    type: 'webhook',
    name: 'Pedidos webhook',
    urlN8N: 'https://hooks.example.com/pedidos',
    ...overrides,
  }),
  typebot: (overrides: Partial<QueueIntegrationInput> = {}): QueueIntegrationInput => ({
    type: 'typebot',
    name: 'Typebot vendas',
    urlN8N: 'https://typebot.example.com',
    typebotSlug: 'vendas',
    ...overrides,
  }),
  dialogflow: (jsonContent: string, overrides: Partial<QueueIntegrationInput> = {}): QueueIntegrationInput => ({
    type: 'dialogflow',
    name: 'Agente Dialogflow',
    projectName: 'pizzaria-agent',
    jsonContent,
    ...overrides,
  }),
};

/** Creates an integration through the API and answers its id. */
export async function createIntegration(as: Client, body: QueueIntegrationInput = integrationBodies.webhook()) {
  const response = await as({ method: 'POST', url: '/api/queueIntegration', payload: body });
  if (response.statusCode !== 201) throw new Error(`integration not created: ${response.body}`);
  return response.json().id as number;
}

/** Creates a prompt on `queueId` through the API and answers its id. */
export async function createPromptOn(as: Client, queueId: number, overrides: Record<string, unknown> = {}) {
  const response = await as({
    method: 'POST',
    url: '/api/prompt',
    payload: {
      name: 'Assistente de vendas',
      prompt: 'Você é um assistente de vendas cordial que responde em português e resume as opções.',
      queueId,
      apiKey: 'sk-test-key',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`prompt not created: ${response.body}`);
  return response.json().id as number;
}

const nodeId = (seed: string) => seed.padEnd(30, '0');

/** start → one typebot node naming `integrationId`, or one openai node naming `promptId`. */
export function integrationNodeGraph(node: { integrationId: number } | { promptId: number }): FlowGraphInput {
  const at = { x: 0, y: 0 };
  const engine: FlowNodeInput =
    'integrationId' in node
      ? { id: nodeId('bot'), type: 'typebot', position: at, data: { typebotIntegration: node } }
      : { id: nodeId('bot'), type: 'openai', position: at, data: { typebotIntegration: node } };
  return {
    nodes: [{ id: nodeId('start'), type: 'start', position: at, data: { label: 'Início' } }, engine],
    connections: [{ id: 'e1', source: nodeId('start'), target: nodeId('bot') }],
  };
}

/** Saves `graph` as the current version of a new flow of the admin's company; answers the flow id. */
export async function flowWithGraph(as: Client, graph: FlowGraphInput) {
  const flowId = (await as({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Com robô' } })).json().id;
  const saved = await as({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flowId, ...graph } });
  return { flowId: flowId as number, saved };
}

/** Every route answers 403 `ERR_NO_PERMISSION` to a plain user and 403 `ERR_PLAN_FEATURE_DISABLED` to an admin without the plan flag. */
export async function expectAdminsOfPlanOnly(
  routes: readonly InjectOptions[],
  asUser: Client,
  asAdminWithoutFlag: Client,
) {
  for (const [as, code] of [
    [asUser, 'ERR_NO_PERMISSION'],
    [asAdminWithoutFlag, 'ERR_PLAN_FEATURE_DISABLED'],
  ] as const) {
    for (const call of routes) {
      const response = await as(call);
      expect([response.statusCode, response.json().error], `${call.method} ${call.url}`).toEqual([403, code]);
    }
  }
}

/** A 400 answer's issues as `{ 'body.field': message }`. */
export const issuesOf = (answer: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((answer.issues ?? []).map((issue) => [issue.path, issue.message]));
