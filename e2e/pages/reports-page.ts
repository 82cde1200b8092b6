import type { Download, Locator, Page } from 'playwright-core';

/** The /reports page (pt-BR texts): filters, the ticket table and the Excel export. */
export class ReportsPage {
  readonly heading: Locator;
  readonly filters: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly exportButton: Locator;
  readonly exportProgress: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Relatórios' });
    this.filters = page.getByRole('form', { name: 'Filtros do relatório' });
    this.table = page.getByRole('table', { name: 'Atendimentos do relatório' });
    this.rows = this.table.locator('tbody tr[data-testid^="report-row-"]');
    this.exportButton = page.getByRole('button', { name: 'Exportar Excel' });
    this.exportProgress = page.getByRole('status').filter({ hasText: 'Gerando a planilha' });
  }

  row(ticketId: number): Locator {
    return this.table.getByTestId(`report-row-${ticketId}`);
  }

  /** Picks `option` in one of the multiple-choice filters ('Filas', 'Status'...). */
  async choose(filter: string, option: string): Promise<void> {
    await this.filters.getByRole('combobox', { name: filter, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async apply(): Promise<void> {
    await this.filters.getByRole('button', { name: 'Filtrar' }).click();
  }

  /** Clicks export and waits for the browser's download of the file. */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}
