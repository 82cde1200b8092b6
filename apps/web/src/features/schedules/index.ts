export { SchedulesPage } from './components/schedules-page';
export { useScheduleEvents } from './lib/use-schedule-events';
