import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
interface WidgetSettings {
  widgetKey: string;
  scriptPath: string;
}

const queue = { name: 'Site E2E', color: '#6a1b9a', greetingMessage: 'Bem-vindo ao site.' };
// allTicket on: tickets of a connection without queues arrive queueless (see tickets.spec.ts).
const attendant = { name: 'Sofia Site', email: 'sofia.site@e2e.example.com', password: 'Sofia-Site-2024' };
const visitorName = 'Carla Visitante E2E';
const question = 'Olá 👋 vocês entregam no sábado?';
const answer = 'Entregamos sim, das 8h às 12h.';
/** A real 2x2 PNG: the API types attachments by their bytes, and the browser must draw it. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The company's own website: a plain page on another origin that embeds the widget with one tag. */
async function startShopSite(scriptUrl: string): Promise<{ server: Server; origin: string }> {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Loja E2E</title></head>
<body><h1>Floricultura E2E</h1><p>Flores para todas as ocasiões.</p>
<script src="${scriptUrl}" data-name="${visitorName}" async></script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  server.listen(0);
  await once(server, 'listening');
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** The widget inside the host page's shadow root (Playwright's locators pierce open shadow roots). */
class ChatWidget {
  readonly bubble: Locator;
  readonly window: Locator;
  readonly input: Locator;

  constructor(readonly page: Page) {
    this.bubble = page.getByRole('button', { name: 'Abrir o chat' });
    this.window = page.getByRole('dialog', { name: 'Site da Floricultura' });
    this.input = this.window.getByRole('textbox', { name: 'Escreva sua mensagem…' });
  }

  message(text: string): Locator {
    return this.window.getByRole('log').locator('.msg', { hasText: text });
  }

  async open(): Promise<void> {
    await this.bubble.click();
    await this.window.waitFor();
  }

  /** Picks a file as the paperclip's file chooser would. */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.window.locator('input[type="file"]').setInputFiles(file);
    await this.window.getByRole('log').getByRole('img', { name: file.name }).waitFor();
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await this.message(text).waitFor();
  }
}

describe('the web chat widget on a company website, live with an attendant', () => {
  const browser = useBrowserPage();
  let admin: ApiSession;
  let shop: { server: Server; origin: string };
  let connectionId: number;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const site = await admin.post<Created>('/api/queue', queue);
    await admin.post('/api/users', { ...attendant, profile: 'user', allTicket: 'enabled', queueIds: [site.id] });
    connectionId = (await admin.post<Created>('/api/whatsapp', { name: 'Site E2E', channel: 'webchat' })).id;
    const widget = await admin.get<WidgetSettings>(`/api/webchat/settings/${connectionId}`);
    shop = await startShopSite(app.url(widget.scriptPath));
    await admin.put(`/api/webchat/settings/${connectionId}`, {
      allowedOrigins: [shop.origin],
      title: 'Site da Floricultura',
      greeting: 'Olá! Como podemos ajudar?',
    });
  });
  afterAll(async () => {
    shop?.server.close();
  });

  it('a visitor writes from another origin; the attendant sees it live, accepts and answers; the visitor reads it live', async () => {
    const visitorPage = browser.page();
    const attendantPage = await browser.newPage();

    const login = new LoginPage(attendantPage);
    await login.goto();
    await login.signIn(attendant.email, attendant.password);
    await new AppShell(attendantPage).waitUntilShown();
    const tickets = new TicketsPage(attendantPage);
    await tickets.waitUntilShown();
    await tickets.showTab('Aguardando');

    // The visitor opens the shop: bubble, then a window with the configured title and greeting.
    await visitorPage.goto(shop.origin);
    const widget = new ChatWidget(visitorPage);
    await widget.open();
    await widget.message('Olá! Como podemos ajudar?').waitFor();
    expect(
      await widget.input.evaluate((element) => element === document.activeElement?.shadowRoot?.activeElement),
    ).toBe(true);
    await widget.send(question);

    // The attendant's pending list shows the visitor's ticket without a reload.
    await tickets.row(visitorName).waitFor();
    await tickets.row(visitorName).getByText(question, { exact: true }).waitFor();
    await tickets.open(visitorName);
    const conversation = new ConversationPane(attendantPage);
    await conversation.message(question).waitFor();

    // A picture from the visitor arrives in the open conversation and is served back whole.
    await widget.attach({ name: 'vaso.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => conversation.messages.count()).toBe(2);
    const picture = conversation.messages.nth(1).locator('img');
    await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);

    await conversation.accept(queue.name);
    await conversation.sendText(answer);

    // The answer reaches the open widget live with the attendant's name, and comes back read.
    const received = widget.message(answer);
    await received.waitFor();
    await received.getByText(attendant.name, { exact: true }).waitFor();
    await conversation.ack(conversation.message(answer), 'Lida').waitFor();

    // A reload keeps the conversation: the visitor token in localStorage names the same visitor.
    await visitorPage.reload();
    await widget.open();
    await widget.message(question).waitFor();
    await widget.message(answer).waitFor();

    // Closed, so the other specs' attendants (allTicket) start from empty lists.
    const uuid = new URL(attendantPage.url()).pathname.split('/').pop();
    const ticket = await admin.get<Created>(`/api/tickets/u/${uuid}`);
    await admin.put(`/api/tickets/${ticket.id}`, { status: 'closed' });
  });

  it('refuses a page of an origin that is not allowed: the widget says the chat is unavailable', async () => {
    const page = browser.page();
    const widget = await admin.get<WidgetSettings>(`/api/webchat/settings/${connectionId}`);
    const other = await startShopSite(app.url(widget.scriptPath));
    try {
      await page.goto(other.origin);
      await new ChatWidget(page).bubble.click();
      await page.getByText('Chat indisponível no momento.').waitFor();
    } finally {
      other.server.close();
    }
  });
});
