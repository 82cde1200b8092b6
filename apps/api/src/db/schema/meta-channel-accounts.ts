import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';

export const metaChannels = ['whatsappapi', 'facebook', 'instagram'] as const;
export type MetaChannel = (typeof metaChannels)[number];

/**
 * The Meta account behind a WhatsApp Cloud API, Messenger or Instagram connection (one per
 * connection). `externalAccountId` is what Meta's webhooks name (phone_number_id, page id,
 * Instagram business account id). `verifiedAt` is when a Graph read with the stored token proved
 * that id; only verified accounts receive webhooks, and the id is unique per channel among them, so
 * a webhook routes to exactly one connection (looked up without a tenant) and an unproven claim
 * never blocks the account's owner. Tokens never lie in plain text: the access token and the
 * optional per-connection app secret are sealed (SecretBox.seal), the verify token is a digest.
 */
export const metaChannelAccounts = pgTable(
  'meta_channel_accounts',
  {
    whatsappId: integer('whatsapp_id')
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    channel: varchar('channel', { length: 20, enum: metaChannels }).notNull(),
    externalAccountId: varchar('external_account_id', { length: 64 }).notNull(),
    /** WhatsApp Business Account id (Cloud API). */
    wabaId: varchar('waba_id', { length: 64 }),
    /** The Facebook page (Messenger, and the page an Instagram account is linked to). */
    pageId: varchar('page_id', { length: 64 }),
    accessTokenSealed: text('access_token_sealed').notNull(),
    verifyTokenDigest: varchar('verify_token_digest', { length: 64 }),
    appSecretSealed: text('app_secret_sealed'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('meta_channel_accounts_external_unique')
      .on(table.channel, table.externalAccountId)
      .where(sql`${table.verifiedAt} is not null`),
    // Every claim of an id, proven or not (a webhook's signature may come from an unproven one's secret).
    index('meta_channel_accounts_external_idx').on(table.channel, table.externalAccountId),
    index('meta_channel_accounts_verify_idx').on(table.verifyTokenDigest),
    index('meta_channel_accounts_company_idx').on(table.companyId),
    tenantIsolation(),
  ],
).enableRLS();
