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

/** A message without a user for one ticket (enqueueManyInTransaction): the bot's, or the company's own. */
export interface ManyMessageInput {
  companyId: number;
  ticketId: number;
  body: string;
  mediaType?: string;
  /** Stored file name under media/{companyId}, as OutboundInput's. */
  mediaUrl?: string | null;
  fromBot: boolean;
}

/** Message ids by company, in order. */
function groupBy(messages: readonly { id: number; companyId: number }[]): Map<number, number[]> {
  const byCompany = new Map<number, number[]>();
  for (const { id, companyId } of messages) {
    const ids = byCompany.get(companyId) ?? [];
    ids.push(id);
    byCompany.set(companyId, ids);
  }
  return byCompany;
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
    const written = await this.enqueueManyInTransaction(
      tx,
      inputs.map((input) => ({ ...input, fromBot: true })),
    );
    return { messageIds: written.messages.map((message) => message.id), afterCommit: written.afterCommit };
  }

  /**
   * Messages without a user (the bot's, the company's own: a campaign's) for many tickets in three
   * statements whatever their number — one ticket update, one message insert, one job insert — and
   * after commit their first send attempts together (MessageSender.attemptMany). At most one message
   * per ticket; a ticket that no longer exists is skipped (its message is missing from the answer).
   * Same contract as enqueueInTransaction.
   */
  async enqueueManyInTransaction(
    tx: Tx,
    inputs: readonly ManyMessageInput[],
  ): Promise<{ messages: { id: number; ticketId: number }[]; afterCommit: () => void }> {
    if (new Set(inputs.map((input) => input.ticketId)).size !== inputs.length) {
      throw new Error('enqueueManyInTransaction takes one message per ticket');
    }
    if (inputs.length === 0) return { messages: [], afterCommit: () => undefined };
    // One JSON parameter for the whole set (drizzle would spread a JS array into a parameter each).
    const set = JSON.stringify(
      inputs.map((input) => {
        const mediaType = input.mediaType ?? 'conversation';
        return {
          company_id: input.companyId,
          ticket_id: input.ticketId,
          body: input.body,
          media_type: mediaType,
          media_url: input.mediaUrl ?? null,
          from_bot: input.fromBot,
          last_message: lastMessageOf(input.body, mediaType),
        };
      }),
    );
    // The company's own words start the inactivity and expiry timers (automation/timers); the bot's do not.
    // `d` is materialized: the set is parsed once, even where stale statistics (a new company's first
    // campaign) make the planner rescan it per ticket.
    const { rows } = await tx.execute(
      sql`WITH d AS MATERIALIZED (
            SELECT * FROM json_to_recordset(${set}::json) AS d(company_id int, ticket_id int, body text, media_type text,
              media_url text, from_bot boolean, last_message text)
          ), touched AS (
            UPDATE tickets t SET last_message = d.last_message, updated_at = now(),
              last_agent_message_at = CASE WHEN d.from_bot THEN t.last_agent_message_at ELSE now() END
            FROM d WHERE t.company_id = d.company_id AND t.id = d.ticket_id
            RETURNING t.id, t.company_id, t.whatsapp_id, t.contact_id, t.queue_id, d.body, d.media_type, d.media_url,
              d.from_bot
          )
          INSERT INTO messages (company_id, ticket_id, whatsapp_id, contact_id, queue_id, user_id, body, from_me,
                                media_type, media_url, ack, from_bot)
          SELECT company_id, id, whatsapp_id, contact_id, queue_id, NULL, body, true, media_type, media_url, 0, from_bot
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
      messages: written.map(({ id, ticketId }) => ({ id, ticketId })),
      afterCommit: () => {
        for (const message of written) this.#publish(message);
        for (const [companyId, ids] of groupBy(written)) this.#attemptMany(companyId, ids);
      },
    };
  }

  #afterCommit(message: Pick<MessageRow, 'id' | 'companyId' | 'ticketId' | 'isPrivate'>) {
    this.#publish(message);
    if (message.isPrivate) return;
    // Not awaited: the caller answers now; a failure here is the job's to retry.
    this.#deps.sender
      .attempt(message.companyId, message.id, { finalAttempt: false })
      .catch((error) => this.#deps.logger.error({ err: error, messageId: message.id }, 'immediate send failed'));
  }

  #publish({ companyId, ticketId, id }: Pick<MessageRow, 'id' | 'companyId' | 'ticketId'>) {
    // The ticket first, as on the inbound path: clients place the row, then the message's create
    // brings it to the top (spec 1 §4 "Live list updates").
    this.#deps.events.publish({ type: 'ticket.updated', companyId, ticketId, byMessage: true });
    this.#deps.events.publish({ type: 'message.created', companyId, messageId: id, ticketId });
  }

  #attemptMany(companyId: number, messageIds: number[]) {
    // Not awaited, as #afterCommit's: a failure here is the jobs' to retry.
    this.#deps.sender
      .attemptMany(companyId, messageIds)
      .catch((error) => this.#deps.logger.error({ err: error, companyId }, 'immediate sends failed'));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outbound messages: write (ack 0) + durable send (channels/outbound/outbound-messages.ts). */
    outbound: OutboundMessages;
  }
}
