import { chromium } from 'playwright-core';
const [,, password, ...combos] = process.argv;
const base = 'http://localhost:18391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const combo of combos) {
  const [width, theme, lang, tab] = combo.split(':');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'pt-BR' });
  await context.addInitScript(([theme, lang]) => {
    localStorage.setItem('preferredTheme', theme);
    localStorage.setItem('language', lang);
  }, [theme, lang]);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').fill('admin@demo.chatdesk.local');
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/tickets');
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/${tab === 'indicators' || tab === 'filter' ? '' : `?tab=${tab}`}`);
  await page.getByRole('tabpanel').waitFor({ timeout: 15000 });
  if (tab === 'filter') {
    await page.locator('button[aria-expanded]').filter({ hasText: /filt/i }).click();
    await page.locator('form input').first().fill('10112026');
    await page.locator('form button[type=submit]').click();
  }
  await page.waitForTimeout(1500);
  if (combo.endsWith(':open')) {}
  await page.screenshot({ path: `/tmp/dash-shots/${width}-${theme}-${lang}-${tab}.png`, fullPage: true });
  await context.close();
}
await browser.close();
