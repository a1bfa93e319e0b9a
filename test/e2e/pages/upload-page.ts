// Step 6: dry run and upload.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class UploadPage extends WizardPage {
  async dryRun(): Promise<string> {
    await this.button('dryRun').click();
    const banner = this.page.getByRole('status').filter({ hasText: /próbafuttatás|dry run/i });
    await expect(banner).toBeVisible();
    return (await banner.textContent()) ?? '';
  }

  /** The dry run's rows by outcome. */
  buckets() {
    return this.page.getByRole('list', { name: this.t('dryRunBuckets') });
  }

  async bucketSum(): Promise<number> {
    await expect(this.buckets()).toBeVisible();
    const values = await this.buckets().getByRole('listitem').locator('.bucket-value').allTextContents();
    return values.reduce((n, v) => n + Number(v.replace(/\D/g, '')), 0);
  }

  async upload(): Promise<void> {
    await this.button('startUpload').click();
    await expect(this.heading('resultsTitle')).toBeVisible();
  }
}
