// Step 1: the sandbox profile, "test connection", the office.
import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { CONNECT_CHECK_MESSAGES } from '../../../src/renderer/src/i18n/connect-check-messages';
import { translator } from '../../../src/renderer/src/i18n/translator';
import { WizardPage } from './wizard-page';

export class ConnectPage extends WizardPage {
  async connectToSandbox(office: string): Promise<void> {
    await this.checkSandbox();
    await this.page.getByRole('radio', { name: office }).check();
  }

  /** Starts the built-in sandbox (its first check), so its address can be read from the profiles. */
  async checkSandbox(): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(this.t('profileSandbox').replace(/[()]/g, '\\$&')) }).check();
    await this.checked();
  }

  /** Opens the new-connection form and fills it in as a test connection, without saving it. */
  async fillNewProfile(name: string, baseUrl: string, user: string, password: string): Promise<void> {
    await this.button('newProfile').click();
    const form = this.newProfileForm();
    await form.getByLabel(this.t('profileName'), { exact: true }).fill(name);
    await form.getByLabel(this.t('profileKind'), { exact: true }).selectOption('test');
    await form.getByLabel(this.t('baseUrl'), { exact: true }).fill(baseUrl);
    await form.getByLabel(this.t('adminUser'), { exact: true }).fill(user);
    await form.getByLabel(this.t('jsonPassword'), { exact: true }).fill(password);
  }

  async cancelNewProfile(): Promise<void> {
    await this.newProfileForm()
      .getByRole('button', { name: this.t('cancel') })
      .click();
    await expect(this.newProfileForm()).toHaveCount(0);
  }

  /** Saves the open new-connection form; the saved connection is the one chosen after it. */
  async saveNewProfile(name: string): Promise<void> {
    await this.newProfileForm()
      .getByRole('button', { name: this.t('saveProfile') })
      .click();
    await expect(this.newProfileForm()).toHaveCount(0);
    await expect(this.page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  }

  /** The status a successful check shows: it lists the offices the user sees. */
  checkedOffices(count: number): Locator {
    return this.page.getByRole('status').filter({ hasText: this.t('connectionOk', { count }) });
  }

  /** The status a successful check of the unsaved form shows: the log-in accepted, not a connection. */
  formCheckedOffices(count: number): Locator {
    const text = translator(CONNECT_CHECK_MESSAGES, this.lang)('formCheckOk', { count });
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The top bar, where the connection in use (or its absence) is named. */
  topBar(): Locator {
    return this.page.getByRole('banner');
  }

  private newProfileForm(): Locator {
    return this.page.getByRole('form', { name: this.t('newProfileTitle') });
  }

  /** Saves a test connection to `baseUrl` as `user` and checks it; the office is chosen with `useOffice` after it. */
  async connectThrough(name: string, baseUrl: string, user: string, password: string, office: string): Promise<void> {
    await this.fillNewProfile(name, baseUrl, user, password);
    await this.newProfileForm()
      .getByRole('button', { name: this.t('saveProfile') })
      .click();
    await expect(this.page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
    await this.checked();
    await this.page.getByRole('radio', { name: office }).check();
  }

  /** "Test connection" on the chosen profile, until it lists the two offices the sandbox's user sees. */
  private async checked(): Promise<void> {
    await this.button('testConnection').click();
    await expect(this.checkedOffices(2)).toBeVisible();
  }

  async useOffice(): Promise<void> {
    await this.button('connectButton').click();
    await expect(this.heading('openTitle')).toBeVisible();
  }
}
