import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection, createQueue } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { connectionQueues, tickets } from '../../db/schema';
import { setCompanySettings } from '../../modules/tickets/tickets.test-support';
import { edge, flowDesk, graph, node } from './flows.test-support';

/** A flow that says `text` and ends. */
const saying = (text: string) =>
  graph([node('start', 'start'), node('say', 'message', { label: text })], [edge('start', 'say')]);

/** A flow that asks a question and then says `text` with the answer. */
const asking = (question: string, text: string) =>
  graph(
    [
      node('start', 'start'),
      node('ask', 'question', { typebotIntegration: { message: question, answerKey: 'resposta' } }),
      node('say', 'message', { label: `${text} {{resposta}}` }),
    ],
    [edge('start', 'ask'), edge('ask', 'say')],
  );

describe('which flow runs', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof flowDesk>>;
  let phone = 5511960000000;
  const customer = () => String(++phone);

  beforeAll(async () => {
    ctx = await createTestContext();
    desk = await flowDesk(ctx);
  });
  afterAll(() => ctx.close());

  it('starts a phrase campaign on the whole message or a word, without case or accents', async () => {
    const promo = await desk.flow(saying('Promoção do dia!'));
    await desk.campaign({ flowId: promo.id, phrase: 'Promoção' });
    await desk.setFlows({ flowIdWelcome: null, flowIdNotPhrase: null });
    for (const body of ['PROMOCAO', 'quero a promoção, por favor!', 'Promoçao?']) {
      const message = await desk.write(customer(), body);
      expect(await desk.botTexts(message.ticketId)).toEqual(['Promoção do dia!']);
    }
    for (const body of ['promoções', 'semPromoção', 'pro moção']) {
      const message = await desk.write(customer(), body);
      expect(await desk.botTexts(message.ticketId)).toEqual([]);
    }
  });

  it('matches a phrase of several words only as those words in a row', async () => {
    const flow = await desk.flow(saying('Segunda via enviada'));
    await desk.campaign({ flowId: flow.id, phrase: 'segunda via' });
    const hit = await desk.write(customer(), 'Preciso da SEGUNDA   via do boleto');
    expect(await desk.botTexts(hit.ticketId)).toEqual(['Segunda via enviada']);
    const miss = await desk.write(customer(), 'via segunda');
    expect(await desk.botTexts(miss.ticketId)).toEqual([]);
  });

  it('listens on its connection, or on every connection when it names none; ignores inactive campaigns and flows', async () => {
    const elsewhere = await createConnection(ctx.db, desk.companyId, { name: 'Outro' });
    const other = await desk.flow(saying('outro telefone'));
    await desk.campaign({ flowId: other.id, phrase: 'telefone', whatsappId: elsewhere.id });
    const any = await desk.flow(saying('qualquer telefone'));
    await desk.campaign({ flowId: any.id, phrase: 'qualquer', whatsappId: null });
    const off = await desk.flow(saying('desligada'));
    await desk.campaign({ flowId: off.id, phrase: 'desligada', status: false });
    const inactive = await desk.flow(saying('fluxo inativo'), { active: false });
    await desk.campaign({ flowId: inactive.id, phrase: 'inativo' });
    const own = await desk.write(customer(), 'telefone');
    expect(await desk.botTexts(own.ticketId)).toEqual([]);
    const global = await desk.write(customer(), 'qualquer');
    expect(await desk.botTexts(global.ticketId)).toEqual(['qualquer telefone']);
    for (const body of ['desligada', 'inativo']) {
      const message = await desk.write(customer(), body);
      expect(await desk.botTexts(message.ticketId)).toEqual([]);
    }
  });

  it('runs the welcome flow for a new contact only', async () => {
    const welcome = await desk.flow(saying('Bem-vindo!'));
    const fallback = await desk.flow(saying('Padrão'));
    await desk.setFlows({ flowIdWelcome: welcome.id, flowIdNotPhrase: fallback.id });
    const from = customer();
    const first = await desk.write(from, 'oi');
    expect(await desk.botTexts(first.ticketId)).toEqual(['Bem-vindo!']);
    // The same ticket: a flow ran on it, so neither the welcome nor the default flow starts again.
    await desk.write(from, 'oi de novo');
    expect(await desk.botTexts(first.ticketId)).toEqual(['Bem-vindo!']);
    // A contact with an earlier ticket is not new: the default flow answers instead.
    const { contactId } = await desk.ticket(first.ticketId);
    await ctx.db.system.transaction((tx) =>
      tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, first.ticketId)),
    );
    const again = await desk.write(from, 'voltei');
    expect(again.ticketId).not.toBe(first.ticketId);
    expect((await desk.ticket(again.ticketId)).contactId).toBe(contactId);
    expect(await desk.botTexts(again.ticketId)).toEqual(['Padrão']);
    await desk.setFlows({ flowIdWelcome: null, flowIdNotPhrase: null });
  });

  it('leaves the message to the queue bot, and runs the default flow only when the bot did not take it', async () => {
    const fallback = await desk.flow(saying('Padrão'));
    await desk.setFlows({ flowIdWelcome: null, flowIdNotPhrase: fallback.id });
    const noQueues = await desk.write(customer(), 'olá');
    expect(await desk.botTexts(noQueues.ticketId)).toEqual(['Padrão']);
    const queue = await createQueue(ctx.db, desk.companyId, { name: 'Vendas', greetingMessage: 'Fila Vendas' });
    await ctx.db.system.transaction((tx) =>
      tx.insert(connectionQueues).values({ companyId: desk.companyId, whatsappId: desk.phone.id, queueId: queue.id }),
    );
    // The queue bot takes the message (the one queue is entered): no default flow.
    const from = customer();
    const queued = await desk.write(from, 'olá');
    expect(await desk.botTexts(queued.ticketId)).toEqual(['Fila Vendas']);
    // In the queue with no option tree, the bot has nothing to do: the default flow runs, once.
    await desk.write(from, 'alguém?');
    await desk.write(from, 'alô');
    expect(await desk.botTexts(queued.ticketId)).toEqual(['Fila Vendas', 'Padrão']);
    await ctx.db.system.transaction((tx) => tx.delete(connectionQueues).then(() => undefined));
    await desk.setFlows({ flowIdNotPhrase: null });
  });

  it('puts a phrase campaign before the running flow, and the running flow before the queue bot', async () => {
    const queue = await createQueue(ctx.db, desk.companyId, { name: 'Suporte', greetingMessage: 'Fila Suporte' });
    await ctx.db.system.transaction((tx) =>
      tx.insert(connectionQueues).values({ companyId: desk.companyId, whatsappId: desk.phone.id, queueId: queue.id }),
    );
    const welcome = await desk.flow(asking('Qual o pedido?', 'Pedido'));
    const promo = await desk.flow(asking('Qual produto?', 'Produto'));
    await desk.campaign({ flowId: promo.id, phrase: 'oferta' });
    await desk.setFlows({ flowIdWelcome: welcome.id, flowIdNotPhrase: null });
    const from = customer();
    const first = await desk.write(from, 'bom dia');
    expect(await desk.botTexts(first.ticketId)).toEqual(['Qual o pedido?']);
    // The running flow takes the answer before the queue bot.
    await desk.write(from, '123');
    expect(await desk.botTexts(first.ticketId)).toEqual(['Qual o pedido?', 'Pedido 123']);
    const second = customer();
    const started = await desk.write(second, 'oi');
    // A phrase campaign replaces the running run.
    await desk.write(second, 'tem oferta?');
    await desk.write(second, 'camisa');
    expect(await desk.botTexts(started.ticketId)).toEqual(['Qual o pedido?', 'Qual produto?', 'Produto camisa']);
    expect(await desk.runs(started.ticketId)).toMatchObject([
      { flowId: welcome.id, status: 'ended', endReason: 'replaced' },
      { flowId: promo.id, status: 'ended', endReason: 'end' },
    ]);
    expect((await desk.ticket(started.ticketId)).queueId).toBeNull();
  });

  it('gives the welcome flow to a new contact once they accepted the consent', async () => {
    const careful = await flowDesk(ctx);
    await setCompanySettings(ctx.db, careful.companyId, { enableLGPD: 'enabled', lgpdConsent: 'enabled' });
    const welcome = await careful.flow(saying('Bem-vindo após o aceite'));
    await careful.setFlows({ flowIdWelcome: welcome.id });
    const from = customer();
    const first = await careful.write(from, 'oi');
    expect(await careful.botTexts(first.ticketId)).toHaveLength(1);
    await careful.write(from, '1');
    expect((await careful.botTexts(first.ticketId)).at(-1)).toBe('Bem-vindo após o aceite');
  });

  it('starts no flow of another company, whatever a connection or a campaign names', async () => {
    await ctx.db.system.transaction((tx) => tx.delete(connectionQueues).then(() => undefined));
    const stranger = await flowDesk(ctx);
    const theirs = await stranger.flow(saying('de outra empresa'));
    await desk.setFlows({ flowIdWelcome: theirs.id, flowIdNotPhrase: theirs.id });
    await desk.campaign({ flowId: theirs.id, phrase: 'estrangeiro' });
    for (const body of ['oi', 'estrangeiro']) {
      const message = await desk.write(customer(), body);
      expect(await desk.botTexts(message.ticketId)).toEqual([]);
      expect(await desk.runs(message.ticketId)).toEqual([]);
    }
    await desk.setFlows({ flowIdWelcome: null, flowIdNotPhrase: null });
  });
});
