import { type CompanyTopic, companyEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvent, DomainEvents } from '../../platform/events/domain-events';
import type { CompanyPayloads } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { findAdminUserIds } from '../campaigns/campaigns.repository';

/**
 * Like forwardToCompany, but only to the company's admins: the lists of integrations and prompts
 * are theirs (spec 3 §6: a profile user sees the no-access view), so nobody else is told even
 * their names. Returns the unsubscribe.
 */
export function forwardToCompanyAdmins(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToUsers'>,
  db: Database,
  topic: CompanyTopic,
  payloads: CompanyPayloads,
): () => void {
  const unsubscribes = (Object.keys(payloads) as (keyof CompanyPayloads)[]).map((type) =>
    events.subscribe(type, async (event) => {
      const toPayload = payloads[type] as (event: DomainEvent) => unknown;
      const { companyId } = event as { companyId: number };
      const admins = await db.tenant(companyId).transaction((tx) => findAdminUserIds(tx, companyId));
      realtime.emitToUsers(companyId, admins, companyEvent(companyId, topic), toPayload(event));
    }),
  );
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
