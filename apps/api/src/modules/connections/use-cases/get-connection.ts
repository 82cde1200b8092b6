import { AppError, type ConnectionAnswer } from '@chatdesk/contracts';
import { connectionAnswersOf, hiddenToken, type TokenReveal } from '../connection-answer';
import type { ConnectionsDeps } from '../connections.deps';
import { findConnection } from '../connections.repository';

/**
 * GET /whatsapp/{id}: another company's connection is missing (ERR_NO_WAPP_FOUND). The token is
 * shown as `token` decides (tokenRevealFor: only to those who manage connections).
 */
export async function getConnection(
  deps: Pick<ConnectionsDeps, 'db'>,
  companyId: number,
  connectionId: number,
  token: TokenReveal = hiddenToken,
): Promise<ConnectionAnswer> {
  return deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await findConnection(tx, companyId, connectionId);
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    const [answer] = await connectionAnswersOf(tx, [row], token);
    return answer as ConnectionAnswer;
  });
}
