import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { edge, flowDesk, graph, node } from '../flows/flows.test-support';
import { integrationDesk, integrationFixtures, says, scriptedDriver, until } from './integrations.test-support';

/** Enters an integration from a queue, a chatbot option, a flow node; the engine says who it is. */
describe('a ticket entering an integration', () => {
  let ctx: TestContext;
  const engine = scriptedDriver(({ target, turn }) => {
    if (turn.messages.some((message) => message.body === 'humano, por favor'))
      return { ...says('Chamando um atendente'), actions: [{ type: 'handover' }] };
    return says(target.kind === 'prompt' ? `Assistente ${target.prompt.name}` : `Motor ${target.integration.name}`);
  });
  let phone = 5511990000000;
  const customer = () => String(++phone);

  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      { integrationDrivers: { webhook: engine.driver, typebot: engine.driver, prompt: engine.driver } },
    );
  });
  afterAll(() => ctx.close());

  /** The bot's texts once the engine's answer is stored. */
  const answered = (desk: { botTexts(ticketId: number): Promise<string[]> }, ticketId: number, expected: string) =>
    until(
      () => desk.botTexts(ticketId),
      (texts) => texts.includes(expected),
    );

  describe('from the queue bot', () => {
    let desk: Awaited<ReturnType<typeof integrationDesk>>;
    let queues: Awaited<ReturnType<typeof desk.offer>>;

    beforeAll(async () => {
      desk = await integrationDesk(ctx);
      queues = await desk.offer(
        { name: 'Vendas', greetingMessage: 'Bem-vindo a Vendas' },
        { name: 'Suporte', greetingMessage: '' },
        { name: 'Opções', greetingMessage: 'Escolha' },
      );
    });

    it("a queue chosen at the menu hands the ticket to its integration after the queue's greeting", async () => {
      const [sales] = queues;
      const hook = await desk.integration({ name: 'Vendedor', type: 'webhook' });
      await desk.onQueue(sales?.id ?? 0, hook.id);
      const from = customer();
      const first = await desk.write(from, 'Oi');
      const choice = await desk.write(from, '1');
      const texts = await answered(desk, first.ticketId, 'Motor Vendedor');
      expect(texts.slice(1)).toEqual(['Bem-vindo a Vendas', 'Motor Vendedor']);
      expect(engine.calls.at(-1)?.turn.messages.map((m) => m.id)).toEqual([choice.id]);
      expect(await desk.ticket(first.ticketId)).toMatchObject({
        queueId: sales?.id,
        useIntegration: true,
        integrationId: hook.id,
        isBot: true,
      });
      const types = await desk.logTypes(first.ticketId);
      expect(types.indexOf('integration')).toBeGreaterThan(types.indexOf('queue'));
    });

    it('a conversation goes from the queue bot to the integration, then to an attendant', async () => {
      const [sales] = queues;
      const from = customer();
      const first = await desk.write(from, 'Oi');
      await desk.write(from, 'Vendas');
      await answered(desk, first.ticketId, 'Motor Vendedor');
      await desk.write(from, 'humano, por favor');
      const waiting = await until(
        () => desk.ticket(first.ticketId),
        (ticket) => !ticket.useIntegration,
      );
      expect(waiting).toMatchObject({ queueId: sales?.id, isBot: false, status: 'pending', userId: null });
      const accepted = await desk.asAdmin({
        method: 'PUT',
        url: `/api/tickets/${first.ticketId}`,
        payload: { status: 'open', userId: desk.admin.id },
      });
      expect(accepted.statusCode).toBe(200);
      const calls = engine.calls.length;
      await desk.write(from, 'Obrigado!');
      expect(engine.calls.length).toBe(calls);
      expect((await desk.botTexts(first.ticketId)).slice(-2)).toEqual(['Motor Vendedor', 'Chamando um atendente']);
      expect((await desk.logTypes(first.ticketId)).filter((type) => type !== 'access')).toEqual([
        'create',
        'chatBot',
        'queue',
        'integration',
        'pending',
        'open',
      ]);
    });

    it("a queue's prompt answers a queue without an integration", async () => {
      const support = queues[1];
      const prompt = await desk.prompt({ name: 'Suporte IA', queueId: support?.id ?? null });
      const from = customer();
      const first = await desk.write(from, 'Oi');
      await desk.write(from, 'Suporte');
      await answered(desk, first.ticketId, 'Assistente Suporte IA');
      expect(engine.calls.at(-1)?.target.kind).toBe('prompt');
      expect(await desk.ticket(first.ticketId)).toMatchObject({
        useIntegration: true,
        promptId: prompt.id,
        integrationId: null,
      });
    });

    it('a chatbot option of type integration hands the ticket to its integration', async () => {
      const options = queues[2];
      const hook = await desk.integration({ name: 'Da opção', type: 'webhook' });
      await desk.option(options?.id ?? 0, {
        name: 'Falar com o robô',
        greetingMessage: 'Chamando o robô',
        queueType: 'integration',
        optIntegrationId: hook.id,
        position: 1,
      });
      const from = customer();
      const first = await desk.write(from, 'Oi');
      await desk.write(from, '3');
      await desk.write(from, '1');
      const texts = await answered(desk, first.ticketId, 'Motor Da opção');
      expect(texts.slice(-2)).toEqual(['Chamando o robô', 'Motor Da opção']);
      expect(await desk.ticket(first.ticketId)).toMatchObject({ useIntegration: true, integrationId: hook.id });
    });
  });

  describe('from a flow', () => {
    let desk: Awaited<ReturnType<typeof flowDesk>> & ReturnType<typeof integrationFixtures>;

    beforeAll(async () => {
      const flows = await flowDesk(ctx);
      desk = { ...flows, ...integrationFixtures(ctx, flows.companyId, flows.phone.id) };
    });

    /** start → message `text` → `last`. */
    const handing = (text: string, last: ReturnType<typeof node>) =>
      graph(
        [node('start', 'start'), node('say', 'message', { label: text }), last],
        [edge('start', 'say'), edge('say', last.id)],
      );

    it('a typebot node ends the run and the ticket uses the integration it names', async () => {
      const typebot = await desk.integration({ name: 'Typebot', type: 'typebot', typebotSlug: 'atendimento' });
      const flow = await desk.flow(
        handing('Vou te passar ao robô', node('bot', 'typebot', { typebotIntegration: { integrationId: typebot.id } })),
      );
      await desk.setFlows({ flowIdNotPhrase: flow.id, flowIdWelcome: null });
      const message = await desk.write(customer(), 'Oi');
      expect(await answered(desk, message.ticketId, 'Motor Typebot')).toEqual([
        'Vou te passar ao robô',
        'Motor Typebot',
      ]);
      expect((await desk.runs(message.ticketId)).map((run) => run.endReason)).toEqual(['integration']);
      expect(await desk.ticket(message.ticketId)).toMatchObject({ useIntegration: true, integrationId: typebot.id });
      expect(await desk.logTypes(message.ticketId)).not.toContain('pending');
    });

    it('an openai node ends the run and the ticket uses the prompt it names', async () => {
      const prompt = await desk.prompt({ name: 'do fluxo' });
      const flow = await desk.flow(
        handing('Um momento', node('ai', 'openai', { typebotIntegration: { promptId: prompt.id } })),
      );
      await desk.setFlows({ flowIdNotPhrase: flow.id, flowIdWelcome: null });
      const message = await desk.write(customer(), 'Oi');
      await answered(desk, message.ticketId, 'Assistente do fluxo');
      expect(await desk.ticket(message.ticketId)).toMatchObject({ useIntegration: true, promptId: prompt.id });
    });

    it("a node naming another company's integration leaves the ticket to a human", async () => {
      const outsider = await flowDesk(ctx);
      const theirs = await integrationFixtures(ctx, outsider.companyId, outsider.phone.id).integration({
        name: 'Deles',
      });
      const flow = await desk.flow(
        handing('Vou te passar', node('bot', 'typebot', { typebotIntegration: { integrationId: theirs.id } })),
      );
      await desk.setFlows({ flowIdNotPhrase: flow.id, flowIdWelcome: null });
      const calls = engine.calls.length;
      const message = await desk.write(customer(), 'Oi');
      expect(await desk.ticket(message.ticketId)).toMatchObject({ useIntegration: false, integrationId: null });
      expect(await desk.logTypes(message.ticketId)).toContain('pending');
      expect(engine.calls.length).toBe(calls);
    });

    it('a flowbuilder integration starts its flow instead of calling out', async () => {
      const flow = await desk.flow(
        graph([node('start', 'start'), node('say', 'message', { label: 'Fluxo do robô' })], [edge('start', 'say')]),
      );
      const builder = await desk.integration({ name: 'Fluxo', type: 'flowbuilder', flowId: flow.id });
      await desk.setFlows({ flowIdNotPhrase: null, flowIdWelcome: null });
      await desk.onPhone({ integrationId: builder.id });
      const calls = engine.calls.length;
      const message = await desk.write(customer(), 'Oi');
      expect(await desk.botTexts(message.ticketId)).toEqual(['Fluxo do robô']);
      expect((await desk.runs(message.ticketId)).map((run) => run.flowId)).toEqual([flow.id]);
      expect((await desk.ticket(message.ticketId)).useIntegration).toBe(false);
      // The connection's flow started once: the ticket's next message does not start it again.
      await desk.write(String(phone), 'E agora?');
      expect(await desk.botTexts(message.ticketId)).toEqual(['Fluxo do robô']);
      expect(await desk.runs(message.ticketId)).toHaveLength(1);
      expect(engine.calls.length).toBe(calls);
    });

    it('a phrase campaign starting a flow takes the ticket from its integration', async () => {
      const hook = await desk.integration({ name: 'Antes', type: 'webhook' });
      await desk.onPhone({ integrationId: hook.id });
      await desk.setFlows({ flowIdNotPhrase: null, flowIdWelcome: null });
      const promo = await desk.flow(
        graph([node('start', 'start'), node('say', 'message', { label: 'Promoção!' })], [edge('start', 'say')]),
      );
      await desk.campaign({ flowId: promo.id, phrase: 'promoção' });
      const from = customer();
      const first = await desk.write(from, 'Oi');
      await answered(desk, first.ticketId, 'Motor Antes');
      await desk.write(from, 'quero a promoção');
      expect(await desk.botTexts(first.ticketId)).toEqual(['Motor Antes', 'Promoção!']);
      expect((await desk.ticket(first.ticketId)).useIntegration).toBe(false);
    });
  });
});
