// The review's plausibility warnings: their heading, list, kind filter and accept buttons.
import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import type { WarningKindName } from '../../../src/shared/contract-warnings';
import { translator } from '../../../src/renderer/src/i18n/translator';
import type { WarningStringKey } from '../../../src/renderer/src/i18n/warning-messages';
import { WARNING_MESSAGES, kindName } from '../../../src/renderer/src/i18n/warning-messages';
import { WizardPage } from './wizard-page';

export class WarningPanelPage extends WizardPage {
  w(key: WarningStringKey, params: Readonly<Record<string, string | number>> = {}): string {
    return translator(WARNING_MESSAGES, this.lang)(key, params);
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

  /** The panel's one-click fix of a row's warning. */
  async applyFix(row: number): Promise<void> {
    await this.page.getByRole('button', { name: this.w('applyFix', { row }) }).click();
  }

  /** The ⚠ mark on a warned row's status cell, named by its warnings (one of which holds `text`). */
  rowMark(text: string): Locator {
    const words = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const name = new RegExp(`^${words(this.w('rowWarnings', { warnings: '' }))}.*${words(text)}`);
    return this.page.getByRole('grid').getByRole('img', { name });
  }

  /** What the error navigator goes through: errors, warnings or both. */
  async navigatorShows(key: 'navErrors' | 'navWarnings' | 'navBoth'): Promise<void> {
    const radio = this.page.getByRole('radiogroup', { name: this.w('navShows') }).getByRole('radio', {
      name: this.w(key),
    });
    await radio.click();
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }

  /** The Upload step's list of warnings not accepted (they do not block the upload). */
  openOnUpload(): Locator {
    return this.page.getByRole('list', { name: this.w('openWarningsList') }).getByRole('listitem');
  }

  status(key: WarningStringKey, params: Readonly<Record<string, string | number>> = {}): Locator {
    return this.page.getByRole('status').filter({ hasText: this.w(key, params) });
  }
}
