import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink, ConnectionRow } from '../channel-driver';
import type { MessageCache } from './message-cache';
import type { PgAuthStore } from './pg-auth-state';
import type { MediaDownloader, WaSocket } from './socket-port';

/** Company options a session reads when a call comes in (spec 2: acceptCallWhatsapp). */
export interface CallSettings {
  acceptCallWhatsapp: string;
  AcceptCallWhatsappMessage: string;
}

/** What the inbound, call and history handlers of one live session share. */
export interface SessionContext {
  connection: ConnectionRow;
  socket: WaSocket;
  db: Database;
  events: DomainEvents;
  logger: Logger;
  sink: ChannelSink;
  store: PgAuthStore;
  cache: MessageCache;
  downloadMedia: MediaDownloader;
  callSettings(companyId: number): Promise<CallSettings>;
  /** LID JID -> phone JID, learned from keys, contacts and phone-number shares (persisted). */
  lids: Map<string, string>;
  /** Group JID -> subject. */
  groups: Map<string, string>;
  /** Phone JIDs known to be on WhatsApp (they wrote to us, or onWhatsApp said so) -> canonical JID. */
  known: Map<string, string>;
  /** Profile picture URLs by JID with the time they were fetched (one fetch per contact per day). */
  pictures: Map<string, { url: string | undefined; at: number }>;
  /** Ids this process sent through the socket: their echo is not a new message. */
  ownSends: Set<string>;
}
