import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { CampaignsPages, ContactListsPages } from '../pages/campaigns-pages';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const connectionName = 'Sandbox Campanhas E2E';
const listName = 'Clientes da campanha E2E';
const campaignName = 'Promoção E2E';
// Sandbox numbers ending in an even digit are on WhatsApp (the sandbox's number check).
const recipients = [
  ['Paula Campanha', '5511987650702'],
  ['Pedro Campanha', '5511987650704'],
  ['Priscila Campanha', '5511987650706'],
];

async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  sheet.addRow(['Nome', 'Numero', 'Email']);
  for (const [name, number] of recipients) sheet.addRow([name, number, '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A datetime-local value two days ago, in the past on any company's clock: the campaign starts at once. */
function twoDaysAgo(): string {
  const at = new Date(Date.now() - 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe('campaigns: a list imported from a spreadsheet, a campaign sent to it, its report at 100 %', () => {
  const browser = useBrowserPage();

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    await admin.post('/api/whatsapp', { name: connectionName, channel: 'sandbox' });
    // No pauses and a window open all week, so the run does not depend on the day and hour of the test.
    await admin.post('/api/campaign-settings', {
      settings: {
        messageInterval: 0,
        longerIntervalAfter: 0,
        greaterInterval: 0,
        variables: [],
        sabado: true,
        domingo: true,
        startHour: '00:00',
        endHour: '23:59',
      },
    });
  });

  it('imports the list, schedules the campaign for now and watches every message delivered', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await new AppShell(page).waitUntilShown();

    const lists = new ContactListsPages(page);
    await lists.createList(listName);
    await lists.openList(listName);
    const summary = await lists.importSpreadsheet({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await spreadsheet(),
    });
    await summary.getByText('Importados: 3').waitFor();
    await summary.getByRole('button', { name: 'Fechar' }).click();
    for (const [name] of recipients) await page.getByRole('cell', { name, exact: true }).first().waitFor();

    const campaigns = new CampaignsPages(page);
    await campaigns.create({
      name: campaignName,
      connection: connectionName,
      list: listName,
      message: 'Olá {nome}, temos uma oferta para você!',
      at: twoDaysAgo(),
    });
    const progress = await campaigns.openReport(campaignName);
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Progresso da campanha"]')?.getAttribute('aria-valuenow') === '100',
      undefined,
      { timeout: 60_000 },
    );
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await page.getByTestId('campaign-report-delivered').getByText('3 de 3 entregues').waitFor();
    await page.getByTestId('campaign-report-status').getByText('Status: Finalizada').waitFor({ timeout: 30_000 });
  }, 120_000);
});
