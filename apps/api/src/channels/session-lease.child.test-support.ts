/**
 * A second process for session-lease.test.ts: holds the lease of one connection until it is killed,
 * printing 'held' or 'refused' once and 'lost' if another holder takes it.
 * Usage: node --import tsx session-lease.child.test-support.ts <databaseUrl> <whatsappId> <ttlSeconds>
 */
import { createDatabase } from '../platform/db/database';
import { SessionLease } from './session-lease';

const [url, id, ttl] = process.argv.slice(2);
const db = createDatabase(String(url), { poolSize: 2 });
const lease = new SessionLease(db, { ttlSeconds: Number(ttl) });
const held = await lease.hold(Number(id), () => process.stdout.write('lost\n'));
process.stdout.write(held ? 'held\n' : 'refused\n');
setInterval(() => undefined, 60_000);
