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
 * One browser per spec file and a fresh page (own storage) per test; `newPage()` adds another
 * user's page (its own context: cookies, storage, socket) for tests where two people work at once.
 * A failing test leaves a full-page screenshot of each page in e2e/test-results/ before the pages
 * are closed; an uncaught exception in any page fails the test.
 */
export function useBrowserPage(): { page: () => Page; newPage: () => Promise<Page> } {
  let browser: Browser | undefined;
  let pages: Page[] = [];
  let pageErrors: string[] = [];

  async function openPage(): Promise<Page> {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    // Fail with Playwright's own message well before the test timeout.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    pages.push(page);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    pages = [];
    pageErrors = [];
    await openPage();
  });
  afterEach(async (context: TestContext) => {
    const failed = context.task.result?.state === 'fail';
    for (const [index, page] of pages.entries()) {
      if (failed) await saveScreenshot(page, context.task.name, index === 0 ? '' : `-${index + 1}`);
      await page.context().close();
    }
    pages = [];
    // An uncaught exception in the app fails the test even when the screen looked right.
    if (pageErrors.length > 0) throw new Error(`uncaught errors in the page:\n${pageErrors.join('\n')}`);
  });

  return {
    page() {
      const first = pages[0];
      if (!first) throw new Error('no page: call page() inside a test');
      return first;
    },
    newPage: openPage,
  };
}

async function saveScreenshot(page: Page, testName: string, suffix: string): Promise<void> {
  await mkdir(resultsDirectory, { recursive: true });
  const file = path.join(resultsDirectory, `${testName.replace(/[^\w-]+/g, '-').slice(0, 100)}${suffix}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch((error: unknown) => {
    console.error(`could not save a screenshot to ${file}:`, error);
  });
  console.error(`screenshot of the failure: ${file}`);
}
