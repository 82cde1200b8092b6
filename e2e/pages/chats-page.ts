import type { Locator, Page } from 'playwright-core';

/** The internal chat (/chats) and its top-bar icon, in pt-BR. */
export class ChatsPage {
  readonly add: Locator;
  readonly dialog: Locator;
  readonly list: Locator;
  readonly composer: Locator;
  /** The top-bar icon: its label says whether the unread dot is up. */
  readonly icon: Locator;
  readonly iconWithDot: Locator;

  constructor(readonly page: Page) {
    this.add = page.getByRole('button', { name: 'Nova conversa' });
    this.dialog = page.getByRole('dialog', { name: 'Nova conversa' });
    this.list = page.getByRole('main').getByRole('list', { name: 'Chat Interno' });
    this.composer = page.getByRole('textbox', { name: 'Digite uma mensagem' });
    this.icon = page.getByRole('button', { name: 'Chat interno', exact: true });
    this.iconWithDot = page.getByRole('button', { name: 'Chat interno: há mensagens não lidas' });
  }

  /** Creates a chat with `users` from the dialog; the page then shows it at /chats/{uuid}. */
  async create(title: string, users: string[]): Promise<void> {
    await this.add.click();
    await this.dialog.getByLabel('Título').fill(title);
    for (const name of users) {
      await this.dialog.getByLabel('Usuários').click();
      await this.page.getByRole('option', { name }).click();
    }
    await this.dialog.getByRole('button', { name: 'Salvar' }).click();
    await this.page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    await this.heading(title).waitFor();
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title });
  }

  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  message(text: string): Locator {
    return this.page.getByTestId('chat-message').filter({ hasText: text });
  }

  /** Opens a chat from the top-bar popover of recent chats. */
  async openFromPopover(title: string): Promise<void> {
    await this.iconWithDot.click();
    await this.page.getByRole('presentation').getByRole('button', { name: title }).click();
    await this.heading(title).waitFor();
  }
}
