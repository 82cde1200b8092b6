import type { Page } from 'playwright-core';
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

const queueA = { name: 'Pedidos E2E', color: '#00838f', greetingMessage: 'Bem-vindo aos pedidos.' };
const queueB = { name: 'Expedição E2E', color: '#ef6c00', greetingMessage: 'Bem-vindo à expedição.' };
// allTicket on, as the demo's attendants: without a chatbot menu new tickets have no queue, and
// only users with allTicket see queueless ones (canSeeTicket, docs/decisions.md "The demo").
const attendantA = { name: 'Ana Vendas', email: 'ana.vendas@e2e.example.com', password: 'Ana-Vendas-2024' };
const attendantB = { name: 'Bruno Entregas', email: 'bruno.entregas@e2e.example.com', password: 'Bruno-Entrega-2024' };
const customer = { from: '5511987650001', name: 'Beatriz Cliente' };
// Under 40 characters: the row shows the last message whole (spec 1 §2 truncates longer ones).
const firstMessage = 'Olá! E o pedido 4821 de orquídeas?';
const textReply = 'Seu pedido 4821 sai hoje à tarde.';
const imageCaption = 'Foto da embalagem do pedido';
const customerAnswer = 'Obrigada! Fico aguardando a entrega.';

/** A real 2x2 PNG: the API types uploads by their bytes, and the browser must be able to draw it. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What an own message's mark shows from the moment it is drawn: sent, delivered, read, never going
 * back (the first mark may be the clock while the send job has not run yet).
 */
const ackProgression = expect.toSatisfy(
  (history: string[]) =>
    history.join() === 'Enviada,Entregue,Lida' || history.join() === 'Pendente,Enviada,Entregue,Lida',
  'the marks Enviada, Entregue, Lida in this order, after the clock at most',
);

describe('the ticket workspace, live between a customer and two attendants', () => {
  const browser = useBrowserPage();
  let admin: ApiSession;
  let connectionId: number;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const a = await admin.post<Created>('/api/queue', queueA);
    const b = await admin.post<Created>('/api/queue', queueB);
    for (const [attendant, queue] of [
      [attendantA, a],
      [attendantB, b],
    ] as const) {
      await admin.post('/api/users', { ...attendant, profile: 'user', allTicket: 'enabled', queueIds: [queue.id] });
    }
    // The phone offers no queue, so no bot menu: the ticket arrives queueless for the attendants
    // (the bot's queue menu has its own spec, bot-menu.spec.ts).
    const connection = await admin.post<Created>('/api/whatsapp', { name: 'Sandbox E2E', channel: 'sandbox' });
    connectionId = connection.id;
  });

  /** The simulated customer's phone writes to the company. */
  const customerWrites = (body: string) => admin.post(`/api/sandbox/${connectionId}/inbound`, { ...customer, body });

  async function signInOnTickets(page: Page, user: typeof attendantA): Promise<TicketsPage> {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.email, user.password);
    // Signing in lands on /tickets (spec 1 §4).
    await new AppShell(page).waitUntilShown();
    const tickets = new TicketsPage(page);
    await tickets.waitUntilShown();
    return tickets;
  }

  it('a customer writes; A accepts, replies with text and an image, transfers to B; B closes; search finds it by a message word', async () => {
    const pageA = browser.page();
    const pageB = await browser.newPage();
    const listA = await signInOnTickets(pageA, attendantA);
    const listB = await signInOnTickets(pageB, attendantB);
    await listA.showTab('Aguardando');
    await listB.showTab('Aguardando');
    await listA.empty.waitFor();
    await listB.empty.waitFor();

    // 1. The customer writes: the ticket appears in both pending lists without a reload, queueless.
    await customerWrites(firstMessage);
    await listA.row(customer.name).waitFor();
    await listB.row(customer.name).waitFor();
    expect(await listA.rows.count()).toBe(1);
    await listA.row(customer.name).getByText('SEM FILA', { exact: true }).waitFor();
    await listA.row(customer.name).getByText(firstMessage, { exact: true }).waitFor();
    await listA.unread(customer.name, 1).waitFor();
    await expect.poll(() => listA.tabCount('Aguardando')).toBe(1);
    await expect.poll(() => listB.tabCount('Aguardando')).toBe(1);

    // 2. A accepts it, choosing queue A; it leaves B's list (no longer B's to see) and joins A's open tab.
    await listA.open(customer.name);
    const conversationA = new ConversationPane(pageA);
    await conversationA.message(firstMessage).waitFor();
    // Opening the conversation reads it: the row's unread badge goes.
    await listA.unread(customer.name, 1).waitFor({ state: 'hidden' });
    await conversationA.assignee('Aguardando atendimento').waitFor();
    await conversationA.accept(queueA.name);
    await conversationA.assignee(`Atribuído a: ${attendantA.name}`).waitFor();
    await listB.empty.waitFor();
    await listA.showTab('Atendendo');
    await listA.row(customer.name).getByText(queueA.name, { exact: true }).waitFor();
    expect(await listA.rows.count()).toBe(1);
    await expect.poll(() => listA.tabCount('Atendendo')).toBe(1);
    await expect.poll(() => listA.tabCount('Aguardando')).toBe(0);
    await expect.poll(() => listB.tabCount('Aguardando')).toBe(0);

    // 3. Replies: a text, then an image with a caption through the preview; acks go 1 -> 2 -> 3.
    await conversationA.recordAcks();
    await conversationA.sendText(textReply);
    const text = conversationA.message(textReply);
    await conversationA.ack(text, 'Lida').waitFor();
    expect(await conversationA.ackHistory(text)).toEqual(ackProgression);

    await conversationA.attach({ name: 'embalagem.png', mimeType: 'image/png', buffer: png });
    await conversationA.filePreview.getByRole('img', { name: 'embalagem.png' }).waitFor();
    await conversationA.sendAttachment(imageCaption);
    const image = conversationA.message(imageCaption);
    await image.getByRole('button', { name: 'Abrir imagem' }).waitFor();
    // The stored file is served back and decodes as the 2x2 picture that was sent.
    await expect.poll(() => image.locator('img').evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
    await conversationA.ack(image, 'Lida').waitFor();
    expect(await conversationA.ackHistory(image)).toEqual(ackProgression);

    // 4. The customer's answer arrives in the open conversation.
    await customerWrites(customerAnswer);
    await conversationA.message(customerAnswer).waitFor();
    expect(await conversationA.messages.count()).toBe(4);
    // The row follows: the answer as its last message, read at once since the conversation is open.
    await listA.row(customer.name).getByText(customerAnswer, { exact: true }).waitFor();
    await expect.poll(() => listA.unread(customer.name, 1).count()).toBe(0);

    // 5. A transfers it to queue B: it leaves A's open tab and appears, pending, in B's list.
    await conversationA.transferToQueue(queueB.name);
    await pageA.waitForURL((url) => url.pathname === '/tickets');
    await listA.empty.waitFor();
    await listB.row(customer.name).getByText(queueB.name, { exact: true }).waitFor();
    await listB.row(customer.name).getByText(customerAnswer, { exact: true }).waitFor();
    expect(await listB.rows.count()).toBe(1);
    await expect.poll(() => listA.tabCount('Atendendo')).toBe(0);

    // 6. B accepts (the ticket has a queue: no question) and resolves it without a farewell.
    await listB.open(customer.name);
    const conversationB = new ConversationPane(pageB);
    await conversationB.message(customerAnswer).waitFor();
    // B reads the whole conversation A had, the picture included.
    expect(await conversationB.messages.count()).toBe(4);
    await conversationB.message(imageCaption).getByRole('button', { name: 'Abrir imagem' }).waitFor();
    await conversationB.accept();
    await conversationB.assignee(`Atribuído a: ${attendantB.name}`).waitFor();
    await conversationB.resolveWithoutFarewell();
    await pageB.waitForURL((url) => url.pathname === '/tickets');
    await listB.showTab('Atendendo');
    await listB.empty.waitFor();

    // 7. Search: the word is in a message, not in the contact, so only "message contents" finds it.
    await listB.searchFor('orquídeas');
    await listB.empty.waitFor();
    await listB.searchMessageContents();
    await listB.row(customer.name).waitFor();
    expect(await listB.rows.count()).toBe(1);
    await listB.row(customer.name).getByText(queueB.name, { exact: true }).waitFor();
  }, 120_000);
});
