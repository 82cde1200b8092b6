import { reportExportColumns } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientFor, companyWithStaff } from '../../../test/clients';
import { createConnection, createContact, createQueue, createUser, linkUserQueues } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { historyTicket } from '../dashboard/insight.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type Ticket = Awaited<ReturnType<typeof historyTicket>>;

describe('GET /ticketreport/reports and its export', () => {
  let ctx: TestContext;
  let acme: Staff;
  let globex: Staff;
  let r1: Ticket;
  let r2: Ticket;
  let r3: Ticket;
  let r4: Ticket;
  let extra: Ticket[];
  let maria: { id: number };
  let globexContact: { id: number };
  let bruno: { id: number };
  let q1: { id: number };
  let w2: { id: number };
  /** showDashboard, in queue 1. */
  let asScoped: Client;

  beforeAll(async () => {
    ctx = await createTestContext();
    acme = await companyWithStaff(ctx, { timezone: 'America/Sao_Paulo' });
    globex = await companyWithStaff(ctx);
    const companyId = acme.company.id;
    const ana = await createUser(ctx.db, companyId, { name: 'Ana Atendente' });
    bruno = await createUser(ctx.db, companyId, { name: 'Bruno Balcão' });
    q1 = await createQueue(ctx.db, companyId, { name: 'Vendas' });
    const q2 = await createQueue(ctx.db, companyId, { name: 'Suporte' });
    const w1 = await createConnection(ctx.db, companyId, { name: 'Loja' });
    w2 = await createConnection(ctx.db, companyId, { name: 'Central' });
    maria = await createContact(ctx.db, companyId, { name: 'Maria Souza', number: '5511977770001' });
    const joao = await createContact(ctx.db, companyId, { name: 'João Pereira', number: '5511977770002' });
    const jose = await createContact(ctx.db, companyId, { name: 'José Álvares', number: '5511977770003' });
    const scoped = await createUser(ctx.db, companyId, { showDashboard: 'enabled' });
    await linkUserQueues(ctx.db, companyId, scoped.id, [q1.id]);
    asScoped = await clientFor(ctx, scoped);

    const history = (spec: Parameters<typeof historyTicket>[2]) => historyTicket(ctx, companyId, spec);
    r1 = await history({
      createdAt: '2026-04-01T12:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: ana.id,
      whatsappId: w1.id,
      contactId: maria.id,
      lastMessage: 'Obrigada',
      attendance: { startedAfter: 60, closedAfter: 660, rate: 9 },
    });
    r2 = await history({
      createdAt: '2026-04-02T12:00:00Z',
      status: 'open',
      queueId: q2.id,
      userId: bruno.id,
      whatsappId: w2.id,
      contactId: joao.id,
      attendance: { startedAfter: 30 },
    });
    // 23:30 of 2026-04-02 in São Paulo.
    r3 = await history({ createdAt: '2026-04-03T02:30:00Z', status: 'pending', whatsappId: w1.id, contactId: jose.id });
    r4 = await history({
      createdAt: '2026-04-05T12:00:00Z',
      status: 'closed',
      queueId: q1.id,
      userId: bruno.id,
      whatsappId: w2.id,
      contactId: maria.id,
      attendance: { startedAfter: 0, closedAfter: 1200, rate: 2 },
    });
    extra = [];
    for (const day of ['01', '02', '03']) {
      extra.unshift(await history({ createdAt: `2026-05-${day}T12:00:00Z`, status: 'closed', whatsappId: w1.id }));
    }
    globexContact = await createContact(ctx.db, globex.company.id, { name: 'Maria Globex' });
    await historyTicket(ctx, globex.company.id, {
      createdAt: '2026-04-01T12:00:00Z',
      status: 'closed',
      contactId: globexContact.id,
    });
  });
  afterAll(() => ctx.close());

  const report = async (client: Client, query: string) => {
    const response = await client({ method: 'GET', url: `/api/ticketreport/reports?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return { ids: body.tickets.map((row: { id: number }) => row.id), total: body.totalTickets.total, body };
  };
  const april = 'dateFrom=2026-04-01&dateTo=2026-04-30';

  it('lists the rows newest first with the report row columns, a page at a time', async () => {
    const all = await report(acme.asAdmin, '');
    expect(all.total).toBe(7);
    expect(all.ids).toEqual([...extra, r4, r3, r2, r1].map((t) => t.id));
    expect(all.body.tickets.at(-1)).toEqual({
      id: r1.id,
      uuid: r1.uuid,
      whatsappName: 'Loja',
      contactName: 'Maria Souza',
      userName: 'Ana Atendente',
      queueName: 'Vendas',
      status: 'closed',
      lastMessage: 'Obrigada',
      createdAt: '2026-04-01T12:00:00.000Z',
      closedAt: '2026-04-01T12:11:00.000Z',
      supportTime: 10,
      NPS: 9,
    });
    expect(all.body.tickets.find((row: { id: number }) => row.id === r2.id)).toMatchObject({
      userName: 'Bruno Balcão',
      queueName: 'Suporte',
      closedAt: null,
      supportTime: null,
      NPS: null,
    });
    expect(all.body.tickets.find((row: { id: number }) => row.id === r3.id)).toMatchObject({
      userName: null,
      queueName: null,
    });
    const second = await report(acme.asAdmin, 'page=2&pageSize=5');
    expect(second).toMatchObject({ total: 7, ids: [r2.id, r1.id] });
    for (const query of ['pageSize=7', 'page=0', 'dateFrom=2026-04-05&dateTo=2026-04-01', 'status=["gone"]']) {
      expect((await acme.asAdmin({ method: 'GET', url: `/api/ticketreport/reports?${query}` })).statusCode).toBe(400);
    }
  });

  it('applies every filter of the reports page', async () => {
    const cases: [string, Ticket[]][] = [
      ['searchParam=maria', [r4, r1]],
      ['searchParam=JOSE', [r3]],
      ['searchParam=77770002', [r2]],
      [`contactId=${maria.id}`, [r4, r1]],
      [`whatsappId=[${w2.id}]&${april}`, [r4, r2]],
      [`users=[${bruno.id}]`, [r4, r2]],
      [`queueIds=[${q1.id}]`, [r4, r1]],
      [`status=["closed"]&${april}`, [r4, r1]],
      [`status=["open","pending"]`, [r3, r2]],
      ['dateFrom=2026-04-02&dateTo=2026-04-02', [r3, r2]],
      ['dateFrom=2026-04-03', [...extra, r4]],
      ['onlyRated=true', [r4, r1]],
      [`onlyRated=true&users=[${bruno.id}]&status=["closed"]`, [r4]],
    ];
    for (const [query, expected] of cases) {
      const { ids, total } = await report(acme.asAdmin, query);
      expect(ids, query).toEqual(expected.map((t) => t.id));
      expect(total, query).toBe(expected.length);
    }
    expect((await report(acme.asAdmin, `searchParam=${r2.id}`)).ids).toContain(r2.id);
  });

  it("reads only the caller's queues for non-admins and needs the management rights", async () => {
    expect(await report(asScoped, '')).toMatchObject({ ids: [r4.id, r1.id], total: 2 });
    const refused = await acme.asUser({ method: 'GET', url: '/api/ticketreport/reports' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    const refusedExport = await acme.asUser({ method: 'GET', url: '/api/ticketreport/reports/export' });
    expect(refusedExport.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ticketreport/reports' })).statusCode).toBe(401);
  });

  it("another company's ids filter nothing in: its contact, connection, user or queue match no row", async () => {
    expect(await report(globex.asAdmin, '')).toMatchObject({ total: 1 });
    for (const query of [
      `contactId=${maria.id}`,
      `whatsappId=[${w2.id}]`,
      `users=[${bruno.id}]`,
      `queueIds=[${q1.id}]`,
    ]) {
      expect(await report(globex.asAdmin, query), query).toMatchObject({ ids: [], total: 0 });
    }
    expect(await report(acme.asAdmin, `contactId=${globexContact.id}`)).toMatchObject({ ids: [], total: 0 });
    expect(await report(acme.asAdmin, 'searchParam=globex')).toMatchObject({ ids: [], total: 0 });
  });

  const sheetOf = async (client: Client, query: string) => {
    const response = await client({ method: 'GET', url: `/api/ticketreport/reports/export?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio_atendimentos.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  };

  it('exports the filtered rows as an xlsx, times on the company clock', async () => {
    const rows = await sheetOf(acme.asAdmin, april);
    expect(rows[0]).toEqual([...reportExportColumns]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([r4.id, r3.id, r2.id, r1.id]);
    expect(rows[4]).toEqual([
      r1.id,
      r1.uuid,
      'Loja',
      'Maria Souza',
      'Ana Atendente',
      'Vendas',
      'closed',
      'Obrigada',
      '2026-04-01 09:00:00',
      '2026-04-01 09:11:00',
      10,
      9,
    ]);
    // Empty cells (no last message, not closed, no support time, no rating) end the row early.
    expect(rows[3]).toEqual([
      r2.id,
      r2.uuid,
      'Central',
      'João Pereira',
      'Bruno Balcão',
      'Suporte',
      'open',
      undefined,
      '2026-04-02 09:00:00',
    ]);
    expect((await sheetOf(asScoped, april)).slice(1).map((row) => row[0])).toEqual([r4.id, r1.id]);
  });

  it('walks every row across batches, rows sharing a creation instant included, once each', async () => {
    const company = await companyWithStaff(ctx);
    const contact = await createContact(ctx.db, company.company.id);
    const connection = await createConnection(ctx.db, company.company.id);
    // 2,500 tickets on 7 instants a microsecond apart (more than two batches), in no id order.
    await ctx.db.system.transaction((tx) =>
      tx.execute(sql`insert into tickets (company_id, contact_id, whatsapp_id, channel, status, created_at)
        select ${company.company.id}, ${contact.id}, ${connection.id}, 'sandbox', 'closed',
          '2026-06-01T12:00:00Z'::timestamptz + ((i * 3) % 7) * interval '1 microsecond'
        from generate_series(1, 2500) i`),
    );
    const rows = (await sheetOf(company.asAdmin, '')).slice(1);
    expect(rows).toHaveLength(2500);
    const ids = rows.map((row) => row[0] as number);
    expect(new Set(ids).size).toBe(2500);
    const { ids: firstPage } = await report(company.asAdmin, 'pageSize=50');
    expect(ids.slice(0, 50)).toEqual(firstPage);
  });
});
