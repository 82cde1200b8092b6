import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileTypeFromFile } from 'file-type';
import { connections, contacts, messages, tickets } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { type ConnectionRow, type OutboundMessage, SendFailure } from '../channel-driver';
import type { ChannelRuntime } from '../channel-runtime';
import type { MessageRow } from '../message-row';
import '../../modules/tickets/tickets.events';

/**
 * sent / failed (sendError stored) / retry (released for a later attempt) / busy (another attempt
 * holds the claim) / done (nothing to send: already sent, failed for good, private or gone).
 */
export type SendOutcome = 'sent' | 'failed' | 'retry' | 'busy' | 'done';

export interface MessageSenderDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  storage: MediaStorage;
  runtime: ChannelRuntime;
  /** A claim older than this is an attempt that died with its process (default 5 minutes). */
  claimLeaseSeconds?: number;
}

interface Claimed {
  message: MessageRow;
  connection: ConnectionRow;
  to: string;
  isGroup: boolean;
  quotedExternalId: string | null;
}

const sendErrorMaxLength = 500;

/**
 * One send attempt of one stored outbound message. The row is claimed first with a conditional
 * update (not sent, not failed, not claimed by a live attempt), so the immediate attempt and the
 * job never hand the same message to a driver together; the driver is called outside any
 * transaction; the result (external id and ack, or the final error) is then stored.
 */
export class MessageSender {
  readonly #deps: MessageSenderDeps;

  constructor(deps: MessageSenderDeps) {
    this.#deps = deps;
  }

  async attempt(companyId: number, messageId: number, options: { finalAttempt: boolean }): Promise<SendOutcome> {
    const claimed = await this.#claim(companyId, messageId);
    if (claimed === 'busy' || claimed === 'done') return claimed;
    return this.#send(claimed, options);
  }

  /**
   * The first attempt of many messages of one company written together (a campaign's batch): claimed
   * in one transaction, handed to their drivers side by side, their ids stored in groups by the
   * connection's lane. Those another attempt holds, or already sent, are left alone; each failure is
   * its message's own, retried by its job as after `attempt`.
   */
  async attemptMany(companyId: number, messageIds: readonly number[]): Promise<void> {
    if (messageIds.length === 0) return;
    const claimed = await this.#deps.db.tenant(companyId).transaction((tx) => this.#claimIn(tx, companyId, messageIds));
    await Promise.all(claimed.map((one) => this.#send(one, { finalAttempt: false })));
  }

  async #send(claimed: Claimed, options: { finalAttempt: boolean }): Promise<SendOutcome> {
    const messageId = claimed.message.id;
    try {
      const driver = this.#deps.runtime.driverFor(claimed.connection.channel);
      const result = await driver.send(claimed.connection, await this.#wireMessage(claimed));
      await this.#recordSent(claimed, result.externalId, result.ack);
      return 'sent';
    } catch (error) {
      // Anything but a SendFailure (no driver in this process, a network fault) may pass with time.
      const retryable = !(error instanceof SendFailure) || error.retryable;
      if (retryable && !options.finalAttempt) {
        this.#deps.logger.warn({ err: error, messageId }, 'send attempt failed, will retry');
        await this.#release(claimed.message, null);
        return 'retry';
      }
      await this.#release(claimed.message, errorText(error));
      return 'failed';
    }
  }

  async #claim(companyId: number, messageId: number): Promise<Claimed | 'busy' | 'done'> {
    return this.#deps.db.tenant(companyId).transaction(async (tx) => {
      const [claimed] = await this.#claimIn(tx, companyId, [messageId]);
      if (claimed) return claimed;
      const [row] = await tx
        .select({ claimedAt: messages.sendClaimedAt, externalId: messages.externalId, sendError: messages.sendError })
        .from(messages)
        .where(and(eq(messages.companyId, companyId), eq(messages.id, messageId)));
      return row?.claimedAt && !row.externalId && !row.sendError ? 'busy' : 'done';
    });
  }

  /**
   * Claims those of `messageIds` that wait for a send (not sent, not failed, not claimed by a live
   * attempt) with a conditional update, then reads what their sends need in one statement. A
   * message whose connection was deleted since fails for good: no retry can deliver it.
   */
  async #claimIn(tx: Tx, companyId: number, messageIds: readonly number[]): Promise<Claimed[]> {
    const lease = this.#deps.claimLeaseSeconds ?? 300;
    const rows = await tx
      .update(messages)
      .set({ sendClaimedAt: sql`now()` })
      .where(
        and(
          eq(messages.companyId, companyId),
          inArray(messages.id, [...messageIds]),
          eq(messages.isPrivate, false),
          isNull(messages.externalId),
          isNull(messages.sendError),
          or(isNull(messages.sendClaimedAt), sql`${messages.sendClaimedAt} < now() - make_interval(secs => ${lease})`),
        ),
      )
      .returning();
    if (rows.length === 0) return [];
    const quoted = alias(messages, 'quoted');
    const targets = await tx
      .select({
        messageId: messages.id,
        connection: connections,
        to: contacts.number,
        isGroup: contacts.isGroup,
        quotedExternalId: quoted.externalId,
      })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .innerJoin(connections, eq(connections.id, messages.whatsappId))
      .leftJoin(quoted, eq(quoted.id, messages.quotedMsgId))
      .where(
        and(
          eq(messages.companyId, companyId),
          inArray(
            messages.id,
            rows.map((row) => row.id),
          ),
        ),
      );
    const byId = new Map(targets.map(({ messageId, ...target }) => [messageId, target]));
    const gone = rows.filter((row) => !byId.has(row.id)).map((row) => row.id);
    if (gone.length > 0) {
      await tx
        .update(messages)
        .set({ sendClaimedAt: null, sendError: 'connection removed' })
        .where(and(eq(messages.companyId, companyId), inArray(messages.id, gone)));
    }
    return rows.flatMap((message) => {
      const target = byId.get(message.id);
      return target ? [{ message, ...target }] : [];
    });
  }

  async #wireMessage({ message, to, isGroup, quotedExternalId }: Claimed): Promise<OutboundMessage> {
    const wire: OutboundMessage = {
      messageId: message.id,
      to,
      isGroup,
      body: message.body,
      mediaType: message.mediaType,
    };
    if (message.dataJson != null) wire.dataJson = message.dataJson;
    if (quotedExternalId) wire.quotedExternalId = quotedExternalId;
    if (message.mediaUrl) {
      const mediaPath = await this.#deps.storage.resolve(`${message.companyId}/${message.mediaUrl}`).catch(() => {
        throw new SendFailure('media file missing', false);
      });
      wire.mediaPath = mediaPath;
      wire.mediaMimetype = (await fileTypeFromFile(mediaPath))?.mime ?? 'text/plain';
    }
    return wire;
  }

  async #recordSent(claimed: Claimed, externalId: string, ack: number) {
    const { message, connection } = claimed;
    await this.#deps.runtime.recordSent(connection, { messageId: message.id, externalId, ack });
    this.#publishUpdate(message);
  }

  /** Gives the claim back: with an error the message has failed for good, without one it waits for a retry. */
  async #release(message: MessageRow, sendError: string | null) {
    await this.#deps.db.tenant(message.companyId).transaction((tx) =>
      tx
        .update(messages)
        .set({ sendClaimedAt: null, sendError, ...(sendError ? { updatedAt: sql`now()` } : {}) })
        .where(and(eq(messages.companyId, message.companyId), eq(messages.id, message.id))),
    );
    if (sendError) this.#publishUpdate(message);
  }

  #publishUpdate(message: MessageRow) {
    const { companyId, id: messageId, ticketId } = message;
    this.#deps.events.publish({ type: 'message.updated', companyId, messageId, ticketId });
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'send failed').slice(0, sendErrorMaxLength);
}
