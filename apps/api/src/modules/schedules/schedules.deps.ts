import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { MediaStorage } from '../../platform/storage/media-storage';
import './schedules.events';

/** What the schedules' use cases need; wired once in app.ts. */
export interface SchedulesDeps {
  db: Database;
  events: DomainEvents;
  storage: MediaStorage;
}

/** Any user of the company may schedule: the plan's useSchedules is the only gate (spec 3 §6). */
export interface ScheduleCaller {
  companyId: number;
  userId: number;
}
