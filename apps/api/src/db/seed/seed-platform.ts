import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger/logger';
import { companies, plans, settings, users } from '../schema';

export const platformCompanyId = 1;
/** Spec 1 §1: company 1 never expires; a fixed far-future due date. */
export const platformDueDate = new Date('2999-12-31T23:59:59Z');

export const defaultGlobalSettings: Record<string, string> = {
  userCreation: 'enabled',
  downloadLimit: '64',
  allowSignup: 'disabled',
  appName: '',
  primaryColorLight: '#0000FF',
  primaryColorDark: '#39ACE7',
  appLogoLight: '',
  appLogoDark: '',
  appLogoFavicon: '',
  supportChatUrl: '',
};

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  dataDir: string;
}

/**
 * First start only: the platform company (id 1), a default plan, the super user and the
 * global settings. Safe to run on every start and from several processes at once.
 */
export async function seedPlatform(db: Database, options: SeedOptions, logger: Logger): Promise<void> {
  const created = await db.system.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7300361)`);
    await tx
      .insert(settings)
      .values(Object.entries(defaultGlobalSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    const existing = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} = ${platformCompanyId}`);
    if (existing.length > 0) return null;

    const [plan] = await tx
      .insert(plans)
      .values({ name: 'Plano 1', amount: '0', users: 10, connections: 10, queues: 10, isPublic: false })
      .onConflictDoUpdate({ target: plans.name, set: { updatedAt: sql`now()` } })
      .returning({ id: plans.id });
    await tx.insert(companies).values({
      id: platformCompanyId,
      name: 'Empresa 1',
      email: options.adminEmail,
      planId: plan?.id,
      dueDate: platformDueDate,
      recurrence: 'ANUAL',
    });
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('companies', 'id'), GREATEST((SELECT max(id) FROM companies), 1))`,
    );
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    await tx.insert(users).values({
      companyId: platformCompanyId,
      name: 'Admin',
      email: options.adminEmail,
      passwordHash: await hashPassword(password),
      profile: 'admin',
      isSuper: true,
    });
    return { generatedPassword: options.adminPassword ? null : password };
  });

  if (!created) return;
  logger.info({ email: options.adminEmail }, 'platform seeded: company 1, default plan and super user');
  if (created.generatedPassword) {
    const file = path.join(options.dataDir, 'initial-admin-password');
    await writeFile(file, `${created.generatedPassword}\n`, { mode: 0o600 });
    // Printed once, on purpose, outside the JSON log stream so it is easy to spot.
    process.stdout.write(
      `\n  First admin: ${options.adminEmail}\n  Password:    ${created.generatedPassword}\n  (also saved to ${file})\n\n`,
    );
  }
}
