import { chromium } from 'playwright-core';
const base = 'http://localhost:41877';
const out = '/tmp/reports-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const widths = [390, 768, 1024, 1440];
const combos = (process.argv[3] ?? 'pt-BR:light,pt-BR:dark,en:light,tr:dark').split(',');
const path = process.argv[4] ?? '/reports';
for (const combo of combos) {
  const [lang, theme] = combo.split(':');
  for (const width of widths) {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.chatdesk.local', password: process.argv[2] }) });
    const { token } = await login.json();
    const cookie = login.headers.get('set-cookie');
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'pt-BR' });
    if (cookie) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      await context.addCookies([{ name, value: value.join('='), url: base }]);
    }
    await context.addInitScript(([t, l, th]) => { localStorage.setItem('token', t); localStorage.setItem('language', l); localStorage.setItem('preferredTheme', th); }, [token, lang, theme]);
    const page = await context.newPage();
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
    page.on('requestfailed', (r) => console.log('failed', r.url()));
    page.on('crash', () => console.log('crash', combo, width));
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${base}${path}`);
    await page.waitForSelector('[data-testid^="report-row-"], td[colspan]', { timeout: 20000 }).catch(() => {});
    await new Promise((r) => setTimeout(r, 800));
    console.log(combo, width, page.url());
    await page.screenshot({ path: `${out}/${lang}-${theme}-${width}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
