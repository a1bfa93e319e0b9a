// The whole wizard in Chromium against the built-in sandbox: open, map, fix a cell, upload, resubmit, check the file.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { HEADER_ROW, LISTINGS, writeListingWorkbook } from './support/listing-workbook';
import { OFFICE, walkWholeWizard } from './support/wizard-flow';

async function sheetOf(file: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error(`${file} lost its sheet "Ingatlanok"`);
  return ws;
}

const host = useHostPerTest('li-e2e-work-');

test('walks the whole wizard: open, map, fix a cell, upload, resubmit the failed row, check the written workbook', async ({
  page,
}) => {
  const workbook = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(workbook);
  await new WizardPage(page).open(host.url);
  await walkWholeWizard(page, {
    shots: '',
    openWorkbook: (open) => open.chooseFile(workbook),
    saveNotes: async (review) => {
      const waiting = page.waitForEvent('download');
      await review.button('writeNotes').click();
      const saved = join(host.work, 'megjegyzesek.xlsx');
      await (await waiting).saveAs(saved);
      return saved;
    },
    saveResults: async (results) => {
      const download = await results.download();
      const saved = join(host.work, 'eredmenyek.xlsx');
      await download.saveAs(saved);
      // The cells fixed in the grid hold their corrected values: the price typed for E6, and "featured" taken off one
      // row.
      const ws = await sheetOf(saved);
      expect(ws.getCell('E6').value).toBe(38_500_000);
      const featured = LISTINGS.map((_l, i) => ws.getRow(HEADER_ROW + 1 + i).getCell('G').value);
      expect(featured.filter((v, i) => v !== LISTINGS[i]?.[6])).toEqual(['nem']);
      return saved;
    },
  });
});

test('English UI, drag and drop, and a host that refuses other pages and missing tokens', async ({ page, request }) => {
  const workbook = join(host.work, 'listings.xlsx');
  await writeListingWorkbook(workbook);
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  await wizard.switchLanguage('en');
  await expect(wizard.heading('connectTitle')).toBeVisible();

  const connect = new ConnectPage(page, 'en');
  await connect.button('newProfile').click();
  const form = page.getByRole('form', { name: connect.t('newProfileTitle') });
  await form.getByLabel(connect.t('profileName'), { exact: true }).fill('Portal production');
  await form.getByLabel(connect.t('profileKind'), { exact: true }).selectOption('production');
  await form.getByLabel(connect.t('baseUrl'), { exact: true }).fill('http://portal.example.hu/api/json/v3');
  await form.getByLabel(connect.t('adminUser'), { exact: true }).fill('iroda.admin');
  await form.getByLabel(connect.t('jsonPassword'), { exact: true }).fill('json-jelszo-123');
  await connect.screenshot('01-connect-new-profile');
  await form.getByRole('button', { name: connect.t('saveProfile') }).click();
  await expect(connect.errorBanner()).toContainText('https://');
  await form.getByLabel(connect.t('baseUrl'), { exact: true }).fill('https://portal.example.hu/api/json/v3');
  await form.getByRole('button', { name: connect.t('saveProfile') }).click();
  await expect(page.getByRole('radio', { name: /Portal production/ })).toBeChecked();
  expect(await page.content()).not.toContain('json-jelszo-123');
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page, 'en');
  await open.dropFile(workbook);
  await expect(open.role('Ingatlanok')).toHaveValue('properties');
  await open.screenshot('02-open-en');
  await page.getByRole('button', { name: open.t('aboutButton') }).click();
  await expect(page.getByRole('dialog', { name: open.t('appTitle') })).toContainText('AES-256-GCM');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: open.t('close') })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const api = `${host.origin}/api/listProfiles`;
  const noCookie = await request.post(api, {
    headers: { 'content-type': 'application/json', 'x-li-request': '1', origin: host.origin },
    data: {},
  });
  expect(noCookie.status()).toBe(401);
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const otherOrigin = await request.post(api, {
    headers: { 'content-type': 'application/json', 'x-li-request': '1', origin: 'http://evil.example', cookie },
    data: {},
  });
  expect(otherOrigin.status()).toBe(403);
  const badToken = await request.get(`${host.origin}/?token=${'0'.repeat(64)}`, { maxRedirects: 0 });
  expect(badToken.status()).toBe(403);
  const badArgs = await page.evaluate(async () => {
    const r = await fetch('/api/openWorkbook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-li-request': '1' },
      body: JSON.stringify({ file: { kind: 'path', path: '/etc/passwd' } }),
    });
    return (await r.json()) as { ok: boolean; error?: { code: string } };
  });
  expect(badArgs).toMatchObject({ ok: false, error: { code: 'forbidden' } });
});
