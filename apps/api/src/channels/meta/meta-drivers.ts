import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger/logger';
import {
  type ChannelDriver,
  type ChannelSink,
  type ConnectionRow,
  type OutboundMessage,
  SendFailure,
  type SendResult,
} from '../channel-driver';
import { cloudPayloadOf } from './cloud-outbound';
import { type GraphClient, GraphError, sendFailureOf } from './graph-client';
import { messagingAttachmentByUrl, messagingAttachmentForm, messagingMessageOf } from './messaging-outbound';
import { proveMetaAccount } from './meta-account-proof';
import type { MetaAccount, MetaAccounts } from './meta-accounts';
import { insideServiceWindow, isTemplateMessage, lastInboundAt } from './service-window';

export interface MetaDriverDeps {
  db: Database;
  logger: Logger;
  sink: ChannelSink;
  graph: GraphClient;
  accounts: MetaAccounts;
  /** Where Meta fetches Instagram attachments from (config.publicUrl). */
  publicUrl: string;
}

type MetaChannel = 'whatsappapi' | 'facebook' | 'instagram';
type Sender = (account: MetaAccount, message: OutboundMessage) => Promise<string>;

/**
 * One driver per Meta channel. Sessions are stateless (webhooks in, HTTPS out): start() proves the
 * stored token reaches the account (proveMetaAccount; credentials stored before accounts were
 * verified become verified here) and reports CONNECTED or DISCONNECTED; stop()
 * has nothing to close. Every free-form send first checks Meta's 24-hour customer-service window.
 */
function createMetaDriver(channel: MetaChannel, deps: MetaDriverDeps, sendWith: Sender): ChannelDriver {
  return {
    channel,

    async start(connection) {
      const account = await deps.accounts.forConnection(connection);
      if (!account) {
        await deps.sink.status(connection, 'DISCONNECTED');
        return;
      }
      try {
        await proveMetaAccount(deps.graph, channel, account, account.accessToken);
        if (!account.verified && !(await deps.accounts.markVerified(connection))) {
          throw new Error(`Meta account ${account.externalAccountId} is connected elsewhere`);
        }
        await deps.sink.status(connection, 'CONNECTED');
      } catch (error) {
        deps.logger.warn({ err: error, connectionId: connection.id }, 'Meta credentials check failed');
        await deps.sink.status(connection, 'DISCONNECTED');
      }
    },

    async stop() {},

    async send(connection, message): Promise<SendResult> {
      const account = await deps.accounts.forConnection(connection);
      if (!account) throw new SendFailure('connection has no Meta credentials', false);
      if (!isTemplateMessage(message.dataJson)) await assertServiceWindow(deps.db, connection, message.messageId);
      try {
        return { externalId: await sendWith(account, message), ack: 1 };
      } catch (error) {
        throw sendFailureOf(error);
      }
    },
  };
}

async function assertServiceWindow(db: Database, connection: ConnectionRow, messageId: number) {
  const { companyId } = connection;
  const last = await db.tenant(companyId).transaction(async (tx) => {
    const [row] = await tx
      .select({ contactId: messages.contactId })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.id, messageId)));
    if (!row?.contactId) return null;
    return lastInboundAt(tx, { companyId, whatsappId: connection.id, contactId: row.contactId });
  });
  if (!insideServiceWindow(last)) {
    throw new SendFailure('ERR_OUTSIDE_24H_WINDOW: the contact has not written in the last 24 hours', false);
  }
}

export function createWhatsAppCloudDriver(deps: MetaDriverDeps): ChannelDriver {
  return createMetaDriver('whatsappapi', deps, async (account, message) => {
    const phoneNumberId = account.externalAccountId;
    const token = account.accessToken;
    let mediaId: string | undefined;
    if (message.mediaPath && !isTemplateMessage(message.dataJson)) {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', message.mediaMimetype ?? 'application/octet-stream');
      const data = await readFile(message.mediaPath);
      form.set('file', new Blob([data], { type: message.mediaMimetype ?? '' }), path.basename(message.mediaPath));
      mediaId = (await deps.graph.call<{ id: string }>(`/${phoneNumberId}/media`, { token, form })).id;
    }
    const payload = cloudPayloadOf(message, mediaId);
    const context = message.quotedExternalId && payload.type !== 'reaction';
    const answer = await deps.graph.call<{ messages?: { id?: string }[] }>(`/${phoneNumberId}/messages`, {
      token,
      json: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        ...(context ? { context: { message_id: message.quotedExternalId } } : {}),
        ...payload,
      },
    });
    const id = answer?.messages?.[0]?.id;
    if (!id) throw new GraphError('Cloud API answered without a message id', 502);
    return id;
  });
}

/** Messenger and Instagram share the Send API (POST /me/messages with the page token). */
export function createMessagingDriver(channel: 'facebook' | 'instagram', deps: MetaDriverDeps): ChannelDriver {
  return createMetaDriver(channel, deps, async (account, message) => {
    const token = account.accessToken;
    const recipient = { id: message.to };
    if (message.mediaType === 'reactionMessage' && message.quotedExternalId) {
      // Reactions have no message id of their own: ours names the target and the moment.
      const payload = { message_id: message.quotedExternalId, reaction: 'other', emoji: message.body };
      await deps.graph.call('/me/messages', { token, json: { recipient, sender_action: 'react', payload } });
      return `${message.quotedExternalId}:reaction:${Date.now()}`;
    }
    let answer: { message_id?: string };
    if (message.mediaPath && channel === 'facebook') {
      answer = await deps.graph.call('/me/messages', {
        token,
        form: await messagingAttachmentForm(message, message.to, readFile),
      });
    } else {
      const body = message.mediaPath
        ? messagingAttachmentByUrl(message, deps.publicUrl, account.connection.companyId)
        : messagingMessageOf(message);
      answer = await deps.graph.call('/me/messages', {
        token,
        json: { recipient, messaging_type: 'RESPONSE', message: body },
      });
    }
    if (!answer?.message_id) throw new GraphError('Send API answered without a message id', 502);
    return answer.message_id;
  });
}
