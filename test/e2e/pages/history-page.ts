// History and its undo ("Visszavonás"): the run's row, the preview, the undo and its results.
import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { translator } from '../../../src/renderer/src/i18n/translator';
import type { UndoStringKey } from '../../../src/renderer/src/i18n/undo-messages';
import { UNDO_MESSAGES } from '../../../src/renderer/src/i18n/undo-messages';
import { WizardPage } from './wizard-page';

export class HistoryPage extends WizardPage {
  u(key: UndoStringKey, params: Readonly<Record<string, string | number>> = {}): string {
    return translator(UNDO_MESSAGES, this.lang)(key, params);
  }

  async show(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('history'), exact: true }).click();
    await expect(this.heading('historyTitle')).toBeVisible();
  }

  /** The undo button of the run of `file` (its accessible name carries the file). */
  undoButton(file: string): Locator {
    return this.page.getByRole('button', { name: `${this.u('undo')} · ${file}` });
  }

  /** The History rows of runs already undone (tagged so). */
  undoneRuns(): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(this.u('undoneAlready'), { exact: true }) });
  }

  panel(file: string): Locator {
    return this.page.getByRole('region', { name: this.u('undoTitle', { file }) });
  }

  status(panel: Locator, text: string): Locator {
    return panel.getByRole('status').filter({ hasText: text });
  }
}
