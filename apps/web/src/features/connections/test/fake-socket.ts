import { act } from '@testing-library/react';

type Handler = (payload: unknown) => void;

/** A socket stand-in: lets a test deliver server events to the listeners the page registered. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    on: (event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    emit: () => undefined,
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    deliver: (event: string, payload: unknown) =>
      act(() => {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      }),
    reset: () => handlers.clear(),
  };
}
