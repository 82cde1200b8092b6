import { type ConnectionSessionEventPayload, companyEvent, importMessagesEvent } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { forwardToCompany } from '../../platform/realtime/forward-to-company';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway';
import { toConnectionAnswer } from './connection-answer';
import { findConnection } from './connections.repository';
import './connections.events';

/**
 * `company-{id}-whatsapp` for saved and deleted connections, and `company-{id}-whatsappSession`
 * when a driver changed a session: the connections page and the QR modal follow them live. The
 * session event names only the connection, so the current row is read when it is forwarded
 * (two quick changes both announce the latest state, never an older one after a newer one).
 * A history import's progress goes to `importMessages-{companyId}`.
 */
export function forwardConnectionEvents(
  events: DomainEvents,
  realtime: Pick<RealtimeGateway, 'emitToCompany'>,
  db: Database,
): () => void {
  const stopConnections = forwardToCompany(events, realtime, 'whatsapp', {
    'connection.updated': ({ connection }) => ({ action: 'update', whatsapp: connection }),
    'connection.deleted': ({ connectionId }) => ({ action: 'delete', whatsappId: connectionId }),
  });
  const stopSessions = events.subscribe('connection.session-updated', async ({ companyId, connectionId }) => {
    const row = await db.tenant(companyId).transaction((tx) => findConnection(tx, companyId, connectionId));
    if (!row) return;
    const { id, name, number, channel, status, qrcode, isDefault, updatedAt } = toConnectionAnswer(row, []);
    const payload: ConnectionSessionEventPayload = {
      action: 'update',
      session: { id, name, number, channel, status, qrcode, isDefault, updatedAt },
    };
    realtime.emitToCompany(companyId, companyEvent(companyId, 'whatsappSession'), payload);
  });
  const stopImports = events.subscribe('connection.import-progress', ({ companyId, payload }) => {
    realtime.emitToCompany(companyId, importMessagesEvent(companyId), payload);
  });
  return () => {
    stopConnections();
    stopSessions();
    stopImports();
  };
}
