import { companyNamespace } from '@chatdesk/contracts';
import { io, type Socket } from 'socket.io-client';

export interface AttendantSockets {
  connected: number;
  refused: string[];
  /** Server events received by all sockets since `resetCounts`, by event name. */
  received: Map<string, number>;
  resetCounts(): void;
  close(): void;
}

/**
 * One socket per token, authenticated like the web client (apps/web/src/lib/socket.ts: the company
 * namespace, websocket transport, `auth.token`), joined to the rooms the tickets screen joins.
 */
export async function connectAttendantSockets(
  url: string,
  companyId: number,
  tokens: string[],
  /** Called with every server event (name and arguments) any socket receives. */
  onEvent?: (event: string, ...args: unknown[]) => void,
): Promise<AttendantSockets> {
  const received = new Map<string, number>();
  const refused: string[] = [];
  const sockets: Socket[] = [];
  await Promise.all(
    tokens.map(
      (token) =>
        new Promise<void>((resolve) => {
          const socket = io(`${url}${companyNamespace(companyId)}`, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            auth: { token },
          });
          sockets.push(socket);
          const timer = setTimeout(() => {
            refused.push('no answer within 10 s');
            resolve();
          }, 10_000);
          socket.on('connect', () => {
            clearTimeout(timer);
            socket.emit('joinNotification');
            socket.emit('joinTickets', { status: 'pending' });
            socket.emit('joinTickets', { status: 'open' });
            resolve();
          });
          socket.on('connect_error', (error) => {
            clearTimeout(timer);
            refused.push(error.message);
            resolve();
          });
          socket.onAny((event: string, ...args: unknown[]) => {
            received.set(event, (received.get(event) ?? 0) + 1);
            onEvent?.(event, ...args);
          });
        }),
    ),
  );
  return {
    connected: sockets.filter((socket) => socket.connected).length,
    refused,
    received,
    resetCounts: () => received.clear(),
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
