import { vi } from 'vitest';
import type { ChannelDriver, ConnectionRow, OutboundMessage, SendResult } from './channel-driver';
import type { ChannelRuntime } from './channel-runtime';

export interface FakeSend {
  connectionId: number;
  message: OutboundMessage;
}

/**
 * Makes `runtime` answer `driver` for its channel, in place of the real driver registered there
 * (every channel has one now); `restore` puts the real one back.
 */
export function serveDriver(runtime: ChannelRuntime, driver: ChannelDriver) {
  const real = runtime.driverFor.bind(runtime);
  const spy = vi
    .spyOn(runtime, 'driverFor')
    .mockImplementation((channel) => (channel === driver.channel ? driver : real(channel)));
  return { restore: () => spy.mockRestore() };
}

/**
 * A scriptable driver for pipeline tests (served in place of the channel's real driver with
 * `serveDriver`): it records every send and answers with the next scripted result, or a fresh id.
 */
export function createFakeDriver(channel: ConnectionRow['channel'] = 'whatsapp') {
  const sends: FakeSend[] = [];
  const script: ((message: OutboundMessage) => Promise<SendResult>)[] = [];
  let counter = 0;
  const driver: ChannelDriver = {
    channel,
    async start() {},
    async stop() {},
    async send(connection, message) {
      sends.push({ connectionId: connection.id, message });
      const next = script.shift();
      if (next) return next(message);
      counter++;
      return { externalId: `FAKE-${message.messageId}-${counter}`, ack: 1 };
    },
  };
  return {
    driver,
    sends,
    /** The next send runs `answer` (throw a SendFailure, wait on a promise, return a result...). */
    next(answer: (message: OutboundMessage) => Promise<SendResult>) {
      script.push(answer);
    },
  };
}

/** A promise with its resolve exposed, to hold a send in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
