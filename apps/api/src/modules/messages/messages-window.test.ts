import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/clients';
import { createConnection, createContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { users } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { type MessagesDesk, messagesDesk, messagesOfTicket } from './messages.test-support';

/** Meta's 24-hour window on the conversation's free-form send paths (docs/decisions.md "Meta channels"). */
let ctx: TestContext;
let desk: MessagesDesk;
let connectionOf: Record<'whatsappapi' | 'facebook' | 'instagram', number>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
  const meta = async (channel: 'whatsappapi' | 'facebook' | 'instagram') =>
    (await createConnection(ctx.db, desk.companyId, { channel, name: `Meta ${channel}`, status: 'DISCONNECTED' })).id;
  connectionOf = {
    whatsappapi: await meta('whatsappapi'),
    facebook: await meta('facebook'),
    instagram: await meta('instagram'),
  };
});
afterAll(async () => ctx?.close());

/** An open ticket of the attendant on a Meta connection whose contact last wrote `hours` ago (null: never). */
async function metaTicket(channel: keyof typeof connectionOf, hours: number | null) {
  const ticket = await desk.ticket({ channel, whatsappId: connectionOf[channel] });
  if (hours !== null) await desk.message(ticket, { fromMe: false, body: 'oi', createdAt: hoursAgo(hours) });
  return ticket;
}

const post = (client: MessagesDesk['asUser'], url: string, payload: object) =>
  client({ method: 'POST', url: `/api/${url}`, payload });
const upload = (ticketId: number, fields: { name: string; value: string }[] = []) =>
  desk.asUser({
    method: 'POST',
    url: `/api/messages/${ticketId}`,
    ...multipart([
      ...fields,
      { name: 'medias', value: { filename: 'foto.png', type: 'image/png', data: testMedia.png } },
    ]),
  });
const storedFiles = async () =>
  (await readdir(path.join(ctx.dataDir, 'media', String(desk.companyId))).catch(() => [])).length;
const outgoingOf = async (ticketId: number) => (await messagesOfTicket(ctx, ticketId)).filter((row) => row.fromMe);

function expectOutsideWindow(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: 'ERR_OUTSIDE_24H_WINDOW' });
}

describe('free-form sends outside the 24-hour window', () => {
  it('refuses JSON text on whatsappapi, facebook and instagram tickets with no message row', async () => {
    for (const channel of ['whatsappapi', 'facebook', 'instagram'] as const) {
      const ticket = await metaTicket(channel, 25);
      expectOutsideWindow(await post(desk.asUser, `messages/${ticket.id}`, { body: 'Olá de novo' }));
      expect(await outgoingOf(ticket.id)).toEqual([]);
    }
  });

  it('refuses a contact that never wrote, and a contact card (vCard)', async () => {
    const never = await metaTicket('whatsappapi', null);
    expectOutsideWindow(await post(desk.asUser, `messages/${never.id}`, { body: 'Olá' }));
    const card = await createContact(ctx.db, desk.companyId, { name: 'Cartão', channel: 'sandbox' });
    const old = await metaTicket('facebook', 30);
    expectOutsideWindow(await post(desk.asUser, `messages/${old.id}`, { body: '', vCard: card.id }));
    expect(await outgoingOf(never.id)).toEqual([]);
    expect(await outgoingOf(old.id)).toEqual([]);
  });

  it('refuses multipart files: no row, and the uploaded files are removed', async () => {
    const ticket = await metaTicket('whatsappapi', 48);
    const filesBefore = await storedFiles();
    expectOutsideWindow(await upload(ticket.id, [{ name: 'body', value: 'a foto' }]));
    expect(await outgoingOf(ticket.id)).toEqual([]);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('refuses the interactive kinds (list, buttons, Pix)', async () => {
    const ticket = await metaTicket('whatsappapi', 26);
    const list = {
      title: 'Menu',
      text: 'Escolha',
      buttonText: 'Ver',
      sections: [{ title: 'A', rows: [{ title: 'B' }] }],
    };
    expectOutsideWindow(await post(desk.asUser, `messages/lista/${ticket.id}`, list));
    const button = { title: 'Código', description: 'Hoje', buttonText: 'Copiar', copyText: 'ABC-1' };
    expectOutsideWindow(await post(desk.asUser, `messages/copy/${ticket.id}`, button));
    const pix = {
      title: 'Pedido',
      sendvalue: 1000,
      sendmerchant_name: 'Loja',
      sendkey_type: 'EMAIL',
      sendKey: 'pix@loja.com',
    };
    expectOutsideWindow(await post(desk.asUser, `messages/PIX/${ticket.id}`, pix));
    expect(await outgoingOf(ticket.id)).toEqual([]);
  });

  it('refuses a forward to a contact whose window on the target connection is closed', async () => {
    // The admin's own connection is the Cloud API one, so the forward's ticket lands there.
    await ctx.db.system.transaction((tx) =>
      tx.update(users).set({ whatsappId: connectionOf.whatsappapi }).where(eq(users.id, desk.admin.id)),
    );
    const source = await desk.ticket();
    const original = await desk.message(source, { body: 'catálogo', fromMe: true });
    const closed = await metaTicket('whatsappapi', 40);
    await ctx.db.system.transaction((tx) => tx.execute(`update tickets set status = 'closed' where id = ${closed.id}`));
    const response = await post(desk.asAdmin, 'message/forward', {
      messageId: original.id,
      contactId: closed.contactId,
    });
    expectOutsideWindow(response);
    const forwarded = await ctx.db.system.transaction((tx) =>
      tx.execute(`select id from messages where is_forwarded and contact_id = ${closed.contactId}`),
    );
    expect(forwarded.rows).toEqual([]);
  });
});

describe('sends inside the window and private notes', () => {
  it('sends text and files when the contact wrote within 24 hours', async () => {
    const ticket = await metaTicket('whatsappapi', 23);
    const text = await post(desk.asUser, `messages/${ticket.id}`, { body: 'Pode sim' });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ ticketId: ticket.id, body: 'Pode sim', isPrivate: false });
    expect((await upload(ticket.id)).statusCode).toBe(201);
    const facebook = await metaTicket('facebook', 1);
    expect((await post(desk.asUser, `messages/${facebook.id}`, { body: 'Oi' })).statusCode).toBe(201);
    expect(await outgoingOf(ticket.id)).toHaveLength(2);
  });

  it('always allows private notes (JSON and multipart), which never reach the contact', async () => {
    const ticket = await metaTicket('instagram', 72);
    const note = await post(desk.asUser, `messages/${ticket.id}`, { body: 'ligar amanhã', isPrivate: true });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ isPrivate: true });
    const file = await upload(ticket.id, [{ name: 'isPrivate', value: 'true' }]);
    expect(file.statusCode).toBe(201);
    expect((await outgoingOf(ticket.id)).map((row) => row.isPrivate)).toEqual([true, true]);
  });

  it('leaves channels without a window alone (a sandbox contact that never wrote)', async () => {
    const ticket = await desk.ticket();
    expect((await post(desk.asUser, `messages/${ticket.id}`, { body: 'Olá' })).statusCode).toBe(201);
  });
});
