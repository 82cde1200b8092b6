import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The payer's details on the checkout's Dados step. */
export interface CheckoutDetails {
  fullName: string;
  /** CPF or CNPJ (the field the spec calls zipcode). */
  document: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

/** /financeiro (pt-BR texts): the company's invoices and the checkout dialog PAGAR opens. */
export class BillingPage {
  readonly invoices: Locator;
  readonly checkout: Locator;
  readonly next: Locator;
  readonly pay: Locator;
  readonly pixImage: Locator;
  readonly pixCode: Locator;
  readonly waiting: Locator;

  constructor(readonly page: Page) {
    this.invoices = page.getByRole('table', { name: 'Financeiro' });
    this.checkout = page.getByRole('dialog', { name: /^Pagar fatura #\d+$/ });
    this.next = this.checkout.getByRole('button', { name: 'Próximo' });
    this.pay = this.checkout.getByRole('button', { name: 'PAGAR' });
    this.pixImage = this.checkout.getByRole('img', { name: 'QR Code do Pix' });
    this.pixCode = this.checkout.getByTestId('pix-code');
    this.waiting = this.checkout.getByText('Aguardando a confirmação do pagamento…');
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/financeiro'));
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/financeiro');
    await this.invoices.waitFor();
  }

  /** An invoice's row, found by its id in the first column. */
  invoiceRow(id: number): Locator {
    return this.invoices
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: String(id), exact: true }) });
  }

  /** PAGAR on an invoice's row opens its checkout. */
  async openCheckout(id: number): Promise<void> {
    await this.invoiceRow(id).getByRole('button', { name: 'PAGAR' }).click();
    await this.checkout.waitFor();
  }

  /** Dados: fills the payer's details and goes on to Personalizar. */
  async fillDetails(details: CheckoutDetails): Promise<void> {
    const field = (label: string) => this.checkout.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await field('Nome completo').fill(details.fullName);
    await field('CPF/CNPJ').fill(details.document);
    await field('Endereço').fill(details.address);
    await field('Cidade').fill(details.city);
    await field('Estado').fill(details.state);
    await field('País').fill(details.country);
    await this.next.click();
  }

  /** The renewal message the live payment event brings, with the date it names ('dd/mm/aaaa'). */
  renewed(): Locator {
    return this.checkout.getByText(/^Sua licença foi renovada até \d{2}\/\d{2}\/\d{4}!$/);
  }
}
