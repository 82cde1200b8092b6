import { eq } from 'drizzle-orm';
import { signatureOf } from '../../apps/api/src/channels/meta/webhook-signature';
import { companies, plans, tickets, users } from '../../apps/api/src/db/schema';
import { ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import { callApi, waitUntil } from './http';

/** The Cloud API account of the bench connection (the Graph stub accepts any id and token). */
export const phoneNumberId = '100200300';
const appSecret = 'bench-cloud-app-secret';

export interface ChannelFixtures {
  companyId: number;
  adminId: number;
  adminToken: string;
  /** The whatsappapi connection, CONNECTED against the stub. */
  cloudConnectionId: number;
  /** Its external API token (PUT /api/whatsapp/{id}/token). */
  apiToken: string;
  /** Open tickets (accepted by the admin) whose contacts wrote a moment ago: Meta's 24 h window is open. */
  tickets: { id: number; number: string }[];
}

/**
 * A company on a plan with every channel and the external API, its admin, and a WhatsApp Cloud API
 * connection set up through the real API: created (POST /api/whatsapp), credentials stored
 * (PUT /api/meta/{id}/account, whose Graph check the stub answers: CONNECTED), a fresh API token, and
 * `contacts` customers who each wrote once through a signed Cloud API webhook (the platform files the
 * contact, ticket and inbound message itself), their tickets accepted by the admin.
 */
export async function createChannelFixtures(platform: BenchPlatform, contacts: number): Promise<ChannelFixtures> {
  const { company, admin } = await platform.db.system.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ name: 'Bench channels plan', connections: 50, users: 10 })
      .returning();
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Bench channels company', planId: plan?.id, dueDate: new Date(Date.now() + 86_400_000 * 30) })
      .returning();
    if (!company) throw new Error('channels bench company not created');
    const [admin] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        name: 'Bench channels admin',
        email: 'bench-channels-admin@example.com',
        passwordHash: 'unused',
        profile: 'admin',
      })
      .returning();
    if (!admin) throw new Error('channels bench admin not created');
    return { company, admin };
  });
  const adminToken = await platform.tokenFor(admin);
  const api = <T>(method: string, path: string, body?: unknown, expected?: number) =>
    callApi<T>(platform.url, adminToken, method, path, body, expected);

  const connection = await api<{ id: number }>(
    'POST',
    '/api/whatsapp',
    { name: 'Bench Cloud API', channel: 'whatsappapi' },
    201,
  );
  const account = await api<{ status: string }>('PUT', `/api/meta/${connection.id}/account`, {
    externalAccountId: phoneNumberId,
    accessToken: 'bench-cloud-access-token',
    appSecret,
  });
  if (account.status !== 'CONNECTED') {
    throw new ScenarioFailure(`the Cloud API connection is ${account.status} after storing its credentials`);
  }
  const { token: apiToken } = await api<{ token: string }>('PUT', `/api/whatsapp/${connection.id}/token`);

  const numbers = Array.from({ length: contacts }, (_, index) => `55119${String(index).padStart(8, '0')}`);
  await inBatches(numbers, 10, (number) => postInbound(platform.url, number));
  const rows = () =>
    platform.db.system.transaction((tx) =>
      tx.select({ id: tickets.id, status: tickets.status }).from(tickets).where(eq(tickets.whatsappId, connection.id)),
    );
  if (!(await waitUntil(async () => (await rows()).length >= contacts, 30_000))) {
    throw new ScenarioFailure(`only ${(await rows()).length} of ${contacts} inbound webhooks became tickets in 30 s`);
  }
  const ticketIds = (await rows()).map((row) => row.id).sort((a, b) => a - b);
  await inBatches(ticketIds, 10, (id) => api('PUT', `/api/tickets/${id}`, { status: 'open', userId: admin.id }));
  return {
    companyId: company.id,
    adminId: admin.id,
    adminToken,
    cloudConnectionId: connection.id,
    apiToken,
    tickets: ticketIds.map((id, index) => ({ id, number: numbers[index] as string })),
  };
}

/** A customer's text as Meta delivers it: the Cloud API webhook body, signed with the app secret. */
async function postInbound(baseUrl: string, from: string) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'BENCH-WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: `Bench customer ${from}` }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.BENCH-IN-${from}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'Olá, preciso de ajuda' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const response = await fetch(`${baseUrl}/api/webhooks/whatsapp-cloud`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, appSecret) },
    body: raw,
  });
  if (response.status !== 200) {
    throw new ScenarioFailure(
      `the inbound webhook answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  }
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}
