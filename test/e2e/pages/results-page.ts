// Step 7: summary tiles, failed rows, resubmit, the results workbook.
import type { Download } from '@playwright/test';
import { expect } from '@playwright/test';
import type { StringKey } from '../../../src/renderer/src/i18n/ui-messages';
import { WizardPage } from './wizard-page';

export class ResultsPage extends WizardPage {
  tile(key: StringKey) {
    return this.page
      .getByRole('list', { name: this.t('resultsTitle') })
      .getByRole('listitem')
      .filter({ hasText: this.t(key) });
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
