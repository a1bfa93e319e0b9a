// The frame every step shares: step list, language switch, error banner, screenshots at 1280×800.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Language } from '../../../src/shared/contract';
import { translator } from '../../../src/renderer/src/i18n/translator';
import type { StringKey } from '../../../src/renderer/src/i18n/ui-messages';
import { UI_MESSAGES } from '../../../src/renderer/src/i18n/ui-messages';

export type Lang = Language;

export class WizardPage {
  constructor(
    readonly page: Page,
    public lang: Lang = 'hu',
  ) {}

  t(key: StringKey, params: Readonly<Record<string, string | number>> = {}): string {
    return translator(UI_MESSAGES, this.lang)(key, params);
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.heading('connectTitle')).toBeVisible();
  }

  heading(key: StringKey): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(key) });
  }

  step(key: StringKey): Locator {
    return this.page
      .getByRole('navigation', { name: this.t('wizardSteps') })
      .getByRole('button', { name: this.t(key) });
  }

  button(key: StringKey, params?: Readonly<Record<string, string | number>>): Locator {
    return this.page.getByRole('main').getByRole('button', { name: this.t(key, params), exact: true });
  }

  /** The view's primary buttons: one, the next step's (docs/wizard.md, "One primary action"). */
  primaryActions(): Locator {
    return this.page.getByRole('main').locator('button.primary');
  }

  errorBanner(): Locator {
    return this.page.getByRole('alert');
  }

  async expectNoError(): Promise<void> {
    await expect(this.errorBanner()).toHaveCount(0);
  }

  async switchLanguage(lang: Lang): Promise<void> {
    await this.page.getByRole('combobox', { name: this.t('language'), exact: true }).selectOption(lang);
    this.lang = lang;
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png` });
  }
}
