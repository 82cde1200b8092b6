import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sandboxMediaMaxBytes } from '@chatdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, companyWithStaff } from '../../../test/clients';
import { createCompany, createConnection, createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { contacts, messages, tickets } from '../../db/schema';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/sandbox/{connectionId}/inbound', () => {
  let ctx: TestContext;
  let staff: Staff;
  let phone: Awaited<ReturnType<typeof createConnection>>;

  const inbound = (payload: Record<string, unknown>, connectionId = phone.id, client = staff.asUser) =>
    client({ method: 'POST', url: `/api/sandbox/${connectionId}/inbound`, payload });
  const messagesOf = (externalId: string) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(messages)
        .where(and(eq(messages.whatsappId, phone.id), eq(messages.externalId, externalId))),
    );
  const ticketOf = (ticketId: number) =>
    ctx.db.system.transaction(async (tx) => (await tx.select().from(tickets).where(eq(tickets.id, ticketId)))[0]);
  const contactOf = (contactId: number) =>
    ctx.db.system.transaction(async (tx) => (await tx.select().from(contacts).where(eq(contacts.id, contactId)))[0]);

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    phone = await createConnection(ctx.db, staff.company.id, { name: 'Sandbox', isDefault: true });
  });
  afterAll(() => ctx.close());

  it('turns a text into a contact, a pending ticket and a message, answering 202 with the external id', async () => {
    const response = await inbound({ from: '+55 11 91234-0001', name: 'Cliente Um', body: 'Olá, preciso de ajuda' });
    expect(response.statusCode).toBe(202);
    const { externalId } = response.json();
    const [message] = await messagesOf(externalId);
    expect(message).toMatchObject({ body: 'Olá, preciso de ajuda', fromMe: false, mediaType: 'conversation' });
    const ticket = await ticketOf(message?.ticketId as number);
    expect(ticket).toMatchObject({ whatsappId: phone.id, status: 'pending', isGroup: false, unreadMessages: 1 });
    expect(await contactOf(ticket?.contactId as number)).toMatchObject({ number: '5511912340001', name: 'Cliente Um' });
  });

  it('changes nothing when the same id is delivered again', async () => {
    const payload = { id: 'REPEAT-1', from: '5511912340002', name: 'Cliente Dois', body: 'uma vez' };
    expect((await inbound(payload)).json()).toEqual({ externalId: 'REPEAT-1' });
    const [first] = await messagesOf('REPEAT-1');
    const before = await ticketOf(first?.ticketId as number);
    const again = await inbound({ ...payload, body: 'de novo' });
    expect(again.statusCode).toBe(202);
    const stored = await messagesOf('REPEAT-1');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body).toBe('uma vez');
    expect(await ticketOf(first?.ticketId as number)).toEqual(before);
  });

  it('puts a group message on the group’s ticket, written by the participant', async () => {
    const response = await inbound({
      from: '5511912340003',
      name: 'Participante',
      body: 'oi grupo',
      group: { id: '120363025246125486', name: 'Grupo Teste' },
    });
    const [message] = await messagesOf(response.json().externalId);
    const ticket = await ticketOf(message?.ticketId as number);
    expect(ticket?.isGroup).toBe(true);
    expect(await contactOf(ticket?.contactId as number)).toMatchObject({ number: '120363025246125486', isGroup: true });
    expect(await contactOf(message?.contactId as number)).toMatchObject({
      number: '5511912340003',
      name: 'Participante',
    });
  });

  it('stores media under the company’s folder', async () => {
    const response = await inbound({
      from: '5511912340004',
      name: 'Cliente Foto',
      type: 'image',
      caption: 'minha foto',
      media: { data: png.toString('base64'), mimetype: 'image/png', fileName: 'foto.png' },
    });
    expect(response.statusCode).toBe(202);
    const [message] = await messagesOf(response.json().externalId);
    expect(message).toMatchObject({ mediaType: 'image', body: 'minha foto' });
    expect(message?.mediaUrl).toBeTruthy();
    const file = await stat(path.join(ctx.dataDir, 'media', String(staff.company.id), message?.mediaUrl as string));
    expect(file.size).toBe(png.length);
  });

  it('stores structured types with their dataJson, and applies edits and deletes', async () => {
    const from = { from: '5511912340005', name: 'Cliente Cinco' };
    const list = await inbound({
      ...from,
      id: 'LIST-1',
      type: 'list',
      title: 'Menu',
      description: 'Escolha',
      buttonText: 'Abrir',
      sections: [{ title: 'S', rows: [{ title: 'Linha', rowId: 'r1' }] }],
    });
    expect(list.statusCode).toBe(202);
    const [stored] = await messagesOf('LIST-1');
    expect(stored).toMatchObject({
      mediaType: 'listMessage',
      dataJson: expect.objectContaining({ buttonText: 'Abrir' }),
    });

    await inbound({ ...from, id: 'EDIT-ME', body: 'erado' });
    expect((await inbound({ ...from, type: 'edit', targetId: 'EDIT-ME', body: 'errado' })).json()).toEqual({
      externalId: 'EDIT-ME',
    });
    expect((await messagesOf('EDIT-ME'))[0]).toMatchObject({ body: 'errado', isEdited: true });
    await inbound({ ...from, type: 'delete', targetId: 'EDIT-ME' });
    expect((await messagesOf('EDIT-ME'))[0]?.isDeleted).toBe(true);
  });

  it("the ticket list's preview of a structured message is its readable text", async () => {
    const from = { from: '5511912340007', name: 'Cliente Sete' };
    const pix = { type: 'pix', reference_id: 'PED-1', total_amount: { value: 1990 } };
    await inbound({
      ...from,
      id: 'PIX-1',
      ...pix,
      order: { items: [{ name: 'Camiseta', amount: { value: 1990 }, quantity: 1 }] },
    });
    const [order] = await messagesOf('PIX-1');
    expect(order?.body).toBe('[PIX]PED-1|1990|Camiseta');
    expect((await ticketOf(order?.ticketId as number))?.lastMessage).toBe('Pix · R$\u00a019,90 · Camiseta');
    const buttons = [{ name: 'cta_copy', display_text: 'Copiar', copy_code: 'X1' }];
    await inbound({ ...from, id: 'BTN-1', type: 'buttons', body: 'Seu cupom', buttons });
    expect((await ticketOf(order?.ticketId as number))?.lastMessage).toBe('Seu cupom\nCopiar: X1');
  });

  it('refuses bad bodies and media over the cap', async () => {
    expect((await inbound({ from: '55', name: 'x', body: 'curto' })).statusCode).toBe(400);
    expect((await inbound({ from: '5511912340006', name: 'x', type: 'poll', poll: { name: 'x' } })).statusCode).toBe(
      400,
    );
    const tooBig = 'A'.repeat(Math.ceil(sandboxMediaMaxBytes / 3) * 4 + 4);
    const response = await inbound({
      from: '5511912340006',
      name: 'Grande',
      type: 'document',
      media: { data: tooBig, mimetype: 'application/pdf' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('documents the sandbox and connection routes in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/sandbox/{connectionId}/inbound', '/api/whatsapp/', '/api/whatsapp/{id}']),
    );
  });

  it('stores nothing, not even the contact or the file, for a connection it refuses', async () => {
    const off = await createConnection(ctx.db, staff.company.id, { name: 'Desligado 2', status: 'DISCONNECTED' });
    const folder = path.join(ctx.dataDir, 'media', String(staff.company.id));
    const filesBefore = await readdir(folder).catch(() => []);
    const refused = await inbound(
      {
        from: '5511912340099',
        name: 'Recusado',
        type: 'image',
        media: { data: png.toString('base64'), mimetype: 'image/png', fileName: 'recusada.png' },
      },
      off.id,
    );
    expect(refused.json().error).toBe('ERR_WAPP_NOT_INITIALIZED');
    const stored = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, staff.company.id), eq(contacts.number, '5511912340099'))),
    );
    expect(stored).toEqual([]);
    expect(await readdir(folder).catch(() => [])).toEqual(filesBefore);
  });

  it('answers 404 for another company’s connection and a clear error for a non-sandbox one', async () => {
    const other = await createCompany(ctx.db);
    const foreign = await createConnection(ctx.db, other.id, { name: 'Alheio' });
    const response = await inbound({ from: '5511912340007', name: 'x', body: 'oi' }, foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_WAPP_FOUND');
    const web = await createConnection(ctx.db, staff.company.id, { name: 'Widget', channel: 'webchat' });
    const wrong = await inbound({ from: '5511912340007', name: 'x', body: 'oi' }, web.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe('ERR_NOT_SANDBOX_CONNECTION');
    const off = await createConnection(ctx.db, staff.company.id, { name: 'Desligado', status: 'DISCONNECTED' });
    expect((await inbound({ from: '5511912340007', name: 'x', body: 'oi' }, off.id)).json().error).toBe(
      'ERR_WAPP_NOT_INITIALIZED',
    );
    const anonymous = await clientFor(ctx, null);
    expect((await inbound({ from: '5511912340007', name: 'x', body: 'oi' }, phone.id, anonymous)).statusCode).toBe(401);
    const stranger = await clientFor(ctx, await createUser(ctx.db, other.id));
    expect((await inbound({ from: '5511912340007', name: 'x', body: 'oi' }, phone.id, stranger)).statusCode).toBe(404);
  });
});

describe('sandbox disabled', () => {
  it('has no sandbox route and creates no sandbox connection', async () => {
    const ctx = await createTestContext({ SANDBOX_ENABLED: 'false' });
    try {
      const staff = await companyWithStaff(ctx);
      const phone = await createConnection(ctx.db, staff.company.id, { name: 'Sandbox' });
      const response = await staff.asAdmin({
        method: 'POST',
        url: `/api/sandbox/${phone.id}/inbound`,
        payload: { from: '5511912340008', name: 'x', body: 'oi' },
      });
      expect(response.statusCode).toBe(404);
      const created = await staff.asAdmin({
        method: 'POST',
        url: '/api/whatsapp',
        payload: { name: 'Novo', channel: 'sandbox' },
      });
      expect(created.json().error).toBe('ERR_CHANNEL_NOT_AVAILABLE');
    } finally {
      await ctx.close();
    }
  });
});
