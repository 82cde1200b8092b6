import type { ChannelDriver, ConnectionRow } from '../../channels/channel-driver';
import type { GraphClient } from '../../channels/meta/graph-client';
import type { MetaAccounts } from '../../channels/meta/meta-accounts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';

export interface FacebookDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  graph: GraphClient;
  accounts: MetaAccounts;
  driverFor: (channel: ConnectionRow['channel']) => ChannelDriver;
}

/** A page as GET /me/accounts answers it (with its page token and linked Instagram account). */
export interface GraphPage {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account?: { id: string; username?: string; name?: string };
}

/** What Messenger and Instagram events the page app is subscribed to (POST /{page-id}/subscribed_apps). */
export const pageSubscribedFields = [
  'messages',
  'messaging_postbacks',
  'message_deliveries',
  'message_reads',
  'message_reactions',
  'message_edits',
];
