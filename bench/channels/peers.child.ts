/**
 * The far ends of the idle-session measurement, in their own process so that the API process's
 * memory holds only the server side: web chat visitors (socket.io-client, as the widget connects)
 * and a "silent WhatsApp", a websocket server that accepts Baileys' connections and never answers
 * its handshake. Driven over IPC by idle-memory.ts (fork); see PeerRequest / PeerReply.
 */
import { webchatNamespace, webchatSocketPath } from '@chatdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { WebSocketServer } from 'ws';

export type PeerRequest =
  | {
      type: 'visitors';
      url: string;
      key: string;
      origin: string;
      count: number;
      perAddress: number;
      firstAddress: number;
    }
  | { type: 'silent-server' }
  | { type: 'silent-count' }
  | { type: 'close' };
export type PeerReply =
  | { type: 'visitors'; connected: number; refused: string[] }
  | { type: 'silent-server'; port: number }
  | { type: 'silent-count'; open: number };

const visitors: Socket[] = [];
let silent: WebSocketServer | null = null;
const reply = (message: PeerReply) => process.send?.(message);

process.on('message', (request: PeerRequest) => {
  if (request.type === 'visitors') void openVisitors(request).then(reply);
  if (request.type === 'silent-server') {
    silent = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    silent.on('listening', () => {
      const address = silent?.address();
      reply({ type: 'silent-server', port: typeof address === 'object' && address ? address.port : 0 });
    });
  }
  if (request.type === 'silent-count') reply({ type: 'silent-count', open: silent?.clients.size ?? 0 });
  if (request.type === 'close') {
    for (const socket of visitors) socket.disconnect();
    for (const client of silent?.clients ?? []) client.terminate();
    silent?.close();
    process.disconnect?.();
  }
});

/**
 * `count` visitors, each fully admitted (the server's `session` event). The gateway admits 20
 * handshakes a minute per client address, so every `perAddress` sockets leave from the next
 * loopback address (127.0.0.{firstAddress}, the next, ...): all of 127/8 reaches the local server
 * on Linux.
 */
async function openVisitors(request: Extract<PeerRequest, { type: 'visitors' }>): Promise<PeerReply> {
  const refused: string[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const socket = io(`${request.url}${webchatNamespace}`, {
        path: webchatSocketPath,
        transports: ['websocket'],
        reconnection: false,
        auth: { key: request.key, name: `Bench visitor ${index}` },
        extraHeaders: { origin: request.origin },
        localAddress: `127.0.0.${request.firstAddress + Math.floor(index / request.perAddress)}`,
      } as Parameters<typeof io>[1]);
      visitors.push(socket);
      const done = (why?: string) => {
        clearTimeout(timer);
        if (why) refused.push(why);
        resolve();
      };
      const timer = setTimeout(() => done('no session within 15 s'), 15_000);
      socket.on('session', () => done());
      socket.on('connect_error', (error) => done(error.message));
    });
  for (let start = 0; start < request.count; start += 20) {
    await Promise.all(Array.from({ length: Math.min(20, request.count - start) }, (_, i) => open(start + i)));
  }
  const connected = visitors.slice(-request.count).filter((socket) => socket.connected).length;
  return { type: 'visitors', connected, refused };
}
