// Export from the portal (docs/round-trip.md): the header's entry, the form, the progress bar and what follows the
// export.
import type { Download, Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class ExportPage extends WizardPage {
  /** The entry in the top bar, shown once connected. */
  entry(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.t('exportButton') });
  }

  async openView(): Promise<void> {
    await this.entry().click();
    await expect(this.heading('exportTitle')).toBeVisible();
    await expect(this.heading('exportTitle')).toBeFocused();
  }

  status(): Locator {
    return this.page.getByRole('combobox', { name: this.t('exportStatus') });
  }

  updatedAfter(): Locator {
    return this.page.getByLabel(this.t('exportUpdatedAfter'), { exact: true });
  }

  progress(): Locator {
    return this.page.getByRole('progressbar', { name: this.t('exportProgress') });
  }

  /** The finished export's heading, which takes the focus. */
  done(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  /** Starts the export and waits until it is written: the bar full, the outcome focused. */
  async start(): Promise<void> {
    await this.button('exportStart').click();
    // Listing, writing and reading the rows back run in the services' worker; a loaded machine took over 15 s once.
    await expect(this.progress()).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    const heading = this.done(new RegExp(this.t('exportDone', { name: '' })));
    await expect(heading).toBeFocused();
    await expect(this.button('exportOpen')).toBeInViewport();
  }

  /** The view's primary buttons: only the next expected action is one (docs/round-trip.md). */
  override primaryActions(): Locator {
    return this.page.getByRole('region', { name: this.t('exportTitle') }).locator('button.primary');
  }

  /** The outcome's counts line. */
  counts(sellers: number, properties: number): Locator {
    return this.page.getByRole('status').filter({ hasText: this.t('exportCounts', { sellers, properties }) });
  }

  async download(): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: this.t('exportDownload') }).click();
    return waiting;
  }

  async openForEditing(): Promise<void> {
    await this.button('exportOpen').click();
    await expect(this.heading('openTitle')).toBeVisible();
  }
}
