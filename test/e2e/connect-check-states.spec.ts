// The Connect step never checks one connection while the user looks at another, and says why its buttons wait
// (an unsaved form's own check: connect-check-unsaved.spec.ts).
import { expect, test } from '@playwright/test';
import { CONNECT_CHECK_MESSAGES } from '../../src/renderer/src/i18n/connect-check-messages';
import { translator } from '../../src/renderer/src/i18n/translator';
import { ConnectPage } from './pages/connect-page';
import { useHostPerTest } from './support/host-per-test';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-connect-check-');
const say = translator(CONNECT_CHECK_MESSAGES, 'hu');

test('before any check, the office button says it waits for one', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  const use = connect.button('connectButton');
  await expect(use).toBeDisabled();
  await expect(use).toHaveAccessibleDescription(say('checkToChooseOffice'));
});

test('back on Connect while connected, the offices are listed again with the one in use chosen', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  await connect.step('stepConnect').click();
  await expect(connect.heading('connectTitle')).toBeVisible();
  await expect(page.getByRole('radio', { name: OFFICE })).toBeChecked();
  await connect.useOffice();
});
