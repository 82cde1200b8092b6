import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { TicketLayout } from '../pages/ticket-layout';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';
import { solidPng } from '../support/png';

/** For looking at, not committed (test-results/ is ignored): each size, light and dark, each language. */
const screenshots = fileURLToPath(new URL('../test-results/ticket-layout/', import.meta.url));

const layoutAdmin = { name: 'Laura Layout', email: 'laura.layout@e2e.example.com', password: 'Laura-Layout-2024' };
const customer = { from: '5511987650777', name: 'Mariana Albuquerque' };
const newest = 'Esta é a mensagem mais nova da conversa';
const olderTicketText = 'Pedido antigo, já resolvido';

/** Phone, tablet in portrait, tablet in landscape (half a laptop screen), laptop. */
const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

interface TicketRow {
  id: number;
  uuid: string;
}

describe('the ticket page at phone, tablet and laptop widths', () => {
  const browser = useBrowserPage();
  let current: TicketRow;
  let older: TicketRow;

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const laura = await admin.post<{ id: number }>('/api/users', { ...layoutAdmin, profile: 'admin' });
    const connection = await admin.post<{ id: number }>('/api/whatsapp', { name: 'Layout E2E', channel: 'sandbox' });
    const inbound = `/api/sandbox/${connection.id}/inbound`;
    const ticketOfCustomer = async () => {
      const page = await admin.get<{ tickets: TicketRow[] }>(
        `/api/tickets?searchParam=${encodeURIComponent(customer.name.toLowerCase())}&showAll=true`,
      );
      const [found] = page.tickets;
      if (!found) throw new Error('the customer has no ticket');
      return found;
    };
    // An earlier, resolved ticket: the contact panel's history lists it.
    await admin.post(inbound, { ...customer, body: olderTicketText });
    older = await ticketOfCustomer();
    await admin.put(`/api/tickets/${older.id}`, { status: 'closed' });
    // Today's conversation: enough text to scroll, two pictures near the end, then the newest line.
    for (let index = 1; index <= 18; index++) {
      await admin.post(inbound, { ...customer, body: `Mensagem ${index} sobre o pedido de flores` });
    }
    for (const colour of [
      [0, 131, 143],
      [239, 108, 0],
    ] as [number, number, number][]) {
      const media = { data: solidPng(300, 400, colour).toString('base64'), mimetype: 'image/png' };
      await admin.post(inbound, { ...customer, type: 'image', media, caption: 'Foto do arranjo' });
    }
    await admin.post(inbound, { ...customer, body: newest });
    current = await ticketOfCustomer();
    expect(current.id).not.toBe(older.id);
    // Laura attends it (it is in her list too): the header has its buttons, the composer is open.
    await admin.put(`/api/tickets/${current.id}`, { status: 'open', userId: laura.id });
    await mkdir(screenshots, { recursive: true });
  });

  async function signIn(page: Page) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(layoutAdmin.email, layoutAdmin.password);
    await new AppShell(page).waitUntilShown();
  }

  /** Opens the ticket at this size and checks the conversation has room, the composer too, and the name shows. */
  async function openAndMeasure(page: Page, size: { width: number; height: number }, shot: string) {
    await page.setViewportSize(size);
    await page.goto(app.url(`/tickets/${current.uuid}`));
    const layout = new TicketLayout(page);
    await layout.composer.waitFor();
    await layout.conversation.getByText(newest, { exact: true }).waitFor();
    const conversation = await layout.box(layout.conversation);
    const composer = await layout.box(layout.composer);
    const room = size.width - (await layout.menuWidth());
    // Phones and tablets: the conversation takes (nearly) the whole page; wider: it keeps most of it beside the list.
    expect(conversation.width, `${shot}: conversation width`).toBeGreaterThanOrEqual(
      size.width <= 1024 ? room * 0.6 : room * 0.5,
    );
    expect(composer.width, `${shot}: composer width`).toBeGreaterThanOrEqual(Math.max(200, conversation.width * 0.5));
    const name = await layout.contactNameWidths();
    expect(name.shown, `${shot}: contact name in the header`).toBeGreaterThanOrEqual(Math.min(name.whole, 120));
    await layout.contactName.waitFor();
    await page.screenshot({ path: `${screenshots}${shot}.png` });
    return layout;
  }

  it('opens at the newest message although pictures load after it', async () => {
    const page = browser.page();
    // Pictures arrive late, as on a slow network: they grow the list after it scrolled down.
    await page.route('**/public/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await signIn(page);
    const layout = await openAndMeasure(page, { width: 1440, height: 900 }, 'scroll-1440x900');
    await expect.poll(() => layout.imagesLoaded(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => layout.distanceFromBottom()).toBeLessThanOrEqual(2);
    await layout.conversation.getByText(newest, { exact: true }).isVisible();
  });

  it('gives the conversation and the composer room at 390, 768, 1024 and 1440 px, light and dark', async () => {
    const page = browser.page();
    await signIn(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => window.localStorage.setItem('preferredTheme', mode), theme);
      for (const size of viewports) await openAndMeasure(page, size, `${size.width}x${size.height}-${theme}`);
    }
    // The longer translations on the narrowest screen.
    for (const language of ['en', 'es', 'tr']) {
      await page.evaluate((code) => window.localStorage.setItem('language', code), language);
      await openAndMeasure(page, viewports[0], `390x844-dark-${language}`);
    }
  }, 120_000);

  it("shows the contact beside the conversation on a laptop, with the contact's tickets to open", async () => {
    const page = browser.page();
    await signIn(page);
    const layout = await openAndMeasure(page, { width: 1440, height: 900 }, 'contact-1440x900');
    await layout.openContact();
    await layout.contactPanel.waitFor();
    const panel = await layout.box(layout.contactPanel);
    const conversation = await layout.box(layout.conversation);
    const appBar = await layout.box(layout.appBar);
    expect(panel.x).toBeGreaterThanOrEqual(conversation.x + conversation.width - 1);
    expect(panel.y).toBeGreaterThanOrEqual(appBar.y + appBar.height - 1);
    expect(conversation.width).toBeGreaterThanOrEqual(400);
    // The narrower conversation still ends at its newest message.
    await expect.poll(() => layout.distanceFromBottom()).toBeLessThanOrEqual(2);
    const history = layout.contactTickets.getByRole('button');
    await expect.poll(() => history.count()).toBe(2);
    await page.screenshot({ path: `${screenshots}contact-panel-1440x900.png` });

    await layout.contactTickets.getByRole('button', { name: `Abrir atendimento #${older.id}` }).click();
    await page.waitForURL((url) => url.pathname === `/tickets/${older.uuid}`);
    await page.getByText(olderTicketText, { exact: true }).waitFor();
  });

  it('shows the contact in a drawer over everything on a phone, its close button reachable', async () => {
    const page = browser.page();
    await signIn(page);
    const layout = await openAndMeasure(page, viewports[0], 'contact-390x844');
    await layout.openContact();
    await layout.contactDrawer.waitFor();
    const title = layout.contactDrawer.getByText('Dados do contato', { exact: true });
    const appBar = await layout.box(layout.appBar);
    // The title is on top: the app bar does not cover it (the point at its centre belongs to the drawer).
    const titleBox = await layout.box(title);
    expect(titleBox.y).toBeLessThan(appBar.y + appBar.height);
    expect(
      await title.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    await expect.poll(() => layout.contactTickets.getByRole('button').count()).toBe(2);
    await page.screenshot({ path: `${screenshots}contact-drawer-390x844.png` });
    await layout.contactDrawer.getByRole('button', { name: 'Fechar' }).click();
    await layout.contactDrawer.waitFor({ state: 'hidden' });
  });

  it('says when the connection is lost, and clears once it is back', async () => {
    const page = browser.page();
    await signIn(page);
    await openAndMeasure(page, viewports[2], 'online-1024x768');
    const banner = page.getByTestId('connection-banner');
    await page.context().setOffline(true);
    await banner.getByText('Sem conexão com a internet. As atualizações voltam quando a conexão voltar.').waitFor();
    await page.screenshot({ path: `${screenshots}offline-1024x768.png` });
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'hidden' });
  });
});
