import type { PermissionSubject } from '@chatdesk/contracts';
import type { ChannelDriver, ConnectionRow } from '../../channels/channel-driver';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import './contacts.events';

/** What the contacts use cases need; wired once in app.ts. */
export interface ContactsDeps {
  db: Database;
  events: DomainEvents;
  /** The channel runtime: the phone import reads a connection's phone book through its driver. */
  channels: { driverFor(channel: ConnectionRow['channel']): ChannelDriver };
}

export interface ContactCaller {
  companyId: number;
  subject: PermissionSubject;
}
