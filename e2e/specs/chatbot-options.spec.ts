import { describe, expect, it } from 'vitest';
import { AdminQueuesPage } from '../pages/admin-queues-page';
import { AppShell } from '../pages/app-shell';
import { ChatbotOptionsEditor } from '../pages/chatbot-options-editor';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const queue = { name: 'Opções Bot E2E', color: '#5d4037', greetingMessage: 'Escolha uma opção:' };

describe('the chatbot option editor of the queue dialog', () => {
  const browser = useBrowserPage();

  it('builds a nested option tree that is still there after a reload', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await new AppShell(page).waitUntilShown();
    const queues = new AdminQueuesPage(page);
    await queues.goto();
    await queues.createQueue(queue);

    const openQueue = async () => {
      await queues
        .row(queue.name)
        .getByRole('button', { name: `Editar ${queue.name}` })
        .click();
      await queues.field('Nome').waitFor();
      return new ChatbotOptionsEditor(page, queues.dialog);
    };
    let editor = await openQueue();
    await editor.section.getByText('Nenhuma opção cadastrada.').waitFor();
    await editor.addOption({ name: 'Segunda via', message: 'Segunda via de quê?' });
    await editor.addSubOption('Segunda via', { name: 'Boleto', message: 'Acesse loja.demo/boletos.' });
    await editor.addSubOption('Segunda via', { name: 'Nota fiscal', message: 'Enviamos por e-mail.' });
    await editor.addOption({ name: 'Falar com atendente', type: 'Atendente' });
    await editor.option('2', 'Falar com atendente').waitFor();

    await page.reload();
    await queues.waitUntilShown();
    editor = await openQueue();
    await editor.option('1', 'Segunda via').waitFor();
    for (const [label, name] of [
      ['1', 'Segunda via'],
      ['1.1', 'Boleto'],
      ['1.2', 'Nota fiscal'],
      ['2', 'Falar com atendente'],
    ] as const) {
      expect(await editor.option(label, name).isVisible(), `${label} ${name}`).toBe(true);
    }
    // The sub-options sit inside their parent's item.
    const parent = editor.option('1', 'Segunda via');
    expect(await parent.getByText('Boleto', { exact: true }).isVisible()).toBe(true);
    expect(
      await editor
        .option('2', 'Falar com atendente')
        .getByText(/^Atendente/)
        .isVisible(),
    ).toBe(true);
  });
});
