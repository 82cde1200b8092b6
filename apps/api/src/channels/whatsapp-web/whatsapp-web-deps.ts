import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink } from '../channel-driver';
import type { SessionLease } from '../session-lease';
import type { BackoffOptions } from './reconnect-policy';
import type { CallSettings } from './session-context';
import type { MediaDownloader, SocketFactory } from './socket-port';

export interface WhatsappWebDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  sink: ChannelSink;
  lease: SessionLease;
  socketFactory: SocketFactory;
  downloadMedia: MediaDownloader;
  callSettings(companyId: number): Promise<CallSettings>;
  backoff?: BackoffOptions;
}
