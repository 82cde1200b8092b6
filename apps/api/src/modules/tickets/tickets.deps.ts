import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { OutboundPort } from './outbound-port';
import './tickets.events';

/** What the tickets use cases need; wired once in app.ts. */
export interface TicketsDeps {
  db: Database;
  events: DomainEvents;
  /**
   * The outbound sender (channels/outbound), looked up when a transition sends a text
   * (greeting, farewell, transfer message): it is created beside this module at start-up.
   */
  outbound: () => OutboundPort;
}

/** The caller of a ticket use case: the company and who is looking (flags and queues). */
export type { TicketCaller } from './ticket-viewer';
