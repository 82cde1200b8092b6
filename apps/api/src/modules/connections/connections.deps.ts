import type { PermissionSubject } from '@chatdesk/contracts';
import type { ChannelDriver, ConnectionRow } from '../../channels/channel-driver';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import './connections.events';

/** What the connections use cases need; wired once in app.ts. */
export interface ConnectionsDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  /** config.sandboxEnabled: sandbox connections may be created and written to. */
  sandboxEnabled: boolean;
  /** The channel runtime (`app.channels`): a new connection's session is started by its driver. */
  channels: { driverFor(channel: ConnectionRow['channel']): ChannelDriver };
}

export interface ConnectionCaller {
  companyId: number;
  subject: PermissionSubject;
}
