// The review's plausibility warnings: their heading, list, kind filter and accept buttons.
import type { Locator } from '@playwright/test';
import type { WarningKindName } from '../../../src/shared/contract-warnings';
import type { WarningStringKey } from '../../../src/renderer/src/i18n/warning-strings';
import { kindName, warningText } from '../../../src/renderer/src/i18n/warning-strings';
import { WizardPage } from './wizard-page';

export class WarningPanelPage extends WizardPage {
  w(key: WarningStringKey, params: Readonly<Record<string, string | number>> = {}): string {
    return warningText(this.lang, key, params);
  }

  kind(kind: WarningKindName): string {
    return kindName(this.lang, kind);
  }

  title(count: number): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.w('warningsTitle', { count }) });
  }

  items(): Locator {
    return this.page.getByRole('list', { name: this.w('warningsList') }).getByRole('listitem');
  }

  async acceptRow(row: number): Promise<void> {
    await this.page.getByRole('button', { name: this.w('acceptOne', { row }) }).click();
  }

  async acceptKind(kind: WarningKindName, count: number): Promise<void> {
    await this.page.getByRole('button', { name: this.w('acceptKind', { kind: this.kind(kind), count }) }).click();
  }

  async filterKind(kind: WarningKindName, count: number): Promise<void> {
    await this.page
      .getByRole('combobox', { name: this.w('warningKindFilter') })
      .selectOption({ label: `${this.kind(kind)} (${count})` });
  }

  status(key: WarningStringKey, params: Readonly<Record<string, string | number>> = {}): Locator {
    return this.page.getByRole('status').filter({ hasText: this.w(key, params) });
  }
}
