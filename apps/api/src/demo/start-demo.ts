import type { ChannelSink } from '../channels/channel-driver';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import { startDemoCustomers } from './demo-customers';
import { printDemoCredentials, seedDemoCompany } from './seed-demo';

export interface DemoDeps {
  db: Database;
  events: DomainEvents;
  sink: ChannelSink;
  logger: Logger;
  dataDir: string;
  url: string;
}

/** `npm start -- --demo`: seed (once), print the logins, and start the simulated customers. */
export async function startDemo(deps: DemoDeps, timing = { intervalMs: 45_000, replyDelayMs: 4_000 }) {
  const demo = await seedDemoCompany(deps.db, deps.dataDir);
  const stop = await startDemoCustomers(deps, {
    companyId: demo.companyId,
    connectionId: demo.connectionId,
    ...timing,
  });
  printDemoCredentials(demo, deps.url);
  return { demo, stop };
}
