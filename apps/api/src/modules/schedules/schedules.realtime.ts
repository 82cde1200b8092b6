import { companyEvent, type ScheduleEventPayload } from '@chatdesk/contracts';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import './schedules.events';

type Gateway = Pick<RealtimeGateway, 'emitToCompany'>;

/** `company-{id}-schedule`: every user of the company sees the company's schedules, so all get each change. */
export function forwardScheduleEvents(events: DomainEvents, realtime: Gateway): () => void {
  const send = (companyId: number, payload: ScheduleEventPayload) =>
    realtime.emitToCompany(companyId, companyEvent(companyId, 'schedule'), payload);
  const unsubscribes = [
    events.subscribe('schedule.created', ({ companyId, schedule }) => send(companyId, { action: 'create', schedule })),
    events.subscribe('schedule.updated', ({ companyId, schedule }) => send(companyId, { action: 'update', schedule })),
    events.subscribe('schedule.deleted', ({ companyId, scheduleId }) =>
      send(companyId, { action: 'delete', scheduleId }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
