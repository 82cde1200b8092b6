import { AppError, type ConnectionAnswer } from '@chatdesk/contracts';
import { connectionAnswersOf } from '../connection-answer';
import type { ConnectionsDeps } from '../connections.deps';
import { findConnection } from '../connections.repository';

/** GET /whatsapp/{id}: another company's connection is missing (ERR_NO_WAPP_FOUND). */
export async function getConnection(
  deps: Pick<ConnectionsDeps, 'db'>,
  companyId: number,
  connectionId: number,
): Promise<ConnectionAnswer> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await findConnection(tx, companyId, connectionId);
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    const [answer] = await connectionAnswersOf(tx, [row]);
    return answer as ConnectionAnswer;
  });
}
