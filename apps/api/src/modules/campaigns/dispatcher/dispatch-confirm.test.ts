import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import type { BotStage } from '../../../automation/bot-turn';
import { messages } from '../../../db/schema';
import { confirmationAnswer } from './campaign-replies';
import { type DispatcherWorld, dispatcherWorld, saoPaulo, unpacedAllDay } from './dispatcher.test-support';

/** The only bot: it echoes every message it is given, so its silence is visible. */
const echo: BotStage = async (turn) => {
  await turn.send({ body: `eco: ${turn.message.body}` });
  return 'handled';
};

describe('campaign confirmations', () => {
  let ctx: TestContext;
  let world: DispatcherWorld;

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationStages: [echo] });
    world = await dispatcherWorld(ctx, unpacedAllDay);
  });
  afterAll(() => ctx.close());

  /** The contact writes on the world's phone, through the inbound pipeline (resolves once automated). */
  const write = (number: string, body: string) =>
    ctx.channels.runtime.inbound(world.connection, {
      kind: 'message',
      externalId: `IN-${number}-${body}-${Math.random()}`,
      chat: { id: number, name: '', isGroup: false },
      fromMe: false,
      mediaType: 'conversation',
      body,
    });

  const conversation = (contactId: number | null) =>
    ctx.db.system.transaction((tx) =>
      tx
        .select({ body: messages.body, fromMe: messages.fromMe })
        .from(messages)
        .where(and(eq(messages.companyId, world.company.id), eq(messages.contactId, contactId ?? 0)))
        .orderBy(asc(messages.id)),
    );

  it('matches whole answers, ignoring accents, case and punctuation', () => {
    const answers = (bodies: string[]) => bodies.map(confirmationAnswer);
    const positive = ['Sim!', ' s ', 'YES', '1', 'ok.', 'Confirmo', 'claro'];
    expect(answers(positive)).toEqual(positive.map(() => 'positive'));
    const negative = ['Não', 'nao quero', 'N', '2', 'PARE', 'stop'];
    expect(answers(negative)).toEqual(negative.map(() => 'negative'));
    expect(answers(['sim, mas depois', 'quem é?', '12', ''])).toEqual([null, null, null, null]);
  });

  it('asks first; yes sends the campaign message, no refuses, anything else waits; the bot answers none of them', async () => {
    const start = saoPaulo('2030-04-01T10:00:00');
    world.clock.at = start;
    const list = await world.list([
      { number: '5511900000501', name: 'Alice' },
      { number: '5511900000502', name: 'Beto' },
      { number: '5511900000503', name: 'Caio' },
    ]);
    const campaign = await world.campaign({
      contactListId: list.id,
      scheduledAt: start,
      confirmation: true,
      confirmationMessage1: 'Posso enviar a oferta, {nome}?',
      message1: 'A oferta para {nome}',
    });
    const dispatcher = world.dispatcher();
    await world.runUntilIdle(dispatcher);
    const asked = await world.shippings(campaign.id);
    expect(asked.map((row) => [row.status, row.confirmationRequestedAt])).toEqual([
      ['confirmation_requested', start],
      ['confirmation_requested', start],
      ['confirmation_requested', start],
    ]);
    expect((await world.sentMessages(campaign.id)).map((row) => row.body)).toEqual([
      'Posso enviar a oferta, Alice?',
      'Posso enviar a oferta, Beto?',
      'Posso enviar a oferta, Caio?',
    ]);

    await write('5511900000501', 'Sim!');
    await write('5511900000502', 'não');
    await write('5511900000503', 'quem é?');
    const answered = await world.shippings(campaign.id);
    expect(answered.map((row) => row.status)).toEqual(['queued', 'refused', 'confirmation_requested']);
    expect(answered[0]?.confirmedAt).not.toBeNull();

    world.clock.at = saoPaulo('2030-04-01T10:05:00');
    await world.runUntilIdle(dispatcher);
    const [alice, beto, caio] = await world.shippings(campaign.id);
    expect(alice).toMatchObject({
      status: expect.stringMatching(/^(sending|sent|delivered|read)$/),
      sentAt: world.clock.at,
    });
    expect(await conversation(alice?.contactId ?? null)).toEqual([
      { body: 'Posso enviar a oferta, Alice?', fromMe: true },
      { body: 'Sim!', fromMe: false },
      { body: 'A oferta para Alice', fromMe: true },
    ]);
    expect(await conversation(beto?.contactId ?? null)).toEqual([
      { body: 'Posso enviar a oferta, Beto?', fromMe: true },
      { body: 'não', fromMe: false },
    ]);
    expect(await conversation(caio?.contactId ?? null)).toEqual([
      { body: 'Posso enviar a oferta, Caio?', fromMe: true },
      { body: 'quem é?', fromMe: false },
    ]);
    // The campaign waits for Caio's answer.
    expect((await world.readCampaign(campaign.id)).status).toBe('EM_ANDAMENTO');
  });

  it('a reply after a campaign message marks it replied, and the bot answers it as any message', async () => {
    const start = saoPaulo('2030-04-02T10:00:00');
    world.clock.at = start;
    const list = await world.list([{ number: '5511900000601', name: 'Dora' }]);
    const campaign = await world.campaign({
      contactListId: list.id,
      scheduledAt: start,
      message1: 'Novidades, {nome}',
    });
    await world.runUntilIdle(world.dispatcher());
    expect((await world.shippings(campaign.id))[0]?.repliedAt).toBeNull();
    await write('5511900000601', 'Quero saber mais');
    const [dora] = await world.shippings(campaign.id);
    expect(dora?.repliedAt).not.toBeNull();
    expect(await conversation(dora?.contactId ?? null)).toEqual([
      { body: 'Novidades, Dora', fromMe: true },
      { body: 'Quero saber mais', fromMe: false },
      { body: 'eco: Quero saber mais', fromMe: true },
    ]);
  });
});
