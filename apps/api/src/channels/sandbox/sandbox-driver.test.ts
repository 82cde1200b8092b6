import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelSink, ConnectionRow, NormalizedInbound, OutboundMessage } from '../channel-driver';
import { createSandboxDriver, isSandboxDriver } from './sandbox-driver';

const connection = { id: 7, companyId: 3, channel: 'sandbox' } as ConnectionRow;
const outbound: OutboundMessage = {
  messageId: 1,
  to: '5511987654321',
  isGroup: false,
  body: 'Olá',
  mediaType: 'conversation',
};

function recordingSink() {
  const inbound: NormalizedInbound[] = [];
  const statuses: string[] = [];
  const sink: ChannelSink = {
    inbound: async (_connection, event) => void inbound.push(event),
    status: async (_connection, status) => void statuses.push(status),
  };
  return { sink, inbound, statuses };
}

describe('sandbox driver', () => {
  afterEach(() => vi.useRealTimers());

  it('reports CONNECTED on start', async () => {
    const { sink, statuses } = recordingSink();
    await createSandboxDriver(sink).start(connection);
    expect(statuses).toEqual(['CONNECTED']);
  });

  it('answers a send with a fresh id at ack 1, then delivers acks 2 and 3 one delay apart', async () => {
    vi.useFakeTimers();
    const { sink, inbound } = recordingSink();
    const driver = createSandboxDriver(sink, { ackDelayMs: 100 });
    const first = await driver.send(connection, outbound);
    const second = await driver.send(connection, outbound);
    expect(first.ack).toBe(1);
    expect(first.externalId).not.toBe(second.externalId);
    await vi.advanceTimersByTimeAsync(100);
    expect(inbound).toEqual([
      { kind: 'ack', externalId: first.externalId, ack: 2 },
      { kind: 'ack', externalId: second.externalId, ack: 2 },
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(inbound.slice(2)).toEqual([
      { kind: 'ack', externalId: first.externalId, ack: 3 },
      { kind: 'ack', externalId: second.externalId, ack: 3 },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(inbound).toHaveLength(4);
  });

  it('stops pending acks of a stopped connection only', async () => {
    vi.useFakeTimers();
    const { sink, inbound } = recordingSink();
    const driver = createSandboxDriver(sink, { ackDelayMs: 50 });
    await driver.send(connection, outbound);
    const other = await driver.send({ ...connection, id: 8 }, outbound);
    await driver.stop(connection.id);
    await vi.advanceTimersByTimeAsync(500);
    expect(inbound).toEqual([
      { kind: 'ack', externalId: other.externalId, ack: 2 },
      { kind: 'ack', externalId: other.externalId, ack: 3 },
    ]);
  });

  it('keeps a bounded outbox per connection with sends, edits and deletes', async () => {
    const { sink } = recordingSink();
    const driver = createSandboxDriver(sink, { ackDelayMs: 0, outboxLimit: 3 });
    const sent = await driver.send(connection, outbound);
    await driver.edit?.(connection, { to: outbound.to, externalId: sent.externalId }, 'Olá!');
    await driver.delete?.(connection, { to: outbound.to, externalId: sent.externalId });
    expect(driver.outbox(connection.id).map((entry) => entry.kind)).toEqual(['send', 'edit', 'delete']);
    await driver.send(connection, { ...outbound, body: 'segunda' });
    const entries = driver.outbox(connection.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['edit', 'delete', 'send']);
    expect(entries[2]).toMatchObject({ kind: 'send', message: { body: 'segunda' } });
    expect(driver.outbox(99)).toEqual([]);
    expect(isSandboxDriver(driver)).toBe(true);
    expect(isSandboxDriver({ ...driver, channel: 'webchat' } as never)).toBe(false);
    await driver.stop(connection.id);
  });
});
