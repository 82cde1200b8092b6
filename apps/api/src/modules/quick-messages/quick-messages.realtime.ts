import { companyEvent, type QuickMessageEventPayload, type QuickMessageRecord } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { findOtherUserIds } from './quick-messages.repository';
import './quick-messages.events';

type Gateway = Pick<RealtimeGateway, 'emitToCompany' | 'emitToUser' | 'emitToUsers'>;

/**
 * `company-{id}-quickemessage`: lists and the composer's '/' follow other users' changes. A reply
 * visible to others goes to the whole company; a private one only to its owner, while the other
 * users are told to drop it (it may have been visible before this change).
 */
export function forwardQuickMessageEvents(events: DomainEvents, realtime: Gateway, db: Database): () => void {
  const send = async (companyId: number, record: QuickMessageRecord, payload: QuickMessageEventPayload) => {
    const event = companyEvent(companyId, 'quickemessage');
    // Global or visible: every user of the company may see it (the repository's visibleTo).
    if (record.geral || record.visao) return realtime.emitToCompany(companyId, event, payload);
    if (record.userId !== null) realtime.emitToUser(companyId, record.userId, event, payload);
    if (payload.action !== 'update') return;
    const others = await db.tenant(companyId).transaction((tx) => findOtherUserIds(tx, companyId, record.userId));
    realtime.emitToUsers(companyId, others, event, { action: 'delete', id: record.id });
  };
  const unsubscribes = [
    events.subscribe('quickMessage.created', ({ companyId, record }) =>
      send(companyId, record, { action: 'create', record }),
    ),
    events.subscribe('quickMessage.updated', ({ companyId, record }) =>
      send(companyId, record, { action: 'update', record }),
    ),
    events.subscribe('quickMessage.deleted', ({ companyId, record }) =>
      send(companyId, record, { action: 'delete', id: record.id }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
