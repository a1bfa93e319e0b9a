// An exported workbook with image sheets in the app's import session: opens, validates, and an image title edited
// in the grid is sent as one image modify (counted by a relay in front of the sandbox) and written back.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import type { CountingProxy } from '../support/export-test-kit';
import { connectDemoAt, exportDemoOffice, useAppSession, withDemoClient } from '../support/app-session-kit';
import { postImages } from '../support/export-test-kit';

const OFFICE = DEMO.offices.budapest;
const LISTING = DEMO.properties.angyalfoldFlat;
const IMAGES = 'Ingatlan képek';

const session = useAppSession('li-export-images-');
const { call } = session;
let proxy: CountingProxy | null = null;

/** Two images of the demo listing and one of a demo seller, then an export of office 1 with its images. */
async function seedAndExport(baseUrl: string, out: string): Promise<void> {
  const image = (ref: string, order: number, title: string) => ({
    id: { transfer_id: ref },
    image: { url: `https://kepek.example.hu/${ref}.jpg`, long_title: title, order },
  });
  await withDemoClient(baseUrl, async (client) => {
    await postImages(client, [
      {
        uri: `/property/image?transfer_id=${LISTING.transferId}&office_id=${OFFICE}`,
        images: [image('IMG-A', 1, 'Nappali'), image('IMG-B', 2, 'Konyha')],
        names: ['IMG-A', 'IMG-B'],
      },
      {
        uri: `/seller/image?transfer_id=${DEMO.sellers.anna.transferId}&office_id=${OFFICE}`,
        images: [image('ANNA', 1, 'Kovács Anna')],
        names: ['ANNA'],
      },
    ]);
    const referenceFolder = join(session.h.dir, 'reference');
    await exportDemoOffice(client, baseUrl, { out, referenceFolder, images: true });
  });
}

async function imageTitles(baseUrl: string): Promise<Map<string, unknown>> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error.en);
  const listed = await made.value.listRecordBodies('property', {
    office_id: OFFICE,
    part: ['id', 'images.id', 'images.image'],
  });
  await made.value.close();
  type Listed = { images?: { id: { transfer_id: string | null }; image: { long_title?: unknown } }[] };
  const images = (listed.ok ? listed.value : []).flatMap((p) => (p as Listed).images ?? []);
  return new Map(images.map((i) => [i.id.transfer_id ?? '', i.image.long_title]));
}

describe('image sheets of an export in the app', () => {
  it('open and validate clean; a title edited in the grid is sent as one image modify and written back', async () => {
    const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
    const workbook = join(session.h.dir, 'export.xlsx');
    await seedAndExport(baseUrl, workbook);
    // The app talks to the sandbox through a counting relay, so the test sees every request it makes.
    proxy = await session.relay(baseUrl);
    await connectDemoAt(session, proxy.baseUrl, OFFICE);

    const info = await call('openWorkbook', { file: { kind: 'path', path: workbook } });
    const roles = new Map(info.sheets.map((s) => [s.name, s.role]));
    expect(roles.get(IMAGES)).toBe('property_images');
    expect(roles.get('Értékesítő képek')).toBe('seller_images');
    const sheets = info.sheets.filter((s) => s.role !== null);
    await call('configureSheets', {
      sheets: sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
    });
    const summary = await call('validate', {});
    expect(summary.counts.invalid).toBe(0);
    const dry = await call('startUpload', { dryRun: true });
    expect(dry.buckets).toMatchObject({ create: 0, update: 0 });

    const page = await call('getRows', { sheet: IMAGES, offset: 0, limit: 10, filter: 'all' });
    expect(page.rows).toHaveLength(2);
    const title = page.columns.find((c) => c.field === 'image.long_title');
    const ref = page.columns.findIndex((c) => c.field === 'id.transfer_id');
    const row = page.rows.find((r) => r.cells[ref]?.text === 'IMG-B');
    if (!title || !row) throw new Error('the image sheet has no title column or no IMG-B row');
    await call('editCell', { sheet: IMAGES, row: row.row, index: title.index, value: 'Felújított konyha' });

    const before = proxy.writes().length;
    const run = await call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ outcome: 'completed', created: 0, updated: 1, failed: 0 });
    const writes = proxy.writes().slice(before);
    expect(writes.map((w) => `${w.method} ${w.uri}`)).toEqual([
      `PUT /property/image?transfer_id=${LISTING.transferId}&office_id=${OFFICE}`,
    ]);
    expect(writes[0]?.body).toMatchObject({
      images: [{ id: { transfer_id: 'IMG-B' }, image: { long_title: 'Felújított konyha' } }],
    });
    expect(await imageTitles(baseUrl)).toEqual(
      new Map([
        ['IMG-A', 'Nappali'],
        ['IMG-B', 'Felújított konyha'],
      ]),
    );

    const saved = await call('saveResultsWorkbook', {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved?.path ?? '');
    const ws = wb.getWorksheet(IMAGES);
    const heads = new Map<string, number>();
    ws?.getRow(1).eachCell((c, col) => heads.set(String(c.value), col));
    const cell = (r: number, header: string) => ws?.getRow(r).getCell(heads.get(header) ?? 0).value;
    expect(cell(row.row, 'Importálás állapota')).toBe('frissítve');
    expect(cell(row.row, `Cím (nagy kép) [image.long_title]`)).toBe('Felújított konyha');
    expect(heads.has('Szolgáltatói azonosító')).toBe(true);
    expect(Number(cell(row.row, 'Szolgáltatói azonosító'))).toBeGreaterThan(0);
  });
});
