import type { ConnectionRow } from './channel-driver';
import type { ContactRow, MessageRow, TicketRow } from './message-row';

/** What an automation stage sees of one inbound message, after its transaction committed. */
export interface AutomationContext {
  companyId: number;
  connection: ConnectionRow;
  /** The ticket as it stands after the message (status, queue, unread count...). */
  ticket: TicketRow;
  /** The conversation's contact (the group itself for group chats). */
  contact: ContactRow;
  message: MessageRow;
  /** Whether this message created or reopened the ticket (a fresh attendance), or reused an active one. */
  ticketOpened: 'created' | 'reopened' | null;
}

/**
 * One step of "what answers a contact before a human does" (queue menus, schedules, NPS/LGPD,
 * flows, integrations). Stages run in the order they were added, only for messages the contact
 * sent (not fromMe, not reactions); a stage that answers `'handled'` stops the later ones. With no
 * stage the ticket simply waits as pending. A throwing stage is logged and stops the chain: the
 * message is already stored and must not be lost because a bot failed.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a stage with nothing to say simply returns
export type AutomationStage = (context: AutomationContext) => Promise<void | 'handled'>;

/**
 * What answers the contact messages of one stored batch at once (the automation, which runs their
 * turns in one transaction): called after the batch's commit, before its events and the stages of
 * each message; it reports its own failures (never throws for one message). It answers its turns'
 * news (their events, the sends to start), which the caller runs once it has published the batch's
 * own events: so the stored messages are read for the sockets with the bot's changes (the queue it
 * chose decides who sees them), and still go out before the bot's answers.
 */
export type AutomationBatch = (contexts: readonly AutomationContext[]) => Promise<readonly (() => void)[]>;
