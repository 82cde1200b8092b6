import type { TicketAnswer } from '@chatdesk/contracts';
import type { ReactNode } from 'react';

/**
 * The ticket a conflict answer names (spec 1 §4 Accept/Reopen/Create): an active ticket of the same
 * contact that belongs to someone else, or to the current user.
 */
export interface OtherTicketInfo {
  uuid: string;
  status: string;
  userId: number | null;
  user: { name: string } | null;
  queue: { name: string } | null;
}

export interface AcceptTicketModalProps {
  open: boolean;
  /** The queues offered (the user's own); with exactly one it is preselected. */
  queues: readonly { id: number; name: string; color: string }[];
  busy?: boolean;
  onClose: () => void;
  onConfirm: (queueId: number) => void;
}

export interface TransferTicketModalProps {
  open: boolean;
  ticket: TicketAnswer;
  onClose: () => void;
  /** Called after the transfer succeeded (the modal has already navigated to /tickets). */
  onTransferred?: (ticket: TicketAnswer) => void;
}

export interface CloseTicketDialogProps {
  open: boolean;
  busy?: boolean;
  /**
   * The company asks contacts for a rating (setting userRating): closing then sends the rating
   * request and the API holds the ticket in 'nps' until it is answered, so the dialog offers only
   * that close ('Avaliação obrigatória').
   */
  ratingRequired?: boolean;
  onClose: () => void;
  /** true: close with the farewell message; false: close silently. */
  onConfirm: (sendFarewellMessage: boolean) => void;
}

export interface TicketInfoModalProps {
  /** null keeps the modal closed. */
  info: OtherTicketInfo | null;
  onClose: () => void;
}

export interface TicketLogTimelineModalProps {
  open: boolean;
  ticketId: number;
  onClose: () => void;
}

/** What the conversation header's buttons call (spec 1 §4, every transition as the user sees it). */
export interface TicketActions {
  /** pending -> open (group for WhatsApp groups); asks for a queue first when the ticket has none. */
  accept: () => void;
  /** closed -> open (group for groups); same queue rule as accept. */
  reopen: () => void;
  /** open or group -> pending, user cleared; goes to /tickets. */
  returnToPending: () => void;
  /** Opens the close dialog (with or without farewell); refuses with a warning when a required tag is missing. */
  close: () => void;
  /** Closes a pending or lgpd ticket without farewell (amountUsedBotQueues 0). */
  ignore: () => void;
  /** Opens the transfer modal. */
  transfer: () => void;
  /** Opens the log timeline of the ticket. */
  showLogs: () => void;
  /** Asks for confirmation, then DELETE /tickets/{id} and back to /tickets. */
  remove: () => void;
  /** PUT /tickets/{id} {useIntegration}. */
  setUseIntegration: (useIntegration: boolean) => void;
  /** Whether this user may ignore the ticket (pending/lgpd; userClosePendingTicket enabled or admin). */
  canIgnore: boolean;
  /** Whether the close button shows (for pending tickets: showDashboard enabled or admin). */
  canClose: boolean;
  /** Whether this user may delete tickets (ticket-options:deleteTicket). */
  canDelete: boolean;
  /** A status change is on its way. */
  busy: boolean;
  /** The dialogs these actions open; render once beside the buttons. */
  dialogs: ReactNode;
}
