// Shortcuts through the first steps for tests about the later ones: connect to the sandbox, open a workbook, accept
// the proposed columns (and, for the listing workbook, map its one unknown word), arrive at Review.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConnectPage } from '../pages/connect-page';
import { OpenPage } from '../pages/open-page';
import { ReviewPage } from '../pages/review-page';
import { ValuesPage } from '../pages/values-page';
import { WizardPage } from '../pages/wizard-page';
import { OFFICE } from './wizard-flow';

export async function connectAndOpen(page: Page, url: string, workbook: string): Promise<OpenPage> {
  await new WizardPage(page).open(url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  return open;
}

/** From the Open step with a workbook loaded to the values step, the proposed columns accepted. */
export async function openToValues(page: Page, open: OpenPage): Promise<ValuesPage> {
  await open.next();
  await open.button('next').click();
  const values = new ValuesPage(page);
  await expect(values.heading('valuesTitle')).toBeVisible();
  return values;
}

/** Connected to the sandbox, `workbook` opened and its proposed columns accepted: at the values step. */
export async function connectToValues(page: Page, url: string, workbook: string): Promise<ValuesPage> {
  return openToValues(page, await connectAndOpen(page, url, workbook));
}

/** From the Open step with a workbook loaded to Review; `ikerhaz` maps the listing workbook's unknown type word. */
export async function openToReview(
  page: Page,
  open: OpenPage,
  o: { readonly ikerhaz?: boolean } = {},
): Promise<ReviewPage> {
  const values = await openToValues(page, open);
  if (o.ikerhaz) await values.mapValue('Ingatlan típusa', 'ikerház', 'house');
  await values.next();
  const review = new ReviewPage(page);
  await expect(review.counts()).toBeVisible();
  return review;
}
