import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createContact, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import {
  eventually,
  type MessagesDesk,
  messagesDesk,
  messagesOfTicket,
  setCompanyOption,
  setGlobalSetting,
  storedTicketRow,
  watchOverlappingQueries,
} from './messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
});
afterAll(async () => ctx?.close());

const send = (client: MessagesDesk['asUser'], ticketId: number, payload: object) =>
  client({ method: 'POST', url: `/api/messages/${ticketId}`, payload });
const sentIds = () =>
  desk
    .sandbox()
    .outbox(desk.connection.id)
    .flatMap((entry) => (entry.kind === 'send' ? [entry.message.messageId] : []));
const storedFiles = async () =>
  (await readdir(path.join(ctx.dataDir, 'media', String(desk.companyId))).catch(() => [])).length;

describe('POST /messages/{ticketId} (JSON)', () => {
  it('sends a text through the outbound path to the phone and answers the message', async () => {
    const ticket = await desk.ticket();
    const response = await send(desk.asUser, ticket.id, { body: '  Olá, tudo bem?  ', fromMe: true, mediaUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ticketId: ticket.id,
      body: 'Olá, tudo bem?',
      fromMe: true,
      userId: desk.user.id,
      mediaType: 'conversation',
      isPrivate: false,
    });
    const sent = await desk.sentToPhone(1);
    expect(sent.at(-1)?.message).toMatchObject({ messageId: response.json().id, body: 'Olá, tudo bem?' });
    expect((await storedTicketRow(ctx, ticket.id))?.lastMessage).toBe('Olá, tudo bem?');
  });

  it('refuses empty text, and sends nothing', async () => {
    const ticket = await desk.ticket();
    for (const payload of [{ body: '' }, { body: '   \n ' }, {}]) {
      const response = await send(desk.asUser, ticket.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'body.body', message: 'Obrigatório' }]);
    }
    expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
  });

  it('refuses sending on pending and closed tickets with ERR_TICKET_NOT_OPEN; group tickets may send', async () => {
    for (const status of ['pending', 'closed'] as const) {
      const ticket = await desk.ticket({ status });
      const response = await send(desk.asUser, ticket.id, { body: 'oi' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'ERR_TICKET_NOT_OPEN' });
      expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
    }
    const group = await desk.ticket({ status: 'group', isGroup: true, userId: null });
    expect((await send(desk.asAdmin, group.id, { body: 'oi grupo' })).statusCode).toBe(201);
  });

  it("answers 404 for another company's ticket and for a ticket the caller may not see", async () => {
    const stranger = await companyWithStaff(ctx);
    const foreign = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    expect((await send(desk.asAdmin, foreign.id, { body: 'oi' })).json().error).toBe('ERR_NO_TICKET_FOUND');
    const colleagues = await desk.ticket({ userId: desk.colleague.id });
    expect((await send(desk.asUser, colleagues.id, { body: 'oi' })).statusCode).toBe(404);
    expect(await messagesOfTicket(ctx, foreign.id)).toHaveLength(0);
    expect((await send(desk.asUser, 0, { body: 'oi' })).statusCode).toBe(400);
  });

  it('stores a private note without sending it to the phone', async () => {
    const ticket = await desk.ticket();
    const before = (await desk.sentToPhone(0)).length;
    const response = await send(desk.asUser, ticket.id, { body: 'só para a equipe', isPrivate: 'true' });
    expect(response.json()).toMatchObject({ isPrivate: true, body: 'só para a equipe' });
    await send(desk.asUser, ticket.id, { body: 'depois' });
    const sent = await desk.sentToPhone(before + 1);
    expect(sent.map((entry) => entry.message.body)).not.toContain('só para a equipe');
  });

  it("signs with '*{userName}:*' only when asked and the company's sendSignMessage is enabled", async () => {
    const ticket = await desk.ticket();
    await setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'disabled' });
    expect((await send(desk.asUser, ticket.id, { body: 'a', signMessage: true })).json().body).toBe('a');
    await setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'enabled' });
    expect((await send(desk.asUser, ticket.id, { body: 'b', signMessage: true })).json().body).toBe(
      '*Plain Paulo:*\nb',
    );
    expect((await send(desk.asUser, ticket.id, { body: 'c', signMessage: false })).json().body).toBe('c');
  });

  it('quotes a message of the same conversation only', async () => {
    const ticket = await desk.ticket();
    const earlier = await desk.ticket({ contactId: ticket.contactId, status: 'closed' });
    const quoted = await desk.message(earlier, { body: 'pergunta' });
    const reply = await send(desk.asUser, ticket.id, { body: 'resposta', quotedMsg: { id: quoted.id, body: 'x' } });
    expect(reply.json().quotedMsg).toMatchObject({ id: quoted.id, body: 'pergunta' });

    const elsewhere = await desk.message(await desk.ticket(), { body: 'outra conversa' });
    const refused = await send(desk.asUser, ticket.id, { body: 'r', quotedMsg: { id: elsewhere.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'body.quotedMsg', message: 'Mensagem não encontrada' }]);
  });

  it('sends a contact card (vCard) built from a contact of the company', async () => {
    const ticket = await desk.ticket();
    const card = await createContact(ctx.db, desk.companyId, { name: 'Maria; Silva', number: '5511988887777' });
    const response = await send(desk.asUser, ticket.id, { body: '', vCard: { id: card.id, name: 'ignored' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mediaType: 'contactMessage' });
    expect(response.json().body).toBe(
      'BEGIN:VCARD\nVERSION:3.0\nN:;Maria\\; Silva;;;\nFN:Maria\\; Silva\nTEL;type=CELL;type=VOICE;waid=5511988887777:+5511988887777\nEND:VCARD',
    );
    const stranger = await companyWithStaff(ctx);
    const foreignCard = await createContact(ctx.db, stranger.company.id);
    expect((await send(desk.asUser, ticket.id, { vCard: foreignCard.id })).json().error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it('with read: true also marks the conversation read', async () => {
    const ticket = await desk.ticket({ unreadMessages: 1 });
    await desk.message(ticket, { body: 'cliente' });
    await send(desk.asUser, ticket.id, { body: 'ok', read: 1 });
    expect((await storedTicketRow(ctx, ticket.id))?.unreadMessages).toBe(0);
    expect((await messagesOfTicket(ctx, ticket.id)).find((m) => m.body === 'cliente')?.read).toBe(true);
  });
});

describe('POST /messages/{ticketId} (multipart medias)', () => {
  const upload = (client: MessagesDesk['asUser'], ticketId: number, parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return client({ method: 'POST', url: `/api/messages/${ticketId}`, ...form });
  };
  const file = (filename: string, data: Buffer, type = 'application/octet-stream') => ({
    name: 'medias',
    value: { filename, type, data },
  });

  it('stores each file (type from the bytes), sends one message per file, captioning the first', async () => {
    const ticket = await desk.ticket();
    const response = await upload(desk.asUser, ticket.id, [
      { name: 'body', value: 'veja' },
      file('foto.bin', testMedia.png),
      file('contrato.pdf', testMedia.pdf, 'application/pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const [image, document] = response.json();
    expect(image).toMatchObject({ mediaType: 'image', body: 'veja', ticketId: ticket.id });
    expect(image.mediaUrl).toMatch(new RegExp(`^/public/${desk.companyId}/[0-9a-f]{32}\\.png$`));
    expect(document).toMatchObject({ mediaType: 'application', body: 'contrato.pdf' });
    expect(document.mediaUrl).toMatch(/\.pdf$/);

    const served = await ctx.app.inject({ method: 'GET', url: image.mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(testMedia.png)).toBe(true);
    const wireOf = async (id: number) => {
      await vi.waitFor(() => expect(sentIds()).toContain(id), eventually);
      const entry = desk
        .sandbox()
        .outbox(desk.connection.id)
        .find((e) => e.kind === 'send' && e.message.messageId === id);
      return entry?.kind === 'send' ? entry.message : undefined;
    };
    expect((await wireOf(image.id))?.mediaPath).toMatch(/\.png$/);
    expect(await wireOf(document.id)).toMatchObject({ body: 'contrato.pdf', mediaMimetype: 'application/pdf' });
  });

  it('captions several signed files one query at a time on its transaction', async () => {
    await setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'enabled' });
    const ticket = await desk.ticket();
    const watch = watchOverlappingQueries();
    try {
      const response = await upload(desk.asUser, ticket.id, [
        { name: 'body', value: 'primeira' },
        { name: 'body', value: 'segunda' },
        { name: 'signMessage', value: 'true' },
        file('a.png', testMedia.png),
        file('b.png', testMedia.png),
      ]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().map((message: { body: string }) => message.body)).toEqual([
        `*${desk.user.name}:*\nprimeira`,
        `*${desk.user.name}:*\nsegunda`,
      ]);
    } finally {
      watch.restore();
      await setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'disabled' });
    }
    expect(watch.overlapping).toEqual([]);
  });

  it('refuses a file whose bytes are not an allowed type, storing nothing', async () => {
    const ticket = await desk.ticket();
    const filesBefore = await storedFiles();
    for (const data of [testMedia.exe, testMedia.binaryWithoutSignature]) {
      const response = await upload(desk.asUser, ticket.id, [file('nota.pdf', data, 'application/pdf')]);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
    }
    // A good file before a bad one is removed again.
    const mixed = await upload(desk.asUser, ticket.id, [file('a.png', testMedia.png), file('b.exe', testMedia.exe)]);
    expect(mixed.statusCode).toBe(415);
    expect(await storedFiles()).toBe(filesBefore);
    expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
  });

  it('refuses no files, closed tickets and invisible tickets before storing anything', async () => {
    const ticket = await desk.ticket();
    const none = await upload(desk.asUser, ticket.id, [{ name: 'body', value: 'sem arquivo' }]);
    expect(none.json().issues).toEqual([{ path: 'body.medias', message: 'Nenhuma mídia selecionada' }]);
    const closed = await desk.ticket({ status: 'closed' });
    expect((await upload(desk.asUser, closed.id, [file('a.png', testMedia.png)])).json().error).toBe(
      'ERR_TICKET_NOT_OPEN',
    );
    const stranger = await companyWithStaff(ctx);
    const foreign = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    expect((await upload(desk.asAdmin, foreign.id, [file('a.png', testMedia.png)])).statusCode).toBe(404);
  });

  it('limits each file to the downloadLimit setting (MB)', async () => {
    const ticket = await desk.ticket();
    await setGlobalSetting(ctx, 'downloadLimit', '32');
    const filesBefore = await storedFiles();
    const big = Buffer.concat([testMedia.png, Buffer.alloc(32 * 1024 * 1024 - testMedia.png.length + 1)]);
    const response = await upload(desk.asUser, ticket.id, [file('grande.png', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('ERR_PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toBe(filesBefore);
    // Exactly at the limit passes.
    const fits = await upload(desk.asUser, ticket.id, [file('cabe.png', big.subarray(0, 32 * 1024 * 1024))]);
    expect(fits.statusCode).toBe(201);
    await setGlobalSetting(ctx, 'downloadLimit', '64');
  });
});
