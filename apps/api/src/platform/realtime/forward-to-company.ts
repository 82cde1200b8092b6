import { type CompanyTopic, companyEvent } from '@chatdesk/contracts';
import type { DomainEvent, DomainEventMap, DomainEvents, DomainEventType } from '../events/domain-events';
import type { RealtimeGateway } from './realtime-gateway';

type CompanyScopedType = {
  [T in DomainEventType]: DomainEventMap[T] extends { companyId: number } ? T : never;
}[DomainEventType];
export type CompanyPayloads = { [T in CompanyScopedType]?: (event: DomainEvent<T>) => unknown };

/**
 * Turns company-scoped domain events into `company-{id}-{topic}` socket events for every user
 * of that company; `payloads` says which events and what each sends. Returns the unsubscribe.
 */
export function forwardToCompany(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToCompany'>,
  topic: CompanyTopic,
  payloads: CompanyPayloads,
): () => void {
  const unsubscribes = (Object.keys(payloads) as CompanyScopedType[]).map((type) =>
    events.subscribe(type, (event) => {
      const toPayload = payloads[type] as (event: DomainEvent) => unknown;
      const { companyId } = event as { companyId: number };
      realtime.emitToCompany(companyId, companyEvent(companyId, topic), toPayload(event));
    }),
  );
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
