import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { MetaChannel } from '../../db/schema/meta-channel-accounts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink, InboundMedia } from '../channel-driver';
import {
  type CloudWebhookBody,
  cloudAccountIds,
  type MetaWebhookItem,
  normalizeCloudWebhook,
} from './cloud-normalizer';
import type { GraphClient } from './graph-client';
import { type MessagingWebhookBody, messagingAccountIds, normalizeMessagingWebhook } from './messaging-normalizer';
import type { MetaAccount, MetaAccounts } from './meta-accounts';
import { signatureMatches } from './webhook-signature';
import '../../modules/tickets/tickets.events';

export interface MetaWebhookDeps {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  graph: GraphClient;
  accounts: MetaAccounts;
  /** The channel runtime (its inbound pipeline), looked up when a webhook arrives. */
  sink: () => ChannelSink;
  platformAppSecret: string | undefined;
}

export type WebhookOutcome = 'unsigned' | 'processed';

/**
 * A Meta webhook delivery, after the raw bytes arrived: the accounts it names are looked up
 * (without a tenant), the signature must match the app secret of each account whose events are
 * used (or the platform's, for a payload naming only unknown accounts, which is then ignored);
 * events go only to accounts whose id a Graph read proved (MetaAccounts `verified`);
 * events are normalized, media fetched through Graph, and everything handed to the pipeline.
 */
export class MetaWebhooks {
  readonly #profiles = new Map<string, string>();

  constructor(private readonly deps: MetaWebhookDeps) {}

  async handle(channel: MetaChannel, raw: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!signature) return 'unsigned';
    const body = parseJson(raw);
    if (!body) return this.#platformSigned(raw, signature) ? 'processed' : 'unsigned';
    const ids = channel === 'whatsappapi' ? cloudAccountIds(body) : messagingAccountIds(body);
    const routed = new Map<string, MetaAccount>();
    let anyMatch = this.#platformSigned(raw, signature);
    for (const id of ids) {
      for (const account of await this.deps.accounts.byExternalId(channel, id)) {
        if (!account.appSecret || !signatureMatches(raw, signature, account.appSecret)) continue;
        anyMatch = true;
        // An account whose id no Graph read proved gets nothing: Meta still hears 200.
        if (account.verified && !routed.has(id)) routed.set(id, account);
      }
    }
    if (!anyMatch) return 'unsigned';
    const items =
      channel === 'whatsappapi'
        ? normalizeCloudWebhook(body as CloudWebhookBody)
        : normalizeMessagingWebhook(body as MessagingWebhookBody);
    await this.#deliverEach(channel, routed, items);
    return 'processed';
  }

  /**
   * Each item on its own (the pipeline stores each in its own transaction): one that fails is
   * logged and counted, and the others of the delivery are still stored. Meta's retry of the
   * delivery then finds those already stored (unique external ids) and adds nothing twice.
   */
  async #deliverEach(channel: MetaChannel, routed: Map<string, MetaAccount>, items: MetaWebhookItem[]) {
    let failed = 0;
    for (const item of items) {
      const account = routed.get(item.accountId);
      if (!account) continue;
      try {
        await this.#deliver(channel, account, item);
      } catch (error) {
        failed += 1;
        const externalId = item.event.externalId;
        this.deps.logger.error(
          { err: error, connectionId: account.connection.id, externalId },
          'Meta webhook item failed',
        );
      }
    }
    if (failed > 0)
      this.deps.logger.warn({ channel, failed, items: items.length }, 'Meta webhook delivery partly failed');
  }

  #platformSigned(raw: Buffer, signature: string): boolean {
    const secret = this.deps.platformAppSecret;
    return secret !== undefined && signatureMatches(raw, signature, secret);
  }

  async #deliver(channel: MetaChannel, account: MetaAccount, item: MetaWebhookItem): Promise<void> {
    const { event } = item;
    if (item.sendError !== undefined) {
      await this.#recordFailure(account, event.externalId, item.sendError);
      return;
    }
    if (event.kind === 'message') {
      const media = await this.#media(account, item);
      if (media) event.media = media;
      if (channel !== 'whatsappapi') event.chat.name = await this.#profileName(channel, account, event.chat.id);
    }
    await this.deps.sink().inbound(account.connection, event);
  }

  /** A file the contact sent; a failed download keeps the message, without its file. */
  async #media(account: MetaAccount, item: MetaWebhookItem): Promise<InboundMedia | null> {
    const { graph, logger } = this.deps;
    try {
      let download: { data: Buffer; mimetype: string };
      if (item.mediaId) {
        const token = account.accessToken;
        const info = await graph.call<{ url: string; mime_type?: string }>(`/${item.mediaId}`, { token });
        download = await graph.download(info.url, token);
        if (info.mime_type) download.mimetype = info.mime_type;
      } else if (item.mediaUrl) download = await graph.download(item.mediaUrl);
      else return null;
      return { ...download, ...(item.mediaFileName ? { fileName: item.mediaFileName } : {}) };
    } catch (error) {
      logger.warn({ err: error, connectionId: account.connection.id }, 'Meta media download failed');
      return null;
    }
  }

  /** Messenger and Instagram name senders by scoped id only: their profile name is one Graph call away. */
  async #profileName(channel: MetaChannel, account: MetaAccount, senderId: string): Promise<string> {
    const key = `${account.connection.id}:${senderId}`;
    const known = this.#profiles.get(key);
    if (known) return known;
    const fields = channel === 'instagram' ? 'name,username' : 'name';
    try {
      const profile = await this.deps.graph.call<{ name?: string; username?: string }>(`/${senderId}`, {
        token: account.accessToken,
        query: { fields },
      });
      const name = profile?.name || profile?.username || senderId;
      if (this.#profiles.size > 10_000) this.#profiles.clear();
      this.#profiles.set(key, name);
      return name;
    } catch {
      return senderId;
    }
  }

  /** A delivery Meta reports as failed: the message keeps its ack and shows the reason. */
  async #recordFailure(account: MetaAccount, externalId: string, reason: string) {
    const { companyId, id: whatsappId } = account.connection;
    const [row] = await this.deps.db.tenant(companyId).transaction((tx) =>
      tx
        .update(messages)
        .set({ sendError: reason.slice(0, 500), updatedAt: sql`now()` })
        .where(
          and(
            eq(messages.companyId, companyId),
            eq(messages.whatsappId, whatsappId),
            eq(messages.externalId, externalId),
            isNull(messages.sendError),
          ),
        )
        .returning({ id: messages.id, ticketId: messages.ticketId }),
    );
    if (row)
      this.deps.events.publish({ type: 'message.updated', companyId, messageId: row.id, ticketId: row.ticketId });
  }
}

function parseJson(raw: Buffer): (CloudWebhookBody & MessagingWebhookBody) | null {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}
