export { TicketLogTimelineModal } from './actions/ticket-log-timeline-modal';
export { playChime } from './notifications/alerts';
export { NotificationsBell } from './notifications/notifications-bell';
export { useTicketNotifications } from './notifications/use-ticket-notifications';
export { TicketsPage } from './page/tickets-page';
