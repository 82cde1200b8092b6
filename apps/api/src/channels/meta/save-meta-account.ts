import { AppError, type MetaAccountAnswer, type MetaAccountBody } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { connections, metaChannelAccounts } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { ChannelDriver, ConnectionRow } from '../channel-driver';
import { isMetaChannel, type MetaAccounts } from './meta-accounts';

export interface MetaAccountDeps {
  db: Database;
  accounts: MetaAccounts;
  driverFor: (channel: ConnectionRow['channel']) => ChannelDriver;
}

/**
 * PUT /api/meta/{connectionId}/account: stores a WhatsApp Cloud API, Messenger or Instagram
 * connection's Meta credentials (sealed) and restarts its session, which checks them against
 * Graph. Omitted secrets keep the stored ones (MetaAccounts.save); the first save needs the access
 * token. An account id another connection already uses answers ERR_META_ACCOUNT_IN_USE.
 */
export async function saveMetaAccount(
  deps: MetaAccountDeps,
  companyId: number,
  connectionId: number,
  input: MetaAccountBody,
): Promise<MetaAccountAnswer> {
  const connection = await deps.db.tenant(companyId).transaction(async (tx) => {
    const row = await metaConnection(tx, companyId, connectionId);
    await deps.accounts.save(tx, row, input).catch((error: unknown) => {
      if (uniqueViolationOf(error) === 'meta_channel_accounts_external_unique') {
        throw new AppError('ERR_META_ACCOUNT_IN_USE');
      }
      throw error;
    });
    return row;
  });
  await deps.driverFor(connection.channel).start(connection);
  return getMetaAccount(deps, companyId, connectionId);
}

/** GET /api/meta/{connectionId}/account: what is stored, never the secrets themselves. */
export async function getMetaAccount(deps: MetaAccountDeps, companyId: number, connectionId: number) {
  return deps.db.tenant(companyId).transaction(async (tx): Promise<MetaAccountAnswer> => {
    const connection = await metaConnection(tx, companyId, connectionId);
    const [row] = await tx
      .select()
      .from(metaChannelAccounts)
      .where(and(eq(metaChannelAccounts.companyId, companyId), eq(metaChannelAccounts.whatsappId, connectionId)));
    if (!row) throw new AppError('ERR_NOT_FOUND');
    return {
      connectionId,
      channel: connection.channel,
      externalAccountId: row.externalAccountId,
      wabaId: row.wabaId,
      pageId: row.pageId,
      hasVerifyToken: row.verifyTokenDigest !== null,
      hasAppSecret: row.appSecretSealed !== null,
      status: connection.status,
    };
  });
}

async function metaConnection(tx: Tx, companyId: number, connectionId: number): Promise<ConnectionRow> {
  const [row] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.companyId, companyId), eq(connections.id, connectionId)));
  if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
  if (!isMetaChannel(row.channel)) throw new AppError('ERR_NOT_META_CONNECTION');
  return row;
}
