// Preparing offline from the app: the Open step offers a template per language and property type (docs/wizard.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ConnectPage } from './pages/connect-page';
import { TemplatePage } from './pages/template-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-template-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

test('the Open step downloads an English template with a flat sheet, settlements from the connection', async ({
  page,
}) => {
  host = await startHostProcess();
  const wizard = new TemplatePage(page);
  await wizard.open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  await expect(wizard.heading('openTitle')).toBeVisible();

  await wizard.unfold();
  await wizard.chooseLanguage('en');
  await wizard.chooseType('lakás');
  const download = await wizard.download();
  expect(download.suggestedFilename()).toBe('template-apartment.xlsx');
  const saved = join(work, download.suggestedFilename());
  await download.saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  expect(wb.worksheets.map((ws) => ws.name)).toEqual(
    expect.arrayContaining(['Sellers', 'Properties – apartment', 'Regions']),
  );
  // Connected: the settlements are the connection's (fetched now), not "none saved yet, connect once".
  await expect(page.getByRole('status').filter({ hasText: /^A sablon elkészült/ })).toContainText(
    /Települések: [\d\s]+ \(demo /,
  );
  await expect(
    page.getByRole('status').filter({ hasText: wizard.tt('templateSaved', { name: 'template-apartment.xlsx' }) }),
  ).toBeVisible();
  await wizard.expectNoError();
});
