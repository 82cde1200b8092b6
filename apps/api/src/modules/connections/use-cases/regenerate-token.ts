import { AppError } from '@chatdesk/contracts';
import { generateConnectionToken, tokenColumns } from '../connection-token';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { updateConnectionRow } from '../connections.repository';

/**
 * PUT /whatsapp/{id}/token: a new API token replaces the old one at once (its digest no longer
 * finds the connection). The new token is answered so the admin can copy it.
 */
export async function regenerateConnectionToken(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<{ token: string }> {
  const { companyId } = caller;
  const token = generateConnectionToken();
  const row = await deps.db
    .tenant(companyId)
    .transaction((tx) => updateConnectionRow(tx, companyId, connectionId, tokenColumns(deps.secrets, token)));
  if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
  return { token };
}
