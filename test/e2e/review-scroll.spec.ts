// The Review grid's sideways scroll at 1280×800: another sheet starts at its left edge, a scroll (wheel or End) comes
// to rest with a column whole beside the frozen ID column, and a clicked or edited cell stays fully in view beside it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { ReviewPage } from './pages/review-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-scroll-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

/** The office workbook (two sheets, wide listings) opened and taken to Review. */
async function officeReview(page: Page): Promise<ReviewPage> {
  const file = join(work, 'iroda.xlsx');
  await writeOfficeWorkbook(file);
  return openToReview(page, await connectAndOpen(page, host.url, file));
}

test('switching sheets starts the other sheet, and the one switched back to, at the left edge', async ({ page }) => {
  const review = await officeReview(page);
  await review.goToFromEnd('H', 5);
  await expect.poll(() => review.scrollLeft()).toBeGreaterThan(0);
  await review.showSheet('Értékesítők');
  await expect(review.grid()).toHaveAccessibleName(new RegExp('Értékesítők'));
  await expect.poll(() => review.scrollLeft()).toBe(0);
  await review.showSheet('Ingatlanok');
  await expect(review.grid()).toHaveAccessibleName(new RegExp('Ingatlanok'));
  await expect.poll(() => review.scrollLeft()).toBe(0);
});

test('a clicked cell partly past the right edge of the grid comes fully into view, and stays so while and after editing', async ({
  page,
}) => {
  const review = await officeReview(page);
  const width = (await review.cell('C', 5).boundingBox())?.width ?? 0;
  // Scrolled to rest with D beside the frozen ID column: at 1280 px G is cut by the grid's right edge.
  await review.wheelSideways(Math.round(width * 1.5));
  await expect.poll(() => review.hiddenPixels('D', 5)).toBe(0);
  await expect.poll(() => review.hiddenPixels('G', 5)).toBeGreaterThan(0);
  await review.clickShownPart('G', 5);
  await expect.poll(() => review.hiddenPixels('G', 5)).toBe(0);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(review.cell('G', 5)).toBeFocused();
  await expect.poll(() => review.hiddenPixels('G', 5)).toBe(0);
});

test('scrolled sideways by a column and a half, the column beside the frozen ID column is shown whole', async ({
  page,
}) => {
  const review = await officeReview(page);
  const width = (await review.cell('C', 5).boundingBox())?.width ?? 0;
  await review.wheelSideways(Math.round(width * 1.5));
  // Left half under the frozen block, a column showed only its empty right part (its text starts at its left edge).
  await expect.poll(() => review.coveredBesideFrozen(5)).toEqual([0, 0]);
});

test('after End, the column beside the frozen ID column is shown whole', async ({ page }) => {
  const review = await officeReview(page);
  await review.goToFromEnd('H', 5);
  await expect.poll(() => review.coveredBesideFrozen(5)).toEqual([0, 0]);
  await expect.poll(() => review.hiddenPixels('H', 5)).toBe(0);
});

test('an edited cell and the one below stay fully in view beside the frozen ID column', async ({ page }) => {
  const review = await officeReview(page);
  await review.goToFromEnd('H', 5);
  await expect.poll(() => review.scrollLeft()).toBeGreaterThan(0);
  await review.editCell('B', 5, 'E02');
  await expect.poll(() => review.hiddenPixels('B', 6)).toBe(0);
  await expect.poll(() => review.hiddenPixels('B', 5)).toBe(0);
});
