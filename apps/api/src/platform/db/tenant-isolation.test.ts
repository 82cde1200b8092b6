import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { companies, users } from '../../db/schema';
import type { Tx } from './database';

/** Drizzle wraps the driver's error; the database's own words are in `cause`. */
const causeMatches = (pattern: RegExp) => (error: unknown) =>
  pattern.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message));

describe('tenant-scoped executor and row-level security', () => {
  let database: TestDatabase;
  let companyA: number;
  let companyB: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    companyA = (await createCompany(database.db)).id;
    companyB = (await createCompany(database.db)).id;
    await createUser(database.db, companyA, { name: 'Alice' });
    await createUser(database.db, companyA, { name: 'Aline' });
    await createUser(database.db, companyB, { name: 'Bob' });
  });
  afterAll(() => database.drop());

  it('reads only its own company when the query forgets the company filter', async () => {
    const names = await database.db.tenant(companyA).transaction((tx) => tx.select({ name: users.name }).from(users));
    expect(names.map((row) => row.name).sort()).toEqual(['Alice', 'Aline']);
    const companyRows = await database.db.tenant(companyB).transaction((tx) => tx.select().from(companies));
    expect(companyRows.map((row) => row.id)).toEqual([companyB]);
  });

  it('cannot read another company even when asking for it by id', async () => {
    const rows = await database.db
      .tenant(companyA)
      .transaction((tx) => tx.select().from(users).where(eq(users.companyId, companyB)));
    expect(rows).toEqual([]);
  });

  it('cannot write rows into another company, nor update or delete its rows', async () => {
    const attempt = database.db
      .tenant(companyA)
      .transaction((tx) =>
        tx
          .insert(users)
          .values({ companyId: companyB, name: 'Mallory', email: 'mallory@example.com', passwordHash: 'x' }),
      );
    await expect(attempt).rejects.toSatisfy(causeMatches(/row-level security/));

    const updated = await database.db
      .tenant(companyA)
      .transaction((tx) => tx.update(users).set({ name: 'Hacked' }).where(eq(users.name, 'Bob')).returning());
    expect(updated).toEqual([]);
    const deleted = await database.db.tenant(companyA).transaction((tx) => tx.delete(users).returning());
    expect(deleted.every((row) => row.companyId === companyA)).toBe(true);
    const bob = await database.db.system.transaction((tx) => tx.select().from(users).where(eq(users.name, 'Bob')));
    expect(bob).toHaveLength(1);
  });

  it('fails closed when a tenant-role query runs without a company set', async () => {
    const attempt = database.db.system.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE chatdesk_tenant`);
      return tx.select().from(users);
    });
    // Never set on this connection: "unrecognized configuration parameter"; set earlier and reset: ''::integer fails.
    await expect(attempt).rejects.toSatisfy(causeMatches(/app\.company_id|invalid input syntax for type integer/));
  });

  it('never carries the tenant over to the next use of a pooled connection', async () => {
    await database.db.tenant(companyA).transaction((tx) => tx.select().from(users));
    const everyone = await database.db.system.transaction((tx) => tx.select().from(users));
    expect(everyone.map((row) => row.companyId)).toContain(companyB);
    const role = await database.db.system.transaction((tx) => tx.execute(sql`SELECT current_user AS role`));
    expect(role.rows[0]?.role).not.toBe('chatdesk_tenant');
  });

  it('runs generic plans only in a transaction that asks for them, still under the tenant', async () => {
    const planMode = (tx: Tx) =>
      tx.execute(sql`SELECT current_setting('plan_cache_mode') AS mode, current_user AS role FROM companies`);
    const generic = await database.db.tenant(companyB, { plans: 'generic' }).transaction(planMode);
    // One row: the tenant's own company, read as the tenant role.
    expect(generic.rows).toEqual([{ mode: 'force_generic_plan', role: 'chatdesk_tenant' }]);
    const plain = await database.db.tenant(companyB).transaction(planMode);
    expect(plain.rows).toEqual([{ mode: 'auto', role: 'chatdesk_tenant' }]);
    const system = await database.db.system.transaction(planMode);
    expect(system.rows.map((row) => row.mode)).toEqual(system.rows.map(() => 'auto'));
    expect(system.rows.length).toBeGreaterThan(1);
  });

  it('runs an opening read with BEGIN, under the tenant, and rolls back with the work', async () => {
    const opening = 'SELECT current_user AS role, array_agg(name)::text[] AS names FROM users';
    const opened = await database.db.tenant(companyB).transaction(async (_tx, rows) => rows, opening);
    expect(opened).toEqual([{ role: 'chatdesk_tenant', names: ['Bob'] }]);
    const [asSystem] = (await database.db.system.transaction(async (_tx, rows) => rows, opening)) as { role: string }[];
    expect(asSystem?.role).not.toBe('chatdesk_tenant');
    expect(await database.db.tenant(companyB).transaction(async (_tx, rows) => rows)).toEqual([]);

    const failing = database.db.tenant(companyB).transaction(async (tx) => {
      await tx.update(users).set({ name: 'Renamed' }).where(eq(users.name, 'Bob'));
      throw new Error('work failed');
    }, opening);
    await expect(failing).rejects.toThrow('work failed');
    expect(await database.db.tenant(companyB).transaction(async (_tx, rows) => rows, opening)).toEqual([
      { role: 'chatdesk_tenant', names: ['Bob'] },
    ]);
    await expect(database.db.tenant(companyB).transaction(async () => 1, 'SELECT nonsense FROM users')).rejects.toThrow(
      /nonsense/,
    );
  });

  it('gives the tenant role read-only plans and settings, and nothing on platform-only tables', async () => {
    const asTenant = (statement: string) =>
      database.db.tenant(companyA).transaction((tx) => tx.execute(sql.raw(statement)));
    await expect(asTenant('SELECT count(*) FROM plans')).resolves.toBeDefined();
    await expect(asTenant("UPDATE settings SET value = 'x'")).rejects.toSatisfy(causeMatches(/permission denied/));
    await expect(asTenant('SELECT count(*) FROM auth_attempts')).rejects.toSatisfy(causeMatches(/permission denied/));
  });
});
