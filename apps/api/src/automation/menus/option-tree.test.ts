import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { menuDesk } from './menus.test-support';

const lines = (...rows: string[]) => rows.join('\n');
const back = '*[ # ]* - Voltar ao menu anterior';

describe('queue option tree', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /**
   * Vendas (options: 1 Produtos > [1 Camisetas (closes), 2 Catálogo (file list)], 2 Falar com a
   * Ana (attendent), 3 Ir para Suporte (queue), 4 Robô externo (integration)) and Suporte.
   */
  async function tree() {
    const desk = await menuDesk(ctx, { greetingMessage: 'Olá!' });
    const [vendas, suporte] = await desk.offer(
      { name: 'Vendas', greetingMessage: 'Vendas: como ajudar?' },
      { name: 'Suporte', greetingMessage: 'Suporte aqui' },
    );
    if (!vendas || !suporte) throw new Error('queues not created');
    const produtos = await desk.option(vendas.id, { name: 'Produtos', position: 1, greetingMessage: 'Qual produto?' });
    await desk.option(vendas.id, {
      name: 'Camisetas',
      parentId: produtos.id,
      position: 1,
      greetingMessage: 'Camisetas a partir de R$ 50. Até logo!',
      closeTicket: true,
    });
    const list = await desk.fileList('Nosso catálogo:', ['Verão.png', 'Inverno.png']);
    await desk.option(vendas.id, {
      name: 'Catálogo',
      parentId: produtos.id,
      position: 2,
      queueType: 'file',
      optFileId: list.id,
      greetingMessage: 'Segue o catálogo',
    });
    await desk.option(vendas.id, {
      name: 'Falar com a Ana',
      position: 2,
      queueType: 'attendent',
      optUserId: desk.user.id,
      greetingMessage: 'A Ana já vai te atender',
    });
    await desk.option(vendas.id, {
      name: 'Ir para Suporte',
      position: 3,
      queueType: 'queue',
      optQueueId: suporte.id,
      greetingMessage: 'Transferindo',
    });
    await desk.option(vendas.id, {
      name: 'Robô externo',
      position: 4,
      queueType: 'integration',
      greetingMessage: 'Um momento',
    });
    return { desk, vendas, suporte, produtos };
  }
  const topMenu = lines(
    'Vendas: como ajudar?',
    '',
    '*[ 1 ]* - Produtos',
    '*[ 2 ]* - Falar com a Ana',
    '*[ 3 ]* - Ir para Suporte',
    '*[ 4 ]* - Robô externo',
    back,
  );
  const productsMenu = lines('Qual produto?', '', '*[ 1 ]* - Camisetas', '*[ 2 ]* - Catálogo', back);

  /** A customer who chose Vendas: answers the ticket. */
  async function inVendas(desk: Awaited<ReturnType<typeof tree>>['desk'], from: string) {
    const first = await desk.write(from, 'oi');
    await desk.write(from, '1');
    return first.ticketId;
  }

  it("shows the queue's top-level options with its greeting, and an option's sub-options", async () => {
    const { desk, vendas, produtos } = await tree();
    const ticketId = await inVendas(desk, '5511922220001');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe(topMenu);
    expect(await desk.ticket(ticketId)).toMatchObject({ queueId: vendas.id, isBot: true });
    expect(await desk.state(ticketId)).toMatchObject({ step: 'option', chatbotId: null });
    await desk.write('5511922220001', 'produtos');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe(productsMenu);
    expect(await desk.state(ticketId)).toMatchObject({ step: 'option', chatbotId: produtos.id });
  });

  it("'#' goes back one menu, and from the top-level options back to the queue menu", async () => {
    const { desk } = await tree();
    const ticketId = await inVendas(desk, '5511922220002');
    await desk.write('5511922220002', '1');
    await desk.write('5511922220002', '#');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe(topMenu);
    expect(await desk.state(ticketId)).toMatchObject({ step: 'option', chatbotId: null });
    await desk.write('5511922220002', '#');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe(lines('Olá!', '', '*[ 1 ]* - Vendas', '*[ 2 ]* - Suporte'));
    expect(await desk.ticket(ticketId)).toMatchObject({ queueId: null, isBot: true });
    await desk.write('5511922220002', '2');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe('Suporte aqui');
  });

  it('repeats an option menu after an invalid answer', async () => {
    const { desk } = await tree();
    const ticketId = await inVendas(desk, '5511922220003');
    await desk.write('5511922220003', '9');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe(
      topMenu.replace('Vendas: como ajudar?', 'Opção inválida, por favor escolha uma das opções abaixo.'),
    );
    expect(await desk.state(ticketId)).toMatchObject({ attempts: 1 });
  });

  it('pauses at an option menu too after maxUseBotQueues invalid answers', async () => {
    const { desk } = await tree();
    await desk.setPhone({ maxUseBotQueues: 2, timeUseBotQueues: 0 });
    const ticketId = await inVendas(desk, '5511922220010');
    await desk.write('5511922220010', 'hein?');
    await desk.write('5511922220010', 'hein?');
    await desk.write('5511922220010', '1');
    expect(await desk.botTexts(ticketId)).toHaveLength(3);
    expect(await desk.ticket(ticketId)).toMatchObject({ isBot: false });
    expect(await desk.state(ticketId)).toMatchObject({ step: 'option', attempts: 2 });
  });

  it('a text option with closeTicket sends its message and the system closes the ticket', async () => {
    const { desk } = await tree();
    const ticketId = await inVendas(desk, '5511922220004');
    await desk.write('5511922220004', '1');
    await desk.write('5511922220004', '1');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe('Camisetas a partir de R$ 50. Até logo!');
    expect(await desk.ticket(ticketId)).toMatchObject({ status: 'closed', userId: null, isBot: false });
    expect((await desk.logs(ticketId)).at(-1)).toEqual(['closed', null, expect.any(Number)]);
  });

  it("a file option sends its message, the list's message and each file as a media message", async () => {
    const { desk } = await tree();
    const ticketId = await inVendas(desk, '5511922220005');
    await desk.write('5511922220005', '1');
    await desk.write('5511922220005', 'catalogo');
    const sent = (await desk.botMessages(ticketId)).slice(-4);
    expect(sent.map((message) => [message.body, message.mediaType])).toEqual([
      ['Segue o catálogo', 'conversation'],
      ['Nosso catálogo:', 'conversation'],
      ['Verão.png', 'image'],
      ['Inverno.png', 'image'],
    ]);
    expect(sent.slice(2).every((message) => /^[0-9a-f]{32}\.png$/.test(message.mediaUrl ?? ''))).toBe(true);
    expect(await desk.ticket(ticketId)).toMatchObject({ status: 'pending', isBot: false });
  });

  it('an attendent option gives the pending ticket to its user, and the bot stops', async () => {
    const { desk, vendas } = await tree();
    const ticketId = await inVendas(desk, '5511922220006');
    await desk.write('5511922220006', '2');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe('A Ana já vai te atender');
    expect(await desk.ticket(ticketId)).toMatchObject({
      status: 'pending',
      userId: desk.user.id,
      queueId: vendas.id,
      isBot: false,
    });
    expect((await desk.logs(ticketId)).at(-1)).toEqual(['receivedTransfer', desk.user.id, vendas.id]);
    await desk.write('5511922220006', '1');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe('A Ana já vai te atender');
  });

  it('a queue option moves the ticket into the other queue, as entering it from the menu', async () => {
    const { desk, suporte } = await tree();
    const ticketId = await inVendas(desk, '5511922220007');
    await desk.write('5511922220007', 'Ir para suporte');
    expect((await desk.botTexts(ticketId)).slice(-2)).toEqual(['Transferindo', 'Suporte aqui']);
    expect(await desk.ticket(ticketId)).toMatchObject({ queueId: suporte.id, isBot: false });
    expect((await desk.logs(ticketId)).at(-1)).toEqual(['queue', null, suporte.id]);
  });

  it('an integration option without an integration hands the ticket over to the queue attendants', async () => {
    const { desk, vendas } = await tree();
    const ticketId = await inVendas(desk, '5511922220008');
    await desk.write('5511922220008', '4');
    expect(await desk.ticket(ticketId)).toMatchObject({ queueId: vendas.id, isBot: false, status: 'pending' });
    expect((await desk.logs(ticketId)).at(-1)).toEqual(['pending', null, vendas.id]);
    expect(await desk.state(ticketId)).toMatchObject({ step: 'idle' });
    await desk.write('5511922220008', '1');
    expect((await desk.botTexts(ticketId)).at(-1)).toBe('Um momento');
  });

  it('a tapped option row is taken by its id', async () => {
    const { desk, produtos } = await tree();
    await desk.settings({ chatBotType: 'list' });
    const ticketId = await inVendas(desk, '5511922220009');
    const menu = await desk.lastBotMessage(ticketId);
    expect(menu.mediaType).toBe('listMessage');
    await desk.tap('5511922220009', 'Produtos!', `option-${produtos.id}`);
    expect(await desk.state(ticketId)).toMatchObject({ chatbotId: produtos.id });
    await desk.tap('5511922220009', 'Voltar', '#');
    expect(await desk.state(ticketId)).toMatchObject({ chatbotId: null });
  });
});
