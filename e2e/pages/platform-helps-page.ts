import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

export interface NewHelp {
  title: string;
  /** A YouTube video code (dQw4w9WgXcQ) or the video's address. */
  video?: string;
  description?: string;
}

/** The super user's help-videos page at /helps-admin (pt-BR texts): form and table. */
export class PlatformHelpsPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Vídeos de ajuda', level: 1 });
    this.form = page.getByRole('form', { name: 'Vídeos de ajuda' });
    this.table = page.getByRole('table', { name: 'Vídeos de ajuda' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/helps-admin'));
    await this.heading.waitFor();
  }

  /** Saves a new help video and waits for it in the table. */
  async createHelp(help: NewHelp): Promise<void> {
    await this.form.getByLabel(/^Título/).fill(help.title);
    if (help.video !== undefined) await this.form.getByLabel(/^Vídeo/).fill(help.video);
    if (help.description !== undefined) await this.form.getByLabel(/^Descrição/).fill(help.description);
    await this.form.getByRole('button', { name: 'Salvar' }).click();
    await this.page.getByRole('alert').filter({ hasText: 'Operação realizada com sucesso!' }).waitFor();
    await this.row(help.title).waitFor();
  }

  row(title: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }
}
