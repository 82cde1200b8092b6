import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { ConversationPane } from '../pages/conversation-pane';
import { LoginPage } from '../pages/login-page';
import { TicketsPage } from '../pages/tickets-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}

const sales = {
  name: 'Vendas Bot E2E',
  color: '#558b2f',
  orderQueue: 1,
  greetingMessage: 'Bem-vindo às vendas, {{name}}!',
};
const support = { name: 'Suporte Bot E2E', color: '#4527a0', orderQueue: 2, greetingMessage: 'Suporte aqui.' };
// allTicket off: the attendant sees only their queue's tickets, so the ticket shows once the bot set its queue.
const attendant = { name: 'Vera Vendas', email: 'vera.vendas@e2e.example.com', password: 'Vera-Vendas-2024' };
const customer = { from: '5511987650088', name: 'Caio Cliente' };
const greeting = 'Olá! Escolha uma fila:';

describe('the bot hands a customer over to an attendant', () => {
  const browser = useBrowserPage();
  let admin: ApiSession;
  let connectionId: number;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const salesQueue = await admin.post<Created>('/api/queue', sales);
    const supportQueue = await admin.post<Created>('/api/queue', support);
    await admin.post('/api/users', { ...attendant, profile: 'user', allTicket: 'disabled', queueIds: [salesQueue.id] });
    const connection = await admin.post<Created>('/api/whatsapp', {
      name: 'Bot E2E',
      channel: 'sandbox',
      queueIds: [salesQueue.id, supportQueue.id],
      greetingMessage: greeting,
    });
    connectionId = connection.id;
  });

  const customerWrites = (body: string) => admin.post(`/api/sandbox/${connectionId}/inbound`, { ...customer, body });

  it("the customer picks a queue from the bot's menu; the queue's attendant reads the menu history", async () => {
    await customerWrites('Oi, quero comprar flores');
    await customerWrites('1');

    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(attendant.email, attendant.password);
    await new AppShell(page).waitUntilShown();
    const tickets = new TicketsPage(page);
    await tickets.waitUntilShown();
    await tickets.showTab('Aguardando');
    await tickets.row(customer.name).getByText(sales.name, { exact: true }).waitFor();

    await tickets.open(customer.name);
    const conversation = new ConversationPane(page);
    const menu = conversation.message(greeting);
    await menu.waitFor();
    const welcome = conversation.message(`Bem-vindo às vendas, ${customer.name}!`);
    await welcome.waitFor();
    // The history in order: customer, bot's menu, customer's choice, bot's greeting of the queue.
    await expect.poll(() => conversation.messages.count()).toBe(4);
    const texts = await conversation.messages.allInnerTexts();
    expect(texts[1]).toContain(`[ 1 ] - ${sales.name}`);
    expect(texts[1]).toContain(`[ 2 ] - ${support.name}`);
    // Both bot messages say whose they are; the customer's do not.
    await conversation.botMark(menu).getByText('Enviada pelo bot').waitFor();
    await conversation.botMark(welcome).waitFor();
    expect(await conversation.botMark(conversation.message('Oi, quero comprar flores')).count()).toBe(0);

    // The attendant takes it: the bot says nothing more.
    await conversation.accept();
    await conversation.assignee(`Atribuído a: ${attendant.name}`).waitFor();
    await customerWrites('Quero um buquê de rosas');
    await conversation.message('Quero um buquê de rosas').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await conversation.messages.count()).toBe(5);
  }, 90_000);
});
