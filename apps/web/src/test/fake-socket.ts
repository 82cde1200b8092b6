import type { Socket } from 'socket.io-client';

/**
 * A socket that only records its listeners, so a test can play server events. A test mocks the
 * provider with it: `vi.mock('…/lib/socket-provider', async () => {
 *   const { fakeSocket } = await import('…/test/fake-socket'); return { useSocket: () => fakeSocket }; })`.
 */
const handlers = new Map<string, (payload: unknown) => void>();

export const fakeSocket = {
  on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  off: (event: string) => handlers.delete(event),
} as unknown as Socket;

/** Delivers `payload` to the listener of `event`, as the server's emit would. */
export const emitFromServer = (event: string, payload: unknown) => handlers.get(event)?.(payload);
