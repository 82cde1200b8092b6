import { type AllConnectionsAnswer, AppError, type ConnectionAnswer } from '@chatdesk/contracts';
import { connectionAnswersOf, hiddenToken, tokenRevealFor } from '../connection-answer';
import type { ConnectionCaller, ConnectionsDeps } from '../connections.deps';
import { findCompanyNames, findConnectionAnyCompany, findEveryConnection } from '../connections-admin.repository';

/**
 * GET /whatsapp/all (super user): every company, with its connections and the counts of the
 * /allConnections table (connected = CONNECTED, disconnected = every other status). Tokens are
 * not in this platform-wide list.
 */
export async function listAllConnections(deps: Pick<ConnectionsDeps, 'db'>): Promise<AllConnectionsAnswer> {
  const [companies, answers] = await deps.db.system.transaction(async (tx) => [
    await findCompanyNames(tx),
    await connectionAnswersOf(tx, await findEveryConnection(tx), hiddenToken),
  ]);
  const byCompany = new Map<number, ConnectionAnswer[]>();
  for (const answer of answers) {
    const list = byCompany.get(answer.companyId) ?? [];
    list.push(answer);
    byCompany.set(answer.companyId, list);
  }
  const summaries = companies.map(({ id, name }) => {
    const connections = byCompany.get(id) ?? [];
    const connected = connections.filter((c) => c.status === 'CONNECTED').length;
    return {
      companyId: id,
      companyName: name,
      connected,
      disconnected: connections.length - connected,
      total: connections.length,
      connections,
    };
  });
  const sum = (key: 'connected' | 'disconnected' | 'total') => summaries.reduce((all, row) => all + row[key], 0);
  return {
    companies: summaries,
    totals: { connected: sum('connected'), disconnected: sum('disconnected'), total: sum('total') },
  };
}

/** GET /whatsapp-admin/{id} (super user): any company's connection; the API token only for their own company's. */
export async function getConnectionAsSuper(
  deps: Pick<ConnectionsDeps, 'db' | 'secrets'>,
  caller: ConnectionCaller,
  connectionId: number,
): Promise<ConnectionAnswer> {
  return deps.db.system.transaction(async (tx) => {
    const row = await findConnectionAnyCompany(tx, connectionId);
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    const [answer] = await connectionAnswersOf(
      tx,
      [row],
      tokenRevealFor(deps.secrets, caller.subject, row.companyId !== caller.companyId),
    );
    return answer as ConnectionAnswer;
  });
}
