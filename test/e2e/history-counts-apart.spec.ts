// History counts a run's rows in doubt and rows never reached apart from the failed, as Results does, in both
// languages (docs/upload.md, "Counts of a run").
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../src/shared/message-catalog';
import { HISTORY_COUNT_MESSAGES } from '../../src/renderer/src/i18n/history-count-messages';
import { writeSmallListings } from '../support/small-listings-kit';
import { HistoryPage } from './pages/history-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useAnswerLosingRelay } from './support/answer-losing-relay-per-test';
import { useHostPerTest } from './support/host-per-test';

const host = useHostPerTest('li-e2e-history-counts-apart-');
const relays = useAnswerLosingRelay(host);

/** More rows than the batches in flight at once hold: the run loses one answer and stops before the last ones. */
const ROWS = 600;

async function tileCount(tile: Locator): Promise<number> {
  await expect(tile).toBeVisible();
  return Number((await tile.locator('.tile-value').textContent())?.replace(/\D/g, ''));
}

for (const lang of ['hu', 'en'] as const) {
  test(`History lists the rows in doubt and not reached apart from the failed (${lang})`, async ({ page }) => {
    const file = `tortenet-${lang}.xlsx`;
    await writeSmallListings(
      join(host.work, file),
      Array.from({ length: ROWS }, (_, i) => ({
        reference: `TORT-${String(i)}`,
        address: `Történet utca ${String(i + 1)}.`,
        price: 30_000_000 + i,
      })),
    );
    const review = await relays.toReview(page, join(host.work, file));
    await review.next();
    relays.relay().arm();
    await new UploadPage(page).upload();

    const results = new ResultsPage(page);
    const inDoubt = await tileCount(results.countTile('unknownRows'));
    const notReached = await tileCount(results.countTile('notReachedRows'));
    expect(inDoubt).toBeGreaterThan(0);
    expect(notReached).toBeGreaterThan(0);

    const history = new HistoryPage(page);
    if (lang === 'en') await history.switchLanguage('en');
    await history.show();
    const run = page.getByRole('row').filter({ hasText: file });
    const counts = run.getByRole('cell').last();
    await expect(counts).toContainText(formatMessage(HISTORY_COUNT_MESSAGES.inDoubt, lang, { count: inDoubt }));
    await expect(counts).toContainText(formatMessage(HISTORY_COUNT_MESSAGES.notReached, lang, { count: notReached }));
    await history.screenshot(`history-counts-apart-${lang}`);
  });
}
