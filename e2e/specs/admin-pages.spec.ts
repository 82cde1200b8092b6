import { describe, expect, it } from 'vitest';
import { AdminQueuesPage } from '../pages/admin-queues-page';
import { AdminUsersPage } from '../pages/admin-users-page';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

describe('admin pages: queues and users', () => {
  const browser = useBrowserPage();

  it('creates a queue, refuses a taken colour, then creates, finds, edits and deletes a user of that queue', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await page.waitForURL((url) => url.pathname !== '/login');

    const queues = new AdminQueuesPage(page);
    await queues.goto();
    const queuesBefore = await queues.count();
    await queues.createQueue({ name: 'Vendas E2E', color: '#1565c0', orderQueue: 1, greetingMessage: 'Olá!' });
    await queues.row('Vendas E2E').waitFor();
    expect(await queues.count()).toBe(queuesBefore + 1);

    await queues.openNew();
    await queues.fill({ name: 'Outra E2E', color: '#1565C0', greetingMessage: 'Oi' });
    await queues.submit();
    await queues.dialogMessage('Esta cor já está em uso, escolha outra.').waitFor();
    await page.keyboard.press('Escape');
    await queues.dialog.waitFor({ state: 'hidden' });

    const users = new AdminUsersPage(page);
    await users.goto();
    const usersBefore = await users.count();
    await users.createUser({
      name: 'Beatriz E2E',
      email: 'beatriz.e2e@example.com',
      password: 'Senha-E2e-1',
      queues: ['Vendas E2E'],
      startWork: '08:00',
      endWork: '18:00',
      permissions: ['Ver Dashboard'],
    });
    await users.row('Beatriz E2E').waitFor();
    expect(await users.count()).toBe(usersBefore + 1);

    await users.searchFor('beatriz');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="user-row-"]').length === 1);

    await users.editUser('Beatriz E2E', { name: 'Beatriz Souza E2E', profile: 'admin' });
    await users.row('Beatriz Souza E2E').getByRole('cell', { name: 'Admin', exact: true }).waitFor();

    await users.deleteUser('Beatriz Souza E2E');
    await users.row('Beatriz Souza E2E').waitFor({ state: 'detached' });
  });
});
