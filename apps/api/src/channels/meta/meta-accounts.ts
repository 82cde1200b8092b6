import { AppError, type MetaAccountBody } from '@chatdesk/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { connections, type MetaChannel, metaChannelAccounts } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database, Tx } from '../../platform/db/database';
import { uniqueViolationOf } from '../../platform/db/database-errors';
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
  /** Whether a Graph read with the token proved the account id (only verified accounts get webhooks). */
  verified: boolean;
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

  /**
   * Stores a connection's credentials inside the caller's tenant transaction, as verified: the
   * caller has proven the ids with Graph (proveMetaAccount, or ids Graph itself listed for the
   * token). The ids are replaced as given; each secret is replaced by a string, cleared by null and
   * kept when undefined, so an admin fixing an id need not re-enter the tokens. The first save must
   * bring the access token. An id another connection has verified breaks the unique index.
   */
  async save(tx: Tx, connection: Pick<ConnectionRow, 'id' | 'companyId' | 'channel'>, input: MetaAccountBody) {
    const [stored] = await tx
      .select({ whatsappId: metaChannelAccounts.whatsappId })
      .from(metaChannelAccounts)
      .where(
        and(eq(metaChannelAccounts.companyId, connection.companyId), eq(metaChannelAccounts.whatsappId, connection.id)),
      )
      .for('update');
    const changes = {
      externalAccountId: input.externalAccountId,
      wabaId: input.wabaId ?? null,
      pageId: input.pageId ?? null,
      ...this.#secretChanges(input),
      verifiedAt: sql`now()`,
    };
    if (stored) {
      await tx
        .update(metaChannelAccounts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(metaChannelAccounts.whatsappId, connection.id));
      return;
    }
    if (input.accessToken === undefined) throw new AppError('ERR_META_ACCESS_TOKEN_REQUIRED');
    await tx
      .insert(metaChannelAccounts)
      .values({
        whatsappId: connection.id,
        companyId: connection.companyId,
        channel: metaChannelOf(connection),
        ...changes,
        accessTokenSealed: this.secrets.seal(input.accessToken),
      })
      // Two first saves at once: nothing to lock yet, so the later one updates the row instead of failing.
      .onConflictDoUpdate({ target: metaChannelAccounts.whatsappId, set: { ...changes, updatedAt: sql`now()` } });
  }

  /** The columns of the secrets the input names (undefined: keep, null: clear, string: replace). */
  #secretChanges(input: MetaAccountBody) {
    const { accessToken, appSecret, verifyToken } = input;
    return {
      ...(accessToken === undefined ? {} : { accessTokenSealed: this.secrets.seal(accessToken) }),
      ...(appSecret === undefined ? {} : { appSecretSealed: appSecret === null ? null : this.secrets.seal(appSecret) }),
      ...(verifyToken === undefined
        ? {}
        : { verifyTokenDigest: verifyToken === null ? null : this.secrets.digest(verifyToken) }),
    };
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

  /**
   * Webhook routing: every connection claiming the id Meta's payload names, across companies, the
   * verified one (at most one) first. Unverified claims only take part in the signature check.
   */
  async byExternalId(channel: MetaChannel, externalAccountId: string): Promise<MetaAccount[]> {
    const found = await this.db.system.transaction((tx) =>
      tx
        .select({ account: metaChannelAccounts, connection: connections })
        .from(metaChannelAccounts)
        .innerJoin(connections, eq(connections.id, metaChannelAccounts.whatsappId))
        .where(
          and(eq(metaChannelAccounts.channel, channel), eq(metaChannelAccounts.externalAccountId, externalAccountId)),
        )
        .orderBy(sql`${metaChannelAccounts.verifiedAt} is null`, desc(metaChannelAccounts.verifiedAt)),
    );
    return found.map(({ account, connection }) => this.#open(account, connection));
  }

  /**
   * Records that the stored token proved the connection's id (a session start of credentials saved
   * before accounts were verified). False when another connection already verified that id.
   */
  async markVerified(connection: ConnectionRow): Promise<boolean> {
    const { companyId, id } = connection;
    try {
      await this.db.tenant(companyId).transaction((tx) =>
        tx
          .update(metaChannelAccounts)
          .set({ verifiedAt: sql`now()` })
          .where(
            and(
              eq(metaChannelAccounts.companyId, companyId),
              eq(metaChannelAccounts.whatsappId, id),
              isNull(metaChannelAccounts.verifiedAt),
            ),
          ),
      );
      return true;
    } catch (error) {
      if (uniqueViolationOf(error) === 'meta_channel_accounts_external_unique') return false;
      throw error;
    }
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
      verified: row.verifiedAt !== null,
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
