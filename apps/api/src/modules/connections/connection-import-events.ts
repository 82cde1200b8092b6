import type { Database } from '../../platform/db/database';
import type { DomainEvents } from '../../platform/events/domain-events';
import { connectionAnswersOf } from './connection-answer';
import { updateConnectionRow } from './connections.repository';
import './connections.events';

/**
 * What a channel driver's history import (Baileys) calls to report progress. Clients listen on
 * `importMessages-{companyId}`: `update` carries { this, all, date } (message `this` of `all`,
 * the import status time), `refresh` asks the page to reload the connection once done.
 */
export function publishImportProgress(
  events: DomainEvents,
  connection: { id: number; companyId: number },
  status: { this: number; all: number; date: string },
): void {
  events.publish({
    type: 'connection.import-progress',
    companyId: connection.companyId,
    payload: { action: 'update', whatsappId: connection.id, status },
  });
}

export function publishImportRefresh(events: DomainEvents, connection: { id: number; companyId: number }): void {
  events.publish({
    type: 'connection.import-progress',
    companyId: connection.companyId,
    payload: { action: 'refresh', whatsappId: connection.id },
  });
}

/**
 * Stores the connection's `statusImportMessages` (e.g. 'Running', an ISO time, or
 * 'renderButtonCloseTickets' once imported tickets may be closed) and announces the connection
 * on `company-{id}-whatsapp` (token hidden, as in every broadcast).
 */
export async function setImportStatus(
  deps: { db: Database; events: DomainEvents },
  connection: { id: number; companyId: number },
  status: string | null,
): Promise<void> {
  const { companyId, id } = connection;
  const answer = await deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await updateConnectionRow(tx, companyId, id, { statusImportMessages: status });
    return row ? (await connectionAnswersOf(tx, [row]))[0] : undefined;
  });
  if (answer) deps.events.publish({ type: 'connection.updated', companyId, connection: answer });
}
