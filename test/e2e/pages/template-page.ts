// The Open step's "Download template" box: language, property types, the download.
import type { Download } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TemplateStringKey } from '../../../src/renderer/src/i18n/template-download-messages';
import { TEMPLATE_DOWNLOAD_MESSAGES } from '../../../src/renderer/src/i18n/template-download-messages';
import { translator } from '../../../src/renderer/src/i18n/translator';
import { WizardPage } from './wizard-page';

export class TemplatePage extends WizardPage {
  tt(key: TemplateStringKey, params?: Readonly<Record<string, string | number>>): string {
    return translator(TEMPLATE_DOWNLOAD_MESSAGES, this.lang)(key, params);
  }

  async unfold(): Promise<void> {
    await this.page.getByRole('heading', { level: 2, name: this.tt('templateTitle') }).click();
    await expect(this.page.getByRole('button', { name: this.tt('templateDownload'), exact: true })).toBeVisible();
  }

  async chooseLanguage(lang: 'hu' | 'en'): Promise<void> {
    await this.page.getByRole('combobox', { name: this.tt('templateLanguage') }).selectOption(lang);
  }

  async chooseType(word: string): Promise<void> {
    await this.page
      .getByRole('group', { name: this.tt('templateTypes') })
      .getByRole('checkbox', { name: word, exact: true })
      .check();
  }

  async download(): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: this.tt('templateDownload'), exact: true }).click();
    return waiting;
  }
}
