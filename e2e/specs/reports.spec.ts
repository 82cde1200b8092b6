import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { ReportsPage } from '../pages/reports-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}

const queue = { name: 'Relatórios E2E', color: '#827717', greetingMessage: 'Bem-vindo aos relatórios.' };
const reporter = { name: 'Rita Relatórios', email: 'rita.relatorios@e2e.example.com', password: 'Rita-Relat-2024' };
const customer = { from: '5511987650595', name: 'Renata Relatório Cliente' };
/** The sheet's first row: the report row's fields (spec 2 §3), in order. */
const headerLine =
  'id uuid whatsappName contactName userName queueName status lastMessage createdAt closedAt supportTime NPS';
const header = headerLine.split(' ');

describe('reports: an admin filters the report and exports it as a spreadsheet', () => {
  const browser = useBrowserPage();
  let closed: Created;
  let open: Created;

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const mine = await admin.post<Created>('/api/queue', queue);
    const rita = await admin.post<Created>('/api/users', { ...reporter, profile: 'admin', queueIds: [mine.id] });
    const connection = await admin.post<Created>('/api/whatsapp', {
      name: 'Sandbox Relatórios E2E',
      channel: 'sandbox',
    });
    // Rita works her tickets through the API before she signs in in the browser (which ends this session).
    const ritaApi = await ApiSession.signIn(reporter.email, reporter.password);
    const customerTicket = async (body: string) => {
      await admin.post(`/api/sandbox/${connection.id}/inbound`, { ...customer, body });
      const page = await admin.get<{ tickets: Created[] }>(
        `/api/tickets?searchParam=${encodeURIComponent(customer.name.toLowerCase())}&showAll=true`,
      );
      const [newest] = page.tickets;
      if (!newest) throw new Error('the customer has no ticket');
      // Rita attends it in her queue.
      await ritaApi.put(`/api/tickets/${newest.id}`, { status: 'open', userId: rita.id, queueId: mine.id });
      return newest;
    };
    closed = await customerTicket('Preciso da segunda via do boleto');
    await ritaApi.put(`/api/tickets/${closed.id}`, { status: 'closed' });
    open = await customerTicket('Outra dúvida sobre a entrega');
    expect(open.id).not.toBe(closed.id);
  });

  it("filters by queue and status, keeps them in the address and downloads the filtered rows' .xlsx", async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(reporter.email, reporter.password);
    const shell = new AppShell(page);
    await shell.waitUntilShown();
    await shell.menuItem('Relatórios').click();
    const reports = new ReportsPage(page);
    await reports.heading.waitFor();

    await reports.choose('Filas', queue.name);
    await reports.apply();
    // The click lands while the field it follows loses focus: the filter is applied, not missed.
    await page.waitForURL((url) => url.searchParams.has('queueIds'));
    await reports.row(open.id).waitFor();
    await reports.row(closed.id).waitFor();
    // The month's other tickets (other specs share the app) leave once the queue's answer arrives.
    await expect.poll(() => reports.rows.count(), { timeout: 10_000 }).toBe(2);

    await reports.choose('Status', 'Fechado');
    await reports.apply();
    await reports.row(open.id).waitFor({ state: 'detached' });
    await expect.poll(() => reports.rows.count(), { timeout: 10_000 }).toBe(1);
    const row = reports.row(closed.id);
    for (const text of [customer.name, queue.name, reporter.name, 'Fechado', 'Sandbox Relatórios E2E']) {
      await row.getByRole('cell', { name: text, exact: true }).waitFor();
    }
    const address = new URL(page.url());
    expect(address.pathname).toBe('/reports');
    expect(address.searchParams.get('status')).toBe('closed');
    expect(address.searchParams.get('queueIds')).toMatch(/^\d+$/);

    const download = await reports.export();
    expect(download.suggestedFilename()).toBe('relatorio_atendimentos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const lines = (sheet?.getSheetValues() ?? []).filter(Boolean).map((line) => (line as unknown[]).slice(1));
    expect(lines[0]).toEqual(header);
    expect(lines).toHaveLength(2);
    const exported = Object.fromEntries(header.map((column, index) => [column, lines[1]?.[index]]));
    expect(exported).toMatchObject({
      id: closed.id,
      contactName: customer.name,
      whatsappName: 'Sandbox Relatórios E2E',
      userName: reporter.name,
      queueName: queue.name,
      status: 'closed',
    });
    expect(exported.closedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await reports.exportProgress.waitFor({ state: 'detached' });
    expect(await reports.exportButton.isEnabled()).toBe(true);
  });
});
