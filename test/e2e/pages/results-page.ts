// Step 7: summary tiles, failed rows, resubmit, the results workbook.
import type { Download } from '@playwright/test';
import { expect } from '@playwright/test';
import { formatMessage } from '../../../src/shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../../src/renderer/src/i18n/run-count-messages';
import { translator } from '../../../src/renderer/src/i18n/translator';
import type { RunCountStringKey } from '../../../src/renderer/src/i18n/run-count-messages';
import type { StringKey } from '../../../src/renderer/src/i18n/ui-messages';
import { WizardPage } from './wizard-page';

export class ResultsPage extends WizardPage {
  tile(key: StringKey) {
    return this.tiles().filter({ hasText: this.t(key) });
  }

  /** The tile of rows neither done nor failed: in doubt, or held back. */
  countTile(key: RunCountStringKey) {
    return this.tiles().filter({ hasText: translator(RUN_COUNT_MESSAGES, this.lang)(key, { count: 0, rows: '' }) });
  }

  private tiles() {
    return this.page.getByRole('list', { name: this.t('resultsTitle') }).getByRole('listitem');
  }

  async expectTile(key: StringKey, value: number): Promise<void> {
    await expect(this.tile(key)).toContainText(String(value));
  }

  async tileSum(): Promise<number> {
    const values = await this.page
      .getByRole('list', { name: this.t('resultsTitle') })
      .locator('.tile-value')
      .allTextContents();
    return values.reduce((n, v) => n + Number(v.replace(/\D/g, '')), 0);
  }

  failedRowsTable() {
    return this.page
      .getByRole('table')
      .filter({ has: this.page.getByRole('columnheader', { name: this.t('message') }) });
  }

  /** The rows in doubt, apart from the failed ones, under their own heading. */
  inDoubtRegion(count: number) {
    return this.page.getByRole('region', {
      name: formatMessage(RUN_COUNT_MESSAGES.inDoubtTitle, this.lang, { count }),
    });
  }

  /** The failed rows' part of the page: its table, or the line saying none failed. */
  failedRegion() {
    return this.page.getByRole('region', { name: this.t('failedRows'), exact: true });
  }

  async resubmit(): Promise<void> {
    await this.button('resubmitFailed').click();
    await expect(this.page.getByText(this.t('noFailedRows'))).toBeVisible();
  }

  async download(): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.button('downloadResults').click();
    return waiting;
  }
}
