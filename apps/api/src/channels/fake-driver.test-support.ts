import type { ChannelDriver, ConnectionRow, OutboundMessage, SendResult } from './channel-driver';

export interface FakeSend {
  connectionId: number;
  message: OutboundMessage;
}

/**
 * A scriptable driver for pipeline tests (channel 'whatsapp', which no real driver claims in
 * tests): it records every send and answers with the next scripted result, or a fresh id.
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
