import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTypebotStub,
  type TypebotStub,
  typebotStubTexts,
} from '../../apps/api/src/automation/integrations/test-support/typebot-stub';
import { AdminQueuesPage } from '../pages/admin-queues-page';
import { AppShell } from '../pages/app-shell';
import { ConversationPane } from '../pages/conversation-pane';
import { LoginPage } from '../pages/login-page';
import { QueueIntegrationsPage } from '../pages/queue-integrations-page';
import { TicketsPage } from '../pages/tickets-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}
interface TicketRow {
  id: number;
  uuid: string;
  status: string;
  useIntegration: boolean;
  integrationId: number | null;
  userId: number | null;
}
interface MessageRow {
  body: string;
  fromMe: boolean;
  mediaType: string;
}

const integrationName = 'Typebot E2E';
// The dialog asks for a greeting once the company has other queues (the other specs share the app).
const queue = {
  name: 'Robô Typebot E2E',
  color: '#37474f',
  greetingMessage: 'Olá! Nosso assistente já vai responder.',
};
const customer = { from: '5511987650919', name: 'Ingrid Integração' };
const finishKeyword = 'sair';
// The browser signs in as users of its own: signing in ends the user's other sessions (the API session here).
const manager = { name: 'Iris Integrações', email: 'iris.integracoes@e2e.example.com', password: 'Iris-Integra-2024' };
const attendant = { name: 'Telma Typebot', email: 'telma.typebot@e2e.example.com', password: 'Telma-Typebot-2024' };

describe('integrations: a Typebot set up on a queue talks to a customer, then hands over to an attendant', () => {
  const browser = useBrowserPage();
  let stub: TypebotStub;
  let admin: ApiSession;

  beforeAll(async () => {
    stub = await startTypebotStub();
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    await admin.post('/api/users', { ...manager, profile: 'admin' });
  });
  afterAll(() => stub?.close());

  it('configured in the pages, the typebot greets with text, image and buttons, follows a button, and the finish keyword hands over', async () => {
    const managerPage = await signedIn(browser.page(), manager);
    const integrations = new QueueIntegrationsPage(managerPage);
    await integrations.goto();
    await integrations.addTypebot({
      name: integrationName,
      url: stub.url,
      slug: stub.slug,
      keywordFinish: finishKeyword,
    });
    await integrations.list.getByText(integrationName, { exact: true }).waitFor();

    const queues = new AdminQueuesPage(managerPage);
    await queues.goto();
    await queues.createQueue({ ...queue, integration: integrationName });
    const queueId = (await admin.get<{ id: number; name: string }[]>('/api/queue')).find(
      (row) => row.name === queue.name,
    )?.id;
    expect(queueId).toBeTypeOf('number');
    await admin.post('/api/users', { ...attendant, profile: 'user', queueIds: [queueId] });
    const connection = await admin.post<Created>('/api/whatsapp', {
      name: 'Typebot E2E',
      channel: 'sandbox',
      queueIds: [queueId],
    });
    const customerWrites = (body: string) => admin.post(`/api/sandbox/${connection.id}/inbound`, { ...customer, body });

    // The connection's only queue takes the ticket, and the queue's Typebot answers it.
    await customerWrites('Oi, boa tarde');
    const attendantPage = await signedIn(await browser.newPage(), attendant);
    const tickets = new TicketsPage(attendantPage);
    await tickets.waitUntilShown();
    await tickets.showTab('Aguardando');
    await tickets.open(customer.name);
    const conversation = new ConversationPane(attendantPage);
    const greeting = conversation.message(typebotStubTexts.greeting);
    await greeting.waitFor({ timeout: 20_000 });
    await conversation.botMark(greeting).waitFor();
    await conversation.message('1 - Vendas').waitFor();
    await conversation.messages.locator('img[src*="/public/"]').first().waitFor();
    const first = await ticketOf();
    expect(first).toMatchObject({ useIntegration: true, status: 'pending', userId: null });
    expect(stub.requests[0]?.body).toMatchObject({
      message: 'Oi, boa tarde',
      prefilledVariables: { name: customer.name },
    });

    // A button by its number, then the finish keyword (any case): Typebot is no longer asked.
    await customerWrites('2');
    await conversation.message(`Suporte. ${typebotStubTexts.askEmail}`).waitFor({ timeout: 20_000 });
    await customerWrites('SAIR');
    await expect.poll(async () => (await ticketOf()).useIntegration, { timeout: 20_000 }).toBe(false);
    expect(stub.requests.map((request) => (request.body as { message?: string }).message)).toEqual([
      'Oi, boa tarde',
      'Suporte',
    ]);
    await conversation.assignee('Aguardando atendimento').waitFor();

    // The attendant takes the ticket and answers; the customer's next message stays with the humans.
    await conversation.accept();
    await conversation.assignee(`Atribuído a: ${attendant.name}`).waitFor();
    await conversation.sendText('Olá, Ingrid! Sou a Telma, como posso ajudar?');
    await customerWrites('Quero falar sobre meu pedido');
    await conversation.message('Quero falar sobre meu pedido').waitFor();
    const [reply, next] = (await messagesOf()).slice(-2);
    // The attendant's message carries the attendant's signature.
    expect(reply).toMatchObject({ fromMe: true, body: expect.stringContaining('Sou a Telma, como posso ajudar?') });
    expect(next).toMatchObject({ fromMe: false, body: 'Quero falar sobre meu pedido' });
    expect(stub.requests).toHaveLength(2);
    expect(await ticketOf()).toMatchObject({ status: 'open', useIntegration: false });
  }, 120_000);

  async function signedIn(page: Page, user: { email: string; password: string }): Promise<Page> {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.email, user.password);
    await new AppShell(page).waitUntilShown();
    return page;
  }

  async function ticketOf(): Promise<TicketRow> {
    const found = await admin.get<{ tickets: TicketRow[] }>(
      `/api/tickets?searchParam=${encodeURIComponent(customer.name.toLowerCase())}&showAll=true`,
    );
    const ticket = found.tickets[0];
    if (!ticket) throw new Error(`no ticket for ${customer.name}`);
    return admin.get<TicketRow>(`/api/tickets/${ticket.id}`);
  }

  async function messagesOf(): Promise<MessageRow[]> {
    const ticket = await ticketOf();
    return (await admin.get<{ messages: MessageRow[] }>(`/api/messages/${ticket.uuid}`)).messages;
  }
});
