import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart } from '../../../test/clients';
import { createContact } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import {
  eventually,
  type MessagesDesk,
  messagesDesk,
  setCompanyOption,
  storedMessage,
  storedTicketRow,
} from './messages.test-support';

/** Spec 1 §4 message variables and the signature in every text an attendant sends. */

let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
});
afterAll(async () => ctx?.close());

const post = (client: MessagesDesk['asUser'], path: string, payload: object) =>
  client({ method: 'POST', url: `/api/${path}`, payload });
/** An open ticket of the attendant with 'Maria da Silva', on the desk's queue (Vendas) and connection (Loja). */
const mariasTicket = async () => {
  const contact = await createContact(ctx.db, desk.companyId, { channel: 'sandbox', name: 'Maria da Silva' });
  return desk.ticket({ contactId: contact.id });
};
/** What the simulated phone got for a message: its send, or the bodies of its edits. */
const phoneCopyOf = (messageId: number) =>
  vi.waitFor(() => {
    const entry = desk
      .sandbox()
      .outbox(desk.connection.id)
      .find((candidate) => candidate.kind === 'send' && candidate.message.messageId === messageId);
    if (entry?.kind !== 'send') throw new Error('not on the phone yet');
    return entry.message.body;
  }, eventually);
const phoneEditsOf = (externalId: string) =>
  desk
    .sandbox()
    .outbox(desk.connection.id)
    .flatMap((entry) => (entry.kind === 'edit' && entry.externalId === externalId ? [entry.body] : []));
const template = 'Olá {{firstName}} ({{name}}), aqui é {{userName}} de {{queue}}/{{connection}}. Ticket {{ticket_id}}';
const filledFor = (ticketId: number) =>
  `Olá Maria (Maria da Silva), aqui é ${desk.user.name} de Vendas/Loja. Ticket ${ticketId}`;

describe('message variables in what an attendant sends', () => {
  it('fills a text on the company clock: the stored row, the phone and the ticket preview', async () => {
    const ticket = await mariasTicket();
    const response = await post(desk.asUser, `messages/${ticket.id}`, {
      body: `${template} {{date}} {{hour}} {{nope}}`,
    });
    expect(response.statusCode).toBe(201);
    const body: string = response.json().body;
    expect(body.startsWith(`${filledFor(ticket.id)} `)).toBe(true);
    expect(body.slice(filledFor(ticket.id).length)).toMatch(/^ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \{\{nope\}\}$/);
    expect(await phoneCopyOf(response.json().id)).toBe(body);
    expect((await storedTicketRow(ctx, ticket.id))?.lastMessage).toBe(body);
  });

  it('keeps a private note as typed: it never reaches the contact', async () => {
    const ticket = await mariasTicket();
    const response = await post(desk.asUser, `messages/${ticket.id}`, { body: 'usar {{firstName}}', isPrivate: true });
    expect(response.json()).toMatchObject({ isPrivate: true, body: 'usar {{firstName}}' });
  });

  it('fills media captions, not file names', async () => {
    const ticket = await mariasTicket();
    const form = multipart([
      { name: 'body', value: 'Segue, {{firstName}}' },
      { name: 'body', value: '' },
      { name: 'medias', value: { filename: 'a.png', type: 'image/png', data: testMedia.png } },
      { name: 'medias', value: { filename: '{{name}}.pdf', type: 'application/pdf', data: testMedia.pdf } },
    ]);
    const response = await desk.asUser({ method: 'POST', url: `/api/messages/${ticket.id}`, ...form });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().map((message: { body: string }) => message.body)).toEqual(['Segue, Maria', '{{name}}.pdf']);
  });

  it('fills the free texts of lists, buttons and Pix requests; addresses and keys stay as typed', async () => {
    const ticket = await mariasTicket();
    const list = await post(desk.asUser, `messages/lista/${ticket.id}`, {
      title: '{{firstName}}, escolha',
      text: 'Pedido {{ticket_id}}',
      footerText: '{{connection}}',
      buttonText: 'Ver {{queue}}',
      sections: [{ title: 'Para {{firstName}}', rows: [{ title: '{{queue}}', description: 'de {{name}}' }] }],
    });
    expect(list.statusCode).toBe(201);
    expect(list.json().body).toBe(`Maria, escolha\nPedido ${ticket.id}`);
    expect(JSON.parse(list.json().dataJson)).toMatchObject({
      footerText: 'Loja',
      buttonText: 'Ver Vendas',
      sections: [{ title: 'Para Maria', rows: [{ title: 'Vendas', description: 'de Maria da Silva' }] }],
    });

    const copy = await post(desk.asUser, `messages/copy/${ticket.id}`, {
      title: 'Oi {{firstName}}',
      description: '{{queue}}',
      buttonText: 'Copiar {{ticket_id}}',
      copyText: 'PROTO-{{ticket_id}}',
    });
    expect(JSON.parse(copy.json().dataJson)).toEqual({
      body: 'Oi Maria',
      footer: 'Vendas',
      buttons: [{ name: 'cta_copy', display_text: `Copiar ${ticket.id}`, copy_code: `PROTO-${ticket.id}` }],
    });
    const link = await post(desk.asUser, `messages/URL/${ticket.id}`, {
      title: 'Seu pedido',
      description: '',
      buttonText: 'Abrir',
      copyText: 'https://exemplo.com/p/{{ticket_id}}',
    });
    expect(JSON.parse(link.json().dataJson).buttons[0].url).toBe('https://exemplo.com/p/{{ticket_id}}');

    const pix = await post(desk.asUser, `messages/PIX/${ticket.id}`, {
      title: 'Pedido de {{firstName}}',
      sendvalue: 1000,
      sendmerchant_name: 'Loja {{queue}}',
      sendkey_type: 'EMAIL',
      sendKey: 'caixa@loja.com',
    });
    const payment = JSON.parse(pix.json().dataJson);
    expect(payment.order.items[0].name).toBe('Pedido de Maria');
    expect(payment.payment_settings[0].pix_static_code.merchant_name).toBe('Loja {{queue}}');
  });
});

describe('the signature', () => {
  beforeAll(() => setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'enabled' }));
  afterAll(() => setCompanyOption(ctx, desk.companyId, { sendSignMessage: 'disabled' }));
  const signature = () => `*${desk.user.name}:*\n`;

  it('heads the filled text, and the row records who signed', async () => {
    const ticket = await mariasTicket();
    const response = await post(desk.asUser, `messages/${ticket.id}`, { body: 'Oi {{firstName}}', signMessage: true });
    expect(response.json().body).toBe(`${signature()}Oi Maria`);
    expect(JSON.parse(response.json().dataJson)).toEqual({ signature: desk.user.name });
    expect(await phoneCopyOf(response.json().id)).toBe(`${signature()}Oi Maria`);
  });

  it('survives an edit exactly once, whether the client sends the text alone or with the signature line', async () => {
    const ticket = await mariasTicket();
    const sent = await post(desk.asUser, `messages/${ticket.id}`, { body: 'Oi', signMessage: true });
    const id: number = sent.json().id;
    await vi.waitFor(async () => expect((await storedMessage(ctx, id))?.externalId).toBeTruthy(), eventually);
    const externalId = (await storedMessage(ctx, id))?.externalId as string;

    const alone = await post(desk.asUser, `messages/edit/${id}`, { body: 'Oi {{firstName}}, corrigido' });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ body: `${signature()}Oi Maria, corrigido`, isEdited: true });
    expect(phoneEditsOf(externalId)).toEqual([`${signature()}Oi Maria, corrigido`]);

    const withLine = await post(desk.asUser, `messages/edit/${id}`, { body: `${signature()}De novo` });
    expect(withLine.json().body).toBe(`${signature()}De novo`);
    expect(JSON.parse(withLine.json().dataJson)).toEqual({ signature: desk.user.name });
    expect((await storedTicketRow(ctx, ticket.id))?.lastMessage).toBe(`${signature()}De novo`);
  });

  it("is not carried by a forward: the copy is the original's text, signed by the forwarder when asked", async () => {
    const ticket = await mariasTicket();
    const signed = await post(desk.asUser, `messages/${ticket.id}`, { body: 'Preço: 10', signMessage: true });
    const target = await createContact(ctx.db, desk.companyId, { channel: 'sandbox', name: 'João' });
    const plain = await post(desk.asUser, 'message/forward', { messageId: signed.json().id, contactId: target.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ body: 'Preço: 10', dataJson: null, isForwarded: true });

    const inbound = await desk.message(ticket, { body: 'meu nome é {{name}}' });
    const resigned = await post(desk.asUser, 'message/forward', {
      messageId: inbound.id,
      contactId: target.id,
      signMessage: true,
    });
    // A forward copies what was written: variables are not filled in someone else's words.
    expect(resigned.json().body).toBe(`${signature()}meu nome é {{name}}`);
    expect(JSON.parse(resigned.json().dataJson)).toEqual({ signature: desk.user.name });
  });
});
