import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

describe('signing in and out', () => {
  const browser = useBrowserPage();

  it('signs the admin in, keeps the session over a reload, and signs out', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    const { email, password } = app.admin();
    await login.signIn(email.toUpperCase(), password);

    const shell = new AppShell(page);
    await shell.waitUntilShown();
    await login.toast('Login efetuado com sucesso!').waitFor();
    await shell.greeting('Admin').waitFor();
    await shell.versionLabel.waitFor();
    expect(await page.title()).toBe('Chatdesk');

    // The avatar menu's profile dialog edits the signed-in user.
    await shell.openProfile();
    expect(await shell.profileDialog.getByLabel(/^Nome/).inputValue()).toBe('Admin');
    await shell.profileDialog.getByRole('button', { name: 'Cancelar' }).click();
    await shell.profileDialog.waitFor({ state: 'hidden' });

    // The start-up refresh (cookie) reopens the session.
    await page.reload();
    await shell.waitUntilShown();

    await shell.signOut();
    await login.waitUntilShown();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto(app.url('/'));
    await login.waitUntilShown();
  });
});
