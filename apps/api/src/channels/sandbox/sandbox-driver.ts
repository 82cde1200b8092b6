import { randomBytes } from 'node:crypto';
import type { ChannelDriver, ChannelSink, ConnectionRow, OutboundMessage, SendResult } from '../channel-driver';

/** What "the phone" holds for one outbound call, in the order it happened. */
export type SandboxOutboxEntry =
  | { kind: 'send'; externalId: string; message: OutboundMessage; at: Date }
  | { kind: 'edit'; externalId: string; to: string; body: string; at: Date }
  | { kind: 'delete'; externalId: string; to: string; at: Date };

export interface SandboxDriverOptions {
  /** Delay before each of the simulated delivered (2) and read (3) acks. */
  ackDelayMs?: number;
  /** Entries kept per connection; older ones are dropped so a long demo cannot grow memory. */
  outboxLimit?: number;
}

export interface SandboxDriver extends ChannelDriver {
  readonly channel: 'sandbox';
  /** What the simulated phone received on this connection, oldest first. */
  outbox(connectionId: number): readonly SandboxOutboxEntry[];
}

/** Narrows `app.channels.driverFor('sandbox')` to read the simulated phone's outbox. */
export const isSandboxDriver = (driver: ChannelDriver): driver is SandboxDriver =>
  driver.channel === 'sandbox' && typeof (driver as Partial<SandboxDriver>).outbox === 'function';

export const DEFAULT_SANDBOX_ACK_DELAY_MS = 800;
const DEFAULT_OUTBOX_LIMIT = 200;

/** A fresh id shaped like WhatsApp's (uppercase hex), prefixed so it is recognisable in the database. */
export function newSandboxExternalId(): string {
  return `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
}

/**
 * The simulated phone (ARCHITECTURE.md "Channels"): it is always reachable, acknowledges every send as
 * sent, then delivered and read, and keeps what it received so tests and the demo can look at it.
 */
export function createSandboxDriver(sink: ChannelSink, options: SandboxDriverOptions = {}): SandboxDriver {
  const ackDelayMs = options.ackDelayMs ?? DEFAULT_SANDBOX_ACK_DELAY_MS;
  const outboxLimit = options.outboxLimit ?? DEFAULT_OUTBOX_LIMIT;
  const outboxes = new Map<number, SandboxOutboxEntry[]>();
  const timers = new Map<number, Set<NodeJS.Timeout>>();
  let shutDown = false;

  function record(connectionId: number, entry: SandboxOutboxEntry): void {
    const entries = outboxes.get(connectionId) ?? [];
    entries.push(entry);
    if (entries.length > outboxLimit) entries.splice(0, entries.length - outboxLimit);
    outboxes.set(connectionId, entries);
  }

  function later(connectionId: number, run: () => Promise<void>): void {
    if (shutDown) return;
    const pending = timers.get(connectionId) ?? new Set<NodeJS.Timeout>();
    timers.set(connectionId, pending);
    const timer = setTimeout(() => {
      pending.delete(timer);
      // A failing ack must not crash the process; the message simply stays at its last ack.
      run().catch((error: unknown) => {
        console.error('sandbox ack failed', error);
      });
    }, ackDelayMs);
    timer.unref?.();
    pending.add(timer);
  }

  /** Delivered after one delay, read after two: each step waits for the previous one to be recorded. */
  function walkAcks(connection: ConnectionRow, externalId: string, ack: number): void {
    if (ack > 3) return;
    later(connection.id, async () => {
      await sink.inbound(connection, { kind: 'ack', externalId, ack });
      walkAcks(connection, externalId, ack + 1);
    });
  }

  return {
    channel: 'sandbox',

    async start(connection) {
      await sink.status(connection, 'CONNECTED');
    },

    async stop(connectionId) {
      for (const timer of timers.get(connectionId) ?? []) clearTimeout(timer);
      timers.delete(connectionId);
    },

    async stopAll() {
      shutDown = true;
      for (const connectionId of [...timers.keys()]) await this.stop(connectionId);
    },

    async send(connection, message): Promise<SendResult> {
      const externalId = newSandboxExternalId();
      record(connection.id, { kind: 'send', externalId, message, at: new Date() });
      walkAcks(connection, externalId, 2);
      return { externalId, ack: 1 };
    },

    async edit(connection, target, body) {
      record(connection.id, { kind: 'edit', externalId: target.externalId, to: target.to, body, at: new Date() });
    },

    async delete(connection, target) {
      record(connection.id, { kind: 'delete', externalId: target.externalId, to: target.to, at: new Date() });
    },

    /** Deterministic for tests and demos: a number ending in an even digit has WhatsApp, an odd one has not. */
    async checkNumbers(_connection, numbers) {
      return new Map(numbers.map((number) => [number, Number(number.at(-1)) % 2 === 0]));
    },

    outbox(connectionId) {
      return outboxes.get(connectionId) ?? [];
    },
  };
}
