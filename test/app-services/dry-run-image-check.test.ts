// The app's dry run checks every image link (on by default) with progress, and names the rows whose link the portal
// could not fetch, in the session's language (docs/plausibility.md, "Image links").
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ImageServer } from '../engine/image-check/image-server-kit';
import { startImageServer } from '../engine/image-check/image-server-kit';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let sandbox: RunningSandbox;
let images: ImageServer;
let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-dry-images-');
  images = await startImageServer();
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', dataDir: join(h.dir, 'service') });
  const { username, password } = DEMO.users.demo;
  const p = await h.call('saveProfile', {
    kind: 'test',
    name: 'Próba',
    baseUrl: sandbox.baseUrl,
    user: username,
    password,
  });
  await h.call('connect', { profileId: p.id, officeId: DEMO.offices.budapest });
  const path = join(h.dir, 'kepek.xlsx');
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
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', {
    sheets: [
      { name: 'Ingatlanok', role: 'properties', headerRow: 1 },
      { name: 'Ingatlan képek', role: 'property_images', headerRow: 1 },
    ],
  });
});

afterEach(async () => {
  await sandbox.close();
  await images.close();
  await h.close();
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
