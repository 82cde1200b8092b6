import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrationCallError } from '../../http/integration-http';
import { type DialogflowStub, startDialogflowStub, testServiceAccount } from '../../test-support/dialogflow-stub';
import { plainIntegrationHttp } from '../../test-support/plain-http';
import type { DialogflowQuery } from './dialogflow-client';
import { createGoogleDialogflowClient } from './google-dialogflow-client';

const account = testServiceAccount();
const stranger = testServiceAccount('intruder@other-project.iam.gserviceaccount.com');

describe('Google Dialogflow client (against the local token and detectIntent stub)', () => {
  let stub: DialogflowStub;
  let now = Date.now();
  const client = (timeoutMs = 2_000) =>
    createGoogleDialogflowClient({
      http: plainIntegrationHttp(),
      baseUrl: stub.baseUrl,
      tokenUrl: stub.tokenUrl,
      timeoutMs,
      now: () => now,
    });
  const query = (overrides: Partial<DialogflowQuery> = {}): DialogflowQuery => ({
    companyId: 1,
    projectId: 'pizzaria-agent',
    credentialsJson: account.json,
    language: 'pt-BR',
    sessionId: 'ticket-uuid-1',
    text: 'Oi',
    ...overrides,
  });
  const failureOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(IntegrationCallError);
    return error as IntegrationCallError;
  };

  beforeAll(async () => {
    stub = await startDialogflowStub({
      now: () => now,
      accounts: [{ clientEmail: account.clientEmail, publicKey: account.publicKey }],
      intents: (text) =>
        text === 'tchau'
          ? { displayName: 'Despedida', fulfillmentText: 'Até logo!', endInteraction: true }
          : text === 'atendente'
            ? { displayName: 'Humano', fulfillmentText: 'Chamando alguém.', diagnosticEnd: true }
            : { displayName: 'Default Welcome Intent', fulfillmentText: `Olá! Você disse: ${text}` },
    });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    now = Date.now();
    stub.override = null;
    stub.delayMs = 0;
    stub.calls.length = 0;
  });

  it('signs in with the service account and answers the intent, its text and no end of conversation', async () => {
    const result = await client().detectIntent(query({ text: 'quero pizza' }));
    expect(result).toEqual({
      intent: 'Default Welcome Intent',
      fulfillmentText: 'Olá! Você disse: quero pizza',
      endConversation: false,
    });
    expect(stub.calls).toEqual([
      { project: 'pizzaria-agent', session: 'ticket-uuid-1', text: 'quero pizza', languageCode: 'pt-BR' },
    ]);
  });

  it('reads the end of conversation from intent.endInteraction and from diagnosticInfo.end_conversation', async () => {
    const dialogflow = client();
    expect((await dialogflow.detectIntent(query({ text: 'tchau' }))).endConversation).toBe(true);
    expect(await dialogflow.detectIntent(query({ text: 'atendente' }))).toEqual({
      intent: 'Humano',
      fulfillmentText: 'Chamando alguém.',
      endConversation: true,
    });
  });

  it('keeps the token until shortly before it expires, then asks again; a refused token is asked again once', async () => {
    const dialogflow = client();
    const before = stub.tokenRequests;
    await dialogflow.detectIntent(query());
    await dialogflow.detectIntent(query({ text: 'de novo' }));
    expect(stub.tokenRequests - before).toBe(1);
    now += 3599 * 1000 - 30_000;
    await dialogflow.detectIntent(query());
    expect(stub.tokenRequests - before).toBe(2);
    stub.revokeTokens();
    expect((await dialogflow.detectIntent(query({ text: 'revogado' }))).fulfillmentText).toContain('revogado');
    expect(stub.tokenRequests - before).toBe(3);
  });

  it('fails with the token endpoint status for an account Google does not know, and malformed for a broken key', async () => {
    const refused = await failureOf(client().detectIntent(query({ credentialsJson: stranger.json })));
    expect([refused.failure, refused.status]).toEqual(['status', 400]);
    const notJson = await failureOf(client().detectIntent(query({ credentialsJson: '{"client_email":' })));
    expect(notJson.failure).toBe('malformed');
    const badKey = JSON.stringify({ client_email: account.clientEmail, private_key: 'not a pem' });
    expect((await failureOf(client().detectIntent(query({ credentialsJson: badKey })))).failure).toBe('malformed');
  });

  it('fails with timeout past its deadline, malformed for an answer without queryResult, status for a 5xx', async () => {
    const dialogflow = client(300);
    await dialogflow.detectIntent(query());
    stub.delayMs = 1_000;
    expect((await failureOf(dialogflow.detectIntent(query()))).failure).toBe('timeout');
    stub.delayMs = 0;
    stub.override = { status: 200, body: '{"responseId":"x"}' };
    expect((await failureOf(dialogflow.detectIntent(query()))).failure).toBe('malformed');
    stub.override = { status: 200, body: '<html>oops</html>' };
    expect((await failureOf(dialogflow.detectIntent(query()))).failure).toBe('malformed');
    stub.override = { status: 503, body: '{"error":{"code":503,"status":"UNAVAILABLE"}}' };
    const unavailable = await failureOf(dialogflow.detectIntent(query()));
    expect([unavailable.failure, unavailable.status]).toEqual(['status', 503]);
  });
});
