import type { OutboundMessages } from '../../channels/outbound/outbound-messages';
import type { SubscriptionStatus } from '../../platform/auth/subscription';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import '../tickets/tickets.events';

/** The part of `app.outbound` the external API uses: the message row and its send job in our transaction. */
export type ExternalApiOutbound = Pick<OutboundMessages, 'enqueueInTransaction'>;

/** What the external messages API needs; wired once in app.ts. */
export interface ExternalApiDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
  secrets: Pick<SecretBox, 'digest' | 'matches'>;
  subscriptions: Pick<SubscriptionStatus, 'check'>;
  /** Looked up per call: the sender is created beside this module at start-up. */
  outbound: () => ExternalApiOutbound;
  /** Sends per connection token per minute (config EXTERNAL_API_RATE_PER_MINUTE). */
  ratePerMinute: number;
}
