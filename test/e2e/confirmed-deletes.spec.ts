// Issue 13 in the app: a workbook whose Import action deletes a listing is not uploaded on the first click; a box
// names the count and the row, "Do not upload" sends nothing, confirming deletes it and the results say so. The sync
// preview beside it is off until ticked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { syncScopeText } from '../../src/renderer/src/i18n/sync-scope-strings';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createApiClient } from '../../src/engine/api';
import { runExport } from '../../src/engine/export';
import { obtainReferenceData } from '../../src/engine/reference';
import { DEMO } from '../../src/sandbox';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { WizardPage } from './pages/wizard-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-deletes-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

async function sandboxUrl(request: APIRequestContext, origin: string): Promise<string> {
  const profiles = await request.post(`${origin}/api/listProfiles`, {
    headers: { 'x-li-request': '1', 'content-type': 'application/json', origin },
    data: {},
  });
  const body = (await profiles.json()) as { value: { profiles: { id: string; baseUrl: string }[] } };
  return body.value.profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
}

/** The office exported by the engine, with the demo listing's Import action set to `törlés`. */
async function workbookDeletingDemo(baseUrl: string): Promise<string> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error);
  const exported = join(work, 'export.xlsx');
  try {
    const reference = await obtainReferenceData({
      connection: { baseUrl, user, password, faults: null },
      cacheFolder: join(work, 'reference'),
    });
    const query = {
      officeIds: [DEMO.offices.budapest],
      types: [],
      status: null,
      updatedAfter: null,
      lang: 'hu',
    } as const;
    const r = await runExport({
      client: made.value,
      query,
      reference: reference.data,
      out: exported,
      overwrite: false,
    });
    if (!r.ok) throw new Error(r.error.message);
  } finally {
    await made.value.close();
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(exported);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('no Ingatlanok sheet');
  const header = Array.from(ws.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const action = header.indexOf('Importálási művelet');
  const id = header.indexOf('Service ID');
  if (action < 1 || Number(ws.getRow(2).getCell(id).value) !== DEMO.properties.angyalfoldFlat.id) {
    throw new Error('the export has no action column or the demo listing is not in row 2');
  }
  ws.getRow(2).getCell(action).value = 'törlés';
  const out = join(work, 'delete.xlsx');
  await wb.xlsx.writeFile(out);
  return out;
}

test('an upload that deletes asks first, naming the row; confirmed, the listing is deleted', async ({ page }) => {
  await new WizardPage(page).open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const workbook = await workbookDeletingDemo(await sandboxUrl(page.request, host.origin));
  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  const review = await openToReview(page, open);
  await review.next();

  const upload = new UploadPage(page);
  // The sync preview is off until ticked; this workbook holds the office's one listing, so nothing is missing.
  const sync = page.getByRole('checkbox', { name: upload.t('syncToggle') });
  await expect(sync).not.toBeChecked();
  await sync.check();
  await expect(page.getByText(upload.t('syncNone'))).toBeVisible();
  // It says which listings it compared within.
  await expect(page.getByText(syncScopeText('hu', 'scopeUsed', { scope: '' }).trim())).toBeVisible();
  await expect(sync).toBeFocused();
  await sync.uncheck();

  await upload.button('startUpload').click();
  const box = page.getByRole('alertdialog', { name: upload.t('deleteConfirmTitle', { count: 1 }) });
  await expect(box).toBeVisible();
  await expect(box).toContainText(`Ingatlanok, 2. sor: ID ${DEMO.properties.angyalfoldFlat.id}, DEMO-P1`);
  await expect(box.getByRole('button', { name: upload.t('deleteConfirmNo') })).toBeFocused();
  await box.getByRole('button', { name: upload.t('deleteConfirmNo') }).click();
  await expect(box).toBeHidden();
  await expect(upload.heading('uploadTitle')).toBeVisible();
  await expect(upload.button('startUpload')).toBeFocused();

  await upload.button('startUpload').click();
  await page.getByRole('button', { name: upload.t('deleteConfirmYes', { count: 1 }) }).click();
  await expect(upload.heading('resultsTitle')).toBeVisible();
  const results = new ResultsPage(page);
  await results.expectTile('deleted', 1);
  await results.expectTile('failed', 0);
});
