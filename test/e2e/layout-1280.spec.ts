// At 1280×800, in both languages: Review's errors / warnings / both choice stays on one line, the Columns field
// search's placeholder fits its box, and Upload's sync scope puts its status on a line of its own below the type
// checkboxes. Screenshots go to the spec's own output folder for a look.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { WARNING_MESSAGES } from '../../src/renderer/src/i18n/warning-messages';
import { SYNC_SCOPE_MESSAGES } from '../../src/renderer/src/i18n/sync-scope-messages';
import type { Language } from '../../src/shared/contract';
import { formatMessage } from '../../src/shared/message-catalog';
import { ColumnsPage } from './pages/columns-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-layout-1280-');

/** Just above the narrow layout's 1400 px breakpoint, where the navigator was narrowest. */
const JUST_WIDER = { width: 1440, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(test.info().outputDir, `${name}.png`) });
}

/** The boxes' tops, rounded: one line when they are all equal. */
async function tops(items: Locator): Promise<number[]> {
  const boxes = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  return [...new Set(boxes)];
}

/** The placeholder's width in the input's own font against the room inside the input. */
async function placeholderRoom(input: Locator): Promise<{ readonly text: number; readonly room: number }> {
  return input.evaluate((el) => {
    const i = el as HTMLInputElement;
    const css = getComputedStyle(i, '::placeholder');
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) return { text: Infinity, room: 0 };
    ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    const own = getComputedStyle(i);
    const room = i.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return { text: ctx.measureText(i.placeholder).width, room };
  });
}

for (const lang of ['hu', 'en'] as const satisfies readonly Language[]) {
  test(`layout at 1280×800 in ${lang}: one-line navigator choice, whole search placeholder, status apart`, async ({
    page,
  }) => {
    const file = join(host.work, 'iroda.xlsx');
    await writeOfficeWorkbook(file, officeListings(6));
    const open = await connectAndOpen(page, host.url, file);
    const review = await openToReview(page, open);
    if (lang === 'en') await review.switchLanguage('en');

    const choice = page.getByRole('radiogroup', { name: formatMessage(WARNING_MESSAGES.navShows, lang) });
    await expect(choice.getByRole('radio')).toHaveCount(3);
    expect(await tops(choice.getByRole('radio'))).toHaveLength(1);
    await shoot(page, `${lang}-review`);
    await page.setViewportSize(JUST_WIDER);
    expect(await tops(choice.getByRole('radio'))).toHaveLength(1);
    await page.setViewportSize({ width: 1280, height: 800 });

    const columns = new ColumnsPage(page, lang);
    await columns.step('stepColumns').click();
    await page.getByRole('button', { name: 'Pénznem', exact: true }).click();
    const search = page.getByRole('searchbox', { name: columns.t('searchFields') });
    await expect(search).toBeVisible();
    const fit = await placeholderRoom(search);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await shoot(page, `${lang}-columns-field-list`);

    await columns.step('stepReview').click();
    await expect(review.counts()).toBeVisible();
    await review.next();
    const upload = new UploadPage(page, lang);
    await page.getByRole('checkbox', { name: upload.t('syncToggle') }).check();
    const form = page.getByRole('form', { name: formatMessage(SYNC_SCOPE_MESSAGES.scopeName, lang) });
    await expect(form).toBeVisible();
    const status = form.getByLabel(formatMessage(SYNC_SCOPE_MESSAGES.scopeStatus, lang), { exact: true });
    const lastCheck = (await form.getByRole('checkbox').last().boundingBox())?.y ?? 0;
    const label = form.getByText(formatMessage(SYNC_SCOPE_MESSAGES.scopeStatus, lang), { exact: true });
    const labelBox = await label.boundingBox();
    const selectBox = await status.boundingBox();
    // Apart from the checkboxes (a gap under the last one), and on one line with its select.
    expect((labelBox?.y ?? 0) - lastCheck).toBeGreaterThanOrEqual(30);
    expect(
      Math.abs((labelBox?.y ?? 0) + (labelBox?.height ?? 0) / 2 - ((selectBox?.y ?? 0) + (selectBox?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    await shoot(page, `${lang}-upload-sync-scope`);
  });
}
