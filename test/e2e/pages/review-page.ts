// Step 5: the virtualised grid, its filters and counts, and editing a cell in place.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class ReviewPage extends WizardPage {
  grid() {
    return this.page.getByRole('grid');
  }

  counts() {
    return this.page.getByRole('status').filter({ hasText: /·/ }).first();
  }

  async filter(key: 'filterAll' | 'filterInvalid' | 'filterFailed'): Promise<void> {
    await this.page.getByRole('radio', { name: this.t(key) }).click();
    await expect(this.page.getByRole('radio', { name: this.t(key) })).toHaveAttribute('aria-checked', 'true');
  }

  cell(column: string, row: number) {
    return this.grid().getByRole('gridcell', { name: new RegExp(`^${column}${row}: `) });
  }

  async editCell(column: string, row: number, value: string): Promise<void> {
    await this.cell(column, row).dblclick();
    const input = this.page.getByRole('textbox', { name: this.t('editCell', { column, row }) });
    await input.fill(value);
    await input.press('Enter');
    await expect(this.cell(column, row)).toHaveAccessibleName(new RegExp(`^${column}${row}: ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }

  async next(): Promise<void> {
    await this.button('next').click();
    await expect(this.heading('uploadTitle')).toBeVisible();
  }
}
