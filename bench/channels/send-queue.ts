import type { GraphStub } from '../../apps/api/test/graph-stub';
import { load, type ResultRow, resultRow, ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import { deliveryCounter, storedOutbound } from './delivery';
import type { ChannelFixtures } from './fixtures';
import { callApi, waitUntil } from './http';

export const queueMessages = Number(process.env.BENCH_CHANNEL_MESSAGES ?? 2000);
/** How long the queue may take to deliver everything after the last send was accepted. */
const drainTimeoutMs = Number(process.env.BENCH_CHANNEL_DRAIN_SECONDS ?? 120) * 1000;

/**
 * N texts through POST /api/messages/{ticketId} (round robin over the fixtures' open tickets) as fast
 * as 50 connections send them, then waits until the Graph stub received all N. Two rows: the accept
 * side (req/s, latency) and the delivery side (messages/s reaching Graph, and the drain after the
 * last accept).
 */
export async function runSendQueue(
  platform: BenchPlatform,
  stub: GraphStub,
  fixtures: ChannelFixtures,
): Promise<ResultRow[]> {
  const name = `send queue: ${queueMessages} texts via POST /api/messages/{ticketId}`;
  const marker = 'bench-queue';
  const counter = deliveryCounter(stub, marker);
  let sequence = 0;
  const startedAt = Date.now();
  try {
    const accepted = await load(name, {
      url: platform.url,
      amount: queueMessages,
      headers: { authorization: `Bearer ${fixtures.adminToken}`, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = sequence++;
            const ticket = fixtures.tickets[index % fixtures.tickets.length];
            return {
              ...request,
              path: `/api/messages/${ticket?.id}`,
              body: JSON.stringify({ body: `${marker} ${index}` }),
            };
          },
        },
      ],
    });
    const acceptedAt = Date.now();
    const deadline = acceptedAt + drainTimeoutMs;
    while (counter.count < queueMessages && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deliveredAt = Date.now();
    const delivered = counter.count;
    if (delivered < queueMessages) {
      throw new ScenarioFailure(
        `${name}: the Graph stub received ${delivered} of ${queueMessages} within ${drainTimeoutMs / 1000} s of the last accept`,
      );
    }
    const stored = await storedOutbound(platform, fixtures.cloudConnectionId, marker);
    if (stored !== queueMessages)
      throw new ScenarioFailure(`${name}: ${stored} rows stored for ${queueMessages} sends`);
    const seconds = (deliveredAt - startedAt) / 1000;
    // After the load, so the capture's wrapping of the pool's clients does not slow it.
    const statements = await statementsPerSend(platform, stub, fixtures);
    return [
      resultRow(
        `${name} (accept)`,
        accepted,
        `${accepted.requests.total} answers 201 in ${((acceptedAt - startedAt) / 1000).toFixed(1)} s; ${statements} SQL statements per send`,
      ),
      {
        scenario: `${name} (delivered to the Graph stub)`,
        'req/s': Math.round(delivered / seconds),
        'p50 ms': '-',
        'p99 ms': '-',
        requests: delivered,
        target: `all ${delivered} in ${seconds.toFixed(1)} s from the first send; queue drained ${((deliveredAt - acceptedAt) / 1000).toFixed(1)} s after the last accept`,
      },
    ];
  } finally {
    counter.stop();
  }
}

/**
 * The SQL statements one send costs on the API's pool, from the request until the stub has the
 * message (BEGIN/COMMIT included; the tenant prelude and pg-boss's own pool are not counted).
 */
async function statementsPerSend(platform: BenchPlatform, stub: GraphStub, fixtures: ChannelFixtures) {
  const ticket = fixtures.tickets[0];
  if (!ticket) throw new ScenarioFailure('send queue: the fixtures have no ticket');
  const counter = deliveryCounter(stub, 'bench-probe');
  try {
    const { queries } = await platform.capture(async () => {
      await callApi(
        platform.url,
        fixtures.adminToken,
        'POST',
        `/api/messages/${ticket.id}`,
        { body: 'bench-probe' },
        201,
      );
      if (!(await waitUntil(() => counter.count === 1, 10_000))) {
        throw new ScenarioFailure('send queue: a single send did not reach the Graph stub within 10 s');
      }
      // The sender records the answer (ack, external id) after Graph answered.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    return queries.length;
  } finally {
    counter.stop();
  }
}
