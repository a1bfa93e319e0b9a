// In the browser a reload, Back or a closed tab ended the wizard without a word, its open workbook and the fixes typed
// into Review gone with it: once a workbook is open the page asks first (docs/wizard.md, "Leaving the page").
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen } from './support/to-review';

const host = useHostPerTest('li-e2e-leave-guard-');

test('a reload with a workbook open asks first, and staying keeps the workbook', async ({ page }) => {
  const file = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(file);
  const open = await connectAndOpen(page, host.url, file);
  await expect(open.button('next')).toBeEnabled();
  const asked = page.waitForEvent('dialog');
  // The reload is answered by the dialog, so it is not awaited here.
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(open.button('next')).toBeEnabled();
  await expect(page.getByText('hirdetesek.xlsx').first()).toBeVisible();
});

test('before any workbook is open, a reload asks nothing', async ({ page }) => {
  let asked = false;
  page.on('dialog', (d) => {
    asked = true;
    void d.accept();
  });
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  // A click first: Chromium asks before leaving only a page the user has acted on.
  await wizard.heading('connectTitle').click();
  await page.reload();
  await expect(wizard.heading('connectTitle')).toBeVisible();
  expect(asked).toBe(false);
});
