import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, companyWithStaff, multipart } from '../../../test/clients';
import { createConnection, createContact, createPlan, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { companies, schedules } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('schedules API', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let acmeContact: { id: number; name: string };
  let globexContact: { id: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx);
    globex = await companyWithStaff(ctx);
    acmeContact = await createContact(ctx.db, acme.company.id, { name: 'Maria Souza', channel: 'sandbox' });
    globexContact = await createContact(ctx.db, globex.company.id, { channel: 'sandbox' });
  });
  afterAll(() => ctx.close());

  const create = async (client: Client, payload: Record<string, unknown>) => {
    const response = await client({ method: 'POST', url: '/api/schedules', payload });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; sendAt: string; status: string };
  };

  it('creates a schedule with the spec defaults for any user, and reads it back', async () => {
    const sendAt = inHours(2);
    const created = await acme.asUser({
      method: 'POST',
      url: '/api/schedules',
      payload: { body: 'Olá {{name}}, lembrete da consulta', contactId: acmeContact.id, sendAt },
    });
    expect(created.statusCode).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({
      body: 'Olá {{name}}, lembrete da consulta',
      contactId: acmeContact.id,
      contact: { id: acmeContact.id, name: 'Maria Souza' },
      sendAt,
      sentAt: null,
      status: 'PENDENTE',
      reason: null,
      openTicket: 'disabled',
      statusTicket: 'closed',
      intervalo: 1,
      valorIntervalo: 0,
      enviarQuantasVezes: 1,
      tipoDias: 4,
      assinar: false,
      userId: acme.user.id,
    });
    const read = await acme.asAdmin({ method: 'GET', url: `/api/schedules/${schedule.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(schedule);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/schedules' })).statusCode).toBe(401);
  });

  it('validates the body (5 characters), the contact, the send time (required, in the future) and the recurrence', async () => {
    const post = (payload: Record<string, unknown>) => acme.asUser({ method: 'POST', url: '/api/schedules', payload });
    const short = await post({ body: 'oi', contactId: acmeContact.id, sendAt: inHours(1) });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'body.body', message: 'Mensagem muito curta' }]);
    const missing = await post({ body: '' });
    expect(missing.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.body', message: 'Obrigatório' },
        { path: 'body.contactId', message: 'Obrigatório' },
        { path: 'body.sendAt', message: 'Obrigatório' },
      ]),
    );
    const past = await post({ body: 'Mensagem atrasada', contactId: acmeContact.id, sendAt: inHours(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('ERR_SCHEDULE_IN_PAST');
    for (const recurrence of [{ intervalo: 5 }, { tipoDias: 3 }, { enviarQuantasVezes: 0 }, { valorIntervalo: -1 }]) {
      const refused = await post({
        body: 'Mensagem válida',
        contactId: acmeContact.id,
        sendAt: inHours(1),
        ...recurrence,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('another company ids answer 404 on every route, and foreign references in a body are refused', async () => {
    const foreign = await create(globex.asUser, {
      body: 'Mensagem da globex',
      contactId: globexContact.id,
      sendAt: inHours(3),
    });
    const png = multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]);
    const body = { body: 'Tentativa indevida', contactId: acmeContact.id, sendAt: inHours(3) };
    for (const request of [
      { method: 'GET' as const, url: `/api/schedules/${foreign.id}` },
      { method: 'PUT' as const, url: `/api/schedules/${foreign.id}`, payload: body },
      { method: 'DELETE' as const, url: `/api/schedules/${foreign.id}` },
      { method: 'DELETE' as const, url: `/api/schedules/${foreign.id}/media-upload` },
      { method: 'POST' as const, url: `/api/schedules/${foreign.id}/media-upload`, ...png },
    ]) {
      const response = await acme.asAdmin(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_SCHEDULE_FOUND');
    }
    const globexQueue = await createQueue(ctx.db, globex.company.id);
    const globexConnection = await createConnection(ctx.db, globex.company.id);
    for (const [field, value, code] of [
      ['contactId', globexContact.id, 'ERR_NO_CONTACT_FOUND'],
      ['whatsappId', globexConnection.id, 'ERR_NO_WAPP_FOUND'],
      ['ticketUserId', globex.user.id, 'ERR_NO_USER_FOUND'],
      ['queueId', globexQueue.id, 'ERR_NO_QUEUE_FOUND'],
    ] as const) {
      const refused = await acme.asUser({
        method: 'POST',
        url: '/api/schedules',
        payload: { ...body, [field]: value },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(code);
    }
    const list = (await acme.asAdmin({ method: 'GET', url: '/api/schedules' })).json();
    expect(list.schedules.map((row: { id: number }) => row.id)).not.toContain(foreign.id);
    expect((await globex.asUser({ method: 'GET', url: `/api/schedules/${foreign.id}` })).statusCode).toBe(200);
  });

  it('lists in send order, searched by text or contact name, filtered by contact and range, a page at a time', async () => {
    const other = await createContact(ctx.db, acme.company.id, { name: 'Zeca Pagodinho', channel: 'sandbox' });
    const later = await create(acme.asUser, { body: 'Cobrança de boleto', contactId: other.id, sendAt: inHours(50) });
    const sooner = await create(acme.asUser, {
      body: 'Confirmação de visita',
      contactId: other.id,
      sendAt: inHours(40),
    });
    const get = async (query: string) =>
      (await acme.asUser({ method: 'GET', url: `/api/schedules?${query}` })).json() as {
        schedules: { id: number }[];
        hasMore: boolean;
      };
    const ids = (answer: { schedules: { id: number }[] }) => answer.schedules.map((row) => row.id);
    expect(ids(await get(`contactId=${other.id}`))).toEqual([sooner.id, later.id]);
    expect(ids(await get('searchParam=boleto'))).toEqual([later.id]);
    expect(ids(await get('searchParam=zeca'))).toEqual([sooner.id, later.id]);
    const range = `from=${encodeURIComponent(inHours(45))}&to=${encodeURIComponent(inHours(60))}`;
    expect(ids(await get(range))).toEqual([later.id]);
    const page = await get('pageNumber=1');
    expect(page.hasMore).toBe(false);
    expect((await get('pageNumber=2')).schedules).toEqual([]);
  });

  it('updates until sent: an ERRO schedule waits again; a sent one is refused with ERR_SCHEDULE_ALREADY_SENT', async () => {
    const schedule = await create(acme.asUser, {
      body: 'Primeira versão',
      contactId: acmeContact.id,
      sendAt: inHours(5),
    });
    await ctx.db.system.transaction((tx) =>
      tx
        .update(schedules)
        .set({ status: 'ERRO', reason: 'ERR_SCHEDULE_NO_CONNECTION' })
        .where(eq(schedules.id, schedule.id)),
    );
    const sendAt = inHours(6);
    const updated = await acme.asAdmin({
      method: 'PUT',
      url: `/api/schedules/${schedule.id}`,
      payload: { body: 'Segunda versão', contactId: acmeContact.id, sendAt, enviarQuantasVezes: 3, valorIntervalo: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ body: 'Segunda versão', sendAt, status: 'PENDENTE', reason: null });

    await ctx.db.system.transaction((tx) =>
      tx.update(schedules).set({ status: 'ENVIADA', sentAt: new Date() }).where(eq(schedules.id, schedule.id)),
    );
    const png = multipart([{ name: 'file', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } }]);
    for (const request of [
      {
        method: 'PUT' as const,
        url: `/api/schedules/${schedule.id}`,
        payload: { body: 'Terceira versão', contactId: acmeContact.id, sendAt },
      },
      { method: 'POST' as const, url: `/api/schedules/${schedule.id}/media-upload`, ...png },
      { method: 'DELETE' as const, url: `/api/schedules/${schedule.id}/media-upload` },
    ]) {
      const refused = await acme.asAdmin(request);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('ERR_SCHEDULE_ALREADY_SENT');
    }
    // A sent schedule may still leave the calendar.
    expect((await acme.asAdmin({ method: 'DELETE', url: `/api/schedules/${schedule.id}` })).statusCode).toBe(204);
    expect((await acme.asAdmin({ method: 'GET', url: `/api/schedules/${schedule.id}` })).statusCode).toBe(404);
  });

  it('uploads, replaces and removes a png or jpeg picture, refusing other files; delete removes the file', async () => {
    const schedule = await create(acme.asUser, { body: 'Veja a foto', contactId: acmeContact.id, sendAt: inHours(7) });
    const upload = (name: string, type: string, data: Buffer) =>
      acme.asUser({
        method: 'POST',
        url: `/api/schedules/${schedule.id}/media-upload`,
        ...multipart([{ name: 'file', value: { filename: name, type, data } }]),
      });
    const fileOf = (url: string) => path.join(ctx.storage.root, url.replace('/public/', ''));
    const first = await upload('foto.png', 'image/png', testMedia.png);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mediaName: 'foto.png', mediaPath: expect.stringMatching(/\.png$/) });
    const firstPath = first.json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(true);
    expect((await upload('doc.pdf', 'application/pdf', testMedia.pdf)).statusCode).toBe(415);
    const second = (await upload('outra.png', 'image/png', testMedia.png)).json().mediaPath as string;
    expect(existsSync(fileOf(firstPath))).toBe(false);
    const removed = await acme.asUser({ method: 'DELETE', url: `/api/schedules/${schedule.id}/media-upload` });
    expect(removed.json()).toMatchObject({ mediaPath: null, mediaName: null });
    expect(existsSync(fileOf(second))).toBe(false);
    const third = (await upload('ultima.png', 'image/png', testMedia.png)).json().mediaPath as string;
    expect((await acme.asUser({ method: 'DELETE', url: `/api/schedules/${schedule.id}` })).statusCode).toBe(204);
    expect(existsSync(fileOf(third))).toBe(false);
  });

  it('a plan without useSchedules is refused on every route with the spec error', async () => {
    const schedule = await create(acme.asUser, {
      body: 'Antes do corte',
      contactId: acmeContact.id,
      sendAt: inHours(8),
    });
    const plan = await createPlan(ctx.db, { useSchedules: false });
    await ctx.db.system.transaction((tx) =>
      tx.update(companies).set({ planId: plan.id }).where(eq(companies.id, acme.company.id)),
    );
    try {
      const body = { body: 'Depois do corte', contactId: acmeContact.id, sendAt: inHours(8) };
      for (const request of [
        { method: 'GET' as const, url: '/api/schedules' },
        { method: 'GET' as const, url: `/api/schedules/${schedule.id}` },
        { method: 'POST' as const, url: '/api/schedules', payload: body },
        { method: 'PUT' as const, url: `/api/schedules/${schedule.id}`, payload: body },
        { method: 'DELETE' as const, url: `/api/schedules/${schedule.id}` },
        // Refused before the body is read: an invalid one is not a 400.
        { method: 'POST' as const, url: '/api/schedules', payload: { body: 'Sem contato' } },
      ]) {
        const refused = await acme.asUser(request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
      }
    } finally {
      await ctx.db.system.transaction((tx) =>
        tx.update(companies).set({ planId: acme.plan.id }).where(eq(companies.id, acme.company.id)),
      );
    }
  });
});
