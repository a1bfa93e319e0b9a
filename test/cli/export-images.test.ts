// Export with images, the office's name and per-type sheets, and their round trip: real HTTP, counting relay.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import { useExportOffice } from '../support/export-office-kit';
import {
  PROPERTY_IMAGES,
  SELLER_IMAGES,
  editWithOpenpyxl,
  hungarianHeader,
  imageBody as image,
  postImages,
  propertyBody,
  sellerBody,
  sendAll,
} from '../support/export-test-kit';

const run = promisify(execFile);
const OFFICE = DEMO.offices.budapest;

const H = {
  ownerRef: hungarianHeader('property_images', 'owner.transfer_id'),
  ownerId: hungarianHeader('property_images', 'owner.id'),
  ref: hungarianHeader('property_images', 'id.transfer_id'),
  url: hungarianHeader('property_images', 'image.url'),
  title: hungarianHeader('property_images', 'image.long_title'),
  short: hungarianHeader('property_images', 'image.short_title'),
  order: hungarianHeader('property_images', 'image.order'),
  sellerRef: hungarianHeader('seller_images', 'owner.transfer_id'),
  sellerId: hungarianHeader('seller_images', 'owner.id'),
};

/** Service IDs of the seeded records and images. */
const ids = { noRefSeller: 0, noRefListing: 0, images: new Map<string, number>() };

const office = useExportOffice({ prefix: 'cli-export-images-', sellers: 0, properties: 0, seed });

async function exportTo(file: string, extra: Record<string, unknown> = {}): Promise<readonly string[]> {
  const r = await office.exportRun({ out: file, images: true, ...extra });
  if (r.code !== 0) throw new Error(`export failed (${r.code}): ${r.errors}`);
  return r.out;
}

interface Report {
  readonly rows: readonly { sheet: string; row: number; status: string; error_message?: string }[];
}

async function upload(file: string, out: string) {
  const r = await office.upload<Report>(file, { json: true, out });
  if (r.report === null) throw new Error(`no report: ${r.errors}`);
  return { ...r, report: r.report };
}

const edit = editWithOpenpyxl;

type Rows = Map<string, string>[];

/**
 * Sheets as header → text maps, one per row below the header, all from one read by openpyxl (read-only): exceljs
 * cannot read back files openpyxl saved with notes, and loads the whole workbook with its rules for every sheet.
 */
async function readSheets(file: string, sheets: readonly string[]): Promise<Map<string, Rows>> {
  const script = `
import json, sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1], read_only=True)
out = {}
for name in json.loads(sys.argv[2]):
    rows = list(wb[name].iter_rows(values_only=True))
    head = rows[0] if rows else ()
    keys = [str(h) if h is not None else '#%d' % (i + 1) for i, h in enumerate(head)]
    keys += ['#%d' % (i + 1) for i in range(len(keys), max([len(r) for r in rows] + [0]))]
    out[name] = [{k: str(v) for k, v in zip(keys, r) if v is not None} for r in rows[1:]]
print(json.dumps(out))
`;
  const { stdout } = await run('/usr/bin/python3', ['-c', script, file, JSON.stringify(sheets)]);
  const parsed = JSON.parse(stdout) as Record<string, Record<string, string>[]>;
  return new Map(Object.entries(parsed).map(([name, rows]) => [name, rows.map((r) => new Map(Object.entries(r)))]));
}

async function readSheet(file: string, sheet: string): Promise<Rows> {
  return (await readSheets(file, [sheet])).get(sheet) ?? [];
}

/** Three sellers (one without a reference), four listings of two types (one without), images of both kinds. */
async function seed(client: ApiClient): Promise<void> {
  const sellers: BatchItem[] = [1, 2, 3].map((n) => ({
    method: 'POST',
    uri: `/seller?office_id=${OFFICE}`,
    body: sellerBody(n, n < 3),
  }));
  const sellerIds = await sendAll(client, sellers);
  ids.noRefSeller = sellerIds[2] ?? 0;
  // n = 1 and 2 are a house and a land; n = 9 has no reference (propertyBody leaves it out).
  const listings: BatchItem[] = [1, 2, 9].map((n) => ({
    method: 'POST',
    uri: `/property?office_id=${OFFICE}`,
    body: propertyBody(n, { transfer_id: 'EXP-S1' }),
  }));
  const listingIds = await sendAll(client, listings);
  ids.noRefListing = listingIds[2] ?? 0;
  ids.images = await postImages(client, [
    {
      uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
      images: [image('IMG-1', 1, 'Nappali'), image('IMG-2', 2, 'Konyha'), image(null, 3, null)],
      names: ['IMG-1', 'IMG-2', 'P1-none'],
    },
    { uri: `/property/image?id=${ids.noRefListing}`, images: [image('IMG-9', 1, 'Kert')], names: ['IMG-9'] },
    { uri: `/seller/image?transfer_id=EXP-S1&office_id=${OFFICE}`, images: [image('S1', 1, 'Anna')], names: ['S1'] },
    { uri: `/seller/image?id=${ids.noRefSeller}`, images: [image('S3', 1, null)], names: ['S3'] },
  ]);
}

function imageId(name: string): number {
  const id = ids.images.get(name);
  if (id === undefined) throw new Error(`no image ${name}`);
  return id;
}

describe('export --images', () => {
  it('writes each image with its owner, URL, titles, order and its own Service ID', async () => {
    const file = office.file('images.xlsx');
    const out = await exportTo(file);
    expect(out).toContain('images: 4 of listings, 2 of sellers');
    const read = await readSheets(file, [PROPERTY_IMAGES, SELLER_IMAGES]);
    const rows = read.get(PROPERTY_IMAGES) ?? [];
    const byId = new Map(rows.map((r) => [Number(r.get('Szolgáltatói azonosító')), r]));
    expect([...byId.keys()].sort()).toEqual(['IMG-1', 'IMG-2', 'P1-none', 'IMG-9'].map(imageId).sort());
    const first = byId.get(imageId('IMG-1'));
    expect(first?.get(H.ownerRef)).toBe('EXP-P1');
    expect(first?.get(H.ref)).toBe('IMG-1');
    expect(first?.get(H.url)).toBe('https://kepek.example.hu/IMG-1.jpg');
    expect(first?.get(H.title)).toBe('Nappali');
    expect(first?.get(H.short)).toBe('Nappali (kicsi)');
    expect(first?.get(H.order)).toBe('1');
    // A listing without a reference is named by its Service ID; an image without one has no reference cell.
    expect(byId.get(imageId('IMG-9'))?.get(H.ownerId)).toBe(String(ids.noRefListing));
    expect(byId.get(imageId('IMG-9'))?.has(H.ownerRef)).toBe(false);
    expect(byId.get(imageId('P1-none'))?.has(H.ref)).toBe(false);
    const sellers = read.get(SELLER_IMAGES) ?? [];
    expect(new Set(sellers.map((r) => r.get(H.sellerRef) ?? `#${r.get(H.sellerId) ?? ''}`))).toEqual(
      new Set(['EXP-S1', `#${ids.noRefSeller}`]),
    );
    expect(new Set(sellers.map((r) => Number(r.get('Szolgáltatói azonosító'))))).toEqual(
      new Set([imageId('S1'), imageId('S3')]),
    );
  });

  it('names the office, its ID, the service and the time of the export on the Help sheet', async () => {
    const file = office.file('help.xlsx');
    await exportTo(file, { images: false });
    const help = await readSheet(file, 'Súgó');
    const text = help.flatMap((r) => [...r.values()]).join('\n');
    const offices = await office.client.listOffices();
    const name = (offices.ok ? offices.value : []).find((o) => o.id === OFFICE)?.name ?? '?';
    expect(text).toContain(`${name} (${OFFICE})`);
    expect(text).toContain(office.proxy.baseUrl);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });
});

describe('round trip of the image sheets', () => {
  it('re-importing an export with images unedited sends nothing: every row, images too, is skipped', async () => {
    const file = office.file('unchanged.xlsx');
    await exportTo(file);
    const { code, report, writes } = await upload(file, office.file('unchanged.results.xlsx'));
    expect(writes).toEqual([]);
    expect(code).toBe(0);
    expect(report.rows.filter((r) => r.sheet === PROPERTY_IMAGES).length).toBe(4);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('an edited title and an edited order send one image modify each; a new image row is created', async () => {
    const file = office.file('to-edit.xlsx');
    await exportTo(file);
    const edited = office.file('edited.xlsx');
    await edit(
      file,
      edited,
      [
        { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-1'), header: H.title, value: 'Tágas nappali' },
        { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-9'), header: H.order, value: 7 },
      ],
      [
        {
          sheet: PROPERTY_IMAGES,
          cells: { [H.ownerRef]: 'EXP-P2', [H.ref]: 'IMG-NEW', [H.url]: 'https://kepek.example.hu/uj.jpg' },
        },
      ],
    );
    const results = office.file('edited.results.xlsx');
    const { code, report, writes } = await upload(edited, results);
    expect(code).toBe(0);
    expect(writes.map((w) => `${w.method} ${w.uri}`).sort()).toEqual(
      [
        `POST /property/image?transfer_id=EXP-P2&office_id=${OFFICE}`,
        `PUT /property/image?id=${ids.noRefListing}`,
        `PUT /property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
      ].sort(),
    );
    const put = writes.find((w) => w.uri.includes('EXP-P1'));
    expect(put?.body).toMatchObject({
      images: [{ id: { transfer_id: 'IMG-1' }, image: { long_title: 'Tágas nappali' } }],
    });
    expect(
      report.rows
        .filter((r) => r.status !== 'skipped')
        .map((r) => r.status)
        .sort(),
    ).toEqual(['created', 'updated', 'updated']);
    // The service holds the edits.
    const listed = await office.client.listRecordBodies('property', {
      office_id: OFFICE,
      part: ['id', 'images.id', 'images.image'],
    });
    type Listed = { images: { id: { id: number; transfer_id: string | null }; image: Record<string, unknown> }[] };
    const images = (listed.ok ? listed.value : []).flatMap((p) => (p as Listed).images);
    expect(images.find((i) => i.id.transfer_id === 'IMG-1')?.image['long_title']).toBe('Tágas nappali');
    const created = images.find((i) => i.id.transfer_id === 'IMG-NEW');
    expect(created?.image['url']).toBe('https://kepek.example.hu/uj.jpg');
    // Results are written into the image sheet: the new row gets its Service ID, and the results workbook
    // re-imported as it is sends nothing.
    const written = await readSheet(results, PROPERTY_IMAGES);
    const newRow = written.find((r) => r.get(H.ref) === 'IMG-NEW');
    expect(newRow?.get('Importálás állapota')).toBe('létrehozva');
    expect(Number(newRow?.get('Szolgáltatói azonosító'))).toBe(created?.id.id);
    expect(written.find((r) => r.get(H.ref) === 'IMG-1')?.get('Importálás állapota')).toBe('frissítve');
    const again = await upload(results, office.file('edited.results-2.xlsx'));
    expect(again.writes).toEqual([]);
  });

  it('an edited image without its own reference fails in its row with the reason, nothing sent', async () => {
    const file = office.file('no-ref.xlsx');
    await exportTo(file);
    const edited = office.file('no-ref-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('P1-none'), header: H.title, value: 'Fürdő' },
    ]);
    const { report, writes } = await upload(edited, office.file('no-ref.results.xlsx'));
    expect(writes).toEqual([]);
    const row = report.rows.find((r) => r.status !== 'skipped');
    expect(row?.status).toBe('failed');
    expect(row?.error_message).toMatch(/no image reference/);
  });
});

describe('export --per-type-sheets', () => {
  it('writes one properties sheet per type the listings have, and re-importing it sends nothing', async () => {
    const file = office.file('per-type.xlsx');
    const out = await exportTo(file, { perTypeSheets: true });
    const sheetsLine = out.find((l) => l.startsWith('properties sheets: ')) ?? '';
    const sheets = sheetsLine.replace('properties sheets: ', '').split(', ');
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets).toContain('Ingatlanok – lakás');
    const read = await readSheets(file, sheets);
    for (const sheet of sheets) {
      const rows = read.get(sheet) ?? [];
      expect(rows.length, sheet).toBeGreaterThan(0);
      const type = sheet.replace('Ingatlanok – ', '');
      expect(new Set(rows.map((r) => r.get('Ingatlan típusa [property.type]')))).toEqual(new Set([type]));
    }
    const { report, writes } = await upload(file, office.file('per-type.results.xlsx'));
    expect(writes).toEqual([]);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('in English with images, every sheet re-imports with nothing sent', async () => {
    const file = office.file('per-type-en.xlsx');
    const out = await exportTo(file, { perTypeSheets: true, lang: 'en' });
    // An earlier test of this file may have added an image.
    expect(out.some((l) => /^images: [45] of listings, 2 of sellers$/.test(l))).toBe(true);
    expect(out.find((l) => l.startsWith('properties sheets: '))).toContain('Properties – apartment');
    const { report, writes } = await upload(file, office.file('per-type-en.results.xlsx'));
    expect(writes).toEqual([]);
    expect(new Set(report.rows.map((r) => r.sheet))).toContain('Property images');
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('with --type writes the sheets of the asked types only', async () => {
    const file = office.file('per-type-houses.xlsx');
    const out = await exportTo(file, { perTypeSheets: true, type: 'house,land' });
    expect(out).toContain('properties sheets: Ingatlanok – ház, Ingatlanok – telek');
  });
});
