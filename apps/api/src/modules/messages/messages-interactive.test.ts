import { buttonsBodyPrefix, pixBodyPrefix } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import { eventually, type MessagesDesk, messagesDesk, messagesOfTicket } from './messages.test-support';

let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await messagesDesk(ctx);
});
afterAll(async () => ctx?.close());

const post = (client: MessagesDesk['asUser'], path: string, payload: object) =>
  client({ method: 'POST', url: `/api/messages/${path}`, payload });
const wireOf = async (messageId: number) => {
  let found: unknown;
  await vi.waitFor(() => {
    found = desk
      .sandbox()
      .outbox(desk.connection.id)
      .find((entry) => entry.kind === 'send' && entry.message.messageId === messageId);
    expect(found).toBeDefined();
  }, eventually);
  return found as { message: { body: string; dataJson: unknown; mediaPath?: string } };
};

describe('POST /messages/lista/{ticketId}', () => {
  it('sends a listMessage whose dataJson carries title, description, buttonText and sections', async () => {
    const ticket = await desk.ticket();
    const response = await post(desk.asUser, `lista/${ticket.id}`, {
      title: 'Cardápio',
      text: 'Escolha uma opção',
      buttonText: 'Ver opções',
      sections: [{ title: 'Pizzas', rows: [{ title: 'Calabresa' }, { title: 'Mussarela', rowId: 'mus' }] }],
    });
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({ mediaType: 'listMessage', body: 'Cardápio\nEscolha uma opção' });
    const expected = {
      title: 'Cardápio',
      description: 'Escolha uma opção',
      footerText: '',
      buttonText: 'Ver opções',
      sections: [
        {
          title: 'Pizzas',
          rows: [
            { title: 'Calabresa', description: '', rowId: '1_1' },
            { title: 'Mussarela', description: '', rowId: 'mus' },
          ],
        },
      ],
    };
    expect(JSON.parse(message.dataJson)).toEqual(expected);
    expect((await wireOf(message.id)).message.dataJson).toEqual(expected);
  });

  it("refuses a missing title ('Por favor, selecione um título'), no rows, and a non-numeric ticket id", async () => {
    const ticket = await desk.ticket();
    const noTitle = await post(desk.asUser, `lista/${ticket.id}`, {
      title: ' ',
      text: 't',
      buttonText: 'b',
      sections: [{ title: 's', rows: [{ title: 'r' }] }],
    });
    expect(noTitle.json().issues).toContainEqual({ path: 'body.title', message: 'Por favor, selecione um título' });
    const noRows = await post(desk.asUser, `lista/${ticket.id}`, {
      title: 'a',
      text: 't',
      buttonText: 'b',
      sections: [{ title: 's', rows: [] }],
    });
    expect(noRows.statusCode).toBe(400);
    const badId = await post(desk.asUser, 'lista/abc', { title: 'a', text: 't', buttonText: 'b', sections: [] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues).toContainEqual({
      path: expect.stringMatching(/ticketId$/),
      message: 'Ticket id invalid',
    });
    expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
  });
});

describe('POST /messages/copy|call|URL/{ticketId}', () => {
  const button = { title: 'Seu código', description: 'Válido hoje', buttonText: 'Copiar' };

  it("sends '[BOTOES]' bodies with one cta_copy, cta_call or cta_url button", async () => {
    const ticket = await desk.ticket();
    const cases = [
      ['copy', 'ABC-123', { name: 'cta_copy', display_text: 'Copiar', copy_code: 'ABC-123' }, 'ABC-123'],
      [
        'call',
        '(11) 98888-7777',
        { name: 'cta_call', display_text: 'Copiar', phone_number: '+11988887777' },
        '+11988887777',
      ],
      [
        'URL',
        'https://exemplo.com/pedido',
        { name: 'cta_url', display_text: 'Copiar', url: 'https://exemplo.com/pedido' },
        'https://exemplo.com/pedido',
      ],
    ] as const;
    for (const [kind, copyText, expectedButton, target] of cases) {
      const response = await post(desk.asUser, `${kind}/${ticket.id}`, { ...button, copyText });
      expect(response.statusCode).toBe(201);
      const message = response.json();
      const payload = { body: 'Seu código', footer: 'Válido hoje', buttons: [expectedButton] };
      // The same format received buttons have (message-bodies): readable lines after the prefix.
      expect(message.mediaType).toBe('buttonsMessage');
      expect(message.body).toBe(`${buttonsBodyPrefix}Seu código\nVálido hoje\nCopiar: ${target}`);
      expect(JSON.parse(message.dataJson)).toEqual(payload);
      expect((await wireOf(message.id)).message.body.startsWith(buttonsBodyPrefix)).toBe(true);
    }
  });

  it('stores a base64 header image checked by its bytes', async () => {
    const ticket = await desk.ticket();
    const image = `data:image/png;base64,${testMedia.png.toString('base64')}`;
    const response = await post(desk.asUser, `copy/${ticket.id}`, { ...button, copyText: 'X', image });
    expect(response.json().mediaUrl).toMatch(new RegExp(`^/public/${desk.companyId}/[0-9a-f]{32}\\.png$`));
    expect((await wireOf(response.json().id)).message.mediaPath).toMatch(/\.png$/);
    const notImage = await post(desk.asUser, `copy/${ticket.id}`, {
      ...button,
      copyText: 'X',
      image: testMedia.pdf.toString('base64'),
    });
    expect(notImage.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a bad phone number or URL, missing fields, and closed or foreign tickets', async () => {
    const ticket = await desk.ticket();
    expect((await post(desk.asUser, `call/${ticket.id}`, { ...button, copyText: '12' })).json().issues).toEqual([
      { path: 'body.copyText', message: 'Telefone inválido' },
    ]);
    expect(
      (await post(desk.asUser, `URL/${ticket.id}`, { ...button, copyText: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await post(desk.asUser, `copy/${ticket.id}`, { title: 'x' })).statusCode).toBe(400);
    const closed = await desk.ticket({ status: 'closed' });
    expect((await post(desk.asUser, `copy/${closed.id}`, { ...button, copyText: 'X' })).json().error).toBe(
      'ERR_TICKET_NOT_OPEN',
    );
    const stranger = await companyWithStaff(ctx);
    const foreign = await createTicket(ctx.db, stranger.company.id, { status: 'open' });
    expect((await post(desk.asAdmin, `copy/${foreign.id}`, { ...button, copyText: 'X' })).statusCode).toBe(404);
    expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
  });
});

describe('POST /messages/PIX/{ticketId}', () => {
  const pix = { title: 'Pedido 42', sendvalue: 12_345, sendmerchant_name: 'Loja Exemplo' };

  it("sends a '[PIX]' payment request: cents with offset 100, the key normalised, the title as the item", async () => {
    const ticket = await desk.ticket();
    const response = await post(desk.asUser, `PIX/${ticket.id}`, {
      ...pix,
      sendkey_type: 'PHONE',
      sendKey: '(11) 98888-7777',
    });
    expect(response.statusCode).toBe(201);
    const message = response.json();
    const payload = JSON.parse(message.dataJson);
    expect(message.body).toBe(`${pixBodyPrefix}${payload.reference_id}|12345|Pedido 42`);
    expect(payload).toEqual({
      reference_id: expect.stringMatching(/^[0-9A-F]{11}$/),
      currency: 'BRL',
      total_amount: { value: 12_345, offset: 100 },
      order: { items: [{ name: 'Pedido 42', amount: { value: 12_345, offset: 100 }, quantity: 1 }] },
      payment_settings: [
        {
          type: 'pix_static_code',
          pix_static_code: { key: '+5511988887777', merchant_name: 'Loja Exemplo', key_type: 'PHONE' },
        },
      ],
    });
    await wireOf(message.id);
  });

  it('keeps a +55 phone key as is and normalises the other key types', async () => {
    const ticket = await desk.ticket();
    const keyOf = async (sendkey_type: string, sendKey: string) => {
      const response = await post(desk.asUser, `PIX/${ticket.id}`, { ...pix, sendkey_type, sendKey });
      return JSON.parse(response.json().dataJson).payment_settings[0].pix_static_code.key;
    };
    expect(await keyOf('PHONE', '+5511988887777')).toBe('+5511988887777');
    expect(await keyOf('CPF', '123.456.789-09')).toBe('12345678909');
    expect(await keyOf('CNPJ', '12.345.678/0001-95')).toBe('12345678000195');
    expect(await keyOf('EMAIL', 'Caixa@Loja.com')).toBe('caixa@loja.com');
    expect(await keyOf('EVP', '123E4567-E89B-12D3-A456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  it('refuses invalid keys, key types and amounts', async () => {
    const ticket = await desk.ticket();
    const send = (body: object) => post(desk.asUser, `PIX/${ticket.id}`, { ...pix, ...body });
    expect((await send({ sendkey_type: 'CPF', sendKey: '123' })).json().issues).toEqual([
      { path: 'body.sendKey', message: 'Chave Pix inválida' },
    ]);
    expect((await send({ sendkey_type: 'BOLETO', sendKey: 'x' })).statusCode).toBe(400);
    expect((await send({ sendkey_type: 'EMAIL', sendKey: 'a@b.co', sendvalue: 12.5 })).statusCode).toBe(400);
    expect((await send({ sendkey_type: 'EMAIL', sendKey: 'a@b.co', sendvalue: 0 })).statusCode).toBe(400);
    expect(await messagesOfTicket(ctx, ticket.id)).toHaveLength(0);
  });
});
