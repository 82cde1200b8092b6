import type { Locator, Page } from 'playwright-core';

/** Labels of the ack marks (spec 1 §3: 0 clock, 1 sent, 2 delivered, 3 read). */
export const ackLabels = ['Pendente', 'Enviada', 'Entregue', 'Lida'];
export type AckLabel = 'Pendente' | 'Enviada' | 'Entregue' | 'Lida';

export interface FileToSend {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The conversation beside the ticket list on /tickets/{uuid} (pt-BR texts): header, messages, composer. */
export class ConversationPane {
  readonly root: Locator;
  readonly header: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly acceptDialog: Locator;
  readonly transferDialog: Locator;
  readonly closeDialog: Locator;
  readonly filePreview: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('conversation');
    this.header = this.root.locator('header');
    this.messages = this.root.getByTestId('message');
    this.composer = this.root.getByRole('textbox', { name: 'Digite uma mensagem' });
    this.acceptDialog = page.getByRole('dialog', { name: 'Aceitar chat' });
    this.transferDialog = page.getByRole('dialog', { name: 'Transferir Ticket' });
    this.closeDialog = page.getByRole('dialog', { name: 'Encerrar atendimento' });
    this.filePreview = page.getByRole('dialog', { name: 'Enviar arquivos' });
  }

  /** A header button by its exact label: 'Aceitar', 'Retornar', 'Resolver', 'Ignorar', 'Reabrir'. */
  button(label: string): Locator {
    return this.header.getByRole('button', { name: label, exact: true });
  }

  /** 'Atribuído a: {name}' or 'Aguardando atendimento' under the contact's name. */
  assignee(text: string): Locator {
    return this.header.getByText(text, { exact: true });
  }

  /** The message bubbles holding this text (a body or a caption). */
  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** The 'Enviada pelo bot' mark of a message the automation sent. */
  botMark(message: Locator): Locator {
    return message.getByTestId('bot-mark');
  }

  /** The ack mark of an own message, by the state it shows. */
  ack(message: Locator, label: AckLabel): Locator {
    return message.getByRole('img', { name: label, exact: true });
  }

  /**
   * Starts writing down, in the page, every ack mark each message bubble shows (consecutive repeats
   * folded), so a spec can check the whole progression rather than the last state it happened to see.
   */
  async recordAcks(): Promise<void> {
    await this.page.evaluate((labels) => {
      const store = window as unknown as { ackHistory?: Record<string, string[]> };
      if (store.ackHistory) return;
      const history: Record<string, string[]> = {};
      store.ackHistory = history;
      const scan = () => {
        for (const bubble of Array.from(document.querySelectorAll('[data-testid="message"][data-message-id]'))) {
          const id = bubble.getAttribute('data-message-id') ?? '';
          const marks = Array.from(bubble.querySelectorAll('[aria-label]')).map((mark) =>
            mark.getAttribute('aria-label'),
          );
          const label = marks.find((mark) => mark !== null && labels.includes(mark));
          if (!label) continue;
          const seen = history[id] ?? [];
          history[id] = seen;
          if (seen.at(-1) !== label) seen.push(label);
        }
      };
      new MutationObserver(scan).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
      scan();
    }, ackLabels);
  }

  /** The ack marks a message showed since `recordAcks`, in order. */
  async ackHistory(message: Locator): Promise<string[]> {
    const id = await message.getAttribute('data-message-id');
    return this.page.evaluate(
      (messageId) => (window as unknown as { ackHistory?: Record<string, string[]> }).ackHistory?.[messageId] ?? [],
      id ?? '',
    );
  }

  /** Accepts the pending ticket; a queueless one asks for a queue first (preselected with one queue). */
  async accept(queueName?: string): Promise<void> {
    await this.button('Aceitar').click();
    if (queueName !== undefined) {
      await this.acceptDialog.waitFor();
      await this.chooseQueue(this.acceptDialog, queueName);
      await this.acceptDialog.getByRole('button', { name: 'Iniciar', exact: true }).click();
      await this.acceptDialog.waitFor({ state: 'hidden' });
    }
    await this.button('Resolver').waitFor();
  }

  /** Types a text and sends it with Enter. */
  async sendText(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await this.message(text).waitFor();
  }

  /** Picks a file with the attach button's input, which opens the preview to caption and send it. */
  async attach(file: FileToSend): Promise<void> {
    await this.root.getByTestId('attach-input').setInputFiles(file);
    await this.filePreview.waitFor();
  }

  async sendAttachment(caption: string): Promise<void> {
    await this.filePreview.getByRole('textbox', { name: 'Legenda' }).fill(caption);
    await this.filePreview.getByRole('button', { name: 'Enviar', exact: true }).click();
    await this.filePreview.waitFor({ state: 'hidden' });
  }

  /** Transfers to a queue without choosing a user: the ticket waits there (pending). */
  async transferToQueue(queueName: string): Promise<void> {
    await this.header.getByRole('button', { name: 'Mais opções' }).click();
    await this.page.getByRole('menuitem', { name: 'Transferir', exact: true }).click();
    await this.transferDialog.waitFor();
    await this.chooseQueue(this.transferDialog, queueName);
    await this.transferDialog.getByRole('button', { name: 'Transferir', exact: true }).click();
    await this.transferDialog.waitFor({ state: 'hidden' });
  }

  /** Resolves without the farewell message. */
  async resolveWithoutFarewell(): Promise<void> {
    await this.button('Resolver').click();
    await this.closeDialog.getByRole('button', { name: 'Encerrar sem mensagem', exact: true }).click();
    await this.closeDialog.waitFor({ state: 'hidden' });
  }

  private async chooseQueue(dialog: Locator, queueName: string): Promise<void> {
    const select = dialog.getByRole('combobox', { name: /^Fila/ });
    if ((await select.textContent())?.includes(queueName)) return;
    await select.click();
    await this.page.getByRole('option', { name: queueName, exact: true }).click();
  }
}
