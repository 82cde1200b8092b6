import type { GraphStub } from '../../apps/api/test/graph-stub';
import { load, loadSettings, type ResultRow, resultRow, ScenarioFailure } from '../load';
import type { BenchPlatform } from '../platform';
import { deliveryCounter, settledDeliveries } from './delivery';
import type { ChannelFixtures } from './fixtures';

/**
 * POST /api/messages/send with the Cloud API connection's token for BENCH_DURATION seconds. The
 * numbers rotate over the fixtures' contacts: a Cloud API send only reaches Graph inside Meta's 24 h
 * window (the driver refuses it otherwise), so the load is real sends, not queued failures. Every
 * answer must be 201 (the suite raises EXTERNAL_API_RATE_PER_MINUTE so the limiter is not what is
 * measured). Then every stored send must reach the stub within 30 s.
 */
export async function runExternalApi(
  platform: BenchPlatform,
  stub: GraphStub,
  fixtures: ChannelFixtures,
): Promise<ResultRow[]> {
  const name = `external API: POST /api/messages/send (${loadSettings.connections} connections)`;
  const marker = 'bench-external';
  const counter = deliveryCounter(stub, marker);
  let sequence = 0;
  try {
    const result = await load(name, {
      url: `${platform.url}/api/messages/send`,
      headers: { authorization: `Bearer ${fixtures.apiToken}`, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = sequence++;
            const contact = fixtures.tickets[index % fixtures.tickets.length];
            return { ...request, body: JSON.stringify({ number: contact?.number, body: `${marker} ${index}` }) };
          },
        },
      ],
    });
    const answered = result['2xx'];
    const created = result.statusCodeStats?.['201']?.count ?? 0;
    if (created !== answered) {
      throw new ScenarioFailure(`${name}: ${answered - created} of ${answered} 2xx answers were not 201`);
    }
    const settled = await settledDeliveries(platform, fixtures.cloudConnectionId, marker, () => counter.count, 30_000);
    if (settled.delivered !== settled.stored) {
      throw new ScenarioFailure(
        `${name}: ${settled.delivered} of ${settled.stored} stored sends reached the Graph stub`,
      );
    }
    // `stored` also counts requests still in flight when autocannon stopped (served afterwards).
    return [
      resultRow(name, result, `all ${created} answers 201; ${settled.stored} stored, all reached the Graph stub`),
    ];
  } finally {
    counter.stop();
  }
}
