import type { PermissionSubject } from '@chatdesk/contracts';
import type { ChannelDriver, ConnectionRow } from '../../channels/channel-driver';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { OutboundPort } from '../tickets/outbound-port';
import './connections.events';

/** What the connections use cases need; wired once in app.ts. */
export interface ConnectionsDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  /** config.sandboxEnabled: sandbox connections may be created and written to. */
  sandboxEnabled: boolean;
  /**
   * The channel runtime (`app.channels`): sessions are started, stopped, logged out and paired by
   * the connection's channel driver (ERR_WAPP_NOT_INITIALIZED when this process runs none).
   */
  channels: { driverFor(channel: ConnectionRow['channel']): ChannelDriver };
  /** Seals and digests connection API tokens (`app.secrets`). */
  secrets: Pick<SecretBox, 'seal' | 'open' | 'digest'>;
  /** Greeting media files. */
  storage: MediaStorage;
  /** Ticket transitions (closing imported tickets) reach the outbound sender through this. */
  outbound: () => OutboundPort;
}

export interface ConnectionCaller {
  companyId: number;
  subject: PermissionSubject;
  /** Acting on another company's connection (the super user's /whatsapp-admin): its API token stays hidden. */
  visiting?: boolean;
}

/** A caller of the connection actions that write tickets (closing imported tickets). */
export interface ConnectionActor extends ConnectionCaller {
  userId: number;
}
