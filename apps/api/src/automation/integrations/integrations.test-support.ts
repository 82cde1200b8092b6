import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/harness';
import {
  connections,
  integrationInbox,
  integrationSessions,
  prompts,
  queueIntegrations,
  queues,
} from '../../db/schema';
import { menuDesk } from '../menus/menus.test-support';
import type { ConversationTurn, IntegrationDriver, IntegrationReply, IntegrationTarget } from './integration-driver';

type IntegrationValues = Partial<Omit<typeof queueIntegrations.$inferInsert, 'companyId'>>;

/** Polls `read` until `done` holds (the call runs after the turn's commit, the delivery as a job), or times out. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What integration tests set up in a company: queue integrations (a webhook's secret sealed as the
 * API seals it) and prompts written straight into their tables (their API is another part's),
 * named by the phone or a queue; the ticket's session and the integration inbox.
 */
export function integrationFixtures(ctx: TestContext, companyId: number, phoneId: number) {
  const db = <T>(work: Parameters<typeof ctx.db.system.transaction<T>>[0]) => ctx.db.system.transaction(work);

  async function integration(values: IntegrationValues & { secret?: string }) {
    const { secret, ...rest } = values;
    const [row] = await db((tx) =>
      tx
        .insert(queueIntegrations)
        .values({
          companyId,
          type: 'webhook',
          name: 'Motor',
          ...(secret ? { webhookSecretSealed: ctx.secrets.seal(secret) } : {}),
          ...rest,
        })
        .returning(),
    );
    if (!row) throw new Error('integration not stored');
    return row;
  }

  async function prompt(values: { queueId?: number | null; name?: string } = {}) {
    const [row] = await db((tx) =>
      tx
        .insert(prompts)
        .values({
          companyId,
          name: 'Assistente',
          prompt: 'Você é um atendente.',
          apiKeySealed: ctx.secrets.seal('sk-test'),
          ...values,
        })
        .returning(),
    );
    if (!row) throw new Error('prompt not stored');
    return row;
  }

  /** The phone's own integration or prompt (a new ticket starts with it). */
  const onPhone = (values: { integrationId?: number | null; promptId?: number | null }) =>
    db((tx) => tx.update(connections).set(values).where(eq(connections.id, phoneId)));

  const onQueue = (queueId: number, integrationId: number | null) =>
    db((tx) => tx.update(queues).set({ integrationId }).where(eq(queues.id, queueId)));

  const session = async (ticketId: number) =>
    (await db((tx) => tx.select().from(integrationSessions).where(eq(integrationSessions.ticketId, ticketId))))[0] ??
    null;

  const waiting = (ticketId: number) =>
    db((tx) =>
      tx
        .select()
        .from(integrationInbox)
        .where(and(eq(integrationInbox.companyId, companyId), eq(integrationInbox.ticketId, ticketId))),
    );

  return { integration, prompt, onPhone, onQueue, session, waiting };
}

/** menuDesk (queues, options, the ticket's log) plus integrationFixtures. */
export async function integrationDesk(ctx: TestContext) {
  const desk = await menuDesk(ctx);
  const logTypes = async (ticketId: number) => (await desk.logs(ticketId)).map(([type]) => type);
  return { ...desk, ...integrationFixtures(ctx, desk.companyId, desk.phone.id), logTypes };
}

/** A call a test driver received: the target and the turn. */
export interface DriverCall {
  target: IntegrationTarget;
  turn: ConversationTurn;
}

/**
 * An engine for the runner's behaviour, whatever the engine: records each call and answers what
 * `answer` gives (an answer, or a throw), optionally after `hold` resolves.
 */
export function scriptedDriver(answer: (call: DriverCall) => IntegrationReply | Promise<IntegrationReply>) {
  const calls: DriverCall[] = [];
  const driver: IntegrationDriver = {
    async converse(target, turn) {
      const call = { target, turn };
      calls.push(call);
      return answer(call);
    },
  };
  return { driver, calls };
}

/** A reply of texts only, keeping no state. */
export const says = (...texts: string[]): IntegrationReply => ({
  messages: texts.map((body) => ({ kind: 'text', body })),
  actions: [],
  session: null,
});
