import { describe, expect, it, vi } from 'vitest';
import type { CampaignDispatcher } from './campaign-dispatcher';
import { campaignsDispatch } from './campaigns-dispatch.job';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

function fakeDispatcher() {
  const tick = vi.fn(async () => ({ started: 0, sent: 0, failed: 0, finished: 0 }));
  const nextDueAt = vi.fn(async () => new Date(Date.now() + 1));
  return { tick, nextDueAt, dispatcher: { tick, nextDueAt } as unknown as CampaignDispatcher };
}

describe('campaigns.dispatch run', () => {
  it('queues the chain’s next run for the next second while the queue accepts jobs', async () => {
    const { dispatcher, tick } = fakeDispatcher();
    const jobs = { accepting: true, enqueue: vi.fn(async () => 'id') };
    const started = Date.now();
    setTimeout(() => {
      jobs.accepting = false;
    }, 50);
    await campaignsDispatch({ dispatcher, logger, jobs })({}, {} as never);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(tick).toHaveBeenCalled();
    // The queue stopped accepting during the run: no next run is queued (the cron of the next start does it).
    expect(jobs.enqueue).not.toHaveBeenCalled();
  });

  it('queues the next run when the run ends normally', async () => {
    const { dispatcher } = fakeDispatcher();
    const jobs = { accepting: true, enqueue: vi.fn(async () => 'id') };
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    try {
      const run = campaignsDispatch({ dispatcher, logger, jobs })({}, {} as never);
      await vi.advanceTimersByTimeAsync(11_000);
      await run;
    } finally {
      vi.useRealTimers();
    }
    expect(jobs.enqueue).toHaveBeenCalledTimes(1);
    const [, , options] = jobs.enqueue.mock.calls[0] as unknown as [unknown, unknown, { startAfter: Date }];
    expect(options.startAfter.getTime() % 1000).toBe(0);
  });
});
