// Connect checks what the connection form holds before it is saved: the saved connection's check with its messages,
// the offices listed, a clear word that nothing is saved yet, and a header that names no unsaved connection
// (docs/wizard.md, "Connect step").
import { expect, test } from '@playwright/test';
import { CONNECTION_MESSAGES } from '../../src/app-services/connection-messages';
import { formatBoth } from '../../src/catalog';
import { CONNECT_CHECK_MESSAGES } from '../../src/renderer/src/i18n/connect-check-messages';
import { translator } from '../../src/renderer/src/i18n/translator';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import { ConnectPage } from './pages/connect-page';
import { useHostPerTest } from './support/host-per-test';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-connect-unsaved-');
const say = translator(CONNECT_CHECK_MESSAGES, 'hu');
const { username, password } = DEMO.users.demo;

/** A service of the spec's own, so the header has seen no check of the app's built-in sandbox. */
let service: RunningSandbox;
test.beforeAll(async () => {
  service = await startSandbox({ seed: 'demo' });
});
test.afterAll(async () => {
  await service.close();
});

test('a new connection is checked before it is saved, and the app says it is not saved yet', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.fillNewProfile('Teszt portál', service.baseUrl, username, password);
  await connect.button('testConnection').click();
  await expect(connect.formCheckedOffices(2)).toBeVisible();
  await expect(connect.checkedOffices(2)).toHaveCount(0);
  await expect(page.getByText(say('checkedNotSaved'), { exact: true })).toBeVisible();
  await expect(connect.topBar()).toContainText(connect.t('notConnected'));
  await expect(connect.topBar()).not.toContainText(connect.t('checkedChooseOffice'));
  const use = connect.button('connectButton');
  await expect(use).toBeDisabled();
  await expect(use).toHaveAccessibleDescription(say('checkedNotSaved'));
  await connect.saveNewProfile('Teszt portál');
  await expect(connect.checkedOffices(2)).toBeVisible();
  await expect(connect.topBar()).toContainText(connect.t('checkedChooseOffice'));
  await page.getByRole('radio', { name: OFFICE }).check();
  await connect.useOffice();
  expect(host.output()).not.toContain(password);
});

test('a wrong password in the form is refused as a saved connection would be', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.fillNewProfile('Teszt portál', service.baseUrl, username, 'nem-ez-a-jelszo');
  await connect.button('testConnection').click();
  // The check's own reason, naming the user, not a general one.
  await expect(connect.errorBanner()).toContainText(`„${username}” felhasználót`);
  await expect(connect.formCheckedOffices(2)).toHaveCount(0);
  await expect(connect.topBar()).toContainText(connect.t('notConnected'));
});

test('an address without the API path is named with the path it lacks', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  const root = new URL(service.baseUrl).origin;
  await connect.fillNewProfile('Teszt portál', root, username, password);
  await connect.button('testConnection').click();
  const lacks = formatBoth(CONNECTION_MESSAGES.lacksApiPath, {
    input: root,
    path: '/api/json/v3',
    suggested: `${root}/api/json/v3`,
  });
  await expect(connect.errorBanner()).toContainText(lacks.hu);
  await expect(connect.formCheckedOffices(2)).toHaveCount(0);
});

test('a form without a password says what the check needs, and cancelling it checks the saved one', async ({
  page,
}) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.fillNewProfile('Teszt portál', service.baseUrl, username, '');
  const check = connect.button('testConnection');
  await expect(check).toBeDisabled();
  await expect(check).toHaveAccessibleDescription(say('checkFillForm'));
  await connect.cancelNewProfile();
  await expect(check).toBeEnabled();
});
