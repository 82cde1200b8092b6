import { type AnnouncementEventPayload, type AnnouncementRecord, announcementEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { findAllCompanyIds } from './announcements.repository';
import './announcements.events';

type Gateway = Pick<RealtimeGateway, 'emitToCompany'>;

/**
 * `company-announcement` (spec 1 §7, spec 3 §7): an announcement is for every user of every
 * company, so each company's namespace gets it. An active one is upserted by the lists; one
 * turned inactive or deleted is dropped (users no longer read it; the admin page refetches).
 */
export function forwardAnnouncementEvents(events: DomainEvents, realtime: Gateway, db: Database): () => void {
  const send = async (payload: AnnouncementEventPayload) => {
    const companyIds = await db.system.transaction((tx) => findAllCompanyIds(tx));
    for (const companyId of companyIds) realtime.emitToCompany(companyId, announcementEvent, payload);
  };
  const upsert = (action: 'create' | 'update', record: AnnouncementRecord) =>
    send(record.status ? { action, record } : { action: 'delete', id: record.id });
  const unsubscribes = [
    events.subscribe('announcement.created', ({ record }) => upsert('create', record)),
    events.subscribe('announcement.updated', ({ record }) => upsert('update', record)),
    events.subscribe('announcement.deleted', ({ record }) => send({ action: 'delete', id: record.id })),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
