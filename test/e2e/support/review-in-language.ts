// From the start to Review in one language: connect to the sandbox, open the workbook, accept the proposed columns
// and values. The other shortcuts (to-review.ts) stay in Hungarian.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConnectPage } from '../pages/connect-page';
import { OpenPage } from '../pages/open-page';
import { ReviewPage } from '../pages/review-page';
import { ValuesPage } from '../pages/values-page';
import type { Lang } from '../pages/wizard-page';
import { WizardPage } from '../pages/wizard-page';
import { OFFICE } from './wizard-flow';

export async function reviewInLanguage(page: Page, url: string, file: string, lang: Lang): Promise<ReviewPage> {
  const wizard = new WizardPage(page);
  await wizard.open(url);
  if (lang === 'en') await wizard.switchLanguage('en');
  const connect = new ConnectPage(page, lang);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page, lang);
  await open.chooseFile(file);
  await open.next();
  await open.button('next').click();
  const values = new ValuesPage(page, lang);
  await expect(values.heading('valuesTitle')).toBeVisible();
  await values.next();
  const review = new ReviewPage(page, lang);
  await expect(review.counts()).toBeVisible();
  return review;
}
