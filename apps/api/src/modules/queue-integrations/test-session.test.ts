import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  type DialogflowStub,
  startDialogflowStub,
  testServiceAccount,
} from '../../automation/integrations/test-support/dialogflow-stub';
import { createIntegration, integrationBodies } from './queue-integrations.test-support';

const account = testServiceAccount();
const unknownAccount = testServiceAccount('nobody@elsewhere.iam.gserviceaccount.com');

/** POST /queueIntegration/testSession through the app's guarded client to the local Dialogflow stub. */
describe('POST /api/queueIntegration/testSession', () => {
  let ctx: TestContext;
  let stub: DialogflowStub;

  beforeAll(async () => {
    stub = await startDialogflowStub({
      accounts: [{ clientEmail: account.clientEmail, publicKey: account.publicKey }],
      intents: (text) => ({ displayName: 'Default Welcome Intent', fulfillmentText: `Olá! (${text})` }),
    });
    ctx = await createTestContext({
      DIALOGFLOW_BASE_URL: stub.baseUrl,
      GOOGLE_OAUTH_TOKEN_URL: stub.tokenUrl,
      ALLOW_PRIVATE_INTEGRATION_URLS: 'true',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it('answers the detected intent for the given credentials, in a fresh session, project and language', async () => {
    const staff = await companyWithStaff(ctx);
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { projectName: 'pizzaria-agent', jsonContent: account.json, language: 'en' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { ok: true, intent: 'Default Welcome Intent', fulfillmentText: 'Olá! (Olá)' },
    ]);
    expect(stub.calls.at(-1)).toMatchObject({ project: 'pizzaria-agent', text: 'Olá', languageCode: 'en' });
  });

  it("uses the saved integration's sealed key when the body names it and leaves the key out", async () => {
    const staff = await companyWithStaff(ctx);
    const id = await createIntegration(staff.asAdmin, integrationBodies.dialogflow(account.json));
    const response = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { id, projectName: 'outro-projeto', text: 'cardápio' },
    });
    expect(response.json()).toEqual({ ok: true, intent: 'Default Welcome Intent', fulfillmentText: 'Olá! (cardápio)' });
    expect(stub.calls.at(-1)).toMatchObject({ project: 'outro-projeto', text: 'cardápio', languageCode: 'pt-BR' });
  });

  it('answers 502 ERR_INTEGRATION_FAILED when Google refuses the key, 400 without a usable key', async () => {
    const staff = await companyWithStaff(ctx);
    const refused = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { projectName: 'pizzaria-agent', jsonContent: unknownAccount.json },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      502,
      expect.objectContaining({ error: 'ERR_INTEGRATION_FAILED', details: { failure: 'status' } }),
    ]);
    const missing = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { projectName: 'pizzaria-agent' },
    });
    expect([missing.statusCode, missing.json().issues]).toEqual([
      400,
      [{ path: 'body.jsonContent', message: 'Required' }],
    ]);
    const invalid = await staff.asAdmin({
      method: 'POST',
      url: '/api/queueIntegration/testSession',
      payload: { projectName: 'pizzaria-agent', jsonContent: '{"type":"service_account"}' },
    });
    expect(invalid.json().issues).toEqual([{ path: 'body.jsonContent', message: 'JSON inválido' }]);
  });
});

describe('POST /api/queueIntegration/testSession without private integration URLs', () => {
  it('answers 400 ERR_INTEGRATION_URL_BLOCKED when the Dialogflow address is a loopback one', async () => {
    const ctx = await createTestContext({
      DIALOGFLOW_BASE_URL: 'http://127.0.0.1:9',
      GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
    try {
      const staff = await companyWithStaff(ctx);
      const response = await staff.asAdmin({
        method: 'POST',
        url: '/api/queueIntegration/testSession',
        payload: { projectName: 'pizzaria-agent', jsonContent: account.json },
      });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({ error: 'ERR_INTEGRATION_URL_BLOCKED', details: { failure: 'blocked' } }),
      ]);
    } finally {
      await ctx.close();
    }
  });
});
