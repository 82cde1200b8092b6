import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

describe('the single-page app served by the API', () => {
  const browser = useBrowserPage();

  it('sends an unauthenticated visitor of / to /login', async () => {
    const page = browser.page();
    await page.goto(app.url('/'));
    const login = new LoginPage(page);
    await login.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.title()).toBe('Chatdesk');
  });

  it('renders the login fields', async () => {
    const login = new LoginPage(browser.page());
    await login.goto();
    expect(await login.email.getAttribute('type')).toBe('email');
    expect(await login.password.getAttribute('type')).toBe('password');
    expect(await login.submit.isEnabled()).toBe(true);

    await login.email.fill('Admin@Admin.COM');
    expect(await login.email.inputValue()).toBe('admin@admin.com');
  });

  it('answers an unknown client route with the SPA, which then asks for a login', async () => {
    const response = await fetch(app.url('/tickets/abc'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root"></div>');

    const page = browser.page();
    await page.goto(app.url('/tickets/abc'));
    await new LoginPage(page).waitUntilShown();
  });

  it('keeps a JSON 404 for unknown API paths', async () => {
    const response = await fetch(app.url('/api/no-such-route'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'ERR_ROUTE_NOT_FOUND' });
  });
});
