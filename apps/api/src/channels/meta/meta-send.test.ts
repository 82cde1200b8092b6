import { buildButtons, buildPix } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createContact, createMessage, createTicket } from '../../../test/factories';
import { SendFailure } from '../channel-driver';
import { cloudPayloadOf } from './cloud-outbound';
import {
  companyWithMetaConnection,
  connectionRow,
  eventually,
  type MetaChannelName,
  pngBytes,
  useMetaTestContext,
} from './meta.test-support';
import { assertServiceWindowOpen } from './service-window';

describe('Meta sends', () => {
  const meta = useMetaTestContext();

  /** An open ticket on a Meta connection whose contact wrote `minutesAgo` minutes ago. */
  async function conversation(
    channel: MetaChannelName,
    accountId: string,
    token: string,
    number: string,
    minutesAgo = 5,
  ) {
    const setup = await companyWithMetaConnection(meta, channel, {
      externalAccountId: accountId,
      accessToken: token,
    });
    const { company, connection } = setup;
    const contact = await createContact(meta.ctx.db, company.id, { channel, number });
    const ticket = await createTicket(meta.ctx.db, company.id, {
      whatsappId: connection.id,
      contactId: contact.id,
      channel,
      status: 'open',
    });
    await createMessage(meta.ctx.db, ticket, {
      fromMe: false,
      externalId: `in-${accountId}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    return { ...setup, ticket, contact };
  }

  const sent = async (ctxMessageId: number) => {
    const { rows } = await meta.ctx.db.pool.query('SELECT external_id, ack, send_error FROM messages WHERE id = $1', [
      ctxMessageId,
    ]);
    return rows[0] as { external_id: string | null; ack: number; send_error: string | null };
  };

  /** Sends the test PNG (with `caption`) on the conversation's ticket and waits until Graph took it. */
  async function sendPng(on: { company: { id: number }; ticket: { id: number } }, caption = '') {
    const saved = await meta.ctx.storage.save(on.company.id, pngBytes, { allowed: ['image'], maxBytes: 1024 * 1024 });
    const message = await meta.ctx.channels.outbound.send(on.company.id, {
      ticketId: on.ticket.id,
      body: caption,
      mediaType: 'image',
      mediaUrl: saved.relativePath.split('/')[1] as string,
      userId: null,
    });
    await expect.poll(async () => (await sent(message.id)).external_id, eventually).toBeTruthy();
    return saved;
  }

  it('sends Cloud API text to /{phone-number-id}/messages with the connection token', async () => {
    const { company, ticket } = await conversation('whatsappapi', '2001', 'cloud-send-token', '5511911112222');
    const message = await meta.ctx.channels.outbound.send(company.id, {
      ticketId: ticket.id,
      body: 'Bom dia!',
      userId: null,
    });
    await expect.poll(async () => (await sent(message.id)).external_id, eventually).toMatch(/^wamid\.STUB/);
    const [call] = meta.stub.callsTo('POST', '/2001/messages');
    expect(call?.token).toBe('cloud-send-token');
    expect(call?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511911112222',
      type: 'text',
      text: { body: 'Bom dia!', preview_url: false },
    });
    expect((await sent(message.id)).ack).toBe(1);
  });

  it('uploads Cloud API media first and sends it by id with its caption', async () => {
    await sendPng(await conversation('whatsappapi', '2002', 'cloud-media-token', '5511933334444'), 'catálogo');
    const [upload] = meta.stub.callsTo('POST', '/2002/media');
    expect(upload?.token).toBe('cloud-media-token');
    expect(upload?.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload?.body)).toContain('name="messaging_product"');
    const [send] = meta.stub.callsTo('POST', '/2002/messages');
    expect(send?.body).toMatchObject({
      type: 'image',
      image: { id: expect.stringMatching(/^upload/), caption: 'catálogo' },
    });
  });

  it('maps locations, contacts, lists and reactions to Cloud API message types', () => {
    const base = { messageId: 1, to: '5511955556666', isGroup: false };
    expect(
      cloudPayloadOf({
        ...base,
        body: '',
        mediaType: 'locationMessage',
        dataJson: { latitude: 1.5, longitude: 2.5, description: 'Loja' },
      }),
    ).toEqual({
      type: 'location',
      location: { latitude: 1.5, longitude: 2.5, name: 'Loja' },
    });
    expect(
      cloudPayloadOf({
        ...base,
        body: 'BEGIN:VCARD\nVERSION:3.0\nN:;Ana;;;\nFN:Ana\nTEL;type=CELL;waid=5511912345678:+5511912345678\nEND:VCARD',
        mediaType: 'contactMessage',
      }),
    ).toEqual({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'Ana', first_name: 'Ana' },
          phones: [{ phone: '+5511912345678', type: 'CELL', wa_id: '5511912345678' }],
        },
      ],
    });
    const list = cloudPayloadOf({
      ...base,
      body: 'Menu',
      mediaType: 'listMessage',
      dataJson: {
        title: 'Menu',
        description: 'Escolha',
        buttonText: 'Ver',
        sections: [{ title: 'A', rows: [{ title: 'Um', rowId: '1_1', description: '' }] }],
      },
    });
    expect(list).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        action: { button: 'Ver', sections: [{ title: 'A', rows: [{ id: '1_1', title: 'Um' }] }] },
      },
    });
    expect(cloudPayloadOf({ ...base, body: '👍', mediaType: 'reactionMessage', quotedExternalId: 'wamid.X' })).toEqual({
      type: 'reaction',
      reaction: { message_id: 'wamid.X', emoji: '👍' },
    });
  });

  it('sends buttons as an interactive message and a Pix request as text with its key', () => {
    const base = { messageId: 1, to: '5511955556666', isGroup: false };
    const link = { name: 'cta_url' as const, display_text: 'Rastrear', url: 'https://loja.example/r/1' };
    expect(cloudPayloadOf({ ...base, ...buildButtons({ body: 'Saiu para entrega', buttons: [link] }) })).toMatchObject({
      type: 'interactive',
      interactive: { type: 'cta_url', body: { text: 'Saiu para entrega' }, action: { parameters: { url: link.url } } },
    });
    // Reply buttons keep their ids (the bot's menu answers are taken by them), numbered when they have none.
    const replies = buildButtons({
      body: 'Escolha',
      buttons: [
        { name: 'quick_reply', display_text: 'Vendas', id: 'queue-7' },
        { name: 'quick_reply', display_text: 'Outro' },
      ],
    });
    expect(cloudPayloadOf({ ...base, ...replies })).toMatchObject({
      interactive: {
        type: 'button',
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'queue-7', title: 'Vendas' } },
            { type: 'reply', reply: { id: 'btn_2', title: 'Outro' } },
          ],
        },
      },
    });
    const key = { key: '12345678909', key_type: 'CPF', merchant_name: 'Loja' };
    const pix = buildPix({
      reference_id: 'R1',
      total_amount: { value: 990, offset: 100 },
      items: [{ name: 'Meia' }],
      key,
    });
    expect(cloudPayloadOf({ ...base, ...pix })).toEqual({
      type: 'text',
      text: { body: 'Pix · R$\u00a09,90 · Meia\nChave Pix (CPF): 12345678909\nRecebedor: Loja', preview_url: false },
    });
  });

  it('maps Graph errors: 5xx, 429 and throttling are retryable, other 4xx are not', async () => {
    const { connection, ticket, company } = await conversation(
      'whatsappapi',
      '2004',
      'cloud-err-token',
      '5511977778888',
    );
    const row = await connectionRow(meta.ctx, connection.id);
    if (!row) throw new Error('no connection');
    const driver = meta.ctx.channels.runtime.driverFor('whatsappapi');
    const stored = await createMessage(meta.ctx.db, ticket, { fromMe: true, ack: 0 });
    const wire = { messageId: stored.id, to: '5511977778888', isGroup: false, body: 'x', mediaType: 'conversation' };
    const failure = async () =>
      driver.send(row, wire).then(
        () => null,
        (error: unknown) => error,
      );
    const cases: [number, number, boolean][] = [
      [500, 2, true],
      [503, 1, true],
      [429, 4, true],
      [400, 80007, true],
      [400, 100, false],
      [400, 131026, false],
      [401, 190, false],
    ];
    for (const [status, code, retryable] of cases) {
      meta.stub.failWith('POST', '/2004/messages', status, code);
      const error = await failure();
      expect(error, `${status}/${code}`).toBeInstanceOf(SendFailure);
      expect((error as SendFailure).retryable, `${status}/${code}`).toBe(retryable);
    }
    // A non-retryable failure through the outbound path ends as the message's sendError.
    meta.stub.failWith('POST', '/2004/messages', 400, 100);
    const message = await meta.ctx.channels.outbound.send(company.id, {
      ticketId: ticket.id,
      body: 'Falha',
      userId: null,
    });
    await expect.poll(async () => (await sent(message.id)).send_error, eventually).toBe('stub error 100');
  });

  it('refuses a free-form send outside the 24-hour window without calling Graph', async () => {
    const { company, ticket } = await conversation(
      'whatsappapi',
      '2005',
      'cloud-window-token',
      '5511900001111',
      25 * 60,
    );
    const message = await meta.ctx.channels.outbound.send(company.id, {
      ticketId: ticket.id,
      body: 'Ainda aí?',
      userId: null,
    });
    await expect.poll(async () => (await sent(message.id)).send_error, eventually).toMatch(/^ERR_OUTSIDE_24H_WINDOW/);
    expect(meta.stub.callsTo('POST', '/2005/messages')).toHaveLength(0);
    await expect(
      meta.ctx.db.tenant(company.id).transaction((tx) => assertServiceWindowOpen(tx, ticket)),
    ).rejects.toMatchObject({
      code: 'ERR_OUTSIDE_24H_WINDOW',
    });
  });

  it('sends a template outside the window through POST /whatsapp-cloud/{connectionId}/template/{ticketId}', async () => {
    const setup = await conversation('whatsappapi', '2006', 'cloud-template-token', '5511922223333', 48 * 60);
    const { asAdmin, connection, ticket } = setup;
    const template = {
      name: 'pedido_enviado',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: '123' }] }],
    };
    const response = await asAdmin({
      method: 'POST',
      url: `/api/whatsapp-cloud/${connection.id}/template/${ticket.id}`,
      payload: template,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { id: number; body: string };
    expect(answer.body).toBe('[TEMPLATE] pedido_enviado');
    await expect.poll(async () => (await sent(answer.id)).external_id, eventually).toBeTruthy();
    const [call] = meta.stub.callsTo('POST', '/2006/messages');
    expect(call?.token).toBe('cloud-template-token');
    expect(call?.body).toMatchObject({
      to: '5511922223333',
      type: 'template',
      template: { name: 'pedido_enviado', language: { code: 'pt_BR' }, components: template.components },
    });

    const other = await companyWithStaff(meta.ctx);
    const foreign = await other.asAdmin({
      method: 'POST',
      url: `/api/whatsapp-cloud/${connection.id}/template/${ticket.id}`,
      payload: template,
    });
    expect(foreign.statusCode).toBe(404);
    const invalid = await asAdmin({
      method: 'POST',
      url: `/api/whatsapp-cloud/${connection.id}/template/${ticket.id}`,
      payload: { name: 'Bad Name', language: 'pt_BR' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('sends Messenger and Instagram text to /me/messages with each page token', async () => {
    for (const [channel, accountId, token, psid] of [
      ['facebook', '3001', 'fb-page-token', 'PSID-1'],
      ['instagram', '3002', 'ig-page-token', 'IGSID-1'],
    ] as const) {
      const { company, ticket } = await conversation(channel, accountId, token, psid);
      const message = await meta.ctx.channels.outbound.send(company.id, {
        ticketId: ticket.id,
        body: `Olá ${channel}`,
        userId: null,
      });
      await expect.poll(async () => (await sent(message.id)).external_id, eventually).toMatch(/^m_stub/);
      const call = meta.stub.callsTo('POST', '/me/messages').find((c) => c.token === token);
      expect(call?.body).toEqual({
        recipient: { id: psid },
        messaging_type: 'RESPONSE',
        message: { text: `Olá ${channel}` },
      });
    }
  });

  it('sends Messenger files as multipart filedata and Instagram files by their public URL', async () => {
    await sendPng(await conversation('facebook', '3003', 'fb-file-token', 'PSID-2'));
    const fbCall = meta.stub.callsTo('POST', '/me/messages').find((c) => c.token === 'fb-file-token');
    expect(fbCall?.contentType).toMatch(/^multipart\/form-data/);
    expect(String(fbCall?.body)).toContain('name="filedata"');

    const igSaved = await sendPng(await conversation('instagram', '3004', 'ig-file-token', 'IGSID-2'));
    const igCall = meta.stub.callsTo('POST', '/me/messages').find((c) => c.token === 'ig-file-token');
    expect(igCall?.body).toMatchObject({
      message: {
        attachment: { type: 'image', payload: { url: `https://desk.example.com/public/${igSaved.relativePath}` } },
      },
    });
  });

  it('keeps credentials per company: another company cannot read or write them (404)', async () => {
    const { connection, asAdmin } = await conversation('facebook', '3005', 'fb-private-token', 'PSID-3');
    const mine = await asAdmin({ method: 'GET', url: `/api/meta/${connection.id}/account` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ externalAccountId: '3005', hasAppSecret: false, status: 'CONNECTED' });
    expect(mine.body).not.toContain('fb-private-token');
    const other = await companyWithStaff(meta.ctx);
    expect((await other.asAdmin({ method: 'GET', url: `/api/meta/${connection.id}/account` })).statusCode).toBe(404);
    const write = await other.asAdmin({
      method: 'PUT',
      url: `/api/meta/${connection.id}/account`,
      payload: { externalAccountId: '3005', accessToken: 'stolen-token-123' },
    });
    expect(write.statusCode).toBe(404);
    // The same account id on another connection is refused, even with the page's own token.
    const second = await createConnection(meta.ctx.db, other.company.id, { channel: 'facebook' });
    const clash = await other.asAdmin({
      method: 'PUT',
      url: `/api/meta/${second.id}/account`,
      payload: { externalAccountId: '3005', accessToken: 'fb-private-token' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('ERR_META_ACCOUNT_IN_USE');
  });

  it('reports DISCONNECTED when Graph refuses the stored token', async () => {
    const setup = await companyWithMetaConnection(meta, 'whatsappapi', {
      externalAccountId: '4001',
      accessToken: 'expired-token',
    });
    expect((await connectionRow(meta.ctx, setup.connection.id))?.status).toBe('CONNECTED');
    meta.stub.failWith('GET', '/4001', 400, 190);
    await setup.asAdmin({ method: 'POST', url: `/api/whatsappsession/${setup.connection.id}` });
    expect((await connectionRow(meta.ctx, setup.connection.id))?.status).toBe('DISCONNECTED');
  });
});
