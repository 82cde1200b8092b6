import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { companyNamespace } from '@chatdesk/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createConnection,
  createPlan,
  createQueue,
  createUser,
  sessionToken,
} from '../../../test/factories';
import { type ClientSocket, connectClient, recordEvents } from '../../../test/fixtures/realtime-clients';
import { startTestPlatform, type TestPlatform } from '../../../test/harness';
import {
  type DialogflowStub,
  startDialogflowStub,
  testServiceAccount,
} from '../../automation/integrations/test-support/dialogflow-stub';
import { integrationBodies, integrationNodeGraph } from './queue-integrations.test-support';

type User = Awaited<ReturnType<typeof createUser>>;

const marker = (name: string) => `${name}-LEAK-${randomBytes(8).toString('hex')}`;
const account = testServiceAccount();
/** A line from the middle of the private key: any copy of the key carries it. */
const privateKeyLine = (JSON.parse(account.json).private_key as string).split('\n')[5] as string;
const jsonMarker = marker('json');
const serviceAccountJson = JSON.stringify({ ...JSON.parse(account.json), leak_marker: jsonMarker });
const secrets = {
  privateKeyLine,
  jsonMarker,
  webhookSecret: marker('whsec'),
  webhookSecret2: marker('whsec2'),
  apiKey: marker('sk'),
  apiKey2: marker('sk2'),
  voiceKey: marker('voice'),
};
const leaksIn = (text: string) => Object.values(secrets).filter((secret) => text.includes(secret));

/**
 * The secrets of integrations and prompts appear in no answer but the reveal calls', in no socket
 * event an admin or an attendant receives, and in no log line, through every route of both modules
 * and the reads that name them (queues, connections, flows).
 */
describe('integration and prompt secrets never leak', () => {
  let testPlatform: TestPlatform;
  let stub: DialogflowStub;
  let admin: User;
  let attendant: User;
  const logLines: string[] = [];
  const sockets: ClientSocket[] = [];
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    stub = await startDialogflowStub({
      accounts: [{ clientEmail: account.clientEmail, publicKey: account.publicKey }],
      intents: () => ({ displayName: 'Boas-vindas', fulfillmentText: 'Olá!' }),
    });
    const logDestination = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    testPlatform = await startTestPlatform({
      environment: {
        LOG_LEVEL: 'trace',
        DIALOGFLOW_BASE_URL: stub.baseUrl,
        GOOGLE_OAUTH_TOKEN_URL: stub.tokenUrl,
        ALLOW_PRIVATE_INTEGRATION_URLS: 'true',
      },
      logDestination,
    });
    const { db } = testPlatform.database;
    const company = await createCompany(db, { planId: (await createPlan(db, { users: 10 })).id });
    admin = await createUser(db, company.id, { profile: 'admin', name: 'Ana Admin' });
    attendant = await createUser(db, company.id, { profile: 'user', name: 'Otávio Atendente' });
    for (const user of [admin, attendant])
      tokens.set(user.id, await sessionToken({ db, tokens: testPlatform.tokens }, user));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testPlatform?.close();
    await stub?.close();
  });

  const socketOf = async (user: User) => {
    const socket = await connectClient(testPlatform.platform.url, companyNamespace(user.companyId), {
      token: tokens.get(user.id),
    });
    sockets.push(socket);
    return recordEvents(socket);
  };

  it('scans every answer, event and log line', async () => {
    const { db } = testPlatform.database;
    const adminEvents = await socketOf(admin);
    const attendantEvents = await socketOf(attendant);
    const answers: { call: string; body: string }[] = [];
    const reveals: string[] = [];
    const call = async (options: InjectOptions, as: User = admin) => {
      const response = await testPlatform.platform.app.inject({
        ...options,
        headers: { authorization: `Bearer ${tokens.get(as.id)}` },
      } as InjectOptions);
      const record = `${options.method} ${options.url}`;
      if (String(options.url).endsWith('/secrets')) reveals.push(response.body);
      else answers.push({ call: record, body: response.body });
      expect(response.statusCode, `${record}: ${response.body}`).toBeLessThan(300);
      return response.json();
    };

    const dialogflow = await call({
      method: 'POST',
      url: '/api/queueIntegration',
      payload: integrationBodies.dialogflow(serviceAccountJson),
    });
    const webhook = await call({
      method: 'POST',
      url: '/api/queueIntegration',
      payload: integrationBodies.webhook({ webhookSecret: secrets.webhookSecret }),
    });
    await call({ method: 'GET', url: '/api/queueIntegration' });
    await call({ method: 'GET', url: `/api/queueIntegration/${webhook.id}` });
    await call({ method: 'PUT', url: `/api/queueIntegration/${webhook.id}`, payload: integrationBodies.webhook() });
    await call({
      method: 'PUT',
      url: `/api/queueIntegration/${webhook.id}`,
      payload: integrationBodies.webhook({ webhookSecret: secrets.webhookSecret2 }),
    });
    await call({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { projectName: 'pizzaria-agent', jsonContent: serviceAccountJson },
    });
    await call({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { id: dialogflow.id, projectName: 'p' },
    });

    const queue = await createQueue(db, admin.companyId, { integrationId: webhook.id });
    const promptBody = {
      name: 'Assistente de vendas',
      prompt: 'Você é um assistente de vendas cordial que responde em português e resume as opções.',
      queueId: queue.id,
      voice: 'pt-BR-FranciscaNeural',
      voiceRegion: 'brazilsouth',
    };
    const prompt = await call({
      method: 'POST',
      url: '/api/prompt',
      payload: { ...promptBody, apiKey: secrets.apiKey, voiceKey: secrets.voiceKey },
    });
    await call({ method: 'GET', url: '/api/prompt' });
    await call({ method: 'GET', url: `/api/prompt/${prompt.id}` });
    await call({ method: 'PUT', url: `/api/prompt/${prompt.id}`, payload: promptBody });
    await call({ method: 'PUT', url: `/api/prompt/${prompt.id}`, payload: { ...promptBody, apiKey: secrets.apiKey2 } });

    const connection = await createConnection(db, admin.companyId, {
      integrationId: dialogflow.id,
      promptId: prompt.id,
    });
    const flow = await call({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Robôs' } });
    const typebotGraph = integrationNodeGraph({ integrationId: dialogflow.id });
    await call({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: flow.id, ...typebotGraph } });
    await call({ method: 'GET', url: '/api/queue' });
    await call({ method: 'GET', url: '/api/queue' }, attendant);
    await call({ method: 'GET', url: `/api/whatsapp/${connection.id}?session=0` });
    await call({ method: 'GET', url: `/api/flowbuilder/flow/${flow.id}` });

    await call({ method: 'GET', url: `/api/queueIntegration/${dialogflow.id}/secrets` });
    await call({ method: 'GET', url: `/api/queueIntegration/${webhook.id}/secrets` });
    await call({ method: 'GET', url: `/api/prompt/${prompt.id}/secrets` });

    await call({
      method: 'PUT',
      url: `/api/whatsapp/${connection.id}`,
      payload: { integrationId: null, promptId: null },
    });
    await call({ method: 'PUT', url: `/api/queue/${queue.id}`, payload: { integrationId: null } });
    await call({
      method: 'POST',
      url: '/api/flowbuilder/flow',
      payload: { idFlow: flow.id, nodes: typebotGraph.nodes.slice(0, 1), connections: [] },
    });
    await call({ method: 'DELETE', url: `/api/prompt/${prompt.id}` });
    await call({ method: 'DELETE', url: `/api/queueIntegration/${webhook.id}` });
    await call({ method: 'DELETE', url: `/api/queueIntegration/${dialogflow.id}` });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The scan sees what it looks for: the reveals hold every current secret.
    expect(leaksIn(reveals.join('\n')).sort()).toEqual(
      [secrets.privateKeyLine, secrets.jsonMarker, secrets.webhookSecret2, secrets.apiKey2, secrets.voiceKey].sort(),
    );
    for (const answer of answers) expect(leaksIn(answer.body), answer.call).toEqual([]);

    const topics = (events: { event: string }[]) => new Set(events.map((entry) => entry.event.split('-').at(-1)));
    expect(topics(adminEvents)).toEqual(expect.objectContaining(new Set(['queueIntegration', 'prompt'])));
    expect([...topics(attendantEvents)].filter((topic) => topic === 'queueIntegration' || topic === 'prompt')).toEqual(
      [],
    );
    const actions = adminEvents
      .filter((entry) => entry.event.endsWith('-queueIntegration') || entry.event.endsWith('-prompt'))
      .map((entry) => (entry.payload as { action: string }).action);
    expect(actions.filter((action) => action === 'delete')).toHaveLength(3);
    expect(leaksIn(JSON.stringify(adminEvents))).toEqual([]);
    expect(leaksIn(JSON.stringify(attendantEvents))).toEqual([]);

    expect(logLines.some((line) => line.includes('queue integration secrets revealed'))).toBe(true);
    expect(logLines.some((line) => line.includes('prompt secrets revealed'))).toBe(true);
    expect(logLines.length).toBeGreaterThan(50);
    expect(leaksIn(logLines.join('\n'))).toEqual([]);
  });
});
