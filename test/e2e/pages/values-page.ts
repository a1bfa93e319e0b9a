// Step 4: the distinct values of list-like columns and the code each maps to.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class ValuesPage extends WizardPage {
  /** The step's region: `aria-busy` while its lists are still loading. */
  region() {
    return this.page.getByRole('region', { name: this.t('valuesTitle'), exact: true });
  }

  valueSelect(header: string, raw: string) {
    return this.page.getByRole('combobox', { name: `${header}: ${raw}`, exact: true });
  }

  async mapValue(header: string, raw: string, code: string): Promise<void> {
    await this.valueSelect(header, raw).selectOption(code);
    await expect(this.valueSelect(header, raw)).toHaveValue(code);
  }

  /** Opens the disclosure that folds the columns with nothing to decide (every word matched). */
  async showSettledColumns(): Promise<void> {
    const summary = this.page.locator('details.value-fold > summary');
    await summary.click();
    await expect(this.page.locator('details.value-fold')).toHaveAttribute('open', '');
  }

  async next(): Promise<void> {
    await expect(this.region()).toHaveAttribute('aria-busy', 'false');
    await this.button('next').click();
    await expect(this.heading('reviewTitle')).toBeVisible();
  }

  /** The "checking rows" line Next shows while the rows are validated, with how many are done. */
  validationStatus() {
    return this.page.getByRole('status').filter({ hasText: this.t('validating') });
  }

  cancelValidationButton() {
    return this.button('cancelValidation');
  }
}
