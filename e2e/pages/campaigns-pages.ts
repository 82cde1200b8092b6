import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** /contact-lists and one list's items page (pt-BR texts): create a list, import a spreadsheet into it. */
export class ContactListsPages {
  constructor(readonly page: Page) {}

  async createList(name: string): Promise<void> {
    await this.page.goto(app.url('/contact-lists'));
    await this.page.getByRole('button', { name: 'Nova lista' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nova lista' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async openList(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Abrir contatos: ${name}` }).click();
    await this.page.getByRole('heading', { level: 1, name: new RegExp(`^Contatos de ${name}`) }).waitFor();
  }

  /** Picks the file, confirms, and answers the summary dialog once the import is done. */
  async importSpreadsheet(file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
    await this.page.getByLabel('Planilha (.xls, .xlsx ou .csv)').setInputFiles(file);
    const dialog = this.page.getByRole('dialog', { name: 'Importar planilha' });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const done = this.page.getByRole('dialog', { name: 'Importação concluída' });
    await done.waitFor();
    return done;
  }
}

/** /campaigns, the campaign dialog and a campaign's report page (pt-BR texts). */
export class CampaignsPages {
  constructor(readonly page: Page) {}

  async create(campaign: { name: string; connection: string; list: string; message: string; at: string }) {
    await this.page.goto(app.url('/campaigns'));
    await this.page.getByRole('button', { name: 'Nova campanha' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nova campanha' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(campaign.name);
    await this.choose(dialog, 'Conexão', campaign.connection);
    await this.choose(dialog, 'Lista de contatos', campaign.list);
    await dialog.getByLabel('Agendamento').fill(campaign.at);
    await dialog.getByRole('textbox', { name: 'Mensagem 1' }).fill(campaign.message);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** The report page's progress bar, reached from the campaign's row. */
  async openReport(name: string): Promise<Locator> {
    await this.row(name).getByRole('button', { name: 'Relatório' }).click();
    const progress = this.page.getByRole('progressbar', { name: 'Progresso da campanha' });
    await progress.waitFor();
    return progress;
  }

  private async choose(dialog: Locator, field: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: field }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
