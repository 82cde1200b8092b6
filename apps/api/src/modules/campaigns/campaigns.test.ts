import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createQueue, createTag, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { mediaRootOf, publicMediaPrefix } from '../../platform/storage/media-storage';
import { testMedia } from '../../platform/storage/test-media';
import { campaignFixture, campaignStatusOf, setCampaignState } from './campaigns.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const storedFile = (ctx: TestContext, url: string) =>
  path.join(mediaRootOf(ctx.dataDir), url.slice(publicMediaPrefix.length));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('campaigns API', () => {
  let ctx: TestContext;
  let acme: Staff;
  let fixture: Awaited<ReturnType<typeof campaignFixture>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    fixture = await campaignFixture(ctx, acme.company.id);
  });
  afterAll(() => ctx.close());

  const create = async (payload: Record<string, unknown> = {}) => {
    const response = await acme.asAdmin({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...fixture.body, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; status: string; [key: string]: unknown };
  };
  const put = (id: number, payload: Record<string, unknown> = {}) =>
    acme.asAdmin({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { ...fixture.body, ...payload } });

  it('creates an INATIVA campaign with the dialog defaults and the names of its list and connection', async () => {
    const campaign = await create();
    expect(campaign).toMatchObject({
      name: 'Black Friday',
      status: 'INATIVA',
      message1: 'Olá {nome}, temos ofertas!',
      message2: '',
      confirmation: false,
      scheduledAt: null,
      completedAt: null,
      statusTicket: 'closed',
      openTicket: 'disabled',
      userId: null,
      queueId: null,
      mediaPath: null,
      contactList: { id: fixture.list.id, name: 'Clientes VIP' },
      tagList: null,
      whatsapp: { id: fixture.connection.id, name: 'Vendas' },
    });
    const read = await acme.asAdmin({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(read.json()).toEqual(campaign);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/campaigns' })).statusCode).toBe(401);
  });

  it('lists by name with searchParam, pageNumber, count and hasMore', async () => {
    const company = await companyWithStaff(ctx);
    const own = await campaignFixture(ctx, company.company.id);
    for (const name of [
      'Natal 01',
      'Páscoa',
      ...Array.from({ length: 20 }, (_, i) => `Natal ${String(i + 2).padStart(2, '0')}`),
    ])
      await company.asAdmin({ method: 'POST', url: '/api/campaigns', payload: { ...own.body, name } });
    const first = (await company.asAdmin({ method: 'GET', url: '/api/campaigns?searchParam=natal' })).json();
    expect(first.count).toBe(21);
    expect(first.hasMore).toBe(true);
    expect(first.records).toHaveLength(20);
    expect(first.records[0]).toMatchObject({ name: 'Natal 01', contactList: { name: 'Clientes VIP' } });
    const second = (
      await company.asAdmin({ method: 'GET', url: '/api/campaigns?searchParam=natal&pageNumber=2' })
    ).json();
    expect(second).toMatchObject({ count: 21, hasMore: false, records: [{ name: 'Natal 21' }] });
    const pascoa = (await company.asAdmin({ method: 'GET', url: '/api/campaigns?searchParam=P%C3%A1sc' })).json();
    expect(pascoa.records.map((r: { name: string }) => r.name)).toEqual(['Páscoa']);
  });

  it('validates name, connection, message, confirmation, recipients and the ticket options', async () => {
    const post = (payload: Record<string, unknown>) =>
      acme.asAdmin({ method: 'POST', url: '/api/campaigns', payload: { ...fixture.body, ...payload } });
    const issuesOf = async (payload: Record<string, unknown>) => (await post(payload)).json().issues;
    expect(await issuesOf({ name: 'A' })).toEqual([{ path: 'body.name', message: 'Too Short!' }]);
    expect(await issuesOf({ name: 'x'.repeat(51) })).toEqual([{ path: 'body.name', message: 'Too Long!' }]);
    expect(await issuesOf({ name: '  ' })).toEqual([{ path: 'body.name', message: 'Required' }]);
    expect(await issuesOf({ whatsappId: '' })).toEqual([{ path: 'body.whatsappId', message: 'Required' }]);
    expect(await issuesOf({ message1: ' ' })).toEqual([{ path: 'body.message1', message: 'Required' }]);
    expect(await issuesOf({ confirmation: true })).toEqual([
      { path: 'body.confirmationMessage1', message: 'Required' },
    ]);
    expect(await issuesOf({ contactListId: null })).toEqual([{ path: 'body.contactListId', message: 'Required' }]);
    const tag = await createTag(ctx.db, acme.company.id);
    expect(await issuesOf({ tagListId: tag.id })).toEqual([{ path: 'body.contactListId', message: 'Required' }]);
    expect(await issuesOf({ openTicket: 'enabled', userId: acme.user.id })).toEqual([
      { path: 'body.queueId', message: 'Informe o setor' },
    ]);
    expect((await post({ statusTicket: 'ignored' })).statusCode).toBe(400);
    const byTag = await post({
      contactListId: null,
      tagListId: tag.id,
      confirmation: true,
      confirmationMessage1: 'Quer receber?',
    });
    expect(byTag.statusCode).toBe(201);
    expect(byTag.json()).toMatchObject({ contactList: null, tagList: { id: tag.id }, confirmation: true });
  });

  it('keeps the ticket user and queue only with openTicket enabled', async () => {
    const queue = await createQueue(ctx.db, acme.company.id);
    const agent = await createUser(ctx.db, acme.company.id);
    const ticket = { userId: agent.id, queueId: queue.id, statusTicket: 'open' };
    expect(await create({ ...ticket, openTicket: 'enabled' })).toMatchObject({
      ...ticket,
      openTicket: 'enabled',
      user: { id: agent.id, name: agent.name },
    });
    expect(await create(ticket)).toMatchObject({ userId: null, queueId: null, openTicket: 'disabled', user: null });
  });

  it('schedules on save: a time (future, or now for "start now") gives PROGRAMADA, none keeps INATIVA', async () => {
    const later = inMinutes(24 * 60).toISOString();
    const scheduled = await create({ scheduledAt: later });
    expect(scheduled).toMatchObject({ status: 'PROGRAMADA', scheduledAt: later });
    expect((await create({ scheduledAt: new Date().toISOString() })).status).toBe('PROGRAMADA');
    const unscheduled = await put(scheduled.id, { scheduledAt: '' });
    expect(unscheduled.json()).toMatchObject({ status: 'INATIVA', scheduledAt: null });
    expect((await put(scheduled.id, { scheduledAt: later })).json().status).toBe('PROGRAMADA');
  });

  it('edits while INATIVA or PROGRAMADA more than 1 hour ahead; CANCELADA stays saveable; otherwise refuses', async () => {
    const campaign = await create();
    expect((await put(campaign.id, { name: 'Renomeada' })).json()).toMatchObject({
      name: 'Renomeada',
      status: 'INATIVA',
    });
    await setCampaignState(ctx, campaign.id, { status: 'PROGRAMADA', scheduledAt: inMinutes(61) });
    expect((await put(campaign.id, { scheduledAt: inMinutes(61).toISOString() })).statusCode).toBe(200);
    await setCampaignState(ctx, campaign.id, { status: 'PROGRAMADA', scheduledAt: inMinutes(59) });
    const late = await put(campaign.id, { name: 'Tarde demais' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    for (const status of ['EM_ANDAMENTO', 'FINALIZADA'] as const) {
      await setCampaignState(ctx, campaign.id, { status });
      expect((await put(campaign.id)).json().error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
      const upload = multipart([
        { name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } },
      ]);
      const media = await acme.asAdmin({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/media-upload`,
        ...upload,
      });
      expect(media.json().error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    }
    await setCampaignState(ctx, campaign.id, { status: 'CANCELADA' });
    const saved = await put(campaign.id, { name: 'Corrigida', scheduledAt: inMinutes(10).toISOString() });
    expect(saved.json()).toMatchObject({ name: 'Corrigida', status: 'CANCELADA' });
  });

  it('cancels a running or scheduled campaign and restarts a cancelled one; other moves are refused', async () => {
    const campaign = await create();
    const action = (name: 'cancel' | 'restart') =>
      acme.asAdmin({ method: 'POST', url: `/api/campaigns/${campaign.id}/${name}` });
    const cancelInactive = await action('cancel');
    expect(cancelInactive.statusCode).toBe(409);
    expect(cancelInactive.json().error).toBe('ERR_CAMPAIGN_NOT_CANCELLABLE');
    expect((await action('restart')).json().error).toBe('ERR_CAMPAIGN_NOT_RESTARTABLE');
    await setCampaignState(ctx, campaign.id, { status: 'EM_ANDAMENTO' });
    expect((await action('restart')).json().error).toBe('ERR_CAMPAIGN_NOT_RESTARTABLE');
    expect((await action('cancel')).json()).toMatchObject({ id: campaign.id, status: 'CANCELADA' });
    expect((await action('cancel')).json().error).toBe('ERR_CAMPAIGN_NOT_CANCELLABLE');
    expect((await action('restart')).json()).toMatchObject({ status: 'EM_ANDAMENTO' });
    await setCampaignState(ctx, campaign.id, { status: 'PROGRAMADA', scheduledAt: inMinutes(600) });
    expect((await action('cancel')).json().status).toBe('CANCELADA');
    await setCampaignState(ctx, campaign.id, { status: 'FINALIZADA' });
    expect((await action('cancel')).json().error).toBe('ERR_CAMPAIGN_NOT_CANCELLABLE');
  });

  it('deletes any campaign but a running one, with its attachment', async () => {
    const campaign = await create();
    const upload = multipart([
      { name: 'file', value: { filename: 'oferta.png', type: 'image/png', data: testMedia.png } },
    ]);
    const withMedia = await acme.asAdmin({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/media-upload`,
      ...upload,
    });
    const mediaPath = withMedia.json().mediaPath as string;
    const file = storedFile(ctx, mediaPath);
    expect(existsSync(file)).toBe(true);
    await setCampaignState(ctx, campaign.id, { status: 'EM_ANDAMENTO' });
    const running = await acme.asAdmin({ method: 'DELETE', url: `/api/campaigns/${campaign.id}` });
    expect(running.statusCode).toBe(409);
    expect(running.json().error).toBe('ERR_CAMPAIGN_RUNNING');
    await setCampaignState(ctx, campaign.id, { status: 'CANCELADA' });
    expect((await acme.asAdmin({ method: 'DELETE', url: `/api/campaigns/${campaign.id}` })).statusCode).toBe(204);
    expect(await campaignStatusOf(ctx, acme.company.id, campaign.id)).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect((await acme.asAdmin({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).statusCode).toBe(404);
  });

  it('uploads an attachment after the save, replaces it, checks its bytes, and removes it', async () => {
    const campaign = await create();
    const upload = (filename: string, type: string, data: Buffer) =>
      acme.asAdmin({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/media-upload`,
        ...multipart([{ name: 'file', value: { filename, type, data } }]),
      });
    const first = (await upload('oferta.png', 'image/png', testMedia.png)).json();
    expect(first).toMatchObject({ mediaName: 'oferta.png', mediaPath: expect.stringMatching(/^\/public\//) });
    const second = (await upload('tabela.pdf', 'application/pdf', testMedia.pdf)).json();
    expect(second.mediaName).toBe('tabela.pdf');
    const firstFile = storedFile(ctx, first.mediaPath);
    expect(existsSync(firstFile)).toBe(false);
    expect((await upload('virus.pdf', 'application/pdf', testMedia.exe)).statusCode).toBe(415);
    const removed = await acme.asAdmin({ method: 'DELETE', url: `/api/campaigns/${campaign.id}/media-upload` });
    expect(removed.json()).toMatchObject({ mediaPath: null, mediaName: null });
  });
});
