import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { isSandboxDriver } from '../../../channels/sandbox/sandbox-driver';
import { dispatcherWorld, unpacedAllDay } from './dispatcher.test-support';

const recipients = 30;

/** Runs test/fixtures/campaign-crash.ts until it kills itself; answers the numbers its phone received. */
async function crashedRun(ctx: TestContext, mode: 'in-transaction' | 'after-commit', killAt: number) {
  const phoneLog = path.join(ctx.dataDir, `phone-${mode}.log`);
  await writeFile(phoneLog, '');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/campaign-crash.ts', ctx.url, ctx.dataDir, phoneLog, mode, String(killAt)],
    { cwd: path.resolve(import.meta.dirname, '../../../..'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
  expect(signal).toBe('SIGKILL');
  return (await readFile(phoneLog, 'utf8')).split('\n').filter(Boolean);
}

describe('the campaign dispatcher: a kill -9 in the middle of a campaign', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['in-transaction', 13],
    ['after-commit', 11],
  ] as const)(
    'killed %s at message %i, then restarted: every recipient got exactly one message',
    async (mode, killAt) => {
      const world = await dispatcherWorld(ctx, unpacedAllDay);
      const list = await world.list(
        Array.from({ length: recipients }, (_, index) => ({
          number: `55119${String(killAt * 100 + index).padStart(8, '0')}`,
        })),
      );
      const campaign = await world.campaign({ contactListId: list.id, scheduledAt: new Date(Date.now() - 1000) });
      const beforeKill = await crashedRun(ctx, mode, killAt);
      // Batches of five: the two batches before the fatal one went out, nothing of the fatal one did.
      expect(beforeKill).toHaveLength(10);
      const atKill = await world.shippings(campaign.id);
      expect(atKill.filter((row) => row.status === 'queued')).toHaveLength(mode === 'in-transaction' ? 20 : 15);

      // The restart: this process's dispatcher and send jobs (the dead one's jobs are in the database).
      const sandbox = ctx.channels.runtime.driverFor('sandbox');
      if (!isSandboxDriver(sandbox)) throw new Error('the sandbox phone is not registered');
      const dispatcher = world.dispatcher({ now: () => new Date() });
      await vi.waitFor(
        async () => {
          await dispatcher.tick(new Date());
          const rows = await world.shippings(campaign.id);
          expect(rows.filter((row) => !['sent', 'delivered', 'read'].includes(row.status))).toEqual([]);
          expect((await world.readCampaign(campaign.id)).status).toBe('FINALIZADA');
        },
        { timeout: 30_000, interval: 250 },
      );
      const afterRestart = sandbox
        .outbox(world.connection.id)
        .flatMap((entry) => (entry.kind === 'send' ? [entry.message.to] : []));
      const received = [...beforeKill, ...afterRestart].sort();
      const expected = (await world.shippings(campaign.id)).map((row) => row.number).sort();
      expect(received).toEqual(expected);
      expect(await world.sentMessages(campaign.id)).toHaveLength(recipients);
    },
    90_000,
  );
});
