import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import type { PaymentProvider } from './providers/payment-provider';

export interface BillingDeps {
  db: Database;
  events: DomainEvents;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The subscription guard's cache: a renewal must unlock the company at once. */
  subscriptions: { forget(companyId: number): void };
  /** Every driver the platform has; each says itself whether the operator configured it. */
  providers: readonly PaymentProvider[];
  /** The public address of this server (config.publicUrl), for return and webhook URLs. */
  publicUrl: string;
  /** The clock (tests inject one). */
  now?: () => Date;
}
