// Step 3: the column list and the field picker.
import { expect } from '@playwright/test';
import { SHEET_ROLES, mappableField } from '../../../src/catalog';
import type { StringKey } from '../../../src/renderer/src/i18n/ui-messages';
import { WizardPage } from './wizard-page';

export class ColumnsPage extends WizardPage {
  sheetTab(sheet: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${sheet}`) });
  }

  columnRow(header: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name: header, exact: true }) });
  }

  /** The field's label in the UI's language: the step shows labels, never the API's keys. */
  fieldLabel(fieldKey: string): string {
    for (const role of SHEET_ROLES) {
      const field = mappableField(role, fieldKey);
      if (field) return field.label[this.lang];
    }
    throw new Error(`no field ${fieldKey} in the catalog`);
  }

  async mapColumn(header: string, search: string, fieldKey: string): Promise<void> {
    await this.page.getByRole('button', { name: header, exact: true }).click();
    const picker = this.page.getByRole('listbox', { name: new RegExp(header.replace(/[()]/g, '\\$&')) });
    await this.page.getByRole('searchbox', { name: this.t('searchFields') }).fill(search);
    const label = this.fieldLabel(fieldKey);
    await picker
      .getByRole('option')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .first()
      .click();
    await expect(this.columnRow(header)).toContainText(label);
  }

  async skipColumn(header: string): Promise<void> {
    await this.page.getByRole('button', { name: header, exact: true }).click();
    await this.page.getByRole('option', { name: this.t('skipColumn') }).click();
    await expect(this.columnRow(header)).toContainText(this.t('notImported'));
  }

  async saveTemplate(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.t('templateName') }).fill(name);
    await this.button('saveTemplate').click();
    await expect(this.page.getByRole('status').filter({ hasText: this.t('templateSaved', { name }) })).toBeVisible();
  }

  /** Loads a saved mapping onto the current workbook's columns. */
  async loadTemplate(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t('templates'), exact: true }).selectOption(name);
    await this.button('loadTemplate').click();
  }

  /** The templates bar's line about the last save or load. */
  notice(key: StringKey, params: Readonly<Record<string, string | number>>) {
    return this.page.getByRole('status').filter({ hasText: this.t(key, params) });
  }

  async next(): Promise<void> {
    await this.button('next').click();
    await expect(this.heading('valuesTitle')).toBeVisible();
  }
}
