import type { TicketLogType } from '@chatdesk/contracts';
import type { ConnectionRow } from '../channels/channel-driver';
import type { ContactRow, MessageRow, TicketRow } from '../channels/message-row';
import type { OutboundInput } from '../channels/outbound/outbound-messages';
import type { automationSteps, ticketAutomation } from '../db/schema';
import type { CompanySettingsValues } from '../modules/companies/company-settings.repository';
import type { TicketPatch } from '../modules/tickets/tickets.repository';
import type { Tx } from '../platform/db/database';
import type { FlowRuntime } from './flows/flow-wake.job';
import type { IntegrationRuntime } from './integrations/integration-runtime';

export type AutomationState = typeof ticketAutomation.$inferSelect;
export type AutomationStep = (typeof automationSteps)[number];
export type AutomationStatePatch = Partial<
  Pick<AutomationState, 'step' | 'chatbotId' | 'attempts' | 'pausedUntil' | 'outOfHoursSentAt'>
>;

/** A bot message: a text (message variables filled) and optionally a stored file or a structured body. */
export type BotMessage = Pick<OutboundInput, 'body' | 'mediaType' | 'mediaUrl' | 'dataJson'>;

/**
 * One inbound message's turn with the automation, inside the transaction that holds the ticket's
 * row lock. Everything a stage writes (ticket changes, log entries, bot messages, state) commits
 * together with the removal of the message from the automation inbox: exactly once.
 */
export interface BotTurn {
  readonly tx: Tx;
  readonly companyId: number;
  /** The turn's clock (tests pass a fixed one). */
  readonly now: Date;
  readonly connection: ConnectionRow;
  readonly contact: ContactRow;
  /** The contact's message this turn answers. */
  readonly message: MessageRow;
  readonly settings: CompanySettingsValues;
  /** The ticket as last written in this turn. */
  readonly ticket: TicketRow;
  /** The automation state as it stands, with this turn's patches applied. */
  readonly state: AutomationState;
  /** Whether the ticket had no automation state before this turn (its first message to the bot). */
  readonly firstTurn: boolean;
  setState(patch: AutomationStatePatch): void;
  update(patch: TicketPatch): Promise<TicketRow>;
  /** A ticket log entry; the actor is the system (null) unless given. */
  log(type: TicketLogType, who?: { userId?: number | null; queueId?: number | null }): Promise<void>;
  stamp(
    stamps: readonly ('queuedAt' | 'startedAt' | 'closedAt')[],
    who: { userId?: number | null; queueId?: number | null },
  ): Promise<void>;
  /** Queues a bot message (fromBot) to the contact; an empty text without a file sends nothing. */
  send(message: BotMessage): Promise<void>;
  /**
   * A read every turn of the round may make and none changes (the connection's queues, the
   * company's time zone and hours): loaded by the first turn asking for `key`, then shared.
   */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Runs after the commit (live notices); never for writes. */
  afterCommit(run: () => void): void;
  /** The flow runtime's draw and durable wake-ups (automation/flows). */
  readonly flows: FlowRuntime;
  /** Hands messages to the ticket's integration or prompt (automation/integrations). */
  readonly integrations: IntegrationRuntime;
}

/**
 * One behaviour of the automation (LGPD, NPS, business hours, queue menu, option tree...). Stages
 * run in the order of `stages.ts`; one answering 'handled' ends the turn.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a stage with nothing to say simply returns
export type BotStage = (turn: BotTurn) => Promise<void | 'handled'>;
