import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, startTestPlatform, type TestContext } from '../../../test/harness';
import { recurringJobs } from '../../platform/jobs/registry';
import { timersWorld } from './timers.test-support';
import { timersSweepJob } from './timers-sweep.job';

describe('the timers sweep job', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is scheduled every minute by a fresh start of the platform, in the database, so a restart keeps it', async () => {
    expect(recurringJobs).toContainEqual(expect.objectContaining({ definition: timersSweepJob, cron: '* * * * *' }));
    const started = await startTestPlatform();
    try {
      const scheduled = () =>
        started.database.db.pool.query('SELECT cron FROM pgboss.schedule WHERE name = $1', [timersSweepJob.name]);
      expect((await scheduled()).rows).toEqual([{ cron: '* * * * *' }]);
      await started.platform.stop();
      expect((await scheduled()).rows).toEqual([{ cron: '* * * * *' }]);
    } finally {
      await started.close();
    }
  });

  it('runs the sweep on the real clock when the job fires, catching up on work that fell due while nothing ran', async () => {
    const world = timersWorld(ctx);
    const company = await world.company();
    const connection = await world.connection(company.id, { expiresTicket: 30, expiresInactiveMessage: 'Encerrado' });
    const ticket = await world.ticket(company.id, connection.id, { status: 'open' });
    await world.set(ticket.id, { lastAgentMessageAt: new Date(Date.now() - 3 * 3_600_000), createdAt: new Date(0) });

    await ctx.jobs.enqueue(timersSweepJob, {});
    await vi.waitFor(async () => expect((await world.read(ticket.id)).status).toBe('closed'), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await world.botMessages(ticket.id)).map((message) => message.body)).toEqual(['Encerrado']);
  });
});
