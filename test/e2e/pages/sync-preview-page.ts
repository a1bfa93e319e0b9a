// The sync preview in the upload step: the office's listings on the portal missing from the workbook, one checkbox
// each, and the withdrawal's confirmation.
import type { Locator } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class SyncPreviewPage extends WizardPage {
  toggle(): Locator {
    return this.page.getByRole('checkbox', { name: this.t('syncToggle') });
  }

  /** The missing listings that can still be withdrawn, one checkbox each (a list under "tick all"). */
  choices(): Locator {
    return this.page
      .getByRole('group', { name: this.t('syncChoose') })
      .getByRole('listitem')
      .getByRole('checkbox');
  }

  chooseAll(count: number): Locator {
    return this.page.getByRole('checkbox', { name: this.t('syncChooseAll', { count }) });
  }

  /** The words of the n-th tick box's label: the listing as the preview names it. */
  async choiceText(n: number): Promise<string> {
    const label = this.page
      .getByRole('group', { name: this.t('syncChoose') })
      .getByRole('listitem')
      .nth(n);
    return (await label.innerText()).trim();
  }

  withdrawButton(count: number): Locator {
    return this.button('syncWithdraw', { count });
  }

  dialog(count: number): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('syncConfirm', { count }) });
  }

  /** The listings the confirmation names. */
  confirmed(count: number): Locator {
    return this.dialog(count).getByRole('listitem');
  }

  done(count: number): Locator {
    return this.page.getByRole('status').filter({ hasText: this.t('syncDone', { count }) });
  }
}
