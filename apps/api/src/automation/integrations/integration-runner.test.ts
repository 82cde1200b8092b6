import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { integrationSessions } from '../../db/schema';
import { createLogger } from '../../platform/logger/logger';
import { testMedia } from '../../platform/storage/test-media';
import { secondAutomation } from '../automation.test-support';
import type { IntegrationReply } from './integration-driver';
import { IntegrationRunner } from './integration-runner';
import { type DriverCall, integrationDesk, says, scriptedDriver, until } from './integrations.test-support';
import { plainIntegrationHttp } from './test-support/plain-http';

describe('the integration runner', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof integrationDesk>>;
  /** What the engine answers next; a test may hold it until it resolves. */
  let answer: (call: DriverCall) => IntegrationReply | Promise<IntegrationReply> = () => says('Resposta');
  const engine = scriptedDriver((call) => answer(call));
  let hookId = 0;
  let phone = 5511980000000;
  const customer = () => String(++phone);

  /** Another process over the same database: its own automation and runner, the same engine. */
  const otherProcess = () =>
    new IntegrationRunner({
      db: ctx.db,
      logger: createLogger('silent'),
      storage: ctx.storage,
      automation: () => secondAutomation(ctx),
      http: plainIntegrationHttp,
      secrets: ctx.secrets,
      drivers: { webhook: engine.driver },
      jobs: () => ctx.jobs,
    });

  /** Until the engine got a call after the `before` first ones. */
  const calledAfter = (before: number) =>
    until(
      async () => engine.calls.length,
      (length) => length > before,
    );

  /** The engine's answer waits for `release`. */
  function hold(reply: IntegrationReply) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return reply;
    };
    return () => release();
  }

  beforeAll(async () => {
    ctx = await createTestContext({}, { integrationDrivers: { webhook: engine.driver } });
    desk = await integrationDesk(ctx);
    hookId = (await desk.integration({ type: 'webhook', urlN8N: 'https://engine.example/hook' })).id;
    await desk.onPhone({ integrationId: hookId });
  });
  afterAll(() => ctx.close());

  it('answers a message delivered twice once', async () => {
    answer = () => says('Uma vez');
    const before = engine.calls.length;
    const from = customer();
    const first = await desk.write(from, 'Oi', { id: 'repetida-1' });
    await desk.write(from, 'Oi', { id: 'repetida-1' }).catch(() => null);
    await until(
      () => desk.botTexts(first.ticketId),
      (texts) => texts.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await desk.botTexts(first.ticketId)).toEqual(['Uma vez']);
    expect(engine.calls.slice(before).map((call) => call.turn.messages.map((m) => m.id))).toEqual([[first.id]]);
  });

  it('calls the engine once per message across two processes racing for the ticket', async () => {
    const release = hold(says('Só uma resposta'));
    const before = engine.calls.length;
    const message = await desk.write(customer(), 'Olá');
    await calledAfter(before);
    // Another process (its durable job, its recovery) finds the ticket's call in flight and leaves it.
    await Promise.all([
      otherProcess().converse(desk.companyId, message.ticketId),
      ctx.channels.integrations.converse(desk.companyId, message.ticketId),
    ]);
    expect(engine.calls.length).toBe(before + 1);
    release();
    await until(
      () => desk.session(message.ticketId),
      (session) => session?.leaseToken === null,
    );
    expect(await desk.botTexts(message.ticketId)).toEqual(['Só uma resposta']);
    expect(await desk.waiting(message.ticketId)).toEqual([]);
  });

  it('drops the answer of a call whose lease ran out once another process took the ticket over', async () => {
    const release = hold(says('Do processo morto'));
    const before = engine.calls.length;
    const message = await desk.write(customer(), 'Oi');
    await calledAfter(before);
    // The first process looks dead: its lease runs out, and another process calls the engine again.
    await ctx.db.system.transaction((tx) =>
      tx
        .update(integrationSessions)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(integrationSessions.ticketId, message.ticketId)),
    );
    answer = () => says('Do processo vivo');
    await otherProcess().converse(desk.companyId, message.ticketId);
    expect(engine.calls.at(-1)?.turn.messages.map((m) => m.id)).toEqual([message.id]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await desk.botTexts(message.ticketId)).toEqual(['Do processo vivo']);
  });

  it('recovers messages a process left waiting (it died after its commit, before calling)', async () => {
    answer = () => says('Recuperada');
    ctx.channels.automation.attachIntegrations(() => {});
    try {
      const message = await desk.write(customer(), 'Alguém?');
      expect((await desk.waiting(message.ticketId)).map((row) => row.messageId)).toEqual([message.id]);
      expect(await ctx.channels.integrations.recover(0)).toBeGreaterThanOrEqual(1);
      expect(await desk.botTexts(message.ticketId)).toEqual(['Recuperada']);
      expect(await desk.waiting(message.ticketId)).toEqual([]);
    } finally {
      ctx.channels.automation.attachIntegrations(ctx.channels.integrations.kick);
    }
  });

  it("gives the engine the ticket's earlier texts as history, and stores a file it gives as bytes", async () => {
    const from = customer();
    answer = () => says('Primeira');
    const first = await desk.write(from, 'Oi');
    await until(
      () => desk.botTexts(first.ticketId),
      (texts) => texts.length === 1,
    );
    let seen: readonly { fromMe: boolean; body: string }[] = [];
    answer = async ({ turn }) => {
      seen = await turn.history(10);
      return {
        messages: [
          {
            kind: 'media-bytes',
            bytes: testMedia.png,
            mimeType: 'image/png',
            fileName: 'a.png',
            mediaType: 'image',
            caption: 'Foto',
          },
        ],
        actions: [],
        session: null,
      };
    };
    await desk.write(from, 'Manda uma foto');
    await until(
      () => desk.botTexts(first.ticketId),
      (texts) => texts.length === 2,
    );
    expect(seen).toEqual([
      { fromMe: false, body: 'Oi' },
      { fromMe: true, body: 'Primeira' },
    ]);
    const sent = (await desk.conversation(first.ticketId)).filter((row) => row.fromBot).at(-1);
    expect(sent).toMatchObject({ body: 'Foto', mediaType: 'image' });
    expect(sent?.mediaUrl).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it('hands the ticket to a human when no engine answers its integration type', async () => {
    const dialogflow = await desk.integration({ type: 'dialogflow', name: 'Sem motor' });
    await desk.onPhone({ integrationId: dialogflow.id });
    try {
      const message = await desk.write(customer(), 'Oi');
      const ticket = await until(
        () => desk.ticket(message.ticketId),
        (row) => !row.useIntegration,
      );
      expect(ticket).toMatchObject({ isBot: false, status: 'pending', integrationId: dialogflow.id });
      expect((await desk.logTypes(message.ticketId)).slice(-1)).toEqual(['integrationError']);
    } finally {
      await desk.onPhone({ integrationId: hookId });
    }
  });
});
