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

const queue = { name: 'Respostas E2E', color: '#ad1457', greetingMessage: 'Bem-vindo às respostas.' };
const otherQueue = { name: 'Outra Fila E2E', color: '#00695c', greetingMessage: 'Bem-vindo à outra fila.' };
const attendant = { name: 'Rita Respostas', email: 'rita.respostas@e2e.example.com', password: 'Rita-Respostas-2024' };
const customer = { from: '5511987650077', name: 'Carla Mendes Cliente' };
const reply = { shortcode: 'saudacao', message: 'Olá {{firstName}}! Aqui é {{userName}}, como posso ajudar?' };

describe("quick replies: an attendant types '/', picks a reply and sends it with its variables filled", () => {
  const browser = useBrowserPage();
  let connectionId: number;

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const mine = await admin.post<Created>('/api/queue', queue);
    const other = await admin.post<Created>('/api/queue', otherQueue);
    await admin.post('/api/users', { ...attendant, profile: 'user', allTicket: 'enabled', queueIds: [mine.id] });
    const connection = await admin.post<Created>('/api/whatsapp', {
      name: 'Sandbox Respostas E2E',
      channel: 'sandbox',
      queueIds: [mine.id, other.id],
      greetingMessage: 'Olá! Escolha uma fila.',
    });
    connectionId = connection.id;
    // The admin's global reply: every attendant of the company may use it.
    await admin.post('/api/quick-messages', { ...reply, geral: true });
    await admin.post(`/api/sandbox/${connectionId}/inbound`, { ...customer, body: 'Bom dia, preciso de ajuda' });
  });

  it('the reply is previewed, inserted, sent, and shows the contact and attendant names', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(attendant.email, attendant.password);
    await new AppShell(page).waitUntilShown();
    const tickets = new TicketsPage(page);
    await tickets.waitUntilShown();
    await tickets.showTab('Aguardando');
    await tickets.open(customer.name);
    const conversation = new ConversationPane(page);
    await conversation.accept(queue.name);

    await conversation.composer.fill('/sauda');
    const previews = page.getByRole('list', { name: 'Respostas rápidas' });
    const option = previews.getByRole('button', { name: `${reply.shortcode} - ${reply.message}` });
    await option.waitFor();
    await option.click();
    expect(await conversation.composer.inputValue()).toBe(reply.message);
    await conversation.composer.press('Enter');

    const sent = `Olá Carla! Aqui é ${attendant.name}, como posso ajudar?`;
    await conversation.message(sent).waitFor();
    expect(await conversation.message('{{firstName}}').count()).toBe(0);
  });
});
