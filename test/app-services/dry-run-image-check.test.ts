// The app's dry run checks every image link (on by default) with progress, and names the rows whose link the portal
// could not fetch, in the session's language (docs/plausibility.md, "Image links").
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageServer } from '../engine/image-check/image-server-kit';
import { startImageServer } from '../engine/image-check/image-server-kit';
import { openWorkbook, useConnectedSession } from '../support/connected-session-kit';

let images: ImageServer;

const h = useConnectedSession('li-dry-images-', async (opened) => {
  images = await startImageServer();
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
    ['K-1', 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft'],
  ]);
  wb.addWorksheet('Ingatlan képek').addRows([
    ['Hirdetés azonosító', 'Kép azonosító', 'Kép URL'],
    ['K-1', 'I-1', images.url('/ok.jpg')],
    ['K-1', 'I-2', images.url('/page.html')],
    ['K-1', 'I-3', images.url('/missing.jpg')],
  ]);
  await openWorkbook(opened, wb, { Ingatlanok: 'properties', 'Ingatlan képek': 'property_images' });
});

afterEach(async () => {
  await images.close();
});

describe('the dry run checks image links', () => {
  it('names the rows whose link is not an image or not found', async () => {
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.images).toMatchObject({
      checked: 3,
      brokenTotal: 2,
      broken: [
        { sheet: 'Ingatlan képek', row: 3, outcome: 'not-an-image' },
        { sheet: 'Ingatlan képek', row: 4, outcome: 'not-found', message: 'not found (HTTP 404)' },
      ],
    });
  });

  it('reports its progress to the end', async () => {
    await h.call('startUpload', { dryRun: true });
    const last = h.progress.filter((p) => p.kind === 'images').at(-1);
    expect(last).toMatchObject({ total: 3, done: 3, finished: true });
  });

  it('speaks Hungarian in a Hungarian session', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.images?.broken[1]?.message).toBe('nem található (HTTP 404)');
  });
});

describe("the real upload's results workbook", () => {
  it("notes each broken link the dry run found on its URL cell, in the workbook's language", async () => {
    await h.call('startUpload', { dryRun: true });
    const run = await h.call('startUpload', { dryRun: false });
    expect(run.outcome).toBe('completed');
    const saved = await h.call('saveResultsWorkbook', {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved?.path ?? '');
    const sheet = wb.getWorksheet('Ingatlan képek');
    expect(JSON.stringify(sheet?.getCell('C3').note)).toContain('Képlink: nem kép (text/html');
    expect(JSON.stringify(sheet?.getCell('C4').note)).toContain('Képlink: nem található (HTTP 404)');
    expect(sheet?.getCell('C2').note).toBeUndefined();
  });
});
