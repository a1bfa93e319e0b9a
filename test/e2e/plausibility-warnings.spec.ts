// The review shows plausibility warnings apart from problems, with a filter by kind; one is accepted by its row,
// the rest by their kind; warned rows and cells are marked in the grid and the navigator goes through them; the
// one-click fix; accepted ones kept through the steps and the open ones listed before the upload; in Hungarian and
// in English (docs/plausibility.md).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Lang } from './pages/wizard-page';
import { flatForSale, writeListingsSheet } from '../support/listings-sheet-kit';
import { UploadPage } from './pages/upload-page';
import { WarningPanelPage } from './pages/warning-panel-page';
import { useHostPerTest } from './support/host-per-test';
import { seriousViolations } from './support/axe-violations';
import { reviewInLanguage } from './support/review-in-language';

const host = useHostPerTest('li-e2e-warnings-');

/** Eight Budapest flats, a price typed in thousands (row 10) and twelve rooms on 45 m² (row 11). */
async function officeSheet(): Promise<string> {
  const flats = [55, 58, 60, 62, 64, 66, 59, 61].map((m, i) => flatForSale(`F-${i}`, m * 1_000_000, 60, 2));
  const rows = [...flats, flatForSale('F-SLIP', 45_900, 60, 2), flatForSale('F-ROOMS', 45_000_000, 45, 12)];
  return writeListingsSheet(join(host.work, 'iroda.xlsx'), rows, ['Alapterület', 'Szobák száma']);
}

for (const lang of ['hu', 'en'] as const satisfies readonly Lang[]) {
  test(`warnings in the review, accepted one by row and the rest by kind (${lang})`, async ({ page }) => {
    const file = await officeSheet();
    const review = await reviewInLanguage(page, host.url, file, lang);
    const warnings = new WarningPanelPage(page, lang);

    await expect(review.counts()).toContainText(
      review.t('countsLine', { total: 10, valid: 10, invalid: 0, failed: 0, done: 0 }),
    );
    await expect(warnings.title(2)).toBeVisible();
    const slip = warnings.items().filter({ hasText: warnings.kind('scale-slip') });
    await expect(slip).toContainText(lang === 'hu' ? '45 900 Ft → 45 900 000 Ft?' : '45,900 Ft → 45,900,000 Ft?');

    await warnings.filterKind('rooms-vs-area', 1);
    await expect(warnings.items()).toHaveCount(1);
    await expect(warnings.items()).toContainText(warnings.kind('rooms-vs-area'));

    await warnings.filterKind('scale-slip', 1);
    await warnings.acceptRow(10);
    await expect(warnings.title(1)).toBeVisible();
    await expect(warnings.status('acceptedCount', { count: 1 })).toBeVisible();

    await warnings.acceptKind('rooms-vs-area', 1);
    await expect(warnings.status('noOpenWarnings')).toBeVisible();
    await expect(warnings.status('acceptedCount', { count: 2 })).toBeVisible();
  });
}

for (const lang of ['hu', 'en'] as const satisfies readonly Lang[]) {
  test(`warned rows marked in the grid, gone through by the navigator (${lang})`, async ({ page }) => {
    const file = await officeSheet();
    const review = await reviewInLanguage(page, host.url, file, lang);
    const warnings = new WarningPanelPage(page, lang);
    const slip = lang === 'hu' ? '45 900 Ft → 45 900 000 Ft?' : '45,900 Ft → 45,900,000 Ft?';

    await expect(warnings.rowMark(slip)).toBeVisible();
    await expect(review.cell('E', 10)).toHaveAccessibleName(
      new RegExp(`— ⚠ ${warnings.w('cellWarning', { message: '' })}`),
    );
    await expect(review.cell('E', 9)).not.toHaveAccessibleName(/—/);

    await warnings.navigatorShows('navWarnings');
    await review.nextProblem('nextWarning');
    await expect(review.cell('E', 10)).toBeFocused();
    await review.nextProblem('nextWarning');
    await expect(review.cell('H', 11)).toBeFocused();
    await expect(review.rowState()).toContainText(warnings.kind('rooms-vs-area'));
    // The amber of warned cells and the navigator's warnings read well enough (WCAG 2 AA contrast, among the rest).
    expect(await seriousViolations(page)).toEqual([]);
    await warnings.navigatorShows('navErrors');
    await expect(review.button('nextProblem')).toBeDisabled();
  });

  test(`the one-click fix applies the value and its warning goes (${lang})`, async ({ page }) => {
    const file = await officeSheet();
    const review = await reviewInLanguage(page, host.url, file, lang);
    const warnings = new WarningPanelPage(page, lang);

    await warnings.applyFix(10);
    await expect(review.cell('E', 10)).toHaveAccessibleName(
      lang === 'hu' ? /^E10: 45\s900\s000$/ : /^E10: 45,900,000$/,
    );
    await expect(warnings.title(1)).toBeVisible();
    await expect(warnings.items()).not.toContainText(warnings.kind('scale-slip'));
  });

  test(`accepted warnings kept through the steps, the open ones listed before the upload (${lang})`, async ({
    page,
  }) => {
    const file = await officeSheet();
    const review = await reviewInLanguage(page, host.url, file, lang);
    const warnings = new WarningPanelPage(page, lang);

    await warnings.acceptRow(10);
    await expect(warnings.status('acceptedCount', { count: 1 })).toBeVisible();
    await review.next();
    const upload = new UploadPage(page, lang);
    await upload.dryRun();
    await expect(warnings.openOnUpload()).toHaveCount(1);
    await expect(warnings.openOnUpload()).toContainText(warnings.kind('rooms-vs-area'));
    await upload.button('back').click();
    await expect(review.heading('reviewTitle')).toBeVisible();
    await expect(warnings.status('acceptedCount', { count: 1 })).toBeVisible();
    await expect(warnings.title(1)).toBeVisible();

    await review.next();
    await upload.dryRun();
    await upload.upload();
  });
}
