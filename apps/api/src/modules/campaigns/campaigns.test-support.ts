import { and, eq } from 'drizzle-orm';
import { createConnection } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import { campaignShippings, campaigns, contactLists } from '../../db/schema';

/** Test helpers of the campaigns module: rows the dispatcher or the contact lists' API would write. */

export async function createContactList(ctx: TestContext, companyId: number, name = 'Clientes VIP') {
  return ctx.db.system.transaction(async (tx) => {
    const [row] = await tx.insert(contactLists).values({ companyId, name }).returning();
    if (!row) throw new Error('contact list insert returned no row');
    return row;
  });
}

/** A company's list and connection, and a body POST /campaigns accepts with them. */
export async function campaignFixture(ctx: TestContext, companyId: number) {
  const list = await createContactList(ctx, companyId);
  const connection = await createConnection(ctx.db, companyId, { name: 'Vendas' });
  const body = {
    name: 'Black Friday',
    message1: 'Olá {nome}, temos ofertas!',
    contactListId: list.id,
    whatsappId: connection.id,
  } as Record<string, unknown>;
  return { list, connection, body };
}

/** Moves a campaign to `status` (and scheduledAt) as the dispatcher or the clock would. */
export async function setCampaignState(
  ctx: TestContext,
  id: number,
  state: { status: (typeof campaigns.$inferSelect)['status']; scheduledAt?: Date | null },
) {
  await ctx.db.system.transaction((tx) => tx.update(campaigns).set(state).where(eq(campaigns.id, id)));
}

type ShippingRow = Partial<typeof campaignShippings.$inferInsert> & { number: string };

/** Hand-written sends of a campaign, as the dispatcher records them. */
export async function insertShippings(ctx: TestContext, companyId: number, campaignId: number, rows: ShippingRow[]) {
  await ctx.db.system.transaction((tx) =>
    tx.insert(campaignShippings).values(rows.map((row) => ({ companyId, campaignId, ...row }))),
  );
}

export async function campaignStatusOf(ctx: TestContext, companyId: number, id: number) {
  const [row] = await ctx.db.system.transaction((tx) =>
    tx
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id))),
  );
  return row?.status ?? null;
}
