import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../../../test/clients';
import { createQueue } from '../../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../../test/harness';
import { tags, tickets, ticketTags } from '../../../../db/schema';
import { testMedia } from '../../../../platform/storage/test-media';
import { integrationDesk, until } from '../../integrations.test-support';
import { WebhookStub } from '../../test-support/webhook-stub';
import { createWebhookDriver } from './webhook-driver';

const secret = 'segredo-do-webhook';
const text = (body: string) => ({ type: 'text', body });

describe('a webhook integration answering a connection', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof integrationDesk>>;
  let stub: WebhookStub;
  let phone = 5511970000000;
  const customer = () => String(++phone);

  beforeAll(async () => {
    const webhook = createWebhookDriver({ publicUrl: 'https://chatdesk.test', timeoutMs: 400, retryDelayMs: 20 });
    ctx = await createTestContext({}, { integrationDrivers: { webhook, n8n: webhook } });
    stub = await new WebhookStub(secret).start();
    desk = await integrationDesk(ctx);
    const hook = await desk.integration({ type: 'webhook', urlN8N: stub.hook, secret });
    await desk.onPhone({ integrationId: hook.id });
  });
  afterAll(async () => {
    await stub.close();
    await ctx.close();
  });

  /** A new customer's first message, answered by `answer`: the ticket once the engine's turn is stored. */
  async function talk(body: string, done: (texts: string[]) => boolean = (texts) => texts.length > 0) {
    const message = await desk.write(customer(), body);
    const texts = await until(() => desk.botTexts(message.ticketId), done);
    return { message, texts };
  }

  /** Until the engine got a call after the `before` first ones. */
  const calledAfter = (before: number) =>
    until(
      async () => stub.calls.length,
      (length) => length > before,
    );

  const leftIntegration = (ticketId: number) =>
    until(
      () => desk.ticket(ticketId),
      (ticket) => !ticket.useIntegration,
    );

  it("enters the connection's integration, sends the documented JSON signed, and says the engine's answer", async () => {
    stub.answer({ body: { messages: [text('Olá! Sou o robô.')], session: { passo: 1 } } });
    const { message, texts } = await talk('Oi');
    expect(texts).toEqual(['Olá! Sou o robô.']);
    const call = stub.calls.at(-1);
    expect(call?.signed).toBe(true);
    expect(call?.headers['idempotency-key']).toBe(call?.body.id);
    expect(call?.body).toMatchObject({
      event: 'messages',
      companyId: desk.companyId,
      integration: { type: 'webhook', name: 'Motor' },
      ticket: { id: message.ticketId, status: 'pending', queueId: null },
      contact: { number: String(phone) },
      connection: { id: desk.phone.id },
      messages: [{ id: message.id, type: 'text', body: 'Oi', mediaUrl: null }],
      session: null,
    });
    const ticket = await desk.ticket(message.ticketId);
    expect(ticket).toMatchObject({ useIntegration: true, isBot: true, integrationId: call?.body.integration.id });
    expect(await desk.logTypes(message.ticketId)).toContain('integration');
    // The engine's state comes back with the next message.
    stub.answer({ body: { messages: [text('Continuando')] } });
    await desk.write(String(phone), 'E aí?');
    await until(
      () => desk.botTexts(message.ticketId),
      (all) => all.length === 2,
    );
    expect(stub.calls.at(-1)?.body.session).toEqual({ passo: 1 });
  });

  it('hands over: the ticket waits for a human and its next messages stay with the humans', async () => {
    stub.answer({ body: { messages: [text('Vou chamar um atendente')], actions: [{ type: 'handover' }] } });
    const { message, texts } = await talk('Quero falar com alguém');
    expect(texts).toEqual(['Vou chamar um atendente']);
    const ticket = await leftIntegration(message.ticketId);
    expect(ticket).toMatchObject({ useIntegration: false, isBot: false, status: 'pending' });
    expect((await desk.logTypes(message.ticketId)).slice(-1)).toEqual(['pending']);
    const calls = stub.calls.length;
    await desk.write(String(phone), 'Alô?');
    expect(await desk.waiting(message.ticketId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stub.calls.length).toBe(calls);
    expect(await desk.botTexts(message.ticketId)).toEqual(['Vou chamar um atendente']);
  });

  it('retries a failing engine (5xx) with the same idempotency key, then says its answer', async () => {
    stub.answer({ status: 503 }, { status: 502 }, { body: { messages: [text('Voltei')] } });
    const before = stub.calls.length;
    const { texts } = await talk('Oi de novo');
    expect(texts).toEqual(['Voltei']);
    const attempts = stub.calls.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    expect(attempts.every((call) => call.signed)).toBe(true);
  });

  it('hands the ticket to a human with a log entry saying why when the engine times out, fails or answers garbage', async () => {
    const cases = [
      { answers: [{ wait: 1500 }, { wait: 1500 }, { wait: 1500 }], log: 'integrationTimeout', calls: 3 },
      { answers: [{ status: 503 }, { status: 500 }, { status: 503 }], log: 'integrationError', calls: 3 },
      { answers: [{ status: 404 }], log: 'integrationError', calls: 1 },
      { answers: [{ body: 'isto não é JSON' }], log: 'integrationInvalid', calls: 1 },
      { answers: [{ body: { messages: [{ type: 'sticker', url: 'x' }] } }], log: 'integrationInvalid', calls: 1 },
    ];
    for (const { answers, log, calls } of cases) {
      const before = stub.calls.length;
      stub.answer(...answers);
      const message = await desk.write(customer(), 'Olá');
      const ticket = await leftIntegration(message.ticketId);
      expect(ticket).toMatchObject({ useIntegration: false, isBot: false, status: 'pending' });
      expect((await desk.logTypes(message.ticketId)).slice(-1)).toEqual([log]);
      expect(stub.calls.length - before).toBe(calls);
      expect(await desk.botTexts(message.ticketId)).toEqual([]);
      expect(await desk.waiting(message.ticketId)).toEqual([]);
    }
  });

  it('drops a late answer when an attendant turned the integration off during the call; another company cannot', async () => {
    let release = () => {};
    stub.answer({
      wait: new Promise<void>((resolve) => (release = resolve)),
      body: { messages: [text('Tarde demais')] },
    });
    const before = stub.calls.length;
    const message = await desk.write(customer(), 'Oi');
    await calledAfter(before);
    const outsider = await companyWithStaff(ctx);
    const foreign = await outsider.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${message.ticketId}`,
      payload: { useIntegration: false },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await desk.ticket(message.ticketId)).useIntegration).toBe(true);
    const off = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${message.ticketId}`,
      payload: { useIntegration: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().useIntegration).toBe(false);
    release();
    await until(
      () => desk.session(message.ticketId),
      (session) => session?.leaseToken === null,
    );
    expect(await desk.botTexts(message.ticketId)).toEqual([]);
    expect(await desk.logTypes(message.ticketId)).toContain('integrationOff');
    const calls = stub.calls.length;
    await desk.write(String(phone), 'Ainda aí?');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stub.calls.length).toBe(calls);
    expect(await desk.waiting(message.ticketId)).toEqual([]);
    // Turned on again, the integration answers the next message.
    const on = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${message.ticketId}`,
      payload: { useIntegration: true },
    });
    expect(on.json().useIntegration).toBe(true);
    stub.answer({ body: { messages: [text('De volta')] } });
    await desk.write(String(phone), 'Voltou?');
    expect(
      await until(
        () => desk.botTexts(message.ticketId),
        (texts) => texts.length > 0,
      ),
    ).toEqual(['De volta']);
    expect((await desk.logTypes(message.ticketId)).filter((type) => String(type).startsWith('integration'))).toEqual([
      'integration',
      'integrationOff',
      'integration',
    ]);
  });

  it('ends when the ticket is given to an attendant, whichever path writes it', async () => {
    stub.answer({ body: { messages: [text('Oi!')] } });
    const { message } = await talk('Oi');
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ userId: desk.user.id }).where(eq(tickets.id, message.ticketId)),
    );
    expect(await desk.ticket(message.ticketId)).toMatchObject({
      status: 'pending',
      userId: desk.user.id,
      useIntegration: false,
    });
  });

  it('ends when an attendant accepts the ticket', async () => {
    stub.answer({ body: { messages: [text('Oi!')] } });
    const { message } = await talk('Oi');
    const accepted = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${message.ticketId}`,
      payload: { status: 'open', userId: desk.admin.id },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await desk.ticket(message.ticketId)).useIntegration).toBe(false);
    const calls = stub.calls.length;
    await desk.write(String(phone), 'Obrigado');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stub.calls.length).toBe(calls);
  });

  it("ends when an attendant moves the waiting ticket to another queue: the old queue's engine stays behind", async () => {
    stub.answer({ body: { messages: [text('Oi!')] } });
    const { message } = await talk('Oi');
    const support = await createQueue(ctx.db, desk.companyId, { name: 'Suporte' });
    const moved = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${message.ticketId}`,
      payload: { queueId: support.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(await desk.ticket(message.ticketId)).toMatchObject({ queueId: support.id, useIntegration: false });
    const calls = stub.calls.length;
    await desk.write(String(phone), 'Ainda aí?');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stub.calls.length).toBe(calls);
  });

  it('stores the next messages while a call is in flight, and sends the burst to the engine together', async () => {
    let release = () => {};
    stub.answer(
      { wait: new Promise<void>((resolve) => (release = resolve)), body: { messages: [text('Primeira resposta')] } },
      { body: { messages: [text('Segunda resposta')] } },
    );
    const before = stub.calls.length;
    const first = await desk.write(customer(), 'um');
    await calledAfter(before);
    // The engine has not answered: ingestion goes on regardless.
    const second = await desk.write(String(phone), 'dois');
    const third = await desk.write(String(phone), 'três');
    const stored = (await desk.conversation(first.ticketId)).map((row) => row.body);
    expect(stored).toEqual(['um', 'dois', 'três']);
    expect(stub.calls.length).toBe(before + 1);
    release();
    const texts = await until(
      () => desk.botTexts(first.ticketId),
      (all) => all.length === 2,
    );
    expect(texts).toEqual(['Primeira resposta', 'Segunda resposta']);
    expect(stub.calls.length).toBe(before + 2);
    expect(stub.calls.at(-1)?.body.messages.map((m: { id: number }) => m.id)).toEqual([second.id, third.id]);
  });

  it('pauses between messages as the engine asks, through durable deliveries', async () => {
    stub.answer({ body: { messages: [text('Um'), text('Dois'), text('Três')], delayMs: 700 } });
    const { message, texts } = await talk('Conte até três');
    expect(texts).toEqual(['Um']);
    await until(
      () => desk.botTexts(message.ticketId),
      (all) => all.length === 3,
    );
    const sent = (await desk.conversation(message.ticketId)).filter((row) => row.fromBot);
    expect(sent.map((row) => row.body)).toEqual(['Um', 'Dois', 'Três']);
    for (let index = 1; index < sent.length; index++) {
      const gap = (sent[index]?.createdAt.getTime() ?? 0) - (sent[index - 1]?.createdAt.getTime() ?? 0);
      expect(gap).toBeGreaterThanOrEqual(650);
    }
  });

  it('fetches and stores a media answer; a file that is not what the engine says hands over', async () => {
    const picture = stub.serve('foto.png', 'image/png', testMedia.png);
    stub.answer({ body: { messages: [{ type: 'image', url: picture, caption: 'Veja a foto' }] } });
    const { message } = await talk('Manda a foto');
    const [sent] = (await desk.conversation(message.ticketId)).filter((row) => row.fromBot);
    expect(sent).toMatchObject({ body: 'Veja a foto', mediaType: 'image' });
    expect(sent?.mediaUrl).toMatch(/^[0-9a-f]{32}\.png$/);

    const fake = stub.serve('falsa.png', 'image/png', Buffer.from('não sou uma imagem'));
    stub.answer({ body: { messages: [{ type: 'image', url: fake }] } });
    const other = await desk.write(customer(), 'Outra foto');
    expect(await leftIntegration(other.ticketId)).toMatchObject({ useIntegration: false, isBot: false });
    expect(await desk.botTexts(other.ticketId)).toEqual([]);
  });

  it("applies the engine's actions: tags by name, a transfer to a queue, to a user, a close", async () => {
    const [vip] = await ctx.db.system.transaction((tx) =>
      tx.insert(tags).values({ companyId: desk.companyId, name: 'VIP', color: '#ff0000' }).returning(),
    );
    const sales = await createQueue(ctx.db, desk.companyId, { name: 'Vendas' });
    stub.answer({
      body: {
        messages: [text('Transferindo para vendas')],
        actions: [
          { type: 'tags', tags: ['VIP', 'Inexistente'] },
          { type: 'transfer-queue', queueId: sales.id },
        ],
      },
    });
    const { message } = await talk('Quero comprar');
    const moved = await until(
      () => desk.ticket(message.ticketId),
      (ticket) => ticket.queueId === sales.id,
    );
    expect(moved).toMatchObject({ useIntegration: false, isBot: false, status: 'pending' });
    const tagged = await ctx.db.system.transaction((tx) =>
      tx.select().from(ticketTags).where(eq(ticketTags.ticketId, message.ticketId)),
    );
    expect(tagged.map((row) => row.tagId)).toEqual([vip?.id]);
    expect(await desk.logs(message.ticketId)).toContainEqual(['queue', null, sales.id]);

    stub.answer({ body: { actions: [{ type: 'transfer-user', userId: desk.user.id }] } });
    const toUser = await desk.write(customer(), 'Quero o Paulo');
    const given = await until(
      () => desk.ticket(toUser.ticketId),
      (ticket) => ticket.userId !== null,
    );
    expect(given).toMatchObject({ userId: desk.user.id, useIntegration: false, status: 'pending' });
    expect(await desk.logs(toUser.ticketId)).toContainEqual(['receivedTransfer', desk.user.id, null]);

    stub.answer({ body: { messages: [text('Até logo')], actions: [{ type: 'close' }] } });
    const closing = await desk.write(customer(), 'Tchau');
    const closed = await until(
      () => desk.ticket(closing.ticketId),
      (ticket) => ticket.status === 'closed',
    );
    expect(closed.useIntegration).toBe(false);
    expect(await desk.botTexts(closing.ticketId)).toEqual(['Até logo']);
  });

  it("refuses actions naming another company's queue or user: the ticket goes to a human where it was", async () => {
    const outsider = await companyWithStaff(ctx);
    const theirs = await createQueue(ctx.db, outsider.company.id, { name: 'Deles' });
    for (const action of [
      { type: 'transfer-queue', queueId: theirs.id },
      { type: 'transfer-user', userId: outsider.admin.id },
    ]) {
      stub.answer({ body: { actions: [action] } });
      const message = await desk.write(customer(), 'Oi');
      const ticket = await leftIntegration(message.ticketId);
      expect(ticket).toMatchObject({ queueId: null, userId: null, status: 'pending' });
      expect((await desk.logTypes(message.ticketId)).slice(-1)).toEqual(['integrationInvalid']);
    }
  });
});
