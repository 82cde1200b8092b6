import { AppError } from '@chatdesk/contracts';
import { lockCompany } from '../../users/plan-limits';
import { stopConnectionSession } from '../connection-session';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { countConnections, deleteConnectionRow, findConnection } from '../connections.repository';

/**
 * DELETE /whatsapp/{id} (connections-page:addConnection). Spec 2 §5 keeps one default connection:
 * the default cannot be deleted while other connections exist (ERR_NO_OTHER_WHATSAPP: make
 * another one default first); a company's only connection can be. Its tickets and queue links
 * go with it (foreign key cascade), and its session is stopped.
 */
export async function deleteConnection(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<void> {
  const { companyId } = caller;
  const deleted = await deps.db.tenant(companyId).transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await findConnection(tx, companyId, connectionId);
    if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
    if (current.isDefault && (await countConnections(tx, companyId)) > 1) throw new AppError('ERR_NO_OTHER_WHATSAPP');
    await deleteConnectionRow(tx, companyId, connectionId);
    return current;
  });
  await stopConnectionSession(deps, deleted);
  deps.events.publish({ type: 'connection.deleted', companyId, connectionId });
}
