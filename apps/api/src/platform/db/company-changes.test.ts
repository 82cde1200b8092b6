import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createHelp, createTag } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';

let database: TestDatabase;
let companyA: number;
let companyB: number;
beforeAll(async () => {
  database = await createTestDatabase();
  companyA = (await createCompany(database.db)).id;
  companyB = (await createCompany(database.db)).id;
});
afterAll(async () => database?.drop());

const changes = () => database.db.changes;
/** Lets the notifications of earlier writes arrive, so that they do not move a version read next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Another process's write: a connection of its own, outside this process's Database. */
async function writeElsewhere(statement: string, values: unknown[]) {
  const other = new pg.Client({ connectionString: database.url });
  await other.connect();
  try {
    await other.query(statement, values);
  } finally {
    await other.end();
  }
}

describe('company versions', () => {
  it('answers null until it listens, then a version', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(fresh.db.changes.version(companyA)).toBeNull();
      await fresh.db.changes.listening();
      expect(fresh.db.changes.version(companyA)).toEqual(expect.any(Number));
    } finally {
      await fresh.drop();
    }
  });

  it('moves a company on as soon as a transaction of this process that changed it commits, not others', async () => {
    await changes().listening();
    const beforeA = changes().version(companyA);
    const beforeB = changes().version(companyB);
    await createTag(database.db, companyA, { name: 'VIP' });
    expect(changes().version(companyA)).toBeGreaterThan(beforeA as number);
    expect(changes().version(companyB)).toBe(beforeB);

    const tenantBefore = changes().version(companyB) as number;
    await database.db
      .tenant(companyB)
      .transaction((tx) =>
        tx.execute(sql`insert into tags (company_id, name, color) values (${companyB}, 'Novo', '#000')`),
      );
    expect(changes().version(companyB)).toBeGreaterThan(tenantBefore);
  });

  it('leaves versions alone for reads and for tables no cached answer is made of', async () => {
    await changes().listening();
    await settle();
    const before = changes().version(companyA);
    await database.db.tenant(companyA).transaction((tx) => tx.execute(sql`select count(*) from tickets`));
    await createHelp(database.db, { title: 'Como usar' });
    await settle();
    expect(changes().version(companyA)).toBe(before);
  });

  it('hears another process’s committed change through the notification, and not a rolled-back one', async () => {
    await changes().listening();
    await settle();
    const before = changes().version(companyA) as number;
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update tags set name = 'Desfeito' where company_id = $1`, [companyA]);
      await other.query('rollback');
    } finally {
      await other.end();
    }
    await settle();
    expect(changes().version(companyA)).toBe(before);

    await writeElsewhere(`update tags set name = 'Outro processo' where company_id = $1`, [companyA]);
    await expect.poll(() => changes().version(companyA)).toBeGreaterThan(before);
  });

  it('answers null while its connection is lost, and moves every company past what came before once back', async () => {
    await changes().listening();
    const before = changes().version(companyB) as number;
    await writeElsewhere(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'chatdesk-changes' and datname = current_database()`,
      [],
    );
    await expect.poll(() => changes().version(companyB)).toBeNull();
    await changes().listening();
    expect(changes().version(companyB)).toBeGreaterThan(before);
  });
});
