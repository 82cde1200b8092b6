import type { ScheduleRecord } from '@chatdesk/contracts';

/**
 * Domain events of schedules, published after the write commits; the realtime layer turns them
 * into `company-{companyId}-schedule` for the whole company (spec 3 §7).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'schedule.created': { companyId: number; schedule: ScheduleRecord };
    'schedule.updated': { companyId: number; schedule: ScheduleRecord };
    'schedule.deleted': { companyId: number; scheduleId: number };
  }
}
