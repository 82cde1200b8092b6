import type { MetaAccountBody } from '@chatdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { connections, type MetaChannel, metaChannelAccounts } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database, Tx } from '../../platform/db/database';
import type { ConnectionRow } from '../channel-driver';

export type MetaAccountRow = typeof metaChannelAccounts.$inferSelect;

/** A connection with its opened credentials, as drivers and webhooks use them. */
export interface MetaAccount {
  connection: ConnectionRow;
  externalAccountId: string;
  accessToken: string;
  /** The connection's own app secret, else the platform's META_APP_SECRET (undefined: none known). */
  appSecret: string | undefined;
  wabaId: string | null;
  pageId: string | null;
}

/**
 * The meta_channel_accounts table: writes in a tenant transaction, and the two lookups a public
 * webhook needs before any tenant is known (by external account id, by verify token digest).
 */
export class MetaAccounts {
  constructor(
    private readonly db: Database,
    private readonly secrets: SecretBox,
    private readonly platformAppSecret: string | undefined,
  ) {}

  /** Inserts or replaces the credentials of a connection (inside the caller's tenant transaction). */
  async save(tx: Tx, connection: Pick<ConnectionRow, 'id' | 'companyId' | 'channel'>, input: MetaAccountBody) {
    const values = {
      externalAccountId: input.externalAccountId,
      wabaId: input.wabaId ?? null,
      pageId: input.pageId ?? null,
      accessTokenSealed: this.secrets.seal(input.accessToken),
      verifyTokenDigest: input.verifyToken ? this.secrets.digest(input.verifyToken) : null,
      appSecretSealed: input.appSecret ? this.secrets.seal(input.appSecret) : null,
    };
    await tx
      .insert(metaChannelAccounts)
      .values({
        whatsappId: connection.id,
        companyId: connection.companyId,
        channel: metaChannelOf(connection),
        ...values,
      })
      .onConflictDoUpdate({ target: metaChannelAccounts.whatsappId, set: { ...values, updatedAt: sql`now()` } });
  }

  /** The account of a connection (tenant-scoped): null when no credentials were stored. */
  async forConnection(connection: ConnectionRow): Promise<MetaAccount | null> {
    const [row] = await this.db.tenant(connection.companyId).transaction((tx) =>
      tx
        .select()
        .from(metaChannelAccounts)
        .where(
          and(
            eq(metaChannelAccounts.companyId, connection.companyId),
            eq(metaChannelAccounts.whatsappId, connection.id),
          ),
        ),
    );
    return row ? this.#open(row, connection) : null;
  }

  /** Webhook routing: the connection Meta's payload names, across companies (null: not ours). */
  async byExternalId(channel: MetaChannel, externalAccountId: string): Promise<MetaAccount | null> {
    const [found] = await this.db.system.transaction((tx) =>
      tx
        .select({ account: metaChannelAccounts, connection: connections })
        .from(metaChannelAccounts)
        .innerJoin(connections, eq(connections.id, metaChannelAccounts.whatsappId))
        .where(
          and(eq(metaChannelAccounts.channel, channel), eq(metaChannelAccounts.externalAccountId, externalAccountId)),
        ),
    );
    return found ? this.#open(found.account, found.connection) : null;
  }

  /** Whether any connection of the channel stores this verify token (the subscription handshake). */
  async verifyTokenKnown(channel: MetaChannel, verifyToken: string): Promise<boolean> {
    const [found] = await this.db.system.transaction((tx) =>
      tx
        .select({ id: metaChannelAccounts.whatsappId })
        .from(metaChannelAccounts)
        .where(
          and(
            eq(metaChannelAccounts.channel, channel),
            eq(metaChannelAccounts.verifyTokenDigest, this.secrets.digest(verifyToken)),
          ),
        )
        .limit(1),
    );
    return found !== undefined;
  }

  #open(row: MetaAccountRow, connection: ConnectionRow): MetaAccount {
    return {
      connection,
      externalAccountId: row.externalAccountId,
      accessToken: this.secrets.open(row.accessTokenSealed),
      appSecret: row.appSecretSealed ? this.secrets.open(row.appSecretSealed) : this.platformAppSecret,
      wabaId: row.wabaId,
      pageId: row.pageId,
    };
  }
}

export function metaChannelOf(connection: Pick<ConnectionRow, 'channel'>): MetaChannel {
  const { channel } = connection;
  if (channel === 'whatsappapi' || channel === 'facebook' || channel === 'instagram') return channel;
  throw new Error(`Connection channel ${channel} is not a Meta channel`);
}

export const isMetaChannel = (channel: string): channel is MetaChannel =>
  channel === 'whatsappapi' || channel === 'facebook' || channel === 'instagram';
