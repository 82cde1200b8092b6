import type { Locator, Page } from 'playwright-core';

export type ImportField = 'Nome' | 'Número' | 'Email' | 'Tags' | 'Não importar';
export type ImportCount = 'created' | 'updated' | 'ignored' | 'failed';

/** /contacts/import (pt-BR texts): pick a file, map its columns, import, read the counts. */
export class ContactImportPage {
  readonly heading: Locator;
  readonly mapping: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Importar contatos de arquivo' });
    this.mapping = page.getByText('Relacione as colunas do arquivo', { exact: true });
    this.result = page.getByText('Resultado da importação', { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor();
  }

  /** Picks a file (the API reads it) and waits for its columns to map. */
  async pickFile(name: string, content: string, mimeType = 'text/csv'): Promise<void> {
    await this.page.getByTestId('contact-import-file').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
    await this.mapping.waitFor();
  }

  /** The field chooser above a column, labelled 'Coluna {header}'. */
  column(header: string): Locator {
    return this.page.getByRole('combobox', { name: `Coluna ${header}` });
  }

  async mapColumn(header: string, field: ImportField): Promise<void> {
    await this.column(header).click();
    await this.page.getByRole('option', { name: field, exact: true }).click();
    await this.column(header).filter({ hasText: field }).waitFor();
  }

  /** '{n} de {total} selecionados' beside the import button. */
  selection(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Importar', exact: true }).click();
  }

  /** One count of the result panel ('Criados', 'Atualizados', 'Ignorados', 'Com erro'). */
  async resultCount(kind: ImportCount): Promise<number> {
    const value = this.page.getByTestId(`import-count-${kind}`).locator('dd');
    await value.waitFor();
    return Number(await value.textContent());
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
