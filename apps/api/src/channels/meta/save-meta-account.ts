import { AppError, type MetaAccountAnswer, type MetaAccountBody } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { connections, metaChannelAccounts } from '../../db/schema';
import type { Database, Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
import type { ChannelDriver, ConnectionRow } from '../channel-driver';
import type { GraphClient } from './graph-client';
import { proveMetaAccount } from './meta-account-proof';
import { isMetaChannel, type MetaAccounts, metaChannelOf } from './meta-accounts';

export interface MetaAccountDeps {
  db: Database;
  accounts: MetaAccounts;
  graph: GraphClient;
  driverFor: (channel: ConnectionRow['channel']) => ChannelDriver;
}

/**
 * PUT /api/meta/{connectionId}/account: stores a WhatsApp Cloud API, Messenger or Instagram
 * connection's Meta credentials (sealed) and restarts its session. Nothing is stored before a
 * Graph read with the access token (the one sent, else the stored one) proves the account id
 * (proveMetaAccount: ERR_META_ACCOUNT_NOT_PROVEN otherwise), so no company can claim another
 * business's account and its webhooks. Omitted secrets keep the stored ones (MetaAccounts.save); the
 * first save needs the access token. An id another connection has proven answers ERR_META_ACCOUNT_IN_USE.
 */
export async function saveMetaAccount(
  deps: MetaAccountDeps,
  companyId: number,
  connectionId: number,
  input: MetaAccountBody,
): Promise<MetaAccountAnswer> {
  const current = await deps.db.tenant(companyId).transaction((tx) => metaConnection(tx, companyId, connectionId));
  const token = input.accessToken ?? (await deps.accounts.forConnection(current))?.accessToken;
  if (token === undefined) throw new AppError('ERR_META_ACCESS_TOKEN_REQUIRED');
  await proveMetaAccount(deps.graph, metaChannelOf(current), input, token);
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
