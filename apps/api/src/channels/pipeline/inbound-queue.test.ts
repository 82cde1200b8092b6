import { describe, expect, it } from 'vitest';
import type { NormalizedInboundMessage } from '../channel-driver';
import { InboundQueue, maxBatchesInFlight, maxInboundBatch } from './inbound-queue';
import type { BatchOutcome, ConnectionCheck, InboundToStore } from './ingest-batch';

const connection = { companyId: 1, id: 7, channel: 'sandbox' as const };
const other = { companyId: 1, id: 8, channel: 'sandbox' as const };

const item = (externalId: string, quotedExternalId?: string): InboundToStore => ({
  event: {
    kind: 'message',
    externalId,
    chat: { id: '5511999990000', name: 'Ana', isGroup: false },
    fromMe: false,
    mediaType: 'conversation',
    body: externalId,
    ...(quotedExternalId ? { quotedExternalId } : {}),
  } satisfies NormalizedInboundMessage,
  mediaUrl: null,
});

/**
 * A store whose batches wait until released; records each batch's ids and connection. With
 * `locksAtOnce`, each batch reports its locks held as soon as it starts (the next may start).
 */
function gatedStore({ locksAtOnce = false } = {}) {
  const batches: { connectionId: number; ids: string[] }[] = [];
  const gates: (() => void)[] = [];
  const store = async (
    target: { id: number },
    batch: InboundToStore[],
    _check: unknown,
    locked: () => void,
  ): Promise<BatchOutcome[]> => {
    batches.push({ connectionId: target.id, ids: batch.map((entry) => entry.event.externalId) });
    if (locksAtOnce) locked();
    await new Promise<void>((release) => gates.push(release));
    return batch.map(() => ({ stored: null }));
  };
  const releaseNext = async () => {
    for (let tick = 0; tick < 20 && gates.length === 0; tick++) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
  };
  return { store, batches, releaseNext };
}

describe('InboundQueue', () => {
  it('stores a message alone at once, and those arriving meanwhile together next, in order', async () => {
    const { store, batches, releaseNext } = gatedStore();
    const queue = new InboundQueue(store);
    const done = ['a', 'b', 'c', 'd'].map((id) => queue.message(connection, item(id)));
    expect(batches).toEqual([{ connectionId: 7, ids: ['a'] }]);
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(done)).toEqual([{ stored: null }, { stored: null }, { stored: null }, { stored: null }]);
    expect(batches).toEqual([
      { connectionId: 7, ids: ['a'] },
      { connectionId: 7, ids: ['b', 'c', 'd'] },
    ]);
  });

  it('starts the next batch once the one before holds its locks, up to the limit in flight', async () => {
    const { store, batches, releaseNext } = gatedStore({ locksAtOnce: true });
    const queue = new InboundQueue(store);
    const order: string[] = [];
    const first = queue.message(connection, item('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = queue.message(connection, item('b'));
    await new Promise((resolve) => setImmediate(resolve));
    const third = queue.message(connection, item('c'));
    const edit = queue.task(connection.id, async () => {
      order.push(`edit after ${batches.length} batches`);
    });
    await new Promise((resolve) => setImmediate(resolve));
    // 'a' and 'b' are stored side by side; 'c' waits for room.
    expect(maxBatchesInFlight).toBe(2);
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['b']]);
    await releaseNext();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['b'], ['c']]);
    // The edit waits for every batch before it.
    expect(order).toEqual([]);
    await releaseNext();
    await releaseNext();
    await Promise.all([second, third, edit]);
    expect(order).toEqual(['edit after 3 batches']);
  });

  it('keeps connections apart: another connection does not wait for a busy one', async () => {
    const { store, batches, releaseNext } = gatedStore();
    const queue = new InboundQueue(store);
    const first = queue.message(connection, item('a'));
    const second = queue.message(other, item('b'));
    expect(batches).toEqual([
      { connectionId: 7, ids: ['a'] },
      { connectionId: 8, ids: ['b'] },
    ]);
    await releaseNext();
    await releaseNext();
    await Promise.all([first, second]);
  });

  it('runs other events alone in arrival order, between the batches before and after them', async () => {
    const { store, batches, releaseNext } = gatedStore();
    const queue = new InboundQueue(store);
    const order: string[] = [];
    const first = queue.message(connection, item('a'));
    const before = queue.message(connection, item('b'));
    const edit = queue.task(connection.id, async () => {
      order.push(`edit after ${batches.length} batches`);
    });
    const after = queue.message(connection, item('c'));
    await releaseNext();
    await releaseNext();
    await releaseNext();
    await Promise.all([first, before, edit, after]);
    expect(order).toEqual(['edit after 2 batches']);
    expect(batches.map((batch) => batch.ids)).toEqual([['a'], ['b'], ['c']]);
  });

  it('passes a failing event’s error to its caller only', async () => {
    const queue = new InboundQueue(async (_connection, batch) => batch.map(() => ({ stored: null })));
    await expect(
      queue.task(connection.id, async () => {
        throw new Error('edit failed');
      }),
    ).rejects.toThrow('edit failed');
    await expect(queue.message(connection, item('a'))).resolves.toEqual({ stored: null });
  });

  it('answers every message of a batch whose store throws with the failure', async () => {
    const queue = new InboundQueue(async () => {
      throw new Error('database down');
    });
    const outcome = await queue.message(connection, item('a'));
    expect(outcome).toMatchObject({ failed: new Error('database down') });
  });

  it('cuts a batch before a message quoting one in it, before another check, and at the size limit', async () => {
    const { store, batches, releaseNext } = gatedStore();
    const queue = new InboundQueue(store);
    const checkA: ConnectionCheck = () => undefined;
    const checkB: ConnectionCheck = () => undefined;
    const all = [
      queue.message(connection, item('head')),
      queue.message(connection, item('q1')),
      queue.message(connection, item('reply', 'q1')),
      queue.message(connection, item('checked'), checkA),
      queue.message(connection, item('checked-too'), checkA),
      queue.message(connection, item('other-check'), checkB),
      ...Array.from({ length: maxInboundBatch + 1 }, (_, index) => queue.message(connection, item(`bulk${index}`))),
    ];
    for (let batch = 0; batch < 7; batch++) await releaseNext();
    await Promise.all(all);
    expect(batches.map((batch) => batch.ids.length)).toEqual([1, 1, 1, 2, 1, maxInboundBatch, 1]);
    expect(batches.slice(0, 5).map((batch) => batch.ids)).toEqual([
      ['head'],
      ['q1'],
      ['reply'],
      ['checked', 'checked-too'],
      ['other-check'],
    ]);
  });

  it('runs the events of a group that wait in a row together, after the batches before them, each with its outcome', async () => {
    const { store, batches, releaseNext } = gatedStore();
    const queue = new InboundQueue(store);
    const runs: string[] = [];
    const acks = {
      async run(items: string[]) {
        runs.push(items.join(','));
        return items.map((name) => (name === 'bad' ? { failed: new Error(`${name} refused`) } : null));
      },
    };
    const first = queue.message(connection, item('m1'));
    const grouped = ['a1', 'bad', 'a3'].map((name) =>
      queue.grouped(connection.id, acks, name).then(
        () => name,
        (error: Error) => error.message,
      ),
    );
    const edit = queue.task(connection.id, async () => void runs.push('edit'));
    const late = queue.grouped(connection.id, acks, 'a4');
    // Nothing of the group runs while the message before it is being stored.
    expect(runs).toEqual([]);
    await releaseNext();
    expect(await Promise.all(grouped)).toEqual(['a1', 'bad refused', 'a3']);
    await Promise.all([first, edit, late]);
    expect(batches).toEqual([{ connectionId: 7, ids: ['m1'] }]);
    // The task between them cuts the run in two: a group never overtakes it.
    expect(runs).toEqual(['a1,bad,a3', 'edit', 'a4']);
  });
});
