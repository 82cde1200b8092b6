import type { CampaignRecord, CampaignReportCounts } from '@chatdesk/contracts';
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { campaignShippings, campaigns, connections, contactLists, tags, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/like-pattern';

/** Queries on campaigns and their sends. Every call runs inside the caller's tenant transaction. */

export type CampaignRow = typeof campaigns.$inferSelect;
type NamedRef = { id: number; name: string } | null;
type Names = { contactList: NamedRef; tagList: NamedRef; whatsapp: NamedRef; user: NamedRef };
export type CampaignWithNames = CampaignRow & Names;

export const recordOf = ({ companyId: _company, createdAt: _created, ...row }: CampaignWithNames): CampaignRecord => ({
  ...row,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  completedAt: row.completedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

// Foreign keys ignore row-level security: each join also matches the campaign's company.
const withNames = (tx: Tx) =>
  tx
    .select({
      campaign: campaigns,
      contactList: { id: contactLists.id, name: contactLists.name },
      tagList: { id: tags.id, name: tags.name },
      whatsapp: { id: connections.id, name: connections.name },
      user: { id: users.id, name: users.name },
    })
    .from(campaigns)
    .leftJoin(
      contactLists,
      and(eq(contactLists.companyId, campaigns.companyId), eq(contactLists.id, campaigns.contactListId)),
    )
    .leftJoin(tags, and(eq(tags.companyId, campaigns.companyId), eq(tags.id, campaigns.tagListId)))
    .leftJoin(
      connections,
      and(eq(connections.companyId, campaigns.companyId), eq(connections.id, campaigns.whatsappId)),
    )
    .leftJoin(users, and(eq(users.companyId, campaigns.companyId), eq(users.id, campaigns.userId)));

type JoinedRow = { campaign: CampaignRow } & Names;
const joined = (rows: JoinedRow[]): CampaignWithNames[] =>
  rows.map(({ campaign, ...names }) => ({ ...campaign, ...names }));

const searchCondition = (companyId: number, search: string): SQL => {
  const conditions: SQL[] = [eq(campaigns.companyId, companyId)];
  if (search) conditions.push(ilike(campaigns.name, `%${escapeLike(search)}%`));
  return and(...conditions) as SQL;
};

/** One page by name; one row more than asked tells whether another page exists. */
export async function findCampaignsPage(
  tx: Tx,
  companyId: number,
  filter: { search: string; limit: number; offset: number },
) {
  const rows = await withNames(tx)
    .where(searchCondition(companyId, filter.search))
    .orderBy(asc(campaigns.name), asc(campaigns.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return joined(rows);
}

export async function countCampaigns(tx: Tx, companyId: number, search: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(campaigns).where(searchCondition(companyId, search));
  return row?.value ?? 0;
}

/** The company's campaign, or null (also for another company's id). */
export async function findCampaign(
  tx: Tx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CampaignWithNames | null> {
  const query = withNames(tx).where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
  const [row] = joined(await (options.lock ? query.for('update', { of: campaigns }) : query));
  return row ?? null;
}

export async function insertCampaignRow(tx: Tx, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned no row');
  return row;
}

export async function updateCampaignRow(
  tx: Tx,
  companyId: number,
  id: number,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<void> {
  await tx
    .update(campaigns)
    .set(values)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
}

export async function deleteCampaignRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(campaigns).where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
}

export async function findContactListRef(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: contactLists.id })
    .from(contactLists)
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)));
  return row ?? null;
}

export async function findTagRef(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.id, id)));
  return row ?? null;
}

/** The company's admins: the only users who see campaigns (spec 3 §6). */
export async function findAdminUserIds(tx: Tx, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.profile, 'admin')));
  return rows.map((row) => row.id);
}

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
type ShippingStatus = (typeof campaignShippings.$inferSelect)['status'];
const status = (value: ShippingStatus) => eq(campaignShippings.status, value);

/** Every count of the report in one grouped statement over the campaign's sends. */
export async function countCampaignShippings(
  tx: Tx,
  companyId: number,
  campaignId: number,
): Promise<CampaignReportCounts> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      skipped: counted(status('skipped')),
      sent: counted(isNotNull(campaignShippings.sentAt)),
      // A read message was delivered, even when the channel reported only the read.
      delivered: counted(or(isNotNull(campaignShippings.deliveredAt), isNotNull(campaignShippings.readAt)) as SQL),
      read: counted(isNotNull(campaignShippings.readAt)),
      replied: counted(isNotNull(campaignShippings.repliedAt)),
      failed: counted(status('failed')),
      confirmationRequested: counted(isNotNull(campaignShippings.confirmationRequestedAt)),
      confirmed: counted(isNotNull(campaignShippings.confirmedAt)),
      refused: counted(status('refused')),
    })
    .from(campaignShippings)
    .where(and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.campaignId, campaignId)));
  if (!row) throw new Error('an aggregate without GROUP BY returned no row');
  return { ...row, valid: row.total - row.skipped };
}
