import { AppError, withoutNul } from '@chatdesk/contracts';
import { inArray } from 'drizzle-orm';
import { connections } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { DomainEvents } from '../platform/events/domain-events';
import type { Logger } from '../platform/logger/logger';
import type { MediaStorage } from '../platform/storage/media-storage';
import type { AutomationBatch, AutomationContext, AutomationStage } from './automation-stage';
import type {
  ChannelDriver,
  ChannelSink,
  ConnectionRow,
  ConnectionStatus,
  NormalizedDelete,
  NormalizedEdit,
  NormalizedInbound,
  NormalizedInboundMessage,
} from './channel-driver';
import type { SentRecord } from './outbound/record-sent';
import { PendingAcks } from './pending-acks';
import { createAckGroups } from './pipeline/ack-groups';
import { wantsAutomation } from './pipeline/automation-inbox';
import type { ContactsConnection } from './pipeline/inbound-conversations';
import { InboundQueue } from './pipeline/inbound-queue';
import {
  type BatchOutcome,
  type ConnectionCheck,
  type InboundToStore,
  type IngestedMessage,
  ingestBatch,
} from './pipeline/ingest-batch';
import { runAutomation } from './pipeline/run-automation';
import { storeInboundMedia } from './pipeline/store-inbound-media';
import { updateInboundMessage } from './pipeline/update-inbound-message';
import { updateConnectionStatus } from './update-connection-status';
import '../modules/tickets/tickets.events';
import './channels.events';

export interface ChannelRuntimeDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  storage: MediaStorage;
}

/**
 * The channels side of the process: the registered drivers (one per channel) and the sink they
 * report to. Every driver's inbound events go through the one pipeline in `pipeline/`:
 * idempotent insert -> contact upsert -> ticket find-or-create -> message row -> domain events
 * after commit -> automation stages. Exposed to routes as `app.channels`.
 */
export class ChannelRuntime implements ChannelSink {
  readonly #deps: ChannelRuntimeDeps;
  readonly #drivers = new Map<ConnectionRow['channel'], ChannelDriver>();
  readonly #automation: AutomationStage[] = [];
  readonly #automationBatches: AutomationBatch[] = [];
  /** The automation of each stored message's batch, which its request waits for (never rejects). */
  readonly #automated = new WeakMap<IngestedMessage, Promise<void>>();
  /** Acks a driver reported before the outbound sender stored the external id they name. */
  readonly #pendingAcks = new PendingAcks();
  /** Each connection's inbound events in arrival order, messages stored in batches. */
  readonly #queue: InboundQueue;
  /** Acks and stored sends, run in groups by the connection's lane (pipeline/ack-groups.ts). */
  readonly #groups: ReturnType<typeof createAckGroups>;
  /** Each connection's latest batch publication: a batch publishes after the ones stored before it. */
  readonly #published = new Map<number, Promise<void>>();

  constructor(deps: ChannelRuntimeDeps) {
    this.#deps = deps;
    this.#groups = createAckGroups(deps, this.#pendingAcks);
    this.#queue = new InboundQueue(async (connection, batch, check, locked) => {
      const outcomes = await ingestBatch(deps, connection, batch, check, locked);
      // The turns run beside the connection's next batches, each message's request waiting for its own.
      const automated = this.#announceAndAutomate(connection.id, batch, outcomes);
      for (const outcome of outcomes)
        if ('stored' in outcome && outcome.stored) this.#automated.set(outcome.stored, automated);
      return outcomes;
    });
  }

  /** One driver per channel; registering a second for the same channel is a wiring mistake. */
  register(driver: ChannelDriver): void {
    if (this.#drivers.has(driver.channel)) throw new Error(`A driver for channel ${driver.channel} is registered`);
    this.#drivers.set(driver.channel, driver);
  }

  /** The driver of a connection's channel; ERR_WAPP_NOT_INITIALIZED when this process has none. */
  driverFor(channel: ConnectionRow['channel']): ChannelDriver {
    const driver = this.#drivers.get(channel);
    if (!driver) throw new AppError('ERR_WAPP_NOT_INITIALIZED');
    return driver;
  }

  /**
   * Start-up: every stored connection whose channel this process drives is started again (the
   * sandbox phone reports CONNECTED; real sessions reconnect). A failing one is logged, not fatal.
   */
  async startAll(): Promise<void> {
    const channels = [...this.#drivers.keys()];
    if (channels.length === 0) return;
    const rows = await this.#deps.db.system.transaction((tx) =>
      tx.select().from(connections).where(inArray(connections.channel, channels)),
    );
    for (const connection of rows) {
      await this.driverFor(connection.channel)
        .start(connection)
        .catch((error) =>
          this.#deps.logger.error({ err: error, connectionId: connection.id }, 'connection start failed'),
        );
    }
  }

  /** Shutdown: stops every running session so no driver timer outlives the process's database pool. */
  async stopAll(): Promise<void> {
    for (const driver of this.#drivers.values()) await driver.stopAll?.();
  }

  /** Appends an automation stage (see AutomationStage): stages run in the order they were added. */
  addAutomationStage(stage: AutomationStage): void {
    this.#automation.push(stage);
  }

  /** Appends a batch automation (see AutomationBatch): it runs before the per-message stages. */
  addAutomationBatch(batch: AutomationBatch): void {
    this.#automationBatches.push(batch);
  }

  /**
   * The inbound pipeline: one path for every driver. Resolves once stored, published and
   * automated. A connection's events are handled in arrival order; messages that arrive while
   * earlier ones are being stored are stored together (InboundQueue).
   */
  async inbound(connection: ConnectionRow, received: NormalizedInbound): Promise<void> {
    // Every driver's text (names, bodies, ids) without U+0000, which PostgreSQL refuses in text.
    const event = withoutNul(received);
    if (event.kind === 'message') {
      await this.#ingest(connection, event);
      return;
    }
    if (event.kind === 'ack') {
      // Acks that wait in a row are applied together (one statement), in the connection's order.
      await this.#queue.grouped(connection.id, this.#groups.acks, { connection, ack: event });
      return;
    }
    await this.#queue.task(connection.id, () => this.#update(connection, event));
  }

  async #update(connection: ConnectionRow, event: NormalizedEdit | NormalizedDelete) {
    const change = await updateInboundMessage(this.#deps.db, connection, event);
    if (!change) return;
    const { companyId } = connection;
    const { messageId, ticketId, ticketChanged } = change;
    this.#deps.events.publish({ type: 'message.updated', companyId, messageId, ticketId });
    if (ticketChanged) this.#deps.events.publish({ type: 'ticket.updated', companyId, ticketId });
  }

  /**
   * Stores what a send returned (the channel's id and ack, raised to the highest ack already reported
   * for the id) in the connection's event order, like its acks: an ack handled before finds no row and
   * waits in the pending acks, taken here; one handled after finds the id stored. None falls in
   * between, where it would find no row yet and wait for a take that had already happened. Sends
   * recorded while an earlier group is being stored are stored together, in one statement.
   */
  recordSent(connection: Pick<ConnectionRow, 'id' | 'companyId'>, sent: SentRecord): Promise<void> {
    return this.#queue.grouped(connection.id, this.#groups.sent, { connection, sent });
  }

  /**
   * An inbound message for a connection the caller names without reading it (the sandbox route):
   * `check` judges the connection as stored, inside the ingest transaction — the contact upsert
   * reads its row anyway — so the caller needs no transaction of its own to look it up. Throws
   * what `check` throws, or ERR_NO_WAPP_FOUND when the company has no such connection; nothing
   * is stored then.
   */
  async inboundMessageChecked(
    connection: ContactsConnection,
    event: NormalizedInboundMessage,
    check: ConnectionCheck,
  ): Promise<void> {
    await this.#ingest(connection, withoutNul(event), check);
  }

  /** A driver's session changed (qrcode, PAIRING, OPENING, CONNECTED, TIMEOUT, DISCONNECTED). */
  async status(connection: ConnectionRow, status: ConnectionStatus, qrcode?: string, number?: string): Promise<void> {
    const changed = await updateConnectionStatus(this.#deps.db, connection, status, qrcode ?? '', number);
    if (changed) {
      this.#deps.events.publish({
        type: 'connection.session-updated',
        companyId: connection.companyId,
        connectionId: connection.id,
      });
    }
  }

  /** The message's file, then the message in its connection's next batch (stored, announced, automated). */
  async #ingest(connection: ContactsConnection, event: NormalizedInboundMessage, check?: ConnectionCheck) {
    const { storage, logger } = this.#deps;
    const mediaUrl = event.media ? await storeInboundMedia(storage, logger, connection.companyId, event.media) : null;
    const outcome = await this.#queue.message(connection, { event, mediaUrl }, check);
    if ('failed' in outcome) throw outcome.failed;
    if (outcome.stored) await this.#automated.get(outcome.stored);
  }

  /**
   * A stored batch's automation and events (a repeated delivery changed nothing: nothing to
   * announce or automate): the batch automations for the contact messages all at once, then the
   * batch's events in its order, then the automations' news (the bot's changes and answers), then
   * each message's stages. The events wait for the automation's commit because the socket layer
   * reads each ticket when it sends them: read before, a new ticket the bot puts in a queue would
   * still have none, and the queue's attendants would miss its first message (and its notification).
   */
  async #announceAndAutomate(connectionId: number, batch: InboundToStore[], outcomes: BatchOutcome[]) {
    const turn = this.#publicationTurn(connectionId);
    const stored: IngestedMessage[] = [];
    const automated: AutomationContext[] = [];
    outcomes.forEach((outcome, index) => {
      const ingested = 'stored' in outcome ? outcome.stored : null;
      if (!ingested) return;
      stored.push(ingested);
      const { message, ticket, connection } = ingested;
      if (wantsAutomation(message, ticket, batch[index]?.event.imported))
        automated.push({ companyId: connection.companyId, ...ingested });
    });
    const { logger } = this.#deps;
    try {
      const news: (() => void)[] = [];
      if (automated.length > 0)
        for (const run of this.#automationBatches) {
          try {
            news.push(...(await run(automated)));
          } catch (error) {
            logger.error({ err: error }, 'automation failed');
          }
        }
      await turn.earlier;
      for (const ingested of stored) this.#publish(ingested);
      for (const run of news) run();
    } finally {
      turn.done();
    }
    for (const context of automated)
      await runAutomation(this.#automation, context, (error) =>
        logger.error({ err: error, messageId: context.message.id }, 'automation stage failed'),
      );
  }

  /**
   * A batch's place among its connection's publications: it publishes once `earlier` (the batch
   * stored before it) has, even when its own automation was quicker; `done` lets the next one go.
   */
  #publicationTurn(connectionId: number) {
    const earlier = this.#published.get(connectionId);
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#published.set(connectionId, mine);
    return {
      earlier,
      done: () => {
        release();
        if (this.#published.get(connectionId) === mine) this.#published.delete(connectionId);
      },
    };
  }

  #publish({ ticket, message, ticketOpened, ticketBefore }: IngestedMessage) {
    const { events } = this.#deps;
    const { companyId } = ticket;
    if (ticketOpened === 'created') events.publish({ type: 'ticket.created', companyId, ticketId: ticket.id });
    else
      events.publish({
        type: 'ticket.updated',
        companyId,
        ticketId: ticket.id,
        // A reaction leaves the ticket as it was (not news): a plain update.
        ...(message.mediaType === 'reactionMessage' ? {} : { byMessage: true as const }),
        ...(ticketBefore ? { before: ticketBefore } : {}),
      });
    events.publish({ type: 'message.created', companyId, messageId: message.id, ticketId: ticket.id });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel drivers and the inbound pipeline (channels/channel-runtime.ts). */
    channels: ChannelRuntime;
  }
}
