// Results counts the rows a stopped run never reached apart, as the command line does (`not_reached`): not "Nem ment
// el" beside the unchanged rows, with what happens next and the resend that sends them (docs/upload.md, "Counts of a
// run").
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../src/shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../src/renderer/src/i18n/run-count-messages';
import { writeSmallListings } from '../support/small-listings-kit';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useAnswerLosingRelay } from './support/answer-losing-relay-per-test';
import { useHostPerTest } from './support/host-per-test';

const host = useHostPerTest('li-e2e-results-not-reached-');
const relays = useAnswerLosingRelay(host);

/** More rows than the batches in flight at once hold: the run stops before it reaches the last ones. */
const ROWS = 600;

test('rows a stopped run never reached get a tile of their own, the counts add up, the resend sends them', async ({
  page,
}) => {
  const workbook = join(host.work, 'sorra.xlsx');
  await writeSmallListings(
    workbook,
    Array.from({ length: ROWS }, (_, i) => ({
      reference: `SORRA-${String(i)}`,
      address: `Sorra utca ${String(i + 1)}.`,
      price: 40_000_000 + i,
    })),
  );
  const review = await relays.toReview(page, workbook);
  await review.next();
  const relay = relays.relay();
  relay.arm();
  await new UploadPage(page).upload();

  const results = new ResultsPage(page);
  const unreached = results.countTile('notReachedRows');
  await expect(unreached).toBeVisible();
  const count = Number((await unreached.locator('.tile-value').textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await results.expectTile('failed', 0);
  await results.expectTile('skipped', 0);
  expect(await results.tileSum()).toBe(ROWS);
  const banner = page
    .getByRole('status')
    .filter({ hasText: formatMessage(RUN_COUNT_MESSAGES.notReachedHint, 'hu', { count }) });
  await expect(banner).toBeVisible();

  relay.heal();
  await banner.getByRole('button', { name: results.t('resubmitFailed'), exact: true }).click();
  await expect(page.getByText(results.t('runOutcome_completed'))).toBeVisible();
  await expect(results.countTile('notReachedRows')).toHaveCount(0);
  expect(await results.tileSum()).toBe(ROWS);
  await results.expectTile('failed', 0);
});
