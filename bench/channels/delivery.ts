import { and, count, eq, like } from 'drizzle-orm';
import { messages } from '../../apps/api/src/db/schema';
import type { GraphStub } from '../../apps/api/test/graph-stub';
import type { BenchPlatform } from '../platform';
import { phoneNumberId } from './fixtures';

/**
 * Cloud API sends the stub received whose text starts with `marker`, counted incrementally over its
 * call log (read on demand and every 50 ms, so the log is scanned once).
 */
export function deliveryCounter(stub: GraphStub, marker: string) {
  let scanned = stub.calls.length;
  let count = 0;
  const tick = () => {
    for (; scanned < stub.calls.length; scanned++) {
      const call = stub.calls[scanned];
      const text = (call?.body as { text?: { body?: string } } | null)?.text?.body;
      if (call?.method === 'POST' && call.path === `/${phoneNumberId}/messages` && text?.startsWith(marker)) {
        count++;
      }
    }
  };
  const timer = setInterval(tick, 50);
  return {
    get count() {
      tick();
      return count;
    },
    stop: () => clearInterval(timer),
  };
}

/** Outbound rows of the connection whose text starts with `marker` (what the API accepted and stored). */
export async function storedOutbound(platform: BenchPlatform, connectionId: number, marker: string): Promise<number> {
  const [row] = await platform.db.system.transaction((tx) =>
    tx
      .select({ stored: count() })
      .from(messages)
      .where(and(eq(messages.whatsappId, connectionId), eq(messages.fromMe, true), like(messages.body, `${marker}%`))),
  );
  return row?.stored ?? 0;
}

/**
 * Waits until every stored message of `marker` reached the stub and nothing changed for a second:
 * requests abandoned when autocannon stopped are still being served, and are counted too.
 */
export async function settledDeliveries(
  platform: BenchPlatform,
  connectionId: number,
  marker: string,
  delivered: () => number,
  timeoutMs: number,
): Promise<{ stored: number; delivered: number; settledAt: number }> {
  const deadline = Date.now() + timeoutMs;
  let last = { stored: -1, delivered: -1, settledAt: Date.now() };
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const now = { stored: await storedOutbound(platform, connectionId, marker), delivered: delivered(), settledAt: 0 };
    if (now.stored !== last.stored || now.delivered !== last.delivered) {
      stableSince = Date.now();
      last = { ...now, settledAt: stableSince };
    } else if (now.stored === now.delivered && Date.now() - stableSince >= 1000) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}
