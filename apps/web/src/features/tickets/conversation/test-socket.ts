import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

/** A stand-in for the company socket: records emits, lets a test fire server events. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: [string, unknown][] = [];
  return {
    emitted,
    on: vi.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
    }),
    emit: vi.fn((event: string, payload?: unknown) => {
      emitted.push([event, payload]);
    }),
    /** Delivers a server event to the listeners. */
    fire(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
}
export type FakeSocket = ReturnType<typeof createFakeSocket>;
