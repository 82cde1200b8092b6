import { createHash, createHmac } from 'node:crypto';
import type { ConversationTurn, QueueIntegrationRow } from '../../integration-driver';

export const signatureHeader = 'X-Chatdesk-Signature';
export const timestampHeader = 'X-Chatdesk-Timestamp';
export const idempotencyHeader = 'Idempotency-Key';

/** `sha256=` and the hex HMAC-SHA256, under the integration's secret, of `{timestamp}.{raw body}`. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The same for every attempt and every re-delivery of these messages to this ticket: engines deduplicate by it. */
export const deliveryKey = (turn: Pick<ConversationTurn, 'ticket' | 'messages'>) =>
  createHash('sha256')
    .update(`${turn.ticket.uuid}:${turn.messages.map((message) => message.id).join(',')}`)
    .digest('hex')
    .slice(0, 32);

/** The documented JSON the engine gets (docs/integrations.md "Webhook and n8n"). */
export function webhookPayload(integration: QueueIntegrationRow, turn: ConversationTurn, publicUrl: string) {
  return {
    event: 'messages',
    id: deliveryKey(turn),
    timestamp: turn.now.toISOString(),
    companyId: turn.companyId,
    integration: { id: integration.id, name: integration.name, type: integration.type },
    ticket: turn.ticket,
    contact: turn.contact,
    connection: turn.connection,
    messages: turn.messages.map((message) => ({
      id: message.id,
      type: message.mediaType === '' ? 'text' : message.mediaType,
      body: message.body,
      mediaUrl: message.mediaUrl ? `${publicUrl}${message.mediaUrl}` : null,
      createdAt: message.createdAt.toISOString(),
    })),
    session: turn.session,
  };
}
