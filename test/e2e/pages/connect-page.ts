// Step 1: the sandbox profile, "test connection", the office.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class ConnectPage extends WizardPage {
  async connectToSandbox(office: string): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(this.t('profileSandbox').replace(/[()]/g, '\\$&')) }).check();
    await this.button('testConnection').click();
    await expect(this.page.getByRole('status').filter({ hasText: this.t('connectionOk', { count: 2 }) })).toBeVisible();
    await this.page.getByRole('radio', { name: office }).check();
  }

  async useOffice(): Promise<void> {
    await this.button('connectButton').click();
    await expect(this.heading('openTitle')).toBeVisible();
  }
}
