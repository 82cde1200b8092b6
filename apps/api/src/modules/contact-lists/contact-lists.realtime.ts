import { type ContactListEventPayload, type ContactListItemEventPayload, companyEvent } from '@chatdesk/contracts';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './contact-lists.events';

type Gateway = Pick<RealtimeGateway, 'emitToCompany'>;

/** `company-{id}-ContactList` and `-ContactListItem`: the company's admins all see its lists, so all get each change. */
export function forwardContactListEvents(events: DomainEvents, realtime: Gateway): () => void {
  const list = (companyId: number, payload: ContactListEventPayload) =>
    realtime.emitToCompany(companyId, companyEvent(companyId, 'ContactList'), payload);
  const item = (companyId: number, payload: ContactListItemEventPayload) =>
    realtime.emitToCompany(companyId, companyEvent(companyId, 'ContactListItem'), payload);
  const unsubscribes = [
    events.subscribe('contactList.saved', ({ companyId, action, record }) => list(companyId, { action, record })),
    events.subscribe('contactList.deleted', ({ companyId, id }) => list(companyId, { action: 'delete', id })),
    events.subscribe('contactListItem.saved', ({ companyId, action, record }) => item(companyId, { action, record })),
    events.subscribe('contactListItem.deleted', ({ companyId, id, contactListId }) =>
      item(companyId, { action: 'delete', id, contactListId }),
    ),
    events.subscribe('contactListItem.reload', ({ companyId, contactListId }) =>
      item(companyId, { action: 'reload', contactListId }),
    ),
    events.subscribe('contactListItem.importUpload', ({ companyId, upload }) =>
      item(companyId, { action: 'import-upload', ...upload }),
    ),
    events.subscribe('contactListItem.importProgress', ({ companyId, progress }) =>
      item(companyId, { action: 'import-progress', ...progress }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
