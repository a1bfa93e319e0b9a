// The sync preview withdraws only the missing listings the user ticks (none ticked at first: docs/wizard.md "Sync
// preview"); the button counts them, the confirmation names them as the portal holds them, and History lists the run.
import { expect, test } from '@playwright/test';
import { createApiClient } from '../../src/engine/api';
import { seedOffice } from '../support/export-test-kit';
import { HistoryPage } from './pages/history-page';
import { OpenPage } from './pages/open-page';
import { SyncPreviewPage } from './pages/sync-preview-page';
import { useHostPerTest } from './support/host-per-test';
import { connectAndEditAppExport, sandboxUrl } from './support/office-export';
import { openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-sync-choice-');

/** Three listings added on the portal after the export: the workbook lacks them. */
async function addListings(baseUrl: string): Promise<void> {
  const client = createApiClient({ baseUrl, user: 'demo', password: 'demo' });
  if (!client.ok) throw new Error(client.error.en);
  try {
    await seedOffice(client.value, 2, 3);
  } finally {
    await client.value.close();
  }
}

test('withdraws only the ticked missing listings, counted on the button and named in the confirmation', async ({
  page,
}) => {
  await connectAndEditAppExport(page, host.url);
  await addListings(await sandboxUrl(page.request, host.origin));

  const review = await openToReview(page, new OpenPage(page));
  await review.next();
  const sync = new SyncPreviewPage(page);
  await sync.toggle().check();
  await expect(sync.choices()).toHaveCount(3);
  for (const box of await sync.choices().all()) await expect(box).not.toBeChecked();
  await expect(sync.withdrawButton(0)).toBeDisabled();
  await sync.chooseAll(3).check();
  await expect(sync.withdrawButton(3)).toBeEnabled();
  await sync.chooseAll(3).uncheck();
  await expect(sync.withdrawButton(0)).toBeDisabled();

  await sync.choices().nth(0).check();
  await sync.choices().nth(2).check();
  const ticked = [await sync.choiceText(0), await sync.choiceText(2)];
  await sync.withdrawButton(2).click();
  await expect(sync.confirmed(2)).toHaveText(ticked);
  await sync
    .dialog(2)
    .getByRole('button', { name: sync.t('syncWithdraw', { count: 2 }) })
    .click();

  await expect(sync.done(2)).toBeVisible();
  await expect(sync.choices()).toHaveCount(1);
  await expect(sync.withdrawButton(0)).toBeDisabled();

  // The withdrawal is a run in History, named by the workbook and "szinkron", and can be undone.
  const history = new HistoryPage(page);
  await history.show();
  const undo = page.getByRole('button', { name: new RegExp(`^${history.u('undo')} · .+ \\(szinkron\\)$`) });
  await expect(undo).toBeVisible();
  // Counted withdrawn, not updated; its undo sets them back and offers no delete of created listings (it created none).
  await expect(page.getByRole('row').filter({ has: undo })).toContainText('2 visszavonva');
  await undo.click();
  await expect(page.getByRole('button', { name: history.u('undoConfirm') })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: history.u('undoDeleteToggle') })).toHaveCount(0);
});
