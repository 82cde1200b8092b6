import { type ClientEventAck, type ClientEventName, clientEvents, type ErrorCode, rooms } from '@chatdesk/contracts';
import type { z } from 'zod';
import type { Logger } from '../logger/logger';
import type { JoinPolicyRegistry } from './join-policies';
import type { CompanySocket } from './socket-auth';

export interface ClientHandlerDeps {
  policies: JoinPolicyRegistry;
  logger: Logger;
  /** Records a `userStatus` ping; the gateway throttles and tracks the write. */
  onUserStatus(socket: CompanySocket): Promise<void>;
}

type Payload<E extends ClientEventName> = z.output<(typeof clientEvents)[E]>;
/** What a handler decides: ok, or the code the client's acknowledgement carries. */
type Outcome = true | ErrorCode;
type Handler<E extends ClientEventName> = (socket: CompanySocket, payload: Payload<E>) => Promise<Outcome>;

const statusOf = (payload: Payload<'joinTickets'>) => (typeof payload === 'string' ? payload : payload.status);

/** Check, then join: a refused join leaves the socket's rooms unchanged. */
async function joinIf(socket: CompanySocket, allowed: Promise<boolean> | undefined, room: string): Promise<Outcome> {
  if (!allowed || !(await allowed)) return 'ERR_NO_PERMISSION';
  await socket.join(room);
  return true;
}

function handlers(deps: ClientHandlerDeps): { [E in ClientEventName]: Handler<E> } {
  const { policies } = deps;
  return {
    joinNotification: (socket) =>
      joinIf(socket, policies.get('notification')?.(socket.data.auth), rooms.notification()),
    leaveNotification: async (socket) => {
      await socket.leave(rooms.notification());
      return true;
    },
    joinTickets: (socket, payload) => {
      const status = statusOf(payload);
      return joinIf(socket, policies.get('ticketStatus')?.(socket.data.auth, status), rooms.ticketStatus(status));
    },
    leaveTickets: async (socket, payload) => {
      await socket.leave(rooms.ticketStatus(statusOf(payload)));
      return true;
    },
    joinChatBox: (socket, ticketId) =>
      joinIf(socket, policies.get('ticket')?.(socket.data.auth, ticketId), rooms.ticket(ticketId)),
    joinChatBoxLeave: async (socket, ticketId) => {
      await socket.leave(rooms.ticket(ticketId));
      return true;
    },
    joinMoments: (socket) => joinIf(socket, policies.get('moments')?.(socket.data.auth), rooms.moments()),
    leaveMoments: async (socket) => {
      await socket.leave(rooms.moments());
      return true;
    },
    userStatus: async (socket) => {
      await deps.onUserStatus(socket);
      return true;
    },
  };
}

/**
 * Registers spec 1 §7's client events on one socket. Every payload is parsed with the
 * contracts schema first; a bad one is dropped (debug log) and never reaches a handler. A
 * trailing callback, when the client sends one, receives a {@link ClientEventAck}.
 */
export function registerClientHandlers(socket: CompanySocket, deps: ClientHandlerDeps) {
  const table = handlers(deps);
  const log = deps.logger.child({ socketId: socket.id, userId: socket.data.auth.userId });
  for (const name of Object.keys(table) as ClientEventName[]) {
    socket.on(name, async (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (result: ClientEventAck) => void) : undefined;
      const reply = (outcome: Outcome) => ack?.(outcome === true ? { ok: true } : { ok: false, error: outcome });
      const parsed = clientEvents[name].safeParse(args[0]);
      if (!parsed.success) {
        log.debug({ event: name, issues: parsed.error.issues }, 'socket event ignored: invalid payload');
        return reply('ERR_VALIDATION');
      }
      try {
        const handle = table[name] as Handler<typeof name>;
        const outcome = await handle(socket, parsed.data as Payload<typeof name>);
        if (outcome !== true) log.debug({ event: name, code: outcome }, 'socket event refused');
        reply(outcome);
      } catch (error) {
        log.error({ err: error, event: name }, 'socket event failed');
        reply('ERR_INTERNAL');
      }
    });
  }
}
