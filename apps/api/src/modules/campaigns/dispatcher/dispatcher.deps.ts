import type { OutboundMessages } from '../../../channels/outbound/outbound-messages';
import type { Database } from '../../../platform/db/database';
import type { DomainEvents } from '../../../platform/events/domain-events';
import type { Logger } from '../../../platform/logger/logger';

/** What the campaign dispatcher needs (docs/campaigns.md). Tests pass their own clock and random. */
export interface DispatcherDeps {
  db: Database;
  events: DomainEvents;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The outbound path the campaign messages are written through. */
  outbound: () => Pick<OutboundMessages, 'enqueueInTransaction' | 'enqueueManyInTransaction'>;
  now: () => Date;
  /** In [0, 1): the pacing's jitter. */
  random: () => number;
  /** A campaign started, sent, or finished: the live updates (throttled by the dispatcher). */
  onCampaignChanged: (companyId: number, campaignId: number) => void;
}
