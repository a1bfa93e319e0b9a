// Browser mode at scale: time from opening a large workbook to the review grid showing rows, how long the page
// freezes while the rows are validated, and frame times while scrolling the grid.
// Usage: npx tsx bench/browser-bench.ts [--rows 50000]. Needs Debian's Chromium and a built renderer (it builds one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
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
  return `${gaps.length} frames, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, longest ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`;
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
    await new ColumnsPage(page).next();
    const values = new ValuesPage(page);
    await recordFrames(page);
    const validating = performance.now();
    await values.next();
    await page.getByRole('grid').getByRole('gridcell').first().waitFor();
    const gridShown = performance.now();
    const duringValidation = await frameGaps(page);

    const grid = page.getByRole('grid');
    const box = await grid.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await recordFrames(page);
    for (let i = 0; i < 120; i++) {
      await page.mouse.wheel(0, i < 60 ? 900 : -700);
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => r(null)))');
    }
    const scrolling = await frameGaps(page);

    console.log(`browser mode: ${rows} property rows (${new Date().toISOString()}, Chromium headless, 1280×800)`);
    console.log(`  open (upload to the host, read, detect tables)   ${((opened - started) / 1000).toFixed(2)} s`);
    console.log(`  open → review grid showing rows                  ${((gridShown - started) / 1000).toFixed(2)} s`);
    console.log(
      `  "next" on values → grid rows (validation + first page) ${((gridShown - validating) / 1000).toFixed(2)} s (target: rows within 1 s of validation finishing)`,
    );
    console.log(
      `  frames while validating: ${describe(duringValidation)} (the page keeps answering input when no frame is long)`,
    );
    console.log(`  frames while scrolling:  ${describe(scrolling)} (target: none over 50 ms)`);
  } finally {
    await browser.close();
    await host.stop();
  }
}

await main();
