// The same walk in the Electron app, where an Electron binary exists; native dialogs are answered by the test.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { writeListingWorkbook } from './support/listing-workbook';
import { walkWholeWizard } from './support/wizard-flow';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The binary's path without `require('electron')`, which would try to download it. */
function electronBinary(): string | null {
  const pathFile = join(ROOT, 'node_modules/electron/path.txt');
  if (!existsSync(pathFile)) return null;
  const exe = join(ROOT, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(exe) ? exe : null;
}

const binary = electronBinary();

test('the Electron app walks the whole wizard', async () => {
  if (binary === null) {
    console.log('Electron binary not installed on this machine; skipped');
    test.skip(true, 'Electron binary not installed on this machine; skipped');
    return;
  }
  const work = await mkdtemp(join(tmpdir(), 'li-e2e-electron-'));
  const workbook = join(work, 'hirdetesek.xlsx');
  const saved = join(work, 'eredmenyek.xlsx');
  await writeListingWorkbook(workbook);
  const app = await electron.launch({
    executablePath: binary,
    args: [ROOT, '--no-sandbox', '--disable-gpu'],
    env: { ...process.env, LISTING_IMPORTER_DATA_DIR: join(work, 'data'), LANG: 'hu_HU.UTF-8' },
  });
  try {
    await app.evaluate(
      ({ dialog }, paths) => {
        dialog.showOpenDialog = async () => ({ canceled: false, filePaths: [paths.open] });
        dialog.showSaveDialog = async () => ({ canceled: false, filePath: paths.save });
      },
      { open: workbook, save: saved },
    );
    const page = await app.firstWindow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await walkWholeWizard(page, {
      shots: 'electron-',
      openWorkbook: (open) =>
        open
          .button('chooseFile')
          .click()
          .then(() => expect(open.role('Ingatlanok')).toBeVisible()),
      saveNotes: async (review) => {
        await review.button('writeNotes').click();
        await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
        return saved;
      },
      saveResults: async (results) => {
        await results.button('saveResults').click();
        await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
        return saved;
      },
    });
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
});
