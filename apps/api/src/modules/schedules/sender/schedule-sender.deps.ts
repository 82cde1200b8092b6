import type { OutboundMessages } from '../../../channels/outbound/outbound-messages';
import type { Database } from '../../../platform/db/database';
import type { DomainEvents } from '../../../platform/events/domain-events';
import '../schedules.events';
import '../../tickets/tickets.events';

/** What the schedule sender needs: the outbound path writes the messages it sends. */
export interface ScheduleSenderDeps {
  db: Database;
  events: DomainEvents;
  outbound: () => Pick<OutboundMessages, 'enqueueInTransaction'>;
}
