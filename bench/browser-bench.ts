// Browser mode at scale: time from opening a large workbook to the review grid showing rows, how long the page
// freezes while the rows are validated, and frame times while scrolling the grid down, across, and by jumps (a dragged
// scroll bar), first on the machine as it is, then with a CPU-heavy process spinning on every core beside it.
// Usage: npx tsx bench/browser-bench.ts [--rows 50000]. Needs Debian's Chromium and a built renderer (it builds one).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { ConnectPage } from '../test/e2e/pages/connect-page';
import { OpenPage } from '../test/e2e/pages/open-page';
import { ColumnsPage } from '../test/e2e/pages/columns-page';
import { ValuesPage } from '../test/e2e/pages/values-page';
import { startHostProcess } from '../test/e2e/support/browser-host-process';
import { OFFICE } from '../test/e2e/support/wizard-flow';
import { option, workDir } from './bench-kit';
import { generatePropertyWorkbook } from './property-workbook';

// Page scripts are strings: tsx would wrap named functions in a helper the page does not have.
const RECORD_FRAMES = `(() => {
  window.__gaps = []; window.__last = performance.now(); window.__on = true;
  const tick = (t) => { window.__gaps.push(t - window.__last); window.__last = t; if (window.__on) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP_FRAMES = '(() => { window.__on = false; return window.__gaps; })()';

/** Records the gap between animation frames from now on; read with {@link frameGaps}. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(RECORD_FRAMES);
}

async function frameGaps(page: Page): Promise<number[]> {
  return (await page.evaluate(STOP_FRAMES)) as number[];
}

function describe(gaps: readonly number[]): string {
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const over = gaps.filter((g) => g > 50).length;
  return (
    `${gaps.length} frames, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
    `longest ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms, ${over} over 50 ms`
  );
}

/** The calls whose answers the values step waits for before it enables Next. */
const LIST_CALLS = ['/api/getValueMappings', '/api/getInterpretations'];
const VALUES_READY = `document.querySelector('section[aria-labelledby="values-title"]')?.getAttribute('aria-busy') === 'false'`;

const NEXT_FRAME = 'new Promise((r) => requestAnimationFrame(() => r(null)))';

/**
 * A node process spinning on each core, beside the browser, until stopped: "the machine loaded" of docs/performance.md.
 */
function startLoad(): { stop: () => Promise<void> } {
  const spinners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    stop: async () => {
      await Promise.all(
        spinners.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) resolve();
              c.once('exit', () => resolve());
              c.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}

type Scroll = (page: Page, total: number) => Promise<void>;

/** The mouse wheel down the rows and back up, about 26 rows a notch. */
const downAndUp: Scroll = async (page) => {
  for (let i = 0; i < 120; i++) {
    await page.mouse.wheel(0, i < 60 ? 900 : -700);
    await page.evaluate(NEXT_FRAME);
  }
};

/** The wheel across the 40 columns and back, three times (a shift-wheel or a touchpad's sideways swipe). */
const across: Scroll = async (page) => {
  for (let i = 0; i < 120; i++) {
    await page.mouse.wheel(i % 40 < 20 ? 400 : -400, 0);
    await page.evaluate(NEXT_FRAME);
  }
};

/** Jumps to rows far apart, as dragging the scroll bar does: every jump lands on rows not fetched yet. */
const jumps: Scroll = async (page, total) => {
  for (let i = 1; i <= 40; i++) {
    const row = (i * 7919) % Math.max(total, 1);
    await page.evaluate(`document.querySelector('[role=grid]').scrollTop = ${row * 34}`);
    await page.evaluate(NEXT_FRAME);
    await page.evaluate(NEXT_FRAME);
  }
};

const SCROLLS: readonly (readonly [string, Scroll])[] = [
  ['vertical (wheel)', downAndUp],
  ['horizontal (wheel)', across],
  ['vertical (jumps)', jumps],
];

interface TraceEvent {
  readonly ph?: string;
  readonly name?: string;
  readonly pid?: number;
  readonly tid?: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** The tasks of the page's main thread in a Chromium trace (the busiest renderer main thread), wall and CPU in ms. */
function mainThreadTasks(trace: Buffer): { readonly wall: number; readonly cpu: number }[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const thread = (e: TraceEvent): string => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(thread(e)));
  const counts = new Map<string, number>();
  for (const t of tasks) counts.set(thread(t), (counts.get(thread(t)) ?? 0) + 1);
  const page = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tasks.filter((t) => thread(t) === page).map((t) => ({ wall: (t.dur ?? 0) / 1000, cpu: (t.tdur ?? 0) / 1000 }));
}

/**
 * A long frame is the grid's fault when the page's main thread worked that long; when it waited for a CPU instead
 * (a loaded machine), its tasks show a long wall time but little CPU time.
 */
function describeTasks(tasks: readonly { readonly wall: number; readonly cpu: number }[]): string {
  const long = tasks.filter((t) => t.wall > 50);
  const most = (xs: readonly number[]): string => Math.max(0, ...xs).toFixed(1);
  return (
    `${tasks.length} main-thread tasks, ${long.length} over 50 ms of wall time (their CPU at most ` +
    `${most(long.map((t) => t.cpu))} ms); the most CPU of any task ${most(tasks.map((t) => t.cpu))} ms`
  );
}

/** Frame gaps of each way of scrolling, and of the page left alone as the baseline of the machine's own state. */
async function scrollFigures(browser: Browser, page: Page, total: number, load: string): Promise<void> {
  await recordFrames(page);
  for (let i = 0; i < 60; i++) await page.evaluate(NEXT_FRAME);
  console.log(`  ${load}, page left alone (baseline): ${describe(await frameGaps(page))}`);
  for (const [name, scroll] of SCROLLS) {
    await page.evaluate('document.querySelector("[role=grid]").scrollTo(0, 0)');
    await page.evaluate(NEXT_FRAME);
    await recordFrames(page);
    await scroll(page, total);
    console.log(`  ${load}, scrolling ${name}: ${describe(await frameGaps(page))}`);
  }
  // The same scrolls once more under a trace (which slows the page a little), for what the long frames were made of.
  await page.evaluate('document.querySelector("[role=grid]").scrollTo(0, 0)');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (const [, scroll] of SCROLLS) await scroll(page, total);
  console.log(`  ${load}, all three traced: ${describeTasks(mainThreadTasks(await browser.stopTracing()))}`);
}

async function main(): Promise<void> {
  const rows = option('rows', 50_000);
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`browser bench skipped: no Chromium at ${executablePath} (apt-get install chromium)`);
    return;
  }
  if (!existsSync(path.join(workDir, '..', '..', 'out', 'renderer', 'index.html'))) {
    spawnSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, `properties-${rows}.xlsx`);
  if (!existsSync(file)) await generatePropertyWorkbook(file, rows);

  const host = await startHostProcess();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'hu-HU' });
    const connect = new ConnectPage(page);
    await connect.open(host.url);
    await connect.connectToSandbox(OFFICE);
    await connect.useOffice();

    const started = performance.now();
    const open = new OpenPage(page);
    await open.chooseFile(file);
    const opened = performance.now();
    await open.next();
    const listsAsked = LIST_CALLS.map((call) => page.waitForResponse((r) => r.url().endsWith(call)));
    await new ColumnsPage(page).next();
    const columnsDone = performance.now();
    // Next is enabled once the step's lists have arrived (docs/wizard.md): time that apart, so "next" starts at the click.
    await Promise.all(listsAsked);
    await page.waitForFunction(VALUES_READY);
    const listsReady = performance.now();
    const values = new ValuesPage(page);
    const validated = page.waitForResponse((r) => r.url().endsWith('/api/validate')).then(() => performance.now());
    await recordFrames(page);
    const validating = performance.now();
    await values.next();
    await page.getByRole('grid').getByRole('gridcell').first().waitFor();
    const gridShown = performance.now();
    const duringValidation = await frameGaps(page);
    const validationDone = await validated;

    const grid = page.getByRole('grid');
    const box = await grid.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    console.log(`browser mode: ${rows} property rows (${new Date().toISOString()}, Chromium headless, 1280×800)`);
    console.log(`  open (upload to the host, read, detect tables)   ${((opened - started) / 1000).toFixed(2)} s`);
    console.log(`  open → review grid showing rows                  ${((gridShown - started) / 1000).toFixed(2)} s`);
    console.log(
      `  values step: its lists arrived, Next enabled     ${((listsReady - columnsDone) / 1000).toFixed(2)} s`,
    );
    console.log(
      `  "next" on values → grid rows (validation + first page) ${((gridShown - validating) / 1000).toFixed(2)} s, ` +
        `${((gridShown - validationDone) / 1000).toFixed(2)} s after validation finished (target: within 1 s)`,
    );
    console.log(
      `  frames while validating: ${describe(duringValidation)} (the page keeps answering input when no frame is long)`,
    );
    console.log('  frames while scrolling the review grid (target: none over 50 ms, idle and loaded):');
    await scrollFigures(browser, page, rows, 'idle');
    const load = startLoad();
    try {
      await scrollFigures(browser, page, rows, `loaded (${availableParallelism()} spinning processes)`);
    } finally {
      await load.stop();
    }
  } finally {
    await browser.close();
    await host.stop();
  }
}

await main();
