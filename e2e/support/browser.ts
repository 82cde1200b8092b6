import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, type TestContext } from 'vitest';

const resultsDirectory = fileURLToPath(new URL('../test-results', import.meta.url));

/** Debian's Chromium, quiet: no sandbox (containers), no GPU, no background traffic. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * One browser per spec file and a fresh page (own storage) per test. A failing test leaves a
 * full-page screenshot in e2e/test-results/ before its page is closed; an uncaught exception in
 * the page fails the test.
 */
export function useBrowserPage(): { page: () => Page } {
  let browser: Browser | undefined;
  let current: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    // Fail with Playwright's own message well before the test timeout.
    context.setDefaultTimeout(10_000);
    current = await context.newPage();
    pageErrors = [];
    current.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  });
  afterEach(async (context: TestContext) => {
    if (!current) return;
    if (context.task.result?.state === 'fail') await saveScreenshot(current, context.task.name);
    await current.context().close();
    current = undefined;
    // An uncaught exception in the app fails the test even when the screen looked right.
    if (pageErrors.length > 0) throw new Error(`uncaught errors in the page:\n${pageErrors.join('\n')}`);
  });

  return {
    page() {
      if (!current) throw new Error('no page: call page() inside a test');
      return current;
    },
  };
}

async function saveScreenshot(page: Page, testName: string): Promise<void> {
  await mkdir(resultsDirectory, { recursive: true });
  const file = path.join(resultsDirectory, `${testName.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch((error: unknown) => {
    console.error(`could not save a screenshot to ${file}:`, error);
  });
  console.error(`screenshot of the failure: ${file}`);
}
