import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEfiFixture } from '../../apps/api/src/billing/providers/efi/test-support/efi-fixtures';
import { type EfiStub, startEfiStub } from '../../apps/api/src/billing/providers/efi/test-support/efi-stub';
import { AppShell } from '../pages/app-shell';
import { BillingPage } from '../pages/billing-page';
import { LoginPage } from '../pages/login-page';
import { TicketsPage } from '../pages/tickets-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';
import { rowByColumn } from '../support/table';

interface Created {
  id: number;
}
interface InvoiceRow {
  id: number;
  companyId: number;
  status: string;
}

// A company of its own, created already expired, so the other specs sharing the app are not touched.
const plan = { name: 'Plano Pix E2E', amount: '89,90', users: 3, connections: 1, queues: 2, isPublic: true };
const company = { name: 'Ótica Pix E2E', email: 'dona@otica-pix.example.com', password: 'Otica-Pix-2024' };
const payer = {
  fullName: 'Olívia Pix',
  document: '52998224725',
  address: 'Rua das Lentes, 10',
  city: 'Campinas',
  state: 'SP',
  country: 'Brasil',
};
const zone = 'America/Sao_Paulo';
/** The day an instant falls on in São Paulo, 'YYYY-MM-DD'. */
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
/** The same day as the pt-BR screens show it, 'dd/mm/aaaa'. */
const shownDay = (at: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: zone }).format(at);
/** The company was due yesterday. */
const expiredAt = new Date(Date.now() - 86_400_000);

describe('billing: an expired company pays its invoice with Pix and the app unlocks', () => {
  const browser = useBrowserPage();
  let stub: EfiStub;
  let operator: ApiSession;
  let companyId: number;
  let invoiceId: number;

  /** The company's invoice once the generation run (queued by the company's creation) has billed it. */
  async function generatedInvoice(): Promise<InvoiceRow> {
    const until = Date.now() + 20_000;
    for (;;) {
      const page = await operator.get<{ invoices: InvoiceRow[] }>(
        `/api/invoices/all?searchParam=${encodeURIComponent(company.name)}`,
      );
      const found = page.invoices.find((invoice) => invoice.companyId === companyId);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no invoice was generated for ${company.name}`);
      await sleep(250);
    }
  }

  beforeAll(async () => {
    stub = await startEfiStub({ port: inject('efiStubPort') });
    operator = await ApiSession.signIn(app.admin().email, app.admin().password);
    // The super user configures Efí: client credentials, Pix key and the client certificate.
    await operator.put('/api/settings/eficlientid', { value: stub.clientId });
    await operator.put('/api/settings/eficlientsecret', { value: stub.clientSecret });
    await operator.put('/api/settings/efichavepix', { value: 'pix@otica-pix.example.com' });
    const certificate = new FormData();
    certificate.append('file', new Blob([new Uint8Array(readEfiFixture('clientP12'))]), 'efi.p12');
    await operator.postForm('/api/settings/cert-upload?ref=efi', certificate);

    const { id: planId } = await operator.post<Created>('/api/plans', plan);
    const dueDate = dayOf(expiredAt);
    companyId = (await operator.post<Created>('/api/companies', { ...company, planId, dueDate })).id;
    invoiceId = (await generatedInvoice()).id;
  });
  afterAll(() => stub?.close());

  it('its admin lands on /financeiro, pays the overdue invoice with the Pix QR code, and the renewal unlocks the app', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    const billing = new BillingPage(page);
    const shell = new AppShell(page);

    await login.goto();
    await login.signIn(company.email, company.password);
    await billing.waitUntilShown();
    await login.toast(`Opss! Sua assinatura venceu em ${shownDay(expiredAt)}.`).waitFor();
    expect(await rowByColumn(billing.invoices, billing.invoiceRow(invoiceId))).toMatchObject({
      Detalhes: expect.stringContaining(plan.name),
      Valor: 'R$ 89,90',
      Status: 'Vencido',
    });

    // Dados, Personalizar (the invoice's plan is chosen), Revisar, PAGAR.
    await billing.openCheckout(invoiceId);
    await billing.fillDetails(payer);
    expect(await billing.checkout.getByRole('radio', { name: new RegExp(plan.name) }).isChecked()).toBe(true);
    await billing.next.click();
    await billing.pay.click();

    // The payment view: the QR code and copy-paste code of the charge opened at Efí.
    await billing.pixImage.waitFor();
    await billing.waiting.waitFor();
    const charges = [...stub.charges.values()];
    expect(charges).toHaveLength(1);
    const [charge] = charges;
    if (!charge) throw new Error('no charge was opened at the Efí stub');
    expect(charge.valor.original).toBe('89.90');
    expect(await billing.pixImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await billing.pixCode.inputValue()).toBe(charge.pixCopiaECola);

    // Efí confirms: the webhook is accepted, the app re-reads the charge and renews the company.
    const delivery = await stub.pay(charge.txid);
    expect(delivery.status).toBe(200);
    await billing.renewed().waitFor();
    const renewed = await operator.get<{ dueDate: string }>(`/api/companies/${companyId}`);
    const renewedUntil = new Date(renewed.dueDate);
    expect(dayOf(renewedUntil) > dayOf(new Date())).toBe(true);
    expect(await billing.renewed().textContent()).toBe(`Sua licença foi renovada até ${shownDay(renewedUntil)}!`);

    // Four seconds later the app opens /, unlocked: the full menu and the tickets page.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await shell.waitForMenuItems(['Atendimentos', 'Contatos', 'Usuários', 'Financeiro']);
    await shell.dueDate.filter({ hasText: shownDay(renewedUntil) }).waitFor();
    await shell.menuItem('Atendimentos').click();
    await new TicketsPage(page).waitUntilShown();

    await billing.goto();
    expect(await rowByColumn(billing.invoices, billing.invoiceRow(invoiceId))).toMatchObject({ Status: 'Pago' });
    expect(await billing.invoiceRow(invoiceId).getByRole('button', { name: 'PAGAR' }).count()).toBe(0);
  });
});
