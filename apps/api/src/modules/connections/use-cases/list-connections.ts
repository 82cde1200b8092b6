import type { ConnectionAnswer, ConnectionChannel } from '@chatdesk/contracts';
import { connectionAnswersOf, tokenRevealFor } from '../connection-answer';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findConnections } from '../connections.repository';

/** GET /whatsapp and GET /whatsapp/filter: the company's connections (with their queues) by name. */
export async function listConnections(
  deps: ConnectionsDeps,
  caller: ConnectionCaller,
  filter: { channel?: ConnectionChannel } = {},
): Promise<ConnectionAnswer[]> {
  const { companyId } = caller;
  const token = tokenRevealFor(deps.secrets, caller.subject);
  return deps.db
    .tenant(companyId)
    .transaction(async (tx) => connectionAnswersOf(tx, await findConnections(tx, companyId, filter), token));
}
