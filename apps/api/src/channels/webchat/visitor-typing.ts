import type { DomainEvents } from '../../platform/events/domain-events';
import type { VisitorSocket } from './visitor-handshake';

/**
 * `webchat.visitor-typing`: a visitor started or stopped typing in the widget. Published by the
 * visitor gateway; modules/webchat/visitor-typing.realtime.ts shows it to the ticket's attendants.
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'webchat.visitor-typing': {
      companyId: number;
      connectionId: number;
      visitorId: string;
      typing: boolean;
    };
  }
}

/** A visitor's repeated "typing" within this interval is dropped: the widget sends one per keystroke burst. */
export const visitorTypingMinIntervalMs = 2000;

/**
 * The visitor socket's `typing` event ({typing: boolean}) as a domain event, rate-limited per
 * socket so a page cannot flood the attendants: a start is passed at most every 2 s, a stop only
 * after a start, and a socket that goes away while typing reports the stop itself.
 */
export function registerVisitorTyping(socket: VisitorSocket, events: DomainEvents, now: () => number = Date.now) {
  const { connection, visitor } = socket.data;
  let last: { typing: boolean; at: number } | null = null;
  const publish = (typing: boolean) => {
    last = { typing, at: now() };
    events.publish({
      type: 'webchat.visitor-typing',
      companyId: connection.companyId,
      connectionId: connection.id,
      visitorId: visitor.visitorId,
      typing,
    });
  };

  socket.on('typing', (input: unknown) => {
    const typing = (input as { typing?: unknown } | null)?.typing;
    if (typeof typing !== 'boolean') return;
    if (typing && last?.typing && now() - last.at < visitorTypingMinIntervalMs) return;
    if (!typing && !last?.typing) return;
    publish(typing);
  });
  socket.on('disconnect', () => {
    if (last?.typing) publish(false);
  });
}
