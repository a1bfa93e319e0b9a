// Step 2: open the workbook through the file picker (or a drop), confirm roles and header rows.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class OpenPage extends WizardPage {
  async chooseFile(path: string): Promise<void> {
    await this.page
      .getByLabel(this.t('chooseFile'), { exact: true })
      .and(this.page.locator('input[type=file]'))
      .setInputFiles(path);
    await expect(this.page.getByRole('heading', { name: new RegExp(this.t('sheets')) })).toBeVisible();
  }

  /** Chooses a file that may not open (the error banner tells). */
  async chooseFileOnly(path: string): Promise<void> {
    await this.page
      .getByLabel(this.t('chooseFile'), { exact: true })
      .and(this.page.locator('input[type=file]'))
      .setInputFiles(path);
  }

  /** Drops the file on the drop zone as the browser would (a DataTransfer with a File). */
  async dropFile(path: string): Promise<void> {
    const bytes = [...(await readFile(path))];
    const transfer = await this.page.evaluateHandle(
      ({ data, name }) => {
        const dt = new DataTransfer();
        dt.items.add(
          new File([new Uint8Array(data)], name, {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
        );
        return dt;
      },
      { data: bytes, name: basename(path) },
    );
    await this.page.getByText(this.t('dropHere')).dispatchEvent('drop', { dataTransfer: transfer });
    await expect(this.page.getByRole('heading', { name: new RegExp(this.t('sheets')) })).toBeVisible();
  }

  role(sheet: string) {
    return this.page.getByRole('combobox', { name: `${this.t('role')}: ${sheet}` });
  }

  headerRow(sheet: string) {
    return this.page.getByRole('spinbutton', { name: `${this.t('headerRow')}: ${sheet}` });
  }

  /** The property type for rows without one; shown only on a properties sheet. */
  defaultType(sheet: string) {
    return this.page.getByRole('combobox', { name: `${this.t('defaultType')}: ${sheet}` });
  }

  async next(): Promise<void> {
    await this.button('next').click();
    await expect(this.heading('columnsTitle')).toBeVisible();
  }
}
