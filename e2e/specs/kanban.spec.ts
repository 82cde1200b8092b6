import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}

// Lanes are listed by name: a leading digit puts this spec's lane right after 'Em aberto'.
const lane = { name: '1 Proposta Kanban E2E', color: '#6a1b9a', kanban: 1 };
const mover = { name: 'Marta Kanban', email: 'marta.kanban@e2e.example.com', password: 'Marta-Kanban-2024' };
const watcher = { name: 'Otávio Kanban', email: 'otavio.kanban@e2e.example.com', password: 'Otavio-Kanban-2024' };
const customer = { from: '5511987650191', name: 'Kátia Kanban Cliente' };

async function openBoard(page: Page, user: { email: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await new AppShell(page).waitUntilShown();
  await page.getByRole('link', { name: 'Kanban' }).first().click();
  await page.getByRole('heading', { name: 'Kanban', level: 1 }).waitFor();
}

const cardIn = (page: Page, laneId: number) =>
  page
    .getByTestId(`kanban-column-${laneId}`)
    .getByTestId(/^kanban-card-/)
    .filter({ hasText: customer.name });

describe('kanban: a card moved by one user moves for another watching the board', () => {
  const browser = useBrowserPage();
  let laneId: number;

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    laneId = (await admin.post<Created>('/api/tags', lane)).id;
    for (const user of [mover, watcher]) await admin.post('/api/users', { ...user, profile: 'admin' });
    const connection = await admin.post<Created>('/api/whatsapp', { name: 'Sandbox Kanban E2E', channel: 'sandbox' });
    await admin.post(`/api/sandbox/${connection.id}/inbound`, { ...customer, body: 'Quero uma proposta' });
  });

  it('drags the card into a lane, and moves it back from the keyboard, both seen live', async () => {
    const moving = browser.page();
    const watching = await browser.newPage();
    await openBoard(moving, mover);
    await openBoard(watching, watcher);
    await cardIn(watching, 0).waitFor();

    const card = cardIn(moving, 0);
    const from = await card.boundingBox();
    const to = await moving.getByTestId(`kanban-column-${laneId}`).boundingBox();
    if (!from || !to) throw new Error('the card or the lane is not on screen');
    await moving.mouse.move(from.x + from.width / 2, from.y + 20);
    await moving.mouse.down();
    await moving.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
    await moving.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    await moving.mouse.up();
    await moving.getByText('Ticket Tag Adicionado com Sucesso!').waitFor();
    await cardIn(watching, laneId).waitFor();

    // Space picks the focused card up, the left arrow goes to 'Em aberto', space drops it.
    const back = cardIn(watching, laneId);
    await back.focus();
    // Each key waits for the board's announcement of the last step (the card over its column once picked up):
    // an arrow pressed before the board has measured its columns is lost.
    const announced = (text: RegExp) => watching.getByText(text).first().waitFor({ state: 'attached' });
    await watching.keyboard.press('Space');
    await announced(/sobre a coluna 1 Proposta Kanban E2E/);
    await watching.keyboard.press('ArrowLeft');
    await announced(/sobre a coluna Em aberto/);
    await watching.keyboard.press('Space');
    await watching.getByText('Ticket Tag Removido!').waitFor();
    await cardIn(moving, 0).waitFor();
  });
});
