import type { Locator, Page } from 'playwright-core';

export interface ChatbotOptionInput {
  name: string;
  message?: string;
  /** The type's label: 'Texto' (default), 'Atendente', 'Fila', 'Arquivos'. */
  type?: string;
  /** For types with a target: the option to pick in the target select (the first one when omitted). */
  target?: string;
}

/** The chatbot option editor inside the queue dialog (pt-BR texts). */
export class ChatbotOptionsEditor {
  readonly section: Locator;
  readonly form: Locator;

  constructor(
    readonly page: Page,
    dialog: Locator,
  ) {
    this.section = dialog.getByRole('region', { name: 'Opções do chatbot' });
    this.form = this.section.getByTestId('chatbot-option-form');
  }

  /** The option's row in view mode, by the number the customer answers ('1', '1.1') and its title. */
  option(label: string, name: string): Locator {
    return this.section
      .getByRole('listitem')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .first();
  }

  async addOption(option: ChatbotOptionInput): Promise<void> {
    await this.section.getByRole('button', { name: 'Adicionar opção' }).click();
    await this.fillAndSave(option);
  }

  async addSubOption(parentName: string, option: ChatbotOptionInput): Promise<void> {
    await this.section.getByRole('button', { name: `Adicionar subopção: ${parentName}` }).click();
    await this.fillAndSave(option);
  }

  private async fillAndSave(option: ChatbotOptionInput): Promise<void> {
    await this.form.getByRole('textbox', { name: /^Título/ }).fill(option.name);
    if (option.message !== undefined) await this.form.getByRole('textbox', { name: /^Mensagem/ }).fill(option.message);
    if (option.type !== undefined) {
      await this.form.getByRole('combobox', { name: /^Tipo/ }).click();
      await this.page.getByRole('option', { name: option.type, exact: true }).click();
      const target = this.form.getByRole('combobox').nth(1);
      await target.click();
      const choice = option.target
        ? this.page.getByRole('option', { name: option.target, exact: true })
        : this.page.getByRole('option').first();
      await choice.click();
    }
    await this.form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await this.form.waitFor({ state: 'detached' });
  }
}
