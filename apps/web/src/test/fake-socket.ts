import { act } from '@testing-library/react';

type Handler = (payload: unknown) => void;

/** A socket stand-in: records emits and lets a test deliver server events to the listeners. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: unknown }[] = [];
  return {
    on: (event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    emit: (event: string, payload?: unknown) => emitted.push({ event, payload }),
    emitted,
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    /** Delivers a server event to every listener. */
    deliver: (event: string, payload: unknown) =>
      act(() => {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      }),
    reset: () => {
      handlers.clear();
      emitted.length = 0;
    },
  };
}
