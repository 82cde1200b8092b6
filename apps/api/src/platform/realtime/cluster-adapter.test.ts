import type { PostgresAdapter } from '@socket.io/postgres-adapter';
import { type ClusterMessage, MessageType } from 'socket.io-adapter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastingToPeersOnly } from './cluster-adapter';

/** Stands in for the PostgreSQL adapter: its peer map and what it would NOTIFY. */
function fakeAdapterFactory() {
  const published: ClusterMessage[] = [];
  const nodesMap = new Map<string, number>();
  const factory = () =>
    ({
      nodesMap,
      doPublish: async (message: ClusterMessage) => {
        published.push(message);
        return '';
      },
    }) as unknown as PostgresAdapter;
  return { factory, published, nodesMap };
}

const publishOf = (adapter: unknown) =>
  (adapter as { doPublish(message: ClusterMessage): Promise<string> }).doPublish.bind(adapter);
const broadcast = {
  type: MessageType.BROADCAST,
  data: { packet: {}, opts: { rooms: [], except: [] } },
} as unknown as ClusterMessage;
const heartbeat = { type: MessageType.HEARTBEAT } as ClusterMessage;

describe('broadcastingToPeersOnly', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes broadcasts while peers may still answer, and later only when the namespace has a peer', async () => {
    vi.useFakeTimers();
    const { factory, published, nodesMap } = fakeAdapterFactory();
    const publish = publishOf(broadcastingToPeersOnly(factory)({}));

    // Just created: a peer may not have answered the first heartbeat yet.
    await publish(broadcast);
    expect(published).toHaveLength(1);

    // Alone for good: broadcasts stay in this process, heartbeats still go out.
    vi.advanceTimersByTime(6_000);
    await publish(broadcast);
    await publish(heartbeat);
    expect(published.map((message) => message.type)).toEqual([MessageType.BROADCAST, MessageType.HEARTBEAT]);

    // A peer appeared (its heartbeat arrived): broadcasts reach it.
    nodesMap.set('peer', Date.now());
    await publish(broadcast);
    expect(published.map((message) => message.type)).toEqual([
      MessageType.BROADCAST,
      MessageType.HEARTBEAT,
      MessageType.BROADCAST,
    ]);
  });
});
