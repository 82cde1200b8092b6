import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createPlan } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { connections } from '../../db/schema';
import { useFakeWhatsappDriver } from './connection-fake-driver.test-support';

export type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type ConnectionRow = Awaited<ReturnType<typeof createConnection>>;

/** A company whose plan has room for 10 users, queues and connections (channel flags as given). */
type PlanFlags = { useWhatsapp?: boolean; useFacebook?: boolean; useInstagram?: boolean };

export async function staffWithRoom(ctx: TestContext, flags: PlanFlags = {}): Promise<Staff> {
  const plan = await createPlan(ctx.db, { users: 10, queues: 10, connections: 10, ...flags });
  return companyWithStaff(ctx, { planId: plan.id });
}

/** A connection as stored (undefined once deleted), read past RLS. */
export const connectionRowOf = (ctx: TestContext, id: number) =>
  ctx.db.system.transaction(async (tx) => (await tx.select().from(connections).where(eq(connections.id, id)))[0]);

/**
 * A describe block's test app with the fake whatsapp driver, and another company (`other`) with a
 * default connection (`foreign`) for the cross-company checks: started before the tests, the real
 * driver put back and the app closed after them. Read the fields inside tests.
 */
export function useConnectionsBed(foreignConnection: Parameters<typeof createConnection>[2] = {}) {
  let started:
    | { ctx: TestContext; fake: ReturnType<typeof useFakeWhatsappDriver>; other: Staff; foreign: ConnectionRow }
    | undefined;
  const current = () => {
    if (!started) throw new Error('the connections test app is not started yet (read it inside a test)');
    return started;
  };
  beforeAll(async () => {
    const ctx = await createTestContext();
    const fake = useFakeWhatsappDriver(ctx);
    const other = await staffWithRoom(ctx);
    const foreign = await createConnection(ctx.db, other.company.id, {
      name: 'Alheia',
      isDefault: true,
      ...foreignConnection,
    });
    started = { ctx, fake, other, foreign };
  });
  afterAll(async () => {
    started?.fake.restore();
    await started?.ctx.close();
  });
  return {
    get ctx() {
      return current().ctx;
    },
    get fake() {
      return current().fake;
    },
    get other() {
      return current().other;
    },
    get foreign() {
      return current().foreign;
    },
    staffWithRoom: (flags: PlanFlags = {}) => staffWithRoom(current().ctx, flags),
    rowOf: (id: number) => connectionRowOf(current().ctx, id),
  };
}
