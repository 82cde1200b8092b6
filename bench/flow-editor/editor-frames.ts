import { chromium, type Page } from 'playwright-core';
import { generatedFlowGraph } from './flow-graph-300';

/**
 * The flow editor with a 300-node flow in Debian's Chromium: frame intervals (requestAnimationFrame
 * timestamps) while the canvas is panned, a node dragged and the canvas zoomed by a scripted mouse.
 * A frame counts as dropped when it took longer than 1.5 vsync intervals at 60 Hz. The graph is
 * served to the page by the browser (the editor's rendering is what is measured, not the API).
 */

const flowId = 900_001;
const nodeCount = Number(process.env.BENCH_FLOW_NODES ?? 300);
const droppedAfterMs = (1000 / 60) * 1.5;

export interface FrameRow {
  scenario: string;
  frames: number;
  'dropped frames': number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
}

/*
 * The page-side scripts are strings: tsx compiles this file with esbuild's keepNames, whose helper
 * would be missing inside the page.
 */
const startFrameClock = `(() => {
  window.benchFrames = [];
  window.benchRunning = true;
  let last = performance.now();
  const tick = (now) => {
    window.benchFrames.push(now - last);
    last = now;
    if (window.benchRunning) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const stopFrameClock = `(() => {
  window.benchRunning = false;
  return window.benchFrames.slice(1);
})()`;
const findEmptyCanvasPoint = `(() => {
  const pane = document.querySelector('.react-flow__pane')?.getBoundingClientRect();
  if (!pane) return null;
  for (let y = pane.top + 40; y < pane.bottom - 40; y += 10) {
    for (let x = pane.left + 60; x < pane.right - 60; x += 10) {
      if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
    }
  }
  return null;
})()`;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measureFrames(page: Page, scenario: string, gesture: () => Promise<void>): Promise<FrameRow> {
  await page.evaluate(startFrameClock);
  await gesture();
  const frames = await page.evaluate<number[]>(stopFrameClock);
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    scenario,
    frames: frames.length,
    'dropped frames': frames.filter((ms) => ms > droppedAfterMs).length,
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'max ms': round(sorted.at(-1) ?? 0),
  };
}

/** A point of the empty canvas (no node, edge or control under it), to pan from. */
async function emptyCanvasPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate<{ x: number; y: number } | null>(findEmptyCanvasPoint);
  if (!point) throw new Error('no empty point on the canvas to pan from');
  return point;
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }, steps: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) {
    const t = step / steps;
    // Out and back, so the view ends where it began.
    const k = t < 0.5 ? t * 2 : (1 - t) * 2;
    await page.mouse.move(from.x + by.x * k, from.y + by.y * k);
  }
  await page.mouse.up();
}

export async function runFlowEditorBench(baseUrl: string, admin: { email: string; password: string }) {
  const graph = generatedFlowGraph(nodeCount);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`**/api/flowbuilder/flow/${flowId}`, (route) =>
      route.fulfill({
        json: {
          flow: {
            id: flowId,
            name: `Fluxo de ${nodeCount} nós`,
            active: true,
            version: 1,
            userId: 1,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
            flow: graph,
          },
        },
      }),
    );
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[type=email], input[name=email]').first().fill(admin.email);
    await page.locator('input[type=password]').first().fill(admin.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const opened = performance.now();
    await page.goto(`${baseUrl}/flowbuilder/${flowId}`);
    // The canvas draws the nodes in view (onlyRenderVisibleElements): the first one drawn means the flow is shown.
    await page.locator('.react-flow__node').first().waitFor({ timeout: 60_000 });
    const loadMs = Math.round(performance.now() - opened);
    await page.waitForTimeout(1000);

    const rows: FrameRow[] = [];
    const from = await emptyCanvasPoint(page);
    // One gesture unmeasured first: the page's first interaction compiles and lays out more than the next.
    await drag(page, from, { x: -200, y: -100 }, 30);
    rows.push(await measureFrames(page, 'pan (drag the canvas)', () => drag(page, from, { x: -500, y: -250 }, 120)));
    const drawn = page.locator('.react-flow__node');
    const node = await drawn.nth(Math.floor((await drawn.count()) / 2)).boundingBox();
    if (!node) throw new Error('no node on screen to drag');
    rows.push(
      await measureFrames(page, 'drag one node', () =>
        drag(page, { x: node.x + 30, y: node.y + 10 }, { x: 300, y: 150 }, 90),
      ),
    );
    rows.push(
      await measureFrames(page, 'zoom (mouse wheel)', async () => {
        await page.mouse.move(from.x, from.y);
        for (let step = 0; step < 40; step += 1) {
          await page.mouse.wheel(0, step < 20 ? -60 : 60);
          await page.waitForTimeout(16);
        }
      }),
    );
    return { nodes: nodeCount, edges: graph.connections.length, loadMs, rows, errors };
  } finally {
    await browser.close();
  }
}

/** BENCH_SUITE=flow-editor: prints the frame table; a page error is a failure. */
export async function runFlowEditorSuite(baseUrl: string, log: (line: string) => void): Promise<string[]> {
  const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@admin.com', password: 'bench-admin-password' };
  const result = await runFlowEditorBench(baseUrl, admin);
  log(`\nflow editor: ${result.nodes} nodes, ${result.edges} edges, shown ${result.loadMs} ms after opening`);
  // biome-ignore lint/suspicious/noConsole: the report is a table on stdout
  console.table(result.rows);
  return result.errors.map((error) => `flow editor: ${error}`);
}
