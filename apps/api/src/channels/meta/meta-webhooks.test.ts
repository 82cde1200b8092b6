import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage, createTicket } from '../../../test/factories';
import type { GraphStub } from '../../../test/graph-stub';
import type { TestContext } from '../../../test/harness';
import { contacts, tickets } from '../../db/schema';
import {
  cloudMessage,
  cloudPayload,
  companyWithMetaConnection,
  connectionRow,
  messageByExternalId,
  messagesOfConnection,
  messagingPayload,
  metaTestContext,
  platformVerifyToken,
  pngBytes,
  postWebhook,
  webhookPath,
} from './meta.test-support';
import { signatureOf } from './webhook-signature';

describe('Meta webhooks', () => {
  let ctx: TestContext;
  let stub: GraphStub;
  let cloud: Awaited<ReturnType<typeof companyWithMetaConnection>>;
  const pnid = '100200300';

  beforeAll(async () => {
    ({ ctx, stub } = await metaTestContext());
    cloud = await companyWithMetaConnection({ ctx, stub }, 'whatsappapi', {
      externalAccountId: pnid,
      accessToken: 'cloud-token-1',
      verifyToken: 'connection-verify-1',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.stop();
  });

  it('checks the stored token against Graph when credentials are saved (CONNECTED)', async () => {
    expect((await connectionRow(ctx, cloud.connection.id))?.status).toBe('CONNECTED');
    const check = stub.callsTo('GET', `/${pnid}`)[0];
    expect(check?.token).toBe('cloud-token-1');
    expect(check?.query.fields).toBe('id');
  });

  it('stores a Cloud API text message as a ticket of the contact', async () => {
    const response = await postWebhook(
      ctx,
      'whatsappapi',
      cloudMessage(pnid, '5511988887777', { id: 'wamid.IN1', type: 'text', text: { body: 'Olá, preciso de ajuda' } }),
    );
    expect(response.statusCode).toBe(200);
    const message = await messageByExternalId(ctx, cloud.connection.id, 'wamid.IN1');
    expect(message).toMatchObject({ body: 'Olá, preciso de ajuda', fromMe: false, mediaType: 'conversation' });
    const [contact] = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(contacts)
        .where(eq(contacts.id, message?.contactId ?? 0)),
    );
    expect(contact).toMatchObject({ number: '5511988887777', name: 'Maria Cliente', channel: 'whatsappapi' });
    // A repeated delivery changes nothing.
    await postWebhook(
      ctx,
      'whatsappapi',
      cloudMessage(pnid, '5511988887777', { id: 'wamid.IN1', type: 'text', text: { body: 'Olá, preciso de ajuda' } }),
    );
    expect(
      (await messagesOfConnection(ctx, cloud.connection.id)).filter((m) => m.externalId === 'wamid.IN1'),
    ).toHaveLength(1);
  });

  it('downloads Cloud API media through Graph with the token and stores the file', async () => {
    stub.addMedia('MEDIA1', pngBytes, 'image/png');
    const response = await postWebhook(
      ctx,
      'whatsappapi',
      cloudMessage(pnid, '5511988887777', {
        id: 'wamid.IMG1',
        type: 'image',
        image: { id: 'MEDIA1', mime_type: 'image/png', sha256: 'x', caption: 'foto do produto' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const message = await messageByExternalId(ctx, cloud.connection.id, 'wamid.IMG1');
    expect(message).toMatchObject({ mediaType: 'image', body: 'foto do produto' });
    expect(message?.mediaUrl).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = path.join(ctx.dataDir, 'media', String(cloud.company.id), message?.mediaUrl ?? '');
    expect((await stat(stored)).size).toBe(pngBytes.length);
    expect(stub.callsTo('GET', '/MEDIA1')[0]?.token).toBe('cloud-token-1');
    expect(stub.callsTo('GET', '/media-bytes/MEDIA1')[0]?.token).toBe('cloud-token-1');
  });

  it('maps locations, contacts, interactive replies and reactions', async () => {
    const from = '5511977776666';
    const payload = cloudPayload(pnid, {
      contacts: [{ profile: { name: 'João' }, wa_id: from }],
      messages: [
        { from, id: 'wamid.LOC', type: 'location', location: { latitude: -23.5, longitude: -46.6, name: 'Loja' } },
        {
          from,
          id: 'wamid.VC',
          type: 'contacts',
          contacts: [
            { name: { formatted_name: 'Ana Souza' }, phones: [{ phone: '+55 11 91234-5678', wa_id: '5511912345678' }] },
          ],
        },
        {
          from,
          id: 'wamid.BTN',
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: 'opt1', title: 'Suporte' } },
        },
        { from, id: 'wamid.REACT', type: 'reaction', reaction: { message_id: 'wamid.LOC', emoji: '👍' } },
      ],
    });
    expect((await postWebhook(ctx, 'whatsappapi', payload)).statusCode).toBe(200);
    const id = cloud.connection.id;
    const location = await messageByExternalId(ctx, id, 'wamid.LOC');
    expect(location?.mediaType).toBe('locationMessage');
    expect(location?.body).toBe('|https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR|Loja');
    const card = await messageByExternalId(ctx, id, 'wamid.VC');
    expect(card?.mediaType).toBe('contactMessage');
    expect(card?.body).toContain('FN:Ana Souza');
    expect(card?.body).toContain('waid=5511912345678');
    expect(await messageByExternalId(ctx, id, 'wamid.BTN')).toMatchObject({
      mediaType: 'conversation',
      body: 'Suporte',
    });
    const reaction = await messageByExternalId(ctx, id, 'wamid.REACT');
    expect(reaction).toMatchObject({ mediaType: 'reactionMessage', body: '👍', quotedMsgId: location?.id });
  });

  it('raises acks from statuses and records a failed delivery as sendError', async () => {
    const ticket = await createTicket(ctx.db, cloud.company.id, {
      whatsappId: cloud.connection.id,
      channel: 'whatsappapi',
    });
    const sent = await createMessage(ctx.db, ticket, { fromMe: true, externalId: 'wamid.OUT1', ack: 1 });
    const failed = await createMessage(ctx.db, ticket, { fromMe: true, externalId: 'wamid.OUT2', ack: 1 });
    const statuses = [
      { id: 'wamid.OUT1', status: 'delivered', timestamp: '1', recipient_id: '5511988887777' },
      { id: 'wamid.OUT1', status: 'read', timestamp: '2', recipient_id: '5511988887777' },
      {
        id: 'wamid.OUT2',
        status: 'failed',
        timestamp: '2',
        recipient_id: '5511988887777',
        errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver incapable' } }],
      },
    ];
    expect((await postWebhook(ctx, 'whatsappapi', cloudPayload(pnid, { statuses }))).statusCode).toBe(200);
    expect((await messageByExternalId(ctx, cloud.connection.id, 'wamid.OUT1'))?.ack).toBe(3);
    const failedRow = await messageByExternalId(ctx, cloud.connection.id, 'wamid.OUT2');
    expect(failedRow?.id).toBe(failed.id);
    expect(failedRow?.sendError).toBe('131026 Receiver incapable');
    expect(sent.ack).toBe(1);
  });

  it('answers 401 and stores nothing for a missing or wrong signature', async () => {
    const payload = cloudMessage(pnid, '5511955554444', { id: 'wamid.FORGED', type: 'text', text: { body: 'x' } });
    expect((await postWebhook(ctx, 'whatsappapi', payload, null)).statusCode).toBe(401);
    expect((await postWebhook(ctx, 'whatsappapi', payload, 'not-the-secret')).statusCode).toBe(401);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: webhookPath.whatsappapi,
      payload: JSON.stringify(payload).replace('"x"', '"y"'),
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(JSON.stringify(payload), 'platform-app-secret'),
      },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await messageByExternalId(ctx, cloud.connection.id, 'wamid.FORGED')).toBeUndefined();
  });

  it('holds a connection with its own app secret to that secret', async () => {
    const own = await companyWithMetaConnection({ ctx, stub }, 'whatsappapi', {
      externalAccountId: '700800900',
      accessToken: 'cloud-token-own',
      appSecret: 'connection-own-secret',
    });
    const payload = (id: string) =>
      cloudMessage('700800900', '5511944443333', { id, type: 'text', text: { body: 'oi' } });
    // Signed with the platform secret: a valid Meta delivery, but not this connection's.
    expect((await postWebhook(ctx, 'whatsappapi', payload('wamid.OWN1'))).statusCode).toBe(200);
    expect(await messageByExternalId(ctx, own.connection.id, 'wamid.OWN1')).toBeUndefined();
    expect((await postWebhook(ctx, 'whatsappapi', payload('wamid.OWN2'), 'connection-own-secret')).statusCode).toBe(
      200,
    );
    expect(await messageByExternalId(ctx, own.connection.id, 'wamid.OWN2')).toBeDefined();
  });

  it('ignores an account id nobody connected, with 200', async () => {
    const before = await ctx.db.system.transaction((tx) => tx.select({ id: tickets.id }).from(tickets));
    const payload = cloudMessage('999999999', '5511933332222', {
      id: 'wamid.UNKNOWN',
      type: 'text',
      text: { body: 'x' },
    });
    expect((await postWebhook(ctx, 'whatsappapi', payload)).statusCode).toBe(200);
    const after = await ctx.db.system.transaction((tx) => tx.select({ id: tickets.id }).from(tickets));
    expect(after).toHaveLength(before.length);
  });

  it('answers the subscription handshake for the platform or a connection verify token only', async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      ctx.app.inject({
        method: 'GET',
        url: `${webhookPath.whatsappapi}?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const platform = await handshake(platformVerifyToken);
    expect(platform.statusCode).toBe(200);
    expect(platform.body).toBe('1158201444');
    expect((await handshake('connection-verify-1')).body).toBe('1158201444');
    expect((await handshake('wrong-token')).statusCode).toBe(403);
    expect((await handshake(platformVerifyToken, 'unsubscribe')).statusCode).toBe(403);
    // A connection's verify token is its channel's: Messenger does not accept it.
    const messenger = await ctx.app.inject({
      method: 'GET',
      url: `${webhookPath.facebook}?hub.mode=subscribe&hub.verify_token=connection-verify-1&hub.challenge=5`,
    });
    expect(messenger.statusCode).toBe(403);
  });

  it('stores Messenger text and attachments with the sender profile name, and delivery acks', async () => {
    const page = await companyWithMetaConnection({ ctx, stub }, 'facebook', {
      externalAccountId: '5550001',
      accessToken: 'page-token-1',
    });
    stub.profiles.set('PSID77', { name: 'Carla Messenger' });
    const url = stub.cdnUrl('fbimg1', pngBytes, 'image/png');
    const events = [
      {
        sender: { id: 'PSID77' },
        recipient: { id: '5550001' },
        timestamp: Date.now(),
        message: { mid: 'm_TEXT1', text: 'Oi página' },
      },
      {
        sender: { id: 'PSID77' },
        recipient: { id: '5550001' },
        timestamp: Date.now(),
        message: { mid: 'm_IMG1', attachments: [{ type: 'image', payload: { url } }] },
      },
    ];
    expect((await postWebhook(ctx, 'facebook', messagingPayload('facebook', '5550001', events))).statusCode).toBe(200);
    const text = await messageByExternalId(ctx, page.connection.id, 'm_TEXT1');
    expect(text).toMatchObject({ body: 'Oi página', mediaType: 'conversation' });
    const [contact] = await ctx.db.system.transaction((tx) =>
      tx
        .select()
        .from(contacts)
        .where(eq(contacts.id, text?.contactId ?? 0)),
    );
    expect(contact).toMatchObject({ number: 'PSID77', name: 'Carla Messenger', channel: 'facebook' });
    expect(stub.callsTo('GET', '/PSID77')[0]?.token).toBe('page-token-1');
    const image = await messageByExternalId(ctx, page.connection.id, 'm_IMG1');
    expect(image?.mediaType).toBe('image');
    expect(image?.mediaUrl).toMatch(/\.png$/);

    const ticket = await createTicket(ctx.db, page.company.id, { whatsappId: page.connection.id, channel: 'facebook' });
    await createMessage(ctx.db, ticket, { fromMe: true, externalId: 'm_OUT9', ack: 1 });
    const delivery = [
      { sender: { id: 'PSID77' }, recipient: { id: '5550001' }, delivery: { mids: ['m_OUT9'], watermark: 1 } },
    ];
    await postWebhook(ctx, 'facebook', messagingPayload('facebook', '5550001', delivery));
    expect((await messageByExternalId(ctx, page.connection.id, 'm_OUT9'))?.ack).toBe(2);
  });

  it('stores Instagram messages, reactions, edits and deletes', async () => {
    const ig = await companyWithMetaConnection({ ctx, stub }, 'instagram', {
      externalAccountId: '1789001',
      accessToken: 'ig-page-token',
    });
    stub.profiles.set('IGSID5', { username: 'cliente.ig' });
    const base = { sender: { id: 'IGSID5' }, recipient: { id: '1789001' }, timestamp: Date.now() };
    const post = (events: unknown[]) => postWebhook(ctx, 'instagram', messagingPayload('instagram', '1789001', events));
    await post([{ ...base, message: { mid: 'ig_M1', text: 'Primeira' } }]);
    const first = await messageByExternalId(ctx, ig.connection.id, 'ig_M1');
    expect(first).toMatchObject({ body: 'Primeira' });
    await post([{ ...base, reaction: { mid: 'ig_M1', action: 'react', reaction: 'love', emoji: '❤️' } }]);
    const reactions = (await messagesOfConnection(ctx, ig.connection.id)).filter(
      (m) => m.mediaType === 'reactionMessage',
    );
    expect(reactions).toMatchObject([{ body: '❤️', quotedMsgId: first?.id }]);
    await post([{ ...base, message_edit: { mid: 'ig_M1', text: 'Primeira (editada)', num_edit: 1 } }]);
    expect(await messageByExternalId(ctx, ig.connection.id, 'ig_M1')).toMatchObject({
      body: 'Primeira (editada)',
      isEdited: true,
    });
    await post([{ ...base, message: { mid: 'ig_M1', is_deleted: true } }]);
    expect((await messageByExternalId(ctx, ig.connection.id, 'ig_M1'))?.isDeleted).toBe(true);
  });
});
