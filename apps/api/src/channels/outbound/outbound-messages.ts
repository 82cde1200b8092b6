import { AppError } from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { JobInput } from '../../platform/jobs/define-job';
import type { EnqueueOptions } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { MessageRow } from '../message-row';
import { lastMessageOf } from '../pipeline/last-message';
import type { MessageSender } from './message-sender';
import { sendMessageJob } from './send-message.job';
import '../../modules/tickets/tickets.events';

export type { MessageRow } from '../message-row';

/** What use cases send: a message on a ticket, written first and delivered by the channel later. */
export interface OutboundInput {
  ticketId: number;
  body: string;
  /** The attendant sending it; null for the system, bots and automation. */
  userId: number | null;
  mediaType?: string;
  /** Stored file name under media/{companyId} (what MediaStorage.save returned after the slash). */
  mediaUrl?: string | null;
  dataJson?: unknown;
  /** A message of the same company to quote; one of another company is silently not quoted. */
  quotedMsgId?: number | null;
  /** A private note: stored (fromMe) and shown to attendants, never sent to the channel. */
  isPrivate?: boolean;
  isForwarded?: boolean;
  /** Sent by the automation (menus, greetings, NPS, timers): shown as the bot's, counted as no attendant's. */
  fromBot?: boolean;
}

/** The part of the platform job queue the outbound path uses. */
export interface SendJobQueue {
  enqueue(
    definition: typeof sendMessageJob,
    payload: JobInput<typeof sendMessageJob>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  enqueueMany(
    definition: typeof sendMessageJob,
    payloads: readonly JobInput<typeof sendMessageJob>[],
    options?: { tx?: Tx; startAfterSeconds?: number },
  ): Promise<void>;
}

/** A bot text for one ticket, variables already filled (enqueueBotMessagesInTransaction). */
export interface BotMessageInput {
  companyId: number;
  ticketId: number;
  body: string;
}

export interface OutboundMessagesDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  jobs: SendJobQueue;
  sender: MessageSender;
  /** Seconds before the durable job looks at a message the in-process attempt should have sent (default 10). */
  jobDelaySeconds?: number;
}

/**
 * The outbound path (ARCHITECTURE.md "Channels"): the message row (ack 0) and its send job are
 * written in one transaction, so a crash after commit loses nothing; after commit the send is
 * tried at once in this process, and the job is the durable retry. Exposed as `app.outbound`.
 * Whether a ticket may receive messages now (status open or group...) is the caller's rule.
 */
export class OutboundMessages {
  readonly #deps: OutboundMessagesDeps;

  constructor(deps: OutboundMessagesDeps) {
    this.#deps = deps;
  }

  /** Writes, enqueues and commits in its own tenant transaction, then publishes and kicks the send. */
  async send(companyId: number, input: OutboundInput): Promise<MessageRow> {
    const { message, afterCommit } = await this.#deps.db
      .tenant(companyId)
      .transaction((tx) => this.enqueueInTransaction(tx, companyId, input));
    afterCommit();
    return message;
  }

  /**
   * For use cases that must write the message atomically with their own change (accept plus
   * greeting): `tx` must be a tenant transaction of `companyId`. The caller calls `afterCommit()`
   * once its transaction has committed (never before: the events and the send would name a row
   * that may still roll back).
   */
  async enqueueInTransaction(
    tx: Tx,
    companyId: number,
    input: OutboundInput,
  ): Promise<{ message: MessageRow; afterCommit: () => void }> {
    const mediaType = input.mediaType ?? 'conversation';
    const isPrivate = input.isPrivate ?? false;
    // The attendant's own words start the inactivity and expiry timers (automation/timers); the bot's do not.
    const byAgent = !isPrivate && !input.fromBot;
    const [ticket] = await tx
      .update(tickets)
      .set({
        lastMessage: lastMessageOf(input.body, mediaType),
        updatedAt: sql`now()`,
        ...(byAgent ? { lastAgentMessageAt: sql`now()` } : {}),
      })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, input.ticketId)))
      .returning({
        id: tickets.id,
        whatsappId: tickets.whatsappId,
        contactId: tickets.contactId,
        queueId: tickets.queueId,
      });
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND');
    const quoted = input.quotedMsgId
      ? sql`(SELECT id FROM messages WHERE company_id = ${companyId} AND id = ${input.quotedMsgId})`
      : null;
    const [message] = await tx
      .insert(messages)
      .values({
        companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        contactId: ticket.contactId,
        queueId: ticket.queueId,
        userId: input.userId,
        body: input.body,
        fromMe: true,
        mediaType,
        mediaUrl: input.mediaUrl ?? null,
        dataJson: input.dataJson ?? null,
        quotedMsgId: quoted,
        ack: 0,
        isPrivate,
        isForwarded: input.isForwarded ?? false,
        fromBot: input.fromBot ?? false,
      })
      .returning();
    if (!message) throw new AppError('ERR_CREATING_MESSAGE');
    if (!isPrivate) {
      await this.#deps.jobs.enqueue(
        sendMessageJob,
        { companyId, messageId: message.id },
        { tx, startAfter: this.#deps.jobDelaySeconds ?? 10 },
      );
    }
    return { message, afterCommit: () => this.#afterCommit(message) };
  }

  /**
   * Bot texts (fromBot, no user) for many tickets in a few statements whatever their number: one
   * ticket update, one message insert, one job insert. For work that writes many at once (the
   * automation timers' sweep, in a system transaction across companies). At most one text per
   * ticket; a ticket that no longer exists is skipped. Same contract as enqueueInTransaction.
   */
  async enqueueBotMessagesInTransaction(
    tx: Tx,
    inputs: readonly BotMessageInput[],
  ): Promise<{ messageIds: number[]; afterCommit: () => void }> {
    if (new Set(inputs.map((input) => input.ticketId)).size !== inputs.length) {
      throw new Error('enqueueBotMessagesInTransaction takes one text per ticket');
    }
    if (inputs.length === 0) return { messageIds: [], afterCommit: () => undefined };
    // One JSON parameter for the whole set (drizzle would spread a JS array into a parameter each).
    const set = JSON.stringify(
      inputs.map((input) => ({
        company_id: input.companyId,
        ticket_id: input.ticketId,
        body: input.body,
        last_message: lastMessageOf(input.body, 'conversation'),
      })),
    );
    const { rows } = await tx.execute(
      sql`WITH d AS (
            SELECT * FROM json_to_recordset(${set}::json) AS d(company_id int, ticket_id int, body text, last_message text)
          ), touched AS (
            UPDATE tickets t SET last_message = d.last_message, updated_at = now()
            FROM d WHERE t.company_id = d.company_id AND t.id = d.ticket_id
            RETURNING t.id, t.company_id, t.whatsapp_id, t.contact_id, t.queue_id, d.body
          )
          INSERT INTO messages (company_id, ticket_id, whatsapp_id, contact_id, queue_id, user_id, body, from_me,
                                media_type, ack, from_bot)
          SELECT company_id, id, whatsapp_id, contact_id, queue_id, NULL, body, true, 'conversation', 0, true
          FROM touched
          RETURNING id, company_id, ticket_id`,
    );
    const written = rows.map((row) => ({
      id: row.id as number,
      companyId: row.company_id as number,
      ticketId: row.ticket_id as number,
      isPrivate: false,
    }));
    await this.#deps.jobs.enqueueMany(
      sendMessageJob,
      written.map((message) => ({ companyId: message.companyId, messageId: message.id })),
      { tx, startAfterSeconds: this.#deps.jobDelaySeconds ?? 10 },
    );
    return {
      messageIds: written.map((message) => message.id),
      afterCommit: () => {
        for (const message of written) this.#afterCommit(message);
      },
    };
  }

  #afterCommit(message: Pick<MessageRow, 'id' | 'companyId' | 'ticketId' | 'isPrivate'>) {
    const { events, sender, logger } = this.#deps;
    const { companyId, ticketId } = message;
    // The ticket first, as on the inbound path: clients place the row, then the message's create
    // brings it to the top (spec 1 §4 "Live list updates").
    events.publish({ type: 'ticket.updated', companyId, ticketId, byMessage: true });
    events.publish({ type: 'message.created', companyId, messageId: message.id, ticketId });
    if (message.isPrivate) return;
    // Not awaited: the caller answers now; a failure here is the job's to retry.
    sender
      .attempt(companyId, message.id, { finalAttempt: false })
      .catch((error) => logger.error({ err: error, messageId: message.id }, 'immediate send failed'));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outbound messages: write (ack 0) + durable send (channels/outbound/outbound-messages.ts). */
    outbound: OutboundMessages;
  }
}
