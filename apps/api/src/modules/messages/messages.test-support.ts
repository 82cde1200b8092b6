import { eq } from 'drizzle-orm';
import pg from 'pg';
import { vi } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import {
  createConnection,
  createContact,
  createMessage,
  createQueue,
  createTicket,
  createUser,
  linkUserQueues,
} from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import type { SandboxDriver } from '../../channels/sandbox/sandbox-driver';
import { messages, tickets } from '../../db/schema';
import { insertDefaultCompanySettings, writeCompanySettings } from '../companies/company-settings.repository';
import { upsertSetting } from '../settings/settings.repository';

export const eventually = { timeout: 15_000, interval: 50 };

/**
 * A company with a sandbox connection, one queue, an admin, an attendant (in the queue) and a
 * colleague (in the queue too), and a contact with an open ticket of the attendant.
 */
export async function messagesDesk(ctx: TestContext) {
  const staff = await companyWithStaff(ctx);
  const companyId = staff.company.id;
  const connection = await createConnection(ctx.db, companyId, { name: 'Loja', isDefault: true });
  const queue = await createQueue(ctx.db, companyId, { name: 'Vendas', color: '#112233' });
  const colleague = await createUser(ctx.db, companyId, { profile: 'user', name: 'Colega Carla' });
  await linkUserQueues(ctx.db, companyId, staff.user.id, [queue.id]);
  await linkUserQueues(ctx.db, companyId, colleague.id, [queue.id]);
  const asColleague = await clientFor(ctx, colleague);

  const ticket = async (overrides: Parameters<typeof createTicket>[2] = {}) => {
    const contactId = overrides.contactId ?? (await createContact(ctx.db, companyId, { channel: 'sandbox' })).id;
    return createTicket(ctx.db, companyId, {
      whatsappId: connection.id,
      status: 'open',
      userId: staff.user.id,
      queueId: queue.id,
      ...overrides,
      contactId,
    });
  };
  const message = (row: Awaited<ReturnType<typeof ticket>>, overrides: Parameters<typeof createMessage>[2] = {}) =>
    createMessage(ctx.db, row, overrides);

  const sandbox = () => ctx.channels.runtime.driverFor('sandbox') as SandboxDriver;
  /** Waits until the simulated phone received `count` sends on the desk's connection and returns them. */
  const sentToPhone = async (count: number) => {
    await vi.waitFor(() => {
      if (
        sandbox()
          .outbox(connection.id)
          .filter((entry) => entry.kind === 'send').length < count
      ) {
        throw new Error('not sent yet');
      }
    }, eventually);
    return sandbox()
      .outbox(connection.id)
      .filter((entry) => entry.kind === 'send');
  };

  return { ...staff, companyId, connection, queue, colleague, asColleague, ticket, message, sandbox, sentToPhone };
}
export type MessagesDesk = Awaited<ReturnType<typeof messagesDesk>>;

export async function storedMessage(ctx: TestContext, id: number) {
  const [row] = await ctx.db.system.transaction((tx) => tx.select().from(messages).where(eq(messages.id, id)));
  return row;
}

export async function messagesOfTicket(ctx: TestContext, ticketId: number) {
  return ctx.db.system.transaction((tx) =>
    tx.select().from(messages).where(eq(messages.ticketId, ticketId)).orderBy(messages.id),
  );
}

export async function storedTicketRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db.system.transaction((tx) => tx.select().from(tickets).where(eq(tickets.id, id)));
  return row;
}

export async function setCompanyOption(ctx: TestContext, companyId: number, values: Record<string, string>) {
  await ctx.db.system.transaction(async (tx) => {
    await insertDefaultCompanySettings(tx, companyId);
    await writeCompanySettings(tx, companyId, values);
  });
}

export async function setGlobalSetting(ctx: TestContext, key: string, value: string) {
  await ctx.db.system.transaction((tx) => upsertSetting(tx, key, value));
}

export async function setMessageTime(ctx: TestContext, id: number, createdAt: Date) {
  await ctx.db.system.transaction((tx) => tx.update(messages).set({ createdAt }).where(eq(messages.id, id)));
}

/**
 * Records every query issued on a pg client while another query of that client is still running:
 * a transaction is one client, and pg deprecates (and will refuse in pg@9) such concurrent queries.
 * Returns the recorded SQL texts and the restore function.
 */
export function watchOverlappingQueries() {
  const running = new WeakMap<object, number>();
  const overlapping: string[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: object, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) {
      const first = args[0] as string | { text?: string };
      overlapping.push(typeof first === 'string' ? first : (first?.text ?? ''));
    }
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return last(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  } as never);
  return { overlapping, restore: () => spy.mockRestore() };
}
