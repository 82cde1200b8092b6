import type { Socket } from 'socket.io-client';

/**
 * A socket for page tests: the handlers the page subscribed, by event name, so a test can play a
 * server event (`fakeSocketHandlers.get('company-3-…')?.(payload)`). Mock the provider with
 * `vi.mock('…/lib/socket-provider', async () => (await import('…/test/fake-socket')).fakeSocketProvider)`.
 */
export const fakeSocketHandlers = new Map<string, (payload: unknown) => void>();

export const fakeSocket = {
  on: (event: string, handler: (payload: unknown) => void) => fakeSocketHandlers.set(event, handler),
  off: (event: string) => fakeSocketHandlers.delete(event),
} as unknown as Socket;

export const fakeSocketProvider = { useSocket: () => fakeSocket };
