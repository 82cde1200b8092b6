import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../../platform/crypto/secret-box';
import { IntegrationCallError } from '../../http/integration-http';
import type { ConversationMessage, ConversationTurn, QueueIntegrationRow } from '../../integration-driver';
import { type DialogflowStub, startDialogflowStub, testServiceAccount } from '../../test-support/dialogflow-stub';
import { plainIntegrationHttp } from '../../test-support/plain-http';
import { createDialogflowDriver, type DialogflowTarget } from './dialogflow-driver';
import { createGoogleDialogflowClient } from './google-dialogflow-client';

const account = testServiceAccount();
const secrets = new SecretBox(randomBytes(32).toString('hex'));

describe('Dialogflow driver (against the local stub)', () => {
  let stub: DialogflowStub;
  let driver: ReturnType<typeof createDialogflowDriver>;

  beforeAll(async () => {
    stub = await startDialogflowStub({
      accounts: [{ clientEmail: account.clientEmail, publicKey: account.publicKey }],
      intents: (text) =>
        text.includes('humano')
          ? { displayName: 'Falar com humano', fulfillmentText: 'Vou chamar um atendente.', diagnosticEnd: true }
          : { displayName: 'Cardápio', fulfillmentText: `Temos pizza. (${text})` },
    });
    const http = plainIntegrationHttp();
    driver = createDialogflowDriver(
      createGoogleDialogflowClient({ http, baseUrl: stub.baseUrl, tokenUrl: stub.tokenUrl }),
    );
  });
  afterAll(() => stub.close());

  const target = (overrides: Partial<QueueIntegrationRow> = {}): DialogflowTarget => ({
    kind: 'integration',
    integration: {
      id: 7,
      companyId: 3,
      type: 'dialogflow',
      name: 'Pizzaria',
      projectName: 'pizzaria-agent',
      jsonContentSealed: secrets.seal(account.json),
      language: 'es',
      urlN8N: '',
      webhookSecretSealed: null,
      typebotSlug: '',
      typebotDelayMessage: 1000,
      typebotExpires: 1,
      typebotKeywordFinish: '',
      typebotKeywordRestart: '',
      typebotRestartMessage: '',
      typebotUnknownMessage: '',
      flowId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...overrides,
    },
  });
  const message = (id: number, body: string, mediaType = ''): ConversationMessage => ({
    id,
    body,
    mediaType,
    mediaUrl: mediaType ? `/public/3/${id}.ogg` : null,
    createdAt: new Date(),
  });
  const turn = (messages: ConversationMessage[]): ConversationTurn => ({
    companyId: 3,
    now: new Date(),
    ticket: {
      id: 11,
      uuid: 'b3f1c1e2-uuid-of-ticket',
      status: 'pending',
      queueId: 2,
      userId: null,
      channel: 'whatsapp',
    },
    contact: { id: 5, name: 'Carla', number: '5511999990000', email: '' },
    connection: { id: 1, name: 'Loja' },
    messages,
    session: null,
    http: plainIntegrationHttp(),
    secrets,
    history: async () => [],
    readMedia: async () => Buffer.alloc(0),
  });

  it("sends the new texts together in the ticket's session and language and answers the fulfillment text", async () => {
    const reply = await driver.converse(target(), turn([message(1, 'Oi'), message(2, 'tem pizza?')]));
    expect(reply).toEqual({
      messages: [{ kind: 'text', body: 'Temos pizza. (Oi\ntem pizza?)' }],
      actions: [],
      session: { lastIntent: 'Cardápio' },
    });
    expect(stub.calls.at(-1)).toEqual({
      project: 'pizzaria-agent',
      session: 'b3f1c1e2-uuid-of-ticket',
      text: 'Oi\ntem pizza?',
      languageCode: 'es',
    });
  });

  it('hands the ticket over (and forgets the session) when the intent ends the conversation', async () => {
    const reply = await driver.converse(target(), turn([message(3, 'quero um humano')]));
    expect(reply).toEqual({
      messages: [{ kind: 'text', body: 'Vou chamar um atendente.' }],
      actions: [{ type: 'handover' }],
      session: null,
    });
  });

  it('calls nothing for media without text, and fails (to a human) without a stored service account key', async () => {
    const calls = stub.calls.length;
    const quiet = await driver.converse(target(), turn([message(4, '', 'audio')]));
    expect(quiet).toEqual({ messages: [], actions: [], session: null });
    expect(stub.calls).toHaveLength(calls);
    const missing = await driver
      .converse(target({ jsonContentSealed: null }), turn([message(5, 'Oi')]))
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(IntegrationCallError);
  });
});
