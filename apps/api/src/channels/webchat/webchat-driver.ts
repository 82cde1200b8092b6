import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { WebchatServerMessage, WebchatTyping } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { messages, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { publicMediaPrefix, relativeMediaPathPattern } from '../../platform/storage/media-storage';
import { type ChannelDriver, type ChannelSink, type ConnectionRow, SendFailure } from '../channel-driver';
import { visitorText } from './visitor-text';
import { ensureWebchatSettings } from './webchat-settings.repository';

/** Where the driver pushes to visitors: the visitor gateway (webchat-gateway.ts), attached after start-up. */
export interface VisitorOutlet {
  emitToVisitor(connectionId: number, visitorId: string, event: 'message', payload: WebchatServerMessage): void;
  emitToVisitor(connectionId: number, visitorId: string, event: 'typing', payload: WebchatTyping): void;
}

export interface WebchatDriver extends ChannelDriver {
  readonly channel: 'webchat';
  /** Connects the driver to the visitor gateway; sends fail (retryably) until then. */
  attachOutlet(outlet: VisitorOutlet): void;
}

export const isWebchatDriver = (driver: ChannelDriver): driver is WebchatDriver =>
  driver.channel === 'webchat' && typeof (driver as Partial<WebchatDriver>).attachOutlet === 'function';

/** Outbound ids are random and unguessable: a visitor can only acknowledge ids it was sent. */
export const outboundExternalIdPattern = /^WCO[0-9A-F]{20}$/;
const newOutboundExternalId = () => `WCO${randomBytes(10).toString('hex').toUpperCase()}`;

/** `/public/{companyId}/{file}` for a stored file's absolute path; null for anything else. */
export function publicMediaUrlOf(mediaPath: string | undefined): string | null {
  if (!mediaPath) return null;
  const relative = mediaPath.split(path.sep).slice(-2).join('/');
  return relativeMediaPathPattern.test(relative) ? `${publicMediaPrefix}${relative}` : null;
}

/**
 * The web chat channel: the "provider" is our own widget, so a connection needs no
 * session (start reports CONNECTED) and a send is a push to the visitor's room on the visitor
 * gateway. Inbound messages and acks arrive through the gateway's handlers into the same sink.
 */
export function createWebchatDriver(sink: ChannelSink, deps: { db: Database }): WebchatDriver {
  let outlet: VisitorOutlet | null = null;

  async function agentNameOf(connection: ConnectionRow, messageId: number): Promise<string | null> {
    const [row] = await deps.db
      .tenant(connection.companyId)
      .transaction((tx) =>
        tx
          .select({ name: users.name })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.userId))
          .where(eq(messages.id, messageId)),
      );
    return row?.name ?? null;
  }

  return {
    channel: 'webchat',

    attachOutlet(next) {
      outlet = next;
    },

    async start(connection) {
      await deps.db.tenant(connection.companyId).transaction((tx) => ensureWebchatSettings(tx, connection));
      await sink.status(connection, 'CONNECTED');
    },

    async stop() {
      // Nothing runs per connection: visitors' sockets belong to the gateway.
    },

    async send(connection, message) {
      if (!outlet) throw new SendFailure('the web chat gateway is not attached', true);
      const externalId = newOutboundExternalId();
      outlet.emitToVisitor(connection.id, message.to, 'message', {
        externalId,
        fromVisitor: false,
        body: visitorText(message),
        mediaType: message.mediaType,
        mediaUrl: publicMediaUrlOf(message.mediaPath),
        agentName: await agentNameOf(connection, message.messageId),
        at: new Date().toISOString(),
      });
      // Delivered (2) and read (3) come back from the widget as `ack` events.
      return { externalId, ack: 1 };
    },
  };
}
