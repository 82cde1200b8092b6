import { AppError } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { companies, plans } from '../../db/schema';
import { bearerToken } from '../../platform/auth/auth-context';
import { findConnectionByToken } from '../connections/connection-token';
import type { ConnectionRow } from '../connections/connections.repository';
import type { ExternalApiDeps } from './external-api.deps';

/**
 * The connection whose API token the request carries as Bearer (spec 3 §7). The token names the
 * connection and so the company: nothing in the body or headers can point elsewhere.
 */
export async function authenticateApiToken(
  deps: Pick<ExternalApiDeps, 'db' | 'secrets'>,
  authorization: string | undefined,
): Promise<ConnectionRow> {
  const token = bearerToken(authorization);
  const connection = token ? await findConnectionByToken(deps.db, deps.secrets, token) : null;
  if (!connection) throw new AppError('ERR_INVALID_API_TOKEN');
  return connection;
}

/**
 * What the workspace would refuse too: an inactive or expired company, a plan without
 * useExternalApi (spec 3 §6), and a connection that is not connected (nothing could send).
 */
export async function assertMayUseApi(deps: Pick<ExternalApiDeps, 'db' | 'subscriptions'>, connection: ConnectionRow) {
  const { companyId } = connection;
  const [company] = await deps.db
    .tenant(companyId)
    .transaction((tx) =>
      tx
        .select({ status: companies.status, useExternalApi: plans.useExternalApi })
        .from(companies)
        .leftJoin(plans, eq(plans.id, companies.planId))
        .where(eq(companies.id, companyId)),
    );
  if (!company?.status) throw new AppError('ERR_COMPANY_INACTIVE');
  const subscription = await deps.subscriptions.check(companyId);
  if (!subscription.active) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { details: { dueDate: subscription.dueDate } });
  }
  // A company without a plan has no plan flags to grant the API.
  if (!company.useExternalApi) throw new AppError('ERR_EXTERNAL_API_DISABLED');
  if (connection.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED');
}
