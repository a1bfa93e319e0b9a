// The dry run checks every image link before the upload: its progress shows while a slow server holds it, then
// the rows whose link the portal cannot fetch are named; in Hungarian and English (docs/plausibility.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ImageServer } from '../engine/image-check/image-server-kit';
import { startImageServer } from '../engine/image-check/image-server-kit';
import { DEMO } from '../../src/sandbox';
import { UploadPage } from './pages/upload-page';
import { WarningPanelPage } from './pages/warning-panel-page';
import type { Lang } from './pages/wizard-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { reviewInLanguage } from './support/review-in-language';

let host: HostProcess;
let images: ImageServer;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-images-'));
  host = await startHostProcess();
  images = await startImageServer();
});

test.afterEach(async () => {
  await images.close();
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

/** A listing with four photos (a JPEG, a web page, a missing file, a server that never answers) and a price slip. */
async function photoSheet(): Promise<string> {
  const file = join(work, 'kepek.xlsx');
  const wb = new ExcelJS.Workbook();
  // DEMO-P1 costs 64 900 000 Ft on the portal; its row cuts the price by 90 %.
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Service ID', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
    ['K-1', null, 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft'],
    ['DEMO-P1', DEMO.properties.angyalfoldFlat.id, null, null, null, 6_490_000, 'Ft'],
  ]);
  wb.addWorksheet('Ingatlan képek').addRows([
    ['Hirdetés azonosító', 'Kép azonosító', 'Kép URL'],
    ['K-1', 'I-1', images.url('/ok.jpg')],
    ['K-1', 'I-2', images.url('/page.html')],
    ['K-1', 'I-3', images.url('/missing.jpg')],
    ['K-1', 'I-4', images.url('/never-e2e')],
  ]);
  await wb.xlsx.writeFile(file);
  return file;
}

for (const lang of ['hu', 'en'] as const satisfies readonly Lang[]) {
  test(`the dry run checks image links with progress, names the broken ones and a price slip (${lang})`, async ({
    page,
  }) => {
    const file = await photoSheet();
    const review = await reviewInLanguage(page, host.url, file, lang);
    await review.next();

    const upload = new UploadPage(page, lang);
    const words = new WarningPanelPage(page, lang);
    await upload.button('dryRun').click();
    // The server that never answers holds the check until its time limit: the progress shows meanwhile.
    await expect(page.getByRole('progressbar', { name: words.w('imageCheckLabel') })).toBeVisible();
    await expect(page.getByText(words.w('imageCheckProgress', { done: 3, total: 4 }))).toBeVisible();

    const broken = page.getByRole('list', { name: words.w('imageBrokenList') }).getByRole('listitem');
    await expect(broken).toHaveCount(3);
    await expect(page.getByText(words.w('imageCheckDone', { count: 4, broken: 3 }))).toBeVisible();
    await expect(broken.nth(1)).toContainText(lang === 'hu' ? 'nem található (HTTP 404)' : 'not found (HTTP 404)');
    await expect(page.getByRole('progressbar', { name: words.w('imageCheckLabel') })).toHaveCount(0);
    const portal = page.getByRole('list', { name: words.w('portalWarningsList') }).getByRole('listitem');
    await expect(portal).toContainText(lang === 'hu' ? '64 900 000 Ft → 6 490 000 Ft' : '64,900,000 Ft → 6,490,000 Ft');
  });
}
