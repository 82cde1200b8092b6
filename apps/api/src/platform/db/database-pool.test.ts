import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { createDatabase } from './database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the connection pool', () => {
  it('keeps four connections open while idle and closes the ones past them', async () => {
    const db = createDatabase(database.url, { poolSize: 8, idleTimeoutMs: 100 });
    try {
      // Eight transactions at once hold eight connections.
      await Promise.all(
        Array.from({ length: 8 }, () => db.system.transaction((tx) => tx.execute(sql`SELECT pg_sleep(0.05)`))),
      );
      expect(db.pool.totalCount).toBe(8);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect({ open: db.pool.totalCount, idle: db.pool.idleCount }).toEqual({ open: 4, idle: 4 });
      // They still work.
      const [row] = (await db.system.transaction((tx) => tx.execute(sql`SELECT 1 AS one`))).rows;
      expect(row).toEqual({ one: 1 });
    } finally {
      await db.close();
    }
  });
});
