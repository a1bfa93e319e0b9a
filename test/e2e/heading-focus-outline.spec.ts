// A step's heading takes the focus when the step opens (and the sheet list's heading when a workbook is opened); its
// focus outline hugs the heading's words instead of running the page's full width (seen in the 1920 px walk).
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { useHostPerTest } from './support/host-per-test';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-heading-focus-');

test.use({ viewport: { width: 1920, height: 1080 } });

/** The focused element's box against the box of its words: the outline is drawn around the former. */
async function boxAndWords(heading: Locator): Promise<{ readonly box: number; readonly words: number }> {
  return heading.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { box: el.getBoundingClientRect().width, words: range.getBoundingClientRect().width };
  });
}

async function expectOutlineHugsWords(heading: Locator): Promise<void> {
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const { box, words } = await boxAndWords(heading);
  expect(box).toBeLessThanOrEqual(words + 2);
}

test("the focused heading's outline is as wide as its words, not the page", async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await expectOutlineHugsWords(connect.heading('connectTitle'));
  await connect.connectToSandbox(OFFICE);
  // By the keyboard, as the outline is drawn only for keyboard users.
  await connect.button('connectButton').press('Enter');

  const open = new OpenPage(page);
  await expectOutlineHugsWords(open.heading('openTitle'));
  const path = join(host.work, 'egy-lap.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRow(['Hirdetés azonosító', 'Ingatlan típusa']);
  await wb.xlsx.writeFile(path);
  await open.chooseFile(path);
  await expectOutlineHugsWords(page.getByRole('heading', { level: 2, name: new RegExp(open.t('sheets')) }));
});
