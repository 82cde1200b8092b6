import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ticketTrackings } from '../../db/schema';
import { testMedia } from '../../platform/storage/test-media';
import { menuDesk } from './menus.test-support';

const menuOf = (greeting: string, ...names: string[]) =>
  [greeting, '', ...names.map((name, index) => `*[ ${index + 1} ]* - ${name}`)].join('\n');
const invalid = 'Opção inválida, por favor escolha uma das opções abaixo.';

describe('queue choice', () => {
  let ctx: TestContext;
  const clock = { now: new Date('2026-11-20T12:00:00Z') };
  const minutesLater = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { automationNow: () => clock.now });
  });
  afterAll(() => ctx.close());

  /** A phone greeting with 'Olá! Escolha:' and offering Vendas and Suporte Técnico. */
  async function twoQueues(connection: Parameters<typeof menuDesk>[1] = {}) {
    const desk = await menuDesk(ctx, { greetingMessage: 'Olá! Escolha:', ...connection });
    const [vendas, suporte] = await desk.offer(
      { name: 'Vendas', greetingMessage: 'Bem-vindo a Vendas' },
      { name: 'Suporte Técnico', greetingMessage: 'Suporte aqui, {{name}}' },
    );
    if (!vendas || !suporte) throw new Error('queues not created');
    return { desk, vendas, suporte };
  }

  it('greets a customer without a queue with the menu of the phone queues, as numbered text', async () => {
    const { desk } = await twoQueues();
    const first = await desk.write('5511911110001', 'Olá, quero comprar');
    expect(await desk.botTexts(first.ticketId)).toEqual([menuOf('Olá! Escolha:', 'Vendas', 'Suporte Técnico')]);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: null, isBot: true, amountUsedBotQueues: 1 });
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'queue', attempts: 0 });
    expect(await desk.logs(first.ticketId)).toContainEqual(['chatBot', null, null]);
  });

  it('a number sets the queue (log and queuedAt by the system), sends its greeting and hands over', async () => {
    const { desk, suporte } = await twoQueues();
    const first = await desk.write('5511911110002', 'oi', { name: 'Maria' });
    await desk.write('5511911110002', '2');
    expect((await desk.botTexts(first.ticketId)).slice(1)).toEqual(['Suporte aqui, Maria']);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: suporte.id, isBot: false, status: 'pending' });
    expect(await desk.logs(first.ticketId)).toContainEqual(['queue', null, suporte.id]);
    const [tracking] = await ctx.db.system.transaction((tx) =>
      tx.select().from(ticketTrackings).where(eq(ticketTrackings.ticketId, first.ticketId)),
    );
    expect(tracking?.queuedAt).toBeInstanceOf(Date);
    expect(tracking?.queueId).toBe(suporte.id);
    expect(await desk.state(first.ticketId)).toMatchObject({ step: 'idle' });
    // Handed over: the bot says nothing more.
    await desk.write('5511911110002', 'alguém aí?');
    expect(await desk.botTexts(first.ticketId)).toHaveLength(2);
  });

  it("accepts an option's title whatever its case and accents", async () => {
    const { desk, suporte } = await twoQueues();
    const first = await desk.write('5511911110003', 'oi');
    await desk.write('5511911110003', '  SUPORTE   tecnico ');
    expect((await desk.ticket(first.ticketId)).queueId).toBe(suporte.id);
  });

  it('sends a list when the company chose lists, and takes the tapped row by its id', async () => {
    const { desk, vendas } = await twoQueues();
    await desk.settings({ chatBotType: 'list' });
    const first = await desk.write('5511911110004', 'oi');
    const menu = await desk.lastBotMessage(first.ticketId);
    expect(menu.mediaType).toBe('listMessage');
    expect(menu.dataJson).toMatchObject({
      description: 'Olá! Escolha:',
      sections: [{ rows: [{ title: 'Vendas', rowId: `queue-${vendas.id}` }, { title: 'Suporte Técnico' }] }],
    });
    // The row's id decides, whatever title the channel reported.
    await desk.tap('5511911110004', 'Algo que o canal escreveu', `queue-${vendas.id}`);
    expect((await desk.ticket(first.ticketId)).queueId).toBe(vendas.id);
  });

  it('sends reply buttons when chosen, and a list when there are more choices than buttons', async () => {
    const { desk } = await twoQueues();
    await desk.settings({ chatBotType: 'button' });
    const first = await desk.write('5511911110005', 'oi');
    const buttons = await desk.lastBotMessage(first.ticketId);
    expect(buttons.mediaType).toBe('buttonsMessage');
    expect(buttons.body).toBe('[BOTOES]Olá! Escolha:\nVendas\nSuporte Técnico');
    await desk.offer({ name: 'Financeiro' }, { name: 'Ouvidoria' });
    const other = await desk.write('5511911110006', 'oi');
    expect((await desk.lastBotMessage(other.ticketId)).mediaType).toBe('listMessage');
  });

  it('repeats the menu on invalid answers up to maxUseBotQueues, then stays silent for timeUseBotQueues', async () => {
    const { desk, vendas } = await twoQueues({ maxUseBotQueues: 3, timeUseBotQueues: 10 });
    const first = await desk.write('5511911110007', 'oi');
    await desk.write('5511911110007', 'quero falar com alguém');
    await desk.write('5511911110007', '7');
    const repeated = menuOf(invalid, 'Vendas', 'Suporte Técnico');
    expect(await desk.botTexts(first.ticketId)).toEqual([
      menuOf('Olá! Escolha:', 'Vendas', 'Suporte Técnico'),
      repeated,
      repeated,
    ]);
    await desk.write('5511911110007', 'de novo');
    expect(await desk.ticket(first.ticketId)).toMatchObject({ amountUsedBotQueues: 3, isBot: false, queueId: null });
    expect((await desk.state(first.ticketId))?.pausedUntil).toEqual(new Date(clock.now.getTime() + 10 * 60_000));
    minutesLater(9);
    await desk.write('5511911110007', '1');
    expect(await desk.botTexts(first.ticketId)).toHaveLength(3);
    expect((await desk.ticket(first.ticketId)).queueId).toBeNull();
    // Once the pause is over the menu comes back, counted afresh, and an answer works again.
    minutesLater(2);
    await desk.write('5511911110007', 'voltei');
    expect((await desk.botTexts(first.ticketId)).at(-1)).toBe(menuOf('Olá! Escolha:', 'Vendas', 'Suporte Técnico'));
    expect(await desk.ticket(first.ticketId)).toMatchObject({ amountUsedBotQueues: 1, isBot: true });
    await desk.write('5511911110007', '1');
    expect((await desk.ticket(first.ticketId)).queueId).toBe(vendas.id);
  });

  it('with timeUseBotQueues 0 stays silent until an attendant takes the ticket', async () => {
    const { desk } = await twoQueues({ maxUseBotQueues: 1, timeUseBotQueues: 0 });
    const first = await desk.write('5511911110008', 'oi');
    await desk.write('5511911110008', 'x');
    minutesLater(60 * 24 * 365);
    await desk.write('5511911110008', 'olá?');
    expect(await desk.botTexts(first.ticketId)).toHaveLength(1);
  });

  it("an attendant's accept stops the bot in the middle of the menu", async () => {
    const { desk } = await twoQueues();
    const first = await desk.write('5511911110009', 'oi');
    const accepted = await desk.asAdmin({
      method: 'PUT',
      url: `/api/tickets/${first.ticketId}`,
      payload: { status: 'open' },
    });
    expect(accepted.statusCode).toBe(200);
    await desk.write('5511911110009', '1');
    expect(await desk.botTexts(first.ticketId)).toHaveLength(1);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: null, status: 'open' });
  });

  it('sends a ticket straight to the only queue, greeting first when sendGreetingMessageOneQueues is on', async () => {
    const desk = await menuDesk(ctx, { greetingMessage: 'Olá!' });
    const [only] = await desk.offer({ name: 'Atendimento', greetingMessage: 'Fila de atendimento' });
    const first = await desk.write('5511911110010', 'oi');
    expect(await desk.botTexts(first.ticketId)).toEqual(['Olá!', 'Fila de atendimento']);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: only?.id, isBot: false });
    expect(await desk.logs(first.ticketId)).toContainEqual(['queue', null, only?.id]);
    await desk.settings({ sendGreetingMessageOneQueues: 'disabled' });
    const other = await desk.write('5511911110011', 'oi');
    expect(await desk.botTexts(other.ticketId)).toEqual(['Fila de atendimento']);
  });

  it('leaves a ticket waiting when the phone offers no queue', async () => {
    const desk = await menuDesk(ctx, { greetingMessage: 'Olá!' });
    const first = await desk.write('5511911110012', 'oi');
    expect(await desk.botTexts(first.ticketId)).toEqual([]);
    expect(await desk.ticket(first.ticketId)).toMatchObject({ queueId: null, isBot: false, status: 'pending' });
    expect(await desk.inbox()).toEqual([]);
  });

  it("tells a customer entering a queue their position among the queue's waiting tickets", async () => {
    const { desk } = await twoQueues();
    await desk.settings({ sendQueuePosition: 'enabled', sendQueuePositionMessage: 'Você é o {{position}}º da fila.' });
    const ana = await desk.write('5511911110013', 'oi');
    await desk.write('5511911110013', '1');
    const bia = await desk.write('5511911110014', 'oi');
    await desk.write('5511911110014', 'Vendas');
    expect((await desk.botTexts(ana.ticketId)).at(-1)).toBe('Você é o 1º da fila.');
    expect((await desk.botTexts(bia.ticketId)).at(-1)).toBe('Você é o 2º da fila.');
    // Without the placeholder the number goes at the end, as the Whaticket family writes it.
    await desk.settings({ sendQueuePositionMessage: 'Sua posição na fila:' });
    const caio = await desk.write('5511911110015', 'oi');
    await desk.write('5511911110015', '1');
    expect((await desk.botTexts(caio.ticketId)).at(-1)).toBe('Sua posição na fila: *3*');
  });

  it("sends the phone's greeting media with the greeting", async () => {
    const { desk } = await twoQueues();
    const saved = await ctx.storage.save(desk.companyId, testMedia.png, { allowed: ['image'], maxBytes: 1024 });
    await desk.setPhone({ greetingMediaAttachment: saved.url });
    const first = await desk.write('5511911110016', 'oi');
    const sent = await desk.botMessages(first.ticketId);
    expect(sent.map((message) => [message.mediaType, message.mediaUrl])).toEqual([
      ['image', saved.relativePath.split('/')[1]],
      ['conversation', null],
    ]);
    // Only with the greeting: a repeated menu comes without it.
    await desk.write('5511911110016', 'nenhuma');
    expect((await desk.botMessages(first.ticketId)).filter((message) => message.mediaType === 'image')).toHaveLength(1);
  });
});
