/**
 * Ticket actions and their modals, shared with the conversation pane (features/tickets/conversation).
 * The simplest use: `const actions = useTicketActions(ticket)`; buttons call `actions.accept()` etc.
 * and `{actions.dialogs}` is rendered once.
 */

export { ticketByUuidQueryKey, ticketByUuidQueryOptions } from '../api/get-ticket';
export { AcceptTicketModal } from './accept-ticket-modal';
export { CloseTicketDialog } from './close-ticket-dialog';
export { TicketInfoModal } from './ticket-info-modal';
export { TicketLogTimelineModal } from './ticket-log-timeline-modal';
export { TransferTicketModal } from './transfer-ticket-modal';
export type {
  AcceptTicketModalProps,
  CloseTicketDialogProps,
  OtherTicketInfo,
  TicketActions,
  TicketInfoModalProps,
  TicketLogTimelineModalProps,
  TransferTicketModalProps,
} from './types';
export { useTicketActions } from './use-ticket-actions';
