import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { GraphStub } from '../../../test/graph-stub';
import { createTestContext, type TestContext } from '../../../test/harness';
import { connections, messages } from '../../db/schema';
import { signatureOf } from './webhook-signature';

export const platformSecret = 'platform-app-secret';
export const platformVerifyToken = 'platform-verify-token';
export const eventually = { timeout: 15_000, interval: 50 };
/** A 1x1 PNG: stored media types come from the bytes. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A describe block's metaTestContext: started before its tests, the stub's pages, failures and
 * recorded requests reset before each test, both stopped after them. Read `ctx`/`stub` inside tests.
 */
export function useMetaTestContext(): { readonly ctx: TestContext; readonly stub: GraphStub } {
  let started: { ctx: TestContext; stub: GraphStub } | undefined;
  const current = () => {
    if (!started) throw new Error('the Meta test context is not started yet (read it inside a test)');
    return started;
  };
  beforeAll(async () => {
    started = await metaTestContext();
  });
  beforeEach(() => current().stub.reset());
  afterAll(async () => {
    await started?.ctx.close();
    await started?.stub.stop();
  });
  return {
    get ctx() {
      return current().ctx;
    },
    get stub() {
      return current().stub;
    },
  };
}

/** The platform Meta app id of the test app (the web's Facebook login reads it). */
export const metaTestAppId = '424242424242';

/** A test app whose Graph base URL is a local stub, with platform Meta secrets and app id set. */
export async function metaTestContext(): Promise<{ ctx: TestContext; stub: GraphStub }> {
  const stub = await new GraphStub().start();
  const ctx = await createTestContext({
    GRAPH_API_BASE_URL: stub.baseUrl,
    META_APP_SECRET: platformSecret,
    META_VERIFY_TOKEN: platformVerifyToken,
    META_APP_ID: metaTestAppId,
    PUBLIC_URL: 'https://desk.example.com',
  });
  return { ctx, stub };
}

export type MetaChannelName = 'whatsappapi' | 'facebook' | 'instagram';

/**
 * A company with staff and one Meta connection whose credentials were stored through the API; the
 * Graph stub knows the account as the token's own, so the save's proof passes as it does for an owner.
 */
export async function companyWithMetaConnection(
  { ctx, stub }: { ctx: TestContext; stub: GraphStub },
  channel: MetaChannelName,
  account: { externalAccountId: string; accessToken: string; appSecret?: string; verifyToken?: string },
) {
  stub.ownAccount(account.externalAccountId, account.accessToken);
  const staff = await companyWithStaff(ctx, {});
  const connection = await createConnection(ctx.db, staff.company.id, { channel, status: 'DISCONNECTED' });
  const response = await staff.asAdmin({
    method: 'PUT',
    url: `/api/meta/${connection.id}/account`,
    payload: account,
  });
  if (response.statusCode !== 200) throw new Error(`account not saved: ${response.body}`);
  return { ...staff, connection };
}

export const webhookPath: Record<MetaChannelName, string> = {
  whatsappapi: '/api/webhooks/whatsapp-cloud',
  facebook: '/api/webhooks/messenger',
  instagram: '/api/webhooks/instagram',
};

/** Posts `payload` as Meta does: JSON bytes with their X-Hub-Signature-256 (unsigned when secret is null). */
export function postWebhook(
  ctx: TestContext,
  channel: MetaChannelName,
  payload: unknown,
  secret: string | null = platformSecret,
) {
  const raw = JSON.stringify(payload);
  return ctx.app.inject({
    method: 'POST',
    url: webhookPath[channel],
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-hub-signature-256': signatureOf(raw, secret) }),
    },
  });
}

export function messagesOfConnection(ctx: TestContext, connectionId: number) {
  return ctx.db.system.transaction((tx) =>
    tx.select().from(messages).where(eq(messages.whatsappId, connectionId)).orderBy(messages.id),
  );
}

export async function messageByExternalId(ctx: TestContext, connectionId: number, externalId: string) {
  const [row] = await ctx.db.system.transaction((tx) =>
    tx
      .select()
      .from(messages)
      .where(and(eq(messages.whatsappId, connectionId), eq(messages.externalId, externalId))),
  );
  return row;
}

export async function connectionRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db.system.transaction((tx) => tx.select().from(connections).where(eq(connections.id, id)));
  return row;
}

/** A Cloud API webhook body with one change value for `phoneNumberId`. */
export function cloudPayload(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export function cloudMessage(phoneNumberId: string, from: string, message: Record<string, unknown>) {
  return cloudPayload(phoneNumberId, {
    contacts: [{ profile: { name: 'Maria Cliente' }, wa_id: from }],
    messages: [{ from, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  });
}

/** A Messenger ('page') or Instagram ('instagram') webhook with messaging events for one account. */
export function messagingPayload(channel: 'facebook' | 'instagram', accountId: string, events: unknown[]) {
  return {
    object: channel === 'facebook' ? 'page' : 'instagram',
    entry: [{ id: accountId, time: Date.now(), messaging: events }],
  };
}
