import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { flows, tickets } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { edge, flowDesk, graph, node } from './flows.test-support';

/** The journey of docs/flows.md: a greeting, a menu, a question, a condition, a randomizer and an interval. */
function journey(queueId: number) {
  return graph(
    [
      node('start', 'start'),
      node('hello', 'message', { label: 'Olá {{name}}, bem-vindo!' }),
      node('menu', 'menu', {
        message: 'Como podemos ajudar?',
        arrayOption: [
          { number: 1, value: 'Vendas' },
          { number: 2, value: 'Suporte' },
          { number: 3, value: 'Robô' },
        ],
      }),
      node('ask', 'question', {
        typebotIntegration: { message: 'Qual é o seu nome?', answerKey: 'cliente', saveToContact: true },
      }),
      node('isAna', 'condition', { key: 'cliente', condition: 'equals', value: 'ana' }),
      node('split', 'randomizer', { percent: 50 }),
      node('pause', 'interval', { sec: 1 }),
      node('sideA', 'message', { label: 'Oi {{cliente}}, lado A' }),
      node('sideB', 'message', { label: 'Oi {{cliente}}, lado B' }),
      node('notAna', 'message', { label: 'Você não é a Ana, {{cliente}} ({{number}})' }),
      node('toQueue', 'ticket', { queueId }),
      // An integration deleted since the flow was saved: the ticket goes to a human.
      node('robot', 'typebot', { typebotIntegration: { integrationId: 999_999 } }),
    ],
    [
      edge('start', 'hello'),
      edge('hello', 'menu'),
      edge('menu', 'ask', 'option-1'),
      edge('menu', 'toQueue', 'option-2'),
      edge('menu', 'robot', 'option-3'),
      edge('ask', 'isAna'),
      edge('isAna', 'split', 'true'),
      edge('isAna', 'notAna', 'false'),
      edge('split', 'pause', 'a'),
      edge('split', 'sideB', 'b'),
      edge('pause', 'sideA'),
    ],
  );
}

const menuText = 'Como podemos ajudar?\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte\n*[ 3 ]* - Robô';

describe('flow runtime', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof flowDesk>>;
  let draw = 0.1;
  let phone = 5511970000000;
  const customer = () => String(++phone);

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationRandom: () => draw });
    desk = await flowDesk(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    draw = 0.1;
  });

  async function welcomeJourney() {
    const queue = await createQueue(ctx.db, desk.companyId, {
      name: 'Fila do fluxo',
      greetingMessage: 'Fila: aguarde',
    });
    const flow = await desk.flow(journey(queue.id));
    await desk.setFlows({ flowIdWelcome: flow.id, flowIdNotPhrase: null });
    return { queue, flow };
  }

  it('walks a menu, a question saved to the contact, a condition, a randomizer and an interval', async () => {
    await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi', { name: 'Ana Souza' });
    expect(await desk.botTexts(first.ticketId)).toEqual(['Olá Ana Souza, bem-vindo!', menuText]);
    await desk.write(from, 'vendas');
    await desk.write(from, 'Ána');
    const texts = await desk.botTextsWhen(first.ticketId, (all) => all.length >= 4);
    expect(texts).toEqual(['Olá Ana Souza, bem-vindo!', menuText, 'Qual é o seu nome?', 'Oi Ána, lado A']);
    const { contactId } = await desk.ticket(first.ticketId);
    expect(await desk.extraInfo(contactId)).toEqual([{ name: 'cliente', value: 'Ána' }]);
    const [run] = await desk.runs(first.ticketId);
    expect(run).toMatchObject({ status: 'ended', endReason: 'end', variables: { cliente: 'Ána' }, nodeId: 'sideA' });
    expect(await desk.ticket(first.ticketId)).toMatchObject({ isBot: false, status: 'pending' });
  });

  it('takes the other branches: condition false, randomizer b', async () => {
    await welcomeJourney();
    const notAna = customer();
    const first = await desk.write(notAna, 'olá');
    await desk.write(notAna, '1');
    await desk.write(notAna, 'Bruno');
    expect((await desk.botTexts(first.ticketId)).at(-1)).toBe(`Você não é a Ana, Bruno (${notAna})`);
    draw = 0.5;
    const ana = customer();
    const second = await desk.write(ana, 'olá');
    await desk.write(ana, '1');
    await desk.write(ana, 'ana');
    expect((await desk.botTexts(second.ticketId)).at(-1)).toBe('Oi ana, lado B');
  });

  it('repeats the menu on an invalid answer, then ends the run and hands the ticket to a human', async () => {
    await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi');
    for (const answer of ['9', 'talvez', 'não sei']) await desk.write(from, answer);
    expect(await desk.botTexts(first.ticketId)).toEqual([
      'Olá Cliente 0000, bem-vindo!'.replace('0000', from.slice(-4)),
      menuText,
      menuText,
      menuText,
      menuText,
    ]);
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'running', attempts: 3 }]);
    await desk.write(from, 'de novo não');
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'attempts' }]);
    expect(await desk.logTypes(first.ticketId)).toEqual(expect.arrayContaining(['chatBot', 'pending']));
    expect(await desk.ticket(first.ticketId)).toMatchObject({ isBot: false, status: 'pending', userId: null });
    expect(await desk.botTexts(first.ticketId)).toHaveLength(5);
  });

  it('moves the ticket to the queue of a ticket node and ends the run; the queue takes over', async () => {
    const { queue } = await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi');
    await desk.write(from, 'suporte');
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: queue.id, status: 'pending' });
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'ticket' }]);
    expect((await desk.botTexts(first.ticketId)).at(-1)).toBe('Fila: aguarde');
    expect(await desk.logTypes(first.ticketId)).toContain('queue');
  });

  it('hands a ticket reaching an integration node whose integration is gone to a human with a log entry', async () => {
    await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi');
    await desk.write(from, '3');
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'integration' }]);
    expect(await desk.logTypes(first.ticketId)).toContain('pending');
    expect(await desk.ticket(first.ticketId)).toMatchObject({ isBot: false });
    await desk.write(from, 'alô?');
    expect(await desk.botTexts(first.ticketId)).toHaveLength(2);
  });

  it('ends the run when an attendant accepts the ticket', async () => {
    await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi');
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'open', userId: desk.admin.id }).where(eq(tickets.id, first.ticketId)),
    );
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'attended' }]);
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'idle' });
  });

  it('continues a run on the version it started with while the flow is edited; new runs take the new one', async () => {
    const { flow, queue } = await welcomeJourney();
    const from = customer();
    const first = await desk.write(from, 'oi');
    const edited = journey(queue.id);
    for (const each of edited.nodes)
      if (each.type === 'question') each.data.typebotIntegration.message = 'Seu nome, por favor?';
    await desk.edit(flow.id, edited);
    await desk.write(from, '1');
    expect((await desk.botTexts(first.ticketId)).at(-1)).toBe('Qual é o seu nome?');
    expect(await desk.runs(first.ticketId)).toMatchObject([{ version: 1 }]);
    const next = customer();
    const second = await desk.write(next, 'oi');
    await desk.write(next, '1');
    expect((await desk.botTexts(second.ticketId)).at(-1)).toBe('Seu nome, por favor?');
    expect(await desk.runs(second.ticketId)).toMatchObject([{ version: 2 }]);
  });

  it('deletes the runs of a deleted flow: its pending wake-up then does nothing', async () => {
    const pausing = await desk.flow(
      graph(
        [node('start', 'start'), node('wait', 'interval', { sec: 1 }), node('late', 'message', { label: 'tarde' })],
        [edge('start', 'wait'), edge('wait', 'late')],
      ),
    );
    await desk.setFlows({ flowIdWelcome: pausing.id, flowIdNotPhrase: null });
    const first = await desk.write(customer(), 'oi');
    const [run] = await desk.runs(first.ticketId);
    expect(run).toMatchObject({ status: 'running', waiting: 'interval' });
    await desk.setFlows({ flowIdWelcome: null });
    await ctx.db.system.transaction((tx) =>
      tx
        .delete(flows)
        .where(eq(flows.id, pausing.id))
        .then(() => undefined),
    );
    expect(await desk.runs(first.ticketId)).toEqual([]);
    if (run) await ctx.channels.automation.wakeFlow({ companyId: desk.companyId, runId: run.id, step: run.step });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await desk.botTexts(first.ticketId)).toEqual([]);
  });

  it("sends a content node's cards in order with their interval, then stored files of media nodes", async () => {
    const stored = async () =>
      (await ctx.storage.save(desk.companyId, testMedia.png, { allowed: ['image'], maxBytes: 1024 })).relativePath;
    const [picture, sound, clip] = [await stored(), await stored(), await stored()];
    const name = (relative: string) => relative.split('/')[1] ?? '';
    const flow = await desk.flow(
      graph(
        [
          node('start', 'start'),
          node('content', 'singleBlock', {
            seq: ['message1', 'img1', 'interval1', 'audio1'],
            elements: [
              { number: 'message1', type: 'message', value: 'Veja, {{name}}' },
              { number: 'img1', type: 'img', value: name(picture) },
              { number: 'interval1', type: 'interval', value: '1' },
              { number: 'audio1', type: 'audio', value: name(sound) },
            ],
          }),
          node('video', 'video', { url: `/public/${clip}` }),
          node('foreign', 'img', { url: 'https://example.com/cat.png' }),
          node('bye', 'message', { label: 'fim' }),
        ],
        [edge('start', 'content'), edge('content', 'video'), edge('video', 'foreign'), edge('foreign', 'bye')],
      ),
    );
    await desk.setFlows({ flowIdWelcome: flow.id, flowIdNotPhrase: null });
    const first = await desk.write(customer(), 'oi', { name: 'Bia' });
    const sent = async () =>
      (await desk.conversation(first.ticketId))
        .filter((message) => message.fromBot)
        .map((message) => [message.body, message.mediaType, message.mediaUrl]);
    expect(await sent()).toEqual([
      ['Veja, Bia', 'conversation', null],
      ['', 'image', name(picture)],
    ]);
    await desk.botTextsWhen(first.ticketId, (texts) => texts.includes('fim'));
    expect(await sent()).toEqual([
      ['Veja, Bia', 'conversation', null],
      ['', 'image', name(picture)],
      ['', 'audio', name(sound)],
      ['', 'video', name(clip)],
      ['fim', 'conversation', null],
    ]);
  });

  it('ends a run that walks in a circle without waiting', async () => {
    const circle = await desk.flow(
      graph(
        [node('start', 'start'), node('one', 'message', { label: 'um' }), node('two', 'message', { label: 'dois' })],
        [edge('start', 'one'), edge('one', 'two'), edge('two', 'one')],
      ),
    );
    await desk.setFlows({ flowIdWelcome: circle.id, flowIdNotPhrase: null });
    const first = await desk.write(customer(), 'oi');
    expect(await desk.runs(first.ticketId)).toMatchObject([{ status: 'ended', endReason: 'broken' }]);
    expect(await desk.botTexts(first.ticketId)).toEqual(['um', 'dois', 'um']);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ isBot: false });
  });
});
