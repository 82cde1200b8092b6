import type { ConnectionAnswer, ImportMessagesEventPayload } from '@chatdesk/contracts';

/**
 * Domain events of connections, published after the write commits. The realtime layer turns
 * them into `company-{companyId}-whatsapp` ({ action: 'update', whatsapp } / { action: 'delete',
 * whatsappId }) and `company-{companyId}-whatsappSession` ({ action: 'update', session }).
 *
 * `connection.session-updated` is published by the channel runtime when a driver reports a new
 * status or QR code (the row is already written); the forwarder reads the session it announces.
 * `connection.import-progress` becomes `importMessages-{companyId}` (see connection-import-events.ts).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    /** Created, edited, or its default flag moved to another connection. */
    'connection.updated': { companyId: number; connection: ConnectionAnswer };
    'connection.deleted': { companyId: number; connectionId: number };
    'connection.session-updated': { companyId: number; connectionId: number };
    'connection.import-progress': { companyId: number; payload: ImportMessagesEventPayload };
  }
}
