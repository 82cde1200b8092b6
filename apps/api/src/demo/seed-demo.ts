import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { companies, connectionQueues, connections, plans, queues, userQueues, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Database } from '../platform/db/database';
import { seedDemoAutomation } from './demo-automation';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  profile: 'admin' | 'user';
}

export interface DemoCompany {
  companyId: number;
  connectionId: number;
  accounts: DemoAccount[];
}

const demoAdminEmail = 'admin@demo.chatdesk.local';
const credentialsFile = (dataDir: string) => path.join(dataDir, 'demo-credentials.json');

/**
 * The demo company, created once: an admin, two attendants (one per queue, both seeing tickets
 * without a queue too), two queues and a sandbox connection offering both, with the bot's greeting,
 * option trees, business hours and ratings (demo-automation.ts). Passwords are generated, kept mode 600 under DATA_DIR and
 * printed on every demo start; a second start reuses everything.
 */
export async function seedDemoCompany(db: Database, dataDir: string): Promise<DemoCompany> {
  const existing = await findDemoCompany(db);
  if (existing) {
    const accounts = JSON.parse(await readFile(credentialsFile(dataDir), 'utf8')) as DemoAccount[];
    return { ...existing, accounts };
  }
  const password = () => randomBytes(9).toString('base64url');
  const accounts: DemoAccount[] = [
    { name: 'Demo Admin', email: demoAdminEmail, password: password(), profile: 'admin' },
    { name: 'Beatriz (Vendas)', email: 'vendas@demo.chatdesk.local', password: password(), profile: 'user' },
    { name: 'Diego (Suporte)', email: 'suporte@demo.chatdesk.local', password: password(), profile: 'user' },
  ];
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  const seeded = await db.system.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({
        name: `Demo ${randomBytes(3).toString('hex')}`,
        users: 10,
        connections: 3,
        queues: 10,
        isPublic: false,
      })
      .returning({ id: plans.id });
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Loja Demo', email: demoAdminEmail, planId: plan?.id, dueDate: new Date('2999-12-31T23:59:59Z') })
      .returning({ id: companies.id });
    const companyId = company?.id as number;
    const userRows = await tx
      .insert(users)
      .values(
        accounts.map((account, index) => ({
          companyId,
          name: account.name,
          email: account.email,
          passwordHash: hashes[index] as string,
          profile: account.profile,
          allTicket: 'enabled' as const,
        })),
      )
      .returning({ id: users.id });
    const queueRows = await tx
      .insert(queues)
      .values([
        { companyId, name: 'Vendas', color: '#2E7D32', orderQueue: 1 },
        { companyId, name: 'Suporte', color: '#1565C0', orderQueue: 2 },
      ])
      .returning({ id: queues.id });
    const [admin, sales, support] = userRows.map((row) => row.id);
    const [salesQueue, supportQueue] = queueRows.map((row) => row.id) as [number, number];
    await tx.insert(userQueues).values([
      { companyId, userId: admin as number, queueId: salesQueue },
      { companyId, userId: admin as number, queueId: supportQueue },
      { companyId, userId: sales as number, queueId: salesQueue },
      { companyId, userId: support as number, queueId: supportQueue },
    ]);
    const [connection] = await tx
      .insert(connections)
      .values({
        companyId,
        name: 'Celular Demo',
        channel: 'sandbox',
        status: 'CONNECTED',
        isDefault: true,
        number: '5511900000000',
      })
      .returning({ id: connections.id });
    const connectionId = connection?.id as number;
    await tx.insert(connectionQueues).values([
      { companyId, whatsappId: connectionId, queueId: salesQueue },
      { companyId, whatsappId: connectionId, queueId: supportQueue },
    ]);
    await seedDemoAutomation(tx, {
      companyId,
      connectionId,
      salesQueueId: salesQueue,
      supportQueueId: supportQueue,
      salesUserId: sales as number,
      supportUserId: support as number,
    });
    return { companyId, connectionId };
  });
  await writeFile(credentialsFile(dataDir), JSON.stringify(accounts, null, 2), { mode: 0o600 });
  return { ...seeded, accounts };
}

async function findDemoCompany(db: Database): Promise<Omit<DemoCompany, 'accounts'> | null> {
  return db.system.transaction(async (tx) => {
    const [admin] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoAdminEmail));
    if (!admin) return null;
    const [connection] = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(eq(connections.companyId, admin.companyId));
    return connection ? { companyId: admin.companyId, connectionId: connection.id } : null;
  });
}

export function printDemoCredentials(demo: DemoCompany, url: string): void {
  const lines = demo.accounts.map(
    (account) => `    ${account.email.padEnd(30)} ${account.password}  (${account.profile})`,
  );
  process.stdout.write(
    `\n  Demo company "Loja Demo" is ready at ${url}\n  Log in as:\n${lines.join('\n')}\n  A new simulated customer writes to the sandbox phone every 45 seconds; reply and they answer.\n\n`,
  );
}
