// Review's column headers are read whole at 1280×800 and 1920×1080: a header longer than its column wraps onto more
// lines (the rows start below the taller header) instead of ending in "…" ("Hirdetés azono…" at 1920 px).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-headers-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

/** A wide listings sheet as offices keep it: long Hungarian headers, more columns than the screen holds. */
const HEADERS = [
  'Hirdetés azonosító',
  'Ingatlan típusa',
  'Eladó vagy kiadó',
  'Település',
  'Irányítószám',
  'Cím',
  'Ár',
  'Pénznem',
  'Alapterület (m2)',
  'Szobák száma',
  'Félszobák száma',
  'Emelet',
  'Építés éve',
  'Ingatlan állapota',
  'Fűtés típusa',
  'Belső megjegyzés',
];

async function writeWideWorkbook(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(HEADERS);
  ws.addRow(['W-1', 'lakás', 'eladó', 'Budapest', '1134', 'Lehel utca 10.', 45_000_000, 'Ft', 62, 2, 1, 3, 1978]);
  await wb.xlsx.writeFile(path);
}

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`every drawn column header is shown whole at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const file = join(work, 'szeles.xlsx');
    await writeWideWorkbook(file);
    const review = await openToReview(page, await connectAndOpen(page, host.url, file));
    await review.drawn();
    const headers = review.grid().getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Hirdetés azonosító' })).toBeVisible();
    const cut = await headers.evaluateAll((cells) =>
      cells
        .filter((c) => c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1)
        .map((c) => c.textContent ?? ''),
    );
    await page.screenshot({ path: `test-results/screenshots/grid-headers-${width}.png` });
    expect(cut).toEqual([]);
    // The first row starts below the header, however tall it grew.
    const head = await review.grid().getByRole('row').first().boundingBox();
    const first = await review.cell('A', 2).boundingBox();
    expect(head && first && first.y >= head.y + head.height - 1).toBe(true);
  });
}
