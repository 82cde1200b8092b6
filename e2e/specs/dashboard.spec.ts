import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}

const queue = { name: 'Dashboard E2E', color: '#bf360c', greetingMessage: 'Bem-vindo ao suporte.' };
// The browser's admin is not the API's: a login replaces that user's other session.
const viewer = { name: 'Diana Dashboard', email: 'diana.dashboard@e2e.example.com', password: 'Diana-Dash-2024' };
const customer = { from: '5511987650393', name: 'Dalva Dashboard Cliente' };

describe('the dashboard follows the attendance live', () => {
  const browser = useBrowserPage();
  let admin: ApiSession;
  let connectionId: number;
  let queueId: number;
  let viewerId: number;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    queueId = (await admin.post<Created>('/api/queue', queue)).id;
    viewerId = (await admin.post<Created>('/api/users', { ...viewer, profile: 'admin', queueIds: [queueId] })).id;
    connectionId = (await admin.post<Created>('/api/whatsapp', { name: 'Sandbox Dashboard E2E', channel: 'sandbox' }))
      .id;
  });

  it('an admin on / sees the finished counter go up when a ticket is closed, without reloading', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(viewer.email, viewer.password);
    const shell = new AppShell(page);
    await shell.waitUntilShown();
    await shell.menuItem('Dashboard').click();
    const dashboard = new DashboardPage(page);
    await dashboard.heading.waitFor();
    await dashboard.counter('supportFinished').waitFor();
    const before = await dashboard.counterValue('supportFinished');

    await admin.post(`/api/sandbox/${connectionId}/inbound`, { ...customer, body: 'Preciso de ajuda com meu pedido' });
    const found = await admin.get<{ tickets: Created[] }>(
      `/api/tickets?searchParam=${encodeURIComponent(customer.name.toLowerCase())}&showAll=true`,
    );
    const ticket = found.tickets[0];
    if (!ticket) throw new Error('the customer has no ticket');
    await admin.put(`/api/tickets/${ticket.id}`, { status: 'open', userId: viewerId, queueId });
    await admin.put(`/api/tickets/${ticket.id}`, { status: 'closed' });

    await expect.poll(() => dashboard.counterValue('supportFinished'), { timeout: 10_000 }).toBe(before + 1);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
