// The Values step loads its lists in three calls: until all have answered it says it is busy and keeps Next
// disabled, so Next is never pressed where it stood before the lists pushed it down (the office-defaults spec once
// clicked the place Next had left: no validation started and the wizard stayed on Values).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ValuesPage } from './pages/values-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-values-loading-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test('Next on Values waits until the step has loaded its lists, then leaves for Review', async ({ page }) => {
  const file = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(file);
  const open = await connectAndOpen(page, host.url, file);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/getInterpretations', async (route) => {
    await held;
    await route.continue();
  });
  await open.next();
  await open.button('next').click();
  const values = new ValuesPage(page);
  await expect(values.heading('valuesTitle')).toBeVisible();
  await expect(values.region()).toHaveAttribute('aria-busy', 'true');
  await expect(values.button('next')).toBeDisabled();
  release();
  await expect(values.region()).toHaveAttribute('aria-busy', 'false');
  await values.mapValue('Ingatlan típusa', 'ikerház', 'house');
  await values.next();
});
