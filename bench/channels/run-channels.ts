import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphStub } from '../../apps/api/test/graph-stub';
import { scenarioRecorder } from '../load';
import { startInProcessPlatform } from '../platform';
import { runExternalApi } from './external-api';
import { type ChannelFixtures, createChannelFixtures } from './fixtures';
import { Peers } from './idle-memory';
import { runSendQueue } from './send-queue';
import { runWebchatSessions } from './webchat-sessions';
import { runWhatsappSessions } from './whatsapp-sessions';

const contacts = Number(process.env.BENCH_CHANNEL_CONTACTS ?? 100);

/**
 * The channels suite, on a platform of its own (a throwaway DATA_DIR, whatever the other suites
 * use) configured for it: Graph at a local stub (apps/api/test/graph-stub.ts) and the external API's
 * per-token rate raised to its maximum so the limiter is not what is measured.
 */
export async function runChannelScenarios(log: (line: string) => void) {
  const stub = await new GraphStub().start();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatdesk-bench-channels-'));
  const platform = await startInProcessPlatform(dataDir, randomBytes(32).toString('hex'), {
    GRAPH_API_BASE_URL: stub.baseUrl,
    GRAPH_API_VERSION: stub.version,
    EXTERNAL_API_RATE_PER_MINUTE: '100000',
  });
  const peers = new Peers();
  const { rows, failures, attempt, peakRss } = scenarioRecorder(platform.pid);
  try {
    let fixtures: ChannelFixtures | undefined;
    await attempt('channels fixtures', async () => {
      fixtures = await createChannelFixtures(platform, contacts);
      log(`channels: ${contacts} Cloud API contacts with an open 24 h window, tickets open`);
      return [];
    });
    if (fixtures) {
      const ready = fixtures;
      // Memory first, while the process has not yet grown through the load scenarios.
      await attempt('idle web chat visitors', () => runWebchatSessions(platform, ready, peers));
      await attempt('idle WhatsApp Web sessions', () => runWhatsappSessions(platform, ready, peers));
      await attempt('external API', () => runExternalApi(platform, stub, ready));
      // Last: it ends by capturing the SQL of one send, which wraps the pool's clients from then on.
      await attempt('send queue', () => runSendQueue(platform, stub, ready));
    }
    return { rows, failures, peakRss };
  } finally {
    await peers.close();
    await platform.stop();
    await stub.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
