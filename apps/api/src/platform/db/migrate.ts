import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { tenantRoleName } from '../../db/schema/tenancy';

export const migrationsFolder = path.resolve(fileURLToPath(new URL('../../../drizzle', import.meta.url)));

/**
 * Platform-wide tables a tenant may read. The rest without RLS (login throttling, socket
 * attachments, pg-boss) are the owner's alone: the tenant role gets no grant on them.
 */
const readableGlobalTables = ['plans', 'settings', 'helps', 'announcements'];

// Arbitrary constant: serializes migrations when several processes start at once.
const migrationLockKey = 7_300_360;

/**
 * Prepares the database as its owner: the tenant role, the committed migrations, then the
 * grants the tenant role needs. Tables with row-level security get full DML for the tenant
 * role; the readable global tables are read-only to it; others get nothing.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${tenantRoleName}') THEN
          CREATE ROLE ${tenantRoleName} NOLOGIN NOSUPERUSER NOBYPASSRLS;
        END IF;
      END $$;`);
    await client.query(`
      DO $$ BEGIN
        IF NOT pg_has_role(current_user, '${tenantRoleName}', 'MEMBER') THEN
          EXECUTE format('GRANT ${tenantRoleName} TO %I', current_user);
        END IF;
      END $$;`);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query(`
      GRANT USAGE ON SCHEMA public TO ${tenantRoleName};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${tenantRoleName};
      DO $$ DECLARE t record; BEGIN
        FOR t IN SELECT c.relname, c.relrowsecurity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') LOOP
          IF t.relrowsecurity THEN
            EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${tenantRoleName}', t.relname);
          ELSIF t.relname = ANY (ARRAY[${readableGlobalTables.map((name) => `'${name}'`).join(', ')}]) THEN
            EXECUTE format('GRANT SELECT ON %I TO ${tenantRoleName}', t.relname);
          END IF;
        END LOOP;
      END $$;`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}
