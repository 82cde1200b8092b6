import { and, asc, eq } from 'drizzle-orm';
import { createCompany, createConnection } from '../../../../test/factories';
import type { TestContext } from '../../../../test/harness';
import {
  campaignSettings,
  campaignShippings,
  campaigns,
  contactListItems,
  contactLists,
  messages,
} from '../../../db/schema';
import { CampaignDispatcher } from './campaign-dispatcher';
import type { DispatcherDeps } from './dispatcher.deps';

/** A clock the test moves: the dispatcher reads `now()`, the test sets `at`. */
export function fakeClock(start: Date) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

/** An instant on the São Paulo clock (UTC-3, no daylight saving since 2019): '2030-03-08T17:58:30'. */
export const saoPaulo = (local: string) => new Date(`${local}-03:00`);

type SettingsInput = Partial<typeof campaignSettings.$inferInsert>;

/** Settings without pacing, open every day at every hour: as fast as the phone takes them. */
export const unpacedAllDay: SettingsInput = {
  messageInterval: 0,
  greaterInterval: 0,
  startHour: '00:00',
  endHour: '00:00',
  sabado: true,
  domingo: true,
};
type CampaignInput = Partial<typeof campaigns.$inferInsert>;

/**
 * A company with a connected sandbox phone, its campaign settings, and helpers to write
 * contact lists and campaigns as the campaigns API would, for the dispatcher's tests.
 */
export async function dispatcherWorld(ctx: TestContext, settings: SettingsInput = {}) {
  const company = await createCompany(ctx.db);
  const connection = await createConnection(ctx.db, company.id, { name: 'Loja Centro', isDefault: true });
  const system = <T>(work: Parameters<typeof ctx.db.system.transaction<T>>[0]) => ctx.db.system.transaction(work);
  await system((tx) => tx.insert(campaignSettings).values({ companyId: company.id, ...settings }));
  const changes: number[] = [];
  const clock = fakeClock(new Date());

  const deps = (overrides: Partial<DispatcherDeps> = {}): DispatcherDeps => ({
    db: ctx.db,
    events: ctx.events,
    logger: ctx.app.log,
    outbound: () => ctx.channels.outbound,
    now: clock.now,
    random: () => 0.5,
    onCampaignChanged: (_companyId, campaignId) => changes.push(campaignId),
    ...overrides,
  });

  /** A contact list with these items (number, name, email, isWhatsappValid). */
  const list = async (items: Partial<typeof contactListItems.$inferInsert>[]) =>
    system(async (tx) => {
      const [row] = await tx.insert(contactLists).values({ companyId: company.id, name: 'Clientes' }).returning();
      if (!row) throw new Error('list insert returned no row');
      if (items.length > 0)
        await tx.insert(contactListItems).values(
          items
            .map((item, index) => ({ name: `Cliente ${index + 1}`, number: '', ...item }))
            .map((item) => ({
              ...item,
              companyId: company.id,
              contactListId: row.id,
            })),
        );
      return row;
    });

  /** A scheduled campaign (PROGRAMADA) on the world's phone. */
  const campaign = async (input: CampaignInput) =>
    system(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          companyId: company.id,
          name: 'Promoção',
          status: 'PROGRAMADA',
          whatsappId: connection.id,
          message1: 'Olá {nome}',
          scheduledAt: clock.at,
          ...input,
        })
        .returning();
      if (!row) throw new Error('campaign insert returned no row');
      return row;
    });

  const readCampaign = async (id: number) =>
    system(async (tx) => {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
      if (!row) throw new Error(`campaign ${id} is gone`);
      return row;
    });

  const setCampaign = (id: number, patch: CampaignInput) =>
    system((tx) => tx.update(campaigns).set(patch).where(eq(campaigns.id, id)));

  const shippings = (campaignId: number) =>
    system((tx) =>
      tx
        .select()
        .from(campaignShippings)
        .where(eq(campaignShippings.campaignId, campaignId))
        .orderBy(asc(campaignShippings.number)),
    );

  /** Every message written to a campaign's recipients, oldest first, with the recipient's number. */
  const sentMessages = (campaignId: number) =>
    system((tx) =>
      tx
        .select({ number: campaignShippings.number, body: messages.body, message: messages })
        .from(campaignShippings)
        .innerJoin(
          messages,
          and(eq(messages.companyId, campaignShippings.companyId), eq(messages.contactId, campaignShippings.contactId)),
        )
        .where(and(eq(campaignShippings.campaignId, campaignId), eq(messages.fromMe, true)))
        .orderBy(asc(messages.id)),
    );

  /**
   * Runs the dispatcher on the fake clock until nothing is left to send, each tick at the instant
   * the next connection's turn comes (or `until`): the test sees every send time it chose.
   */
  const runUntilIdle = async (dispatcher: CampaignDispatcher, until?: Date) => {
    for (let ticks = 0; ticks < 1000; ticks++) {
      await dispatcher.tick(clock.at);
      const next = await dispatcher.nextDueAt();
      if (!next || (until && next > until)) return;
      if (next > clock.at) clock.at = next;
    }
    throw new Error('the dispatcher never went idle');
  };

  return {
    company,
    connection,
    clock,
    changes,
    deps,
    list,
    campaign,
    readCampaign,
    setCampaign,
    shippings,
    sentMessages,
    runUntilIdle,
    dispatcher: (overrides: Partial<DispatcherDeps> = {}) => new CampaignDispatcher(deps(overrides)),
  };
}

export type DispatcherWorld = Awaited<ReturnType<typeof dispatcherWorld>>;
