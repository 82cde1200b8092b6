export { ReportsPage, type TicketLogDialog } from './components/reports-page';
