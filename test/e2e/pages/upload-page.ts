// Step 6: dry run and upload.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class UploadPage extends WizardPage {
  async dryRun(): Promise<string> {
    await this.button('dryRun').click();
    const banner = this.page.getByRole('status').filter({ hasText: /Próbafuttatás|Dry run/ });
    await expect(banner).toBeVisible();
    return (await banner.textContent()) ?? '';
  }

  async upload(): Promise<void> {
    await this.button('startUpload').click();
    await expect(this.heading('resultsTitle')).toBeVisible();
  }
}
