import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff, multipart } from '../../../../test/clients';
import { createConnection } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { jobSchema } from '../../../platform/jobs/job-queue';
import { insertContactListItemsBatch } from '../contact-list-items.repository';
import { forwardContactListEvents } from '../contact-lists.realtime';
import { contactListsCheckCompanyNumbersJob, contactListsCheckNumbers } from './check-numbers.job';
import { requestNumberChecks } from './request-number-checks';

type Item = { id: number; number: string; isWhatsappValid: boolean | null };
type Sent = { event: string; payload: { action: string; record?: Item } };

describe('the WhatsApp check of new items, within seconds', () => {
  let ctx: TestContext;
  const sent: Sent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ SANDBOX_ENABLED: 'true' });
    forwardContactListEvents(ctx.events, {
      emitToCompany: (_companyId, event, payload) => sent.push({ event, payload: payload as never }),
    });
    requestNumberChecks(ctx.events, ctx.jobs, { warn: () => undefined });
  });
  afterAll(() => ctx.close());

  const sandboxCompany = async () => {
    const staff = await companyWithStaff(ctx);
    await createConnection(ctx.db, staff.company.id, { channel: 'sandbox', status: 'CONNECTED' });
    return staff;
  };
  const newList = async (client: Client) =>
    (await client({ method: 'POST', url: '/api/contact-lists', payload: { name: 'Checagem' } })).json().id as number;
  const itemsOf = async (client: Client, listId: number) =>
    (await client({ method: 'GET', url: `/api/contact-list-items?contactListId=${listId}` })).json().contacts as Item[];
  /** The list's items once none is unchecked, waiting at most `seconds`. */
  const checkedItems = async (client: Client, listId: number, seconds: number) => {
    const until = Date.now() + seconds * 1000;
    for (;;) {
      const items = await itemsOf(client, listId);
      if (items.every((item) => item.isWhatsappValid !== null) || Date.now() > until) return items;
      await sleep(200);
    }
  };
  const validity = (items: Item[]) => Object.fromEntries(items.map((item) => [item.number, item.isWhatsappValid]));
  /** The company's items by check state (the items page shows 20 at a time). */
  const tally = async (companyId: number) => {
    const result = await ctx.db.system.transaction((tx) =>
      tx.execute(
        sql`SELECT count(*) FILTER (WHERE is_whatsapp_valid IS NULL)::int AS unchecked,
                   count(*) FILTER (WHERE is_whatsapp_valid)::int AS valid,
                   count(*) FILTER (WHERE NOT is_whatsapp_valid)::int AS invalid
            FROM contact_list_items WHERE company_id = ${companyId}`,
      ),
    );
    return result.rows[0] as { unchecked: number; valid: number; invalid: number };
  };
  const runsOf = async (companyId: number) => {
    const result = await ctx.db.system.transaction((tx) =>
      tx.execute(
        sql`SELECT count(*)::int AS runs FROM ${sql.raw(jobSchema)}.job
            WHERE name = ${contactListsCheckCompanyNumbersJob.name} AND singleton_key = ${`company-${companyId}`}`,
      ),
    );
    return (result.rows[0] as { runs: number }).runs;
  };

  it('checks an item added in the dialog through the sandbox driver and sends the row its icon live', async () => {
    const acme = await sandboxCompany();
    const listId = await newList(acme.asAdmin);
    sent.length = 0;
    const started = Date.now();
    for (const number of ['5511900000030', '5511900000031'])
      await acme.asAdmin({
        method: 'POST',
        url: '/api/contact-list-items',
        payload: { contactListId: listId, name: 'Ana', number },
      });
    const items = await checkedItems(acme.asAdmin, listId, 10);
    // The sandbox: an even last digit has WhatsApp, an odd one has not.
    expect(validity(items)).toEqual({ '5511900000030': true, '5511900000031': false });
    expect(Date.now() - started).toBeLessThan(10_000);
    const updates = sent.filter(
      (event) => event.event === `company-${acme.company.id}-ContactListItem` && event.payload.action === 'update',
    );
    expect(updates.map((event) => [event.payload.record?.number, event.payload.record?.isWhatsappValid])).toEqual(
      expect.arrayContaining([
        ['5511900000030', true],
        ['5511900000031', false],
      ]),
    );
  }, 20_000);

  it("checks a new item first, not after the company's backlog", async () => {
    const hooli = await sandboxCompany();
    const listId = await newList(hooli.asAdmin);
    // 200 older unchecked items (written without asking, as if by an import whose asks were lost).
    const backlog = Array.from({ length: 200 }, (_, index) => ({
      name: 'Antigo',
      number: `5541${900000000 + index}`,
      email: '',
    }));
    await ctx.db
      .tenant(hooli.company.id)
      .transaction((tx) => insertContactListItemsBatch(tx, hooli.company.id, listId, backlog));
    await hooli.asAdmin({
      method: 'POST',
      url: '/api/contact-list-items',
      payload: { contactListId: listId, name: 'Nova', number: '5541988887777' },
    });
    const until = Date.now() + 10_000;
    const fresh = () =>
      hooli.asAdmin({ method: 'GET', url: `/api/contact-list-items?contactListId=${listId}&searchParam=88887777` });
    while ((await fresh()).json().contacts[0].isWhatsappValid === null && Date.now() < until) await sleep(100);
    expect((await fresh()).json().contacts[0].isWhatsappValid).toBe(false);
    // Answered in the run's first call: most of the backlog is still waiting for the next ones.
    expect((await tally(hooli.company.id)).unchecked).toBeGreaterThan(100);
  }, 30_000);

  it('checks an imported sheet with one run for the whole import', async () => {
    const globex = await sandboxCompany();
    const listId = await newList(globex.asAdmin);
    const lines = ['Nome;Numero', ...Array.from({ length: 120 }, (_, index) => `P ${index};5521${900000000 + index}`)];
    const upload = await globex.asAdmin({
      method: 'POST',
      url: `/api/contact-lists/${listId}/upload`,
      ...multipart([
        { name: 'file', value: { filename: 'l.csv', type: 'text/csv', data: Buffer.from(lines.join('\n')) } },
      ]),
    });
    expect(upload.json()).toMatchObject({ imported: 120 });
    // 120 numbers: three calls of 50, a second before each.
    // The single worker may still be on the previous test's backlog: runs of companies take turns.
    const until = Date.now() + 25_000;
    while ((await tally(globex.company.id)).unchecked > 0 && Date.now() < until) await sleep(200);
    expect(await tally(globex.company.id)).toEqual({ unchecked: 0, valid: 60, invalid: 60 });
    expect(await runsOf(globex.company.id)).toBe(1);
  }, 40_000);

  it('the minute sweep asks for the items no write asked for; many asks leave one waiting run', async () => {
    const initech = await sandboxCompany();
    const listId = await newList(initech.asAdmin);
    // Items written without an event (as if the ask had been lost): only the sweep finds them.
    await ctx.db
      .tenant(initech.company.id)
      .transaction((tx) =>
        insertContactListItemsBatch(tx, initech.company.id, listId, [
          { name: 'Rui', number: '5531900000042', email: '' },
        ]),
      );
    await sleep(1500);
    expect(validity(await itemsOf(initech.asAdmin, listId))).toEqual({ '5531900000042': null });
    expect(await runsOf(initech.company.id)).toBe(0);
    const sweep = contactListsCheckNumbers({ db: ctx.db, jobs: ctx.jobs });
    await sweep({}, { id: 'sweep', name: 'contact-lists.check-numbers', retryCount: 0, retryLimit: 0 });
    expect(validity(await checkedItems(initech.asAdmin, listId, 10))).toEqual({ '5531900000042': true });
    expect(await runsOf(initech.company.id)).toBe(1);
    // An import asks at each progress event: of fifty asks at once, one waits (and, should a worker
    // take it meanwhile, one more): never a run per ask.
    const progress = { contactListId: listId, processed: 1, total: 1, duplicatesInFile: 0, duplicatesInList: 0 };
    for (let index = 0; index < 50; index += 1)
      ctx.events.publish({
        type: 'contactListItem.importProgress',
        companyId: initech.company.id,
        progress: { ...progress, imported: 1, invalidCount: 0 },
      });
    await sleep(300);
    const runs = await runsOf(initech.company.id);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
  }, 30_000);
});
