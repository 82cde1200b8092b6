import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContact, createTag, tagContact } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { contactExtraInfo } from '../../../db/schema';
import { recurringJobs } from '../../../platform/jobs/registry';
import { campaignsDispatchJob } from './campaigns-dispatch.job';
import { type DispatcherWorld, dispatcherWorld, saoPaulo } from './dispatcher.test-support';

describe('the campaign dispatcher: start', () => {
  let ctx: TestContext;
  let world: DispatcherWorld;

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await dispatcherWorld(ctx, {
      variables: [{ key: 'loja', value: 'Loja do Centro' }],
      startHour: '00:00',
      endHour: '00:00',
      sabado: true,
      domingo: true,
    });
  });
  afterAll(() => ctx.close());

  it('starts a scheduled campaign when its time comes: a snapshot of its list, variants rotated, variables captured', async () => {
    const blocked = await createContact(ctx.db, world.company.id, {
      channel: 'sandbox',
      number: '5511900000004',
      active: false,
    });
    const known = await createContact(ctx.db, world.company.id, {
      channel: 'sandbox',
      number: '5511900000001',
      name: 'Ana Contato',
      email: 'ana@example.com',
    });
    await ctx.db.system.transaction((tx) =>
      tx
        .insert(contactExtraInfo)
        .values({ companyId: world.company.id, contactId: known.id, name: 'plano', value: 'Ouro' }),
    );
    const list = await world.list([
      { number: '5511900000001', name: 'Ana', email: 'ana@lista.com' },
      { number: '5511900000002', name: 'Bruno' },
      { number: '5511900000003', name: 'Carla', isWhatsappValid: false },
      { number: blocked.number, name: 'Dario' },
      { number: '123', name: 'Curto' },
      { number: '5511900000005', name: 'Eva' },
      { number: '5511900000006', name: 'Fábio' },
    ]);
    const start = saoPaulo('2030-03-08T10:00:00');
    const campaign = await world.campaign({
      contactListId: list.id,
      scheduledAt: start,
      message1: 'A {nome}',
      message2: '',
      message3: 'C {nome}',
      message4: 'D {nome}',
    });
    const dispatcher = world.dispatcher();

    expect((await dispatcher.tick(new Date(start.getTime() - 1000))).started).toBe(0);
    expect((await world.readCampaign(campaign.id)).status).toBe('PROGRAMADA');

    const report = await dispatcher.tick(start);
    expect(report.started).toBe(1);
    expect((await world.readCampaign(campaign.id)).status).toBe('EM_ANDAMENTO');
    const rows = await world.shippings(campaign.id);
    expect(rows.map((row) => [row.number, row.status, row.reason])).toEqual([
      ['123', 'skipped', 'invalid_number'],
      ['5511900000001', expect.any(String), null],
      ['5511900000002', 'queued', null],
      ['5511900000003', 'skipped', 'no_whatsapp'],
      ['5511900000004', 'skipped', 'blocked'],
      ['5511900000005', 'queued', null],
      ['5511900000006', 'queued', null],
    ]);
    // The filled variants 1, 3 and 4 rotate over the recipients in number order.
    expect(rows.map((row) => row.variant)).toEqual([1, 3, 4, 1, 3, 4, 1]);
    const ana = rows[1];
    expect(ana).toMatchObject({ contactId: known.id, name: 'Ana', email: 'ana@lista.com' });
    expect(ana?.variables).toEqual({
      nome: 'Ana',
      numero: '5511900000001',
      email: 'ana@lista.com',
      loja: 'Loja do Centro',
      plano: 'Ouro',
    });
    expect(world.changes).toContain(campaign.id);

    // A second sweep (another process) finds nothing to start, and the snapshot is not written twice.
    expect((await dispatcher.tick(start)).started).toBe(0);
    expect(await world.shippings(campaign.id)).toHaveLength(7);
  });

  it("a tag list's recipients are the tagged contacts of the connection's channel", async () => {
    const tag = await createTag(ctx.db, world.company.id);
    const tagged = await createContact(ctx.db, world.company.id, {
      channel: 'sandbox',
      name: 'Gil',
      number: '5511900000201',
    });
    const otherChannel = await createContact(ctx.db, world.company.id, {
      channel: 'whatsapp',
      number: '5511900000202',
    });
    await createContact(ctx.db, world.company.id, { channel: 'sandbox', number: '5511900000203' });
    await tagContact(ctx.db, world.company.id, tagged.id, [tag.id]);
    await tagContact(ctx.db, world.company.id, otherChannel.id, [tag.id]);
    const start = saoPaulo('2030-03-08T11:00:00');
    const campaign = await world.campaign({ tagListId: tag.id, scheduledAt: start });
    await world.dispatcher().tick(start);
    const rows = await world.shippings(campaign.id);
    expect(rows.map((row) => [row.number, row.contactId, row.variables.nome])).toEqual([
      ['5511900000201', tagged.id, 'Gil'],
    ]);
  });

  it('an empty list gives a campaign that finishes at once', async () => {
    const list = await world.list([]);
    const start = saoPaulo('2030-03-08T12:00:00');
    const campaign = await world.campaign({ contactListId: list.id, scheduledAt: start });
    await world.dispatcher().tick(start);
    expect(await world.readCampaign(campaign.id)).toMatchObject({ status: 'FINALIZADA', completedAt: start });
  });

  it('the dispatch job starts a campaign that fell due while nothing ran, and sends it, once the platform runs', async () => {
    expect(recurringJobs).toContainEqual(
      expect.objectContaining({ definition: campaignsDispatchJob, cron: '* * * * *' }),
    );
    // A phone of its own: the other tests' campaigns hold the world's phone until 2030.
    const live = await dispatcherWorld(ctx, { startHour: '00:00', endHour: '00:00', sabado: true, domingo: true });
    const list = await live.list([{ number: '5511900000301', name: 'Helena' }]);
    const campaign = await live.campaign({ contactListId: list.id, scheduledAt: new Date(Date.now() - 60_000) });
    await ctx.jobs.enqueue(campaignsDispatchJob, {});
    await vi.waitFor(
      async () => {
        const [row] = await live.shippings(campaign.id);
        expect(row).toMatchObject({ status: expect.stringMatching(/^(sent|delivered|read)$/) });
        expect((await live.sentMessages(campaign.id)).map((message) => message.body)).toEqual(['Olá Helena']);
      },
      { timeout: 20_000, interval: 300 },
    );
  }, 30_000);

  it("never takes another company's list or tag: a campaign naming them gets no recipient", async () => {
    const other = await dispatcherWorld(ctx);
    const foreignList = await other.list([{ number: '5511900000801', name: 'Alheio' }]);
    const foreignTag = await createTag(ctx.db, other.company.id);
    const foreigner = await createContact(ctx.db, other.company.id, { channel: 'sandbox', number: '5511900000802' });
    await tagContact(ctx.db, other.company.id, foreigner.id, [foreignTag.id]);
    const start = saoPaulo('2030-03-08T13:00:00');
    const byList = await world.campaign({ contactListId: foreignList.id, scheduledAt: start });
    const byTag = await world.campaign({ tagListId: foreignTag.id, scheduledAt: start });
    await world.dispatcher().tick(start);
    expect(await world.shippings(byList.id)).toEqual([]);
    expect(await world.shippings(byTag.id)).toEqual([]);
    expect((await world.readCampaign(byList.id)).status).toBe('FINALIZADA');
  });
});
