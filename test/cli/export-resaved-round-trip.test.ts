// The export saved again by programs we did not write (LibreOffice as xlsx and as Hungarian CSV, openpyxl) and
// re-imported: unchanged rows send nothing and are not even compared, edited cells send only those fields.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueWords } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import type { ApiClient } from '../../src/engine/api';
import { EXPORT_OFFICE as OFFICE, useExportOffice } from '../support/export-office-kit';
import { editWithOpenpyxl, postImages, propertyBody, sendAll } from '../support/export-test-kit';
import {
  columnValues,
  convertWithLibreOffice,
  csvFilter,
  libreOfficeProfile,
  numberFormatScript,
  requireLibreOffice,
  resaveWithOpenpyxl,
  surveyWorkbook,
} from '../support/resave-kit';

const SELLERS = 4;
const PROPERTIES = 20;
/** Images of one listing, one without its own reference or title: the image sheets go round too. */
const IMAGES = 2;
const PROPERTIES_SHEET = 'Ingatlanok';
const PRICE = 'Ár [price.price]';
const OVERHEAD = 'Rezsi [price.overhead]';
const STATUS = 'Állapot (aktív) [property.status]';
const XLSX = 'xlsx:Calc MS Excel 2007 XML';
const NBSP = '\u00a0';
/** LibreOffice takes seconds a conversion, more on a busy machine: a timeout, never a timing assertion. */
const SLOW = { timeout: 180_000 };
/** Every listing PUT names its seller besides the changed fields: the spec says one without makes the administrator
 * advertise the listing. */
const SELLER = expect.any(Object) as unknown;

let profile: string;
/** The export made once before the tests; tests that change the service's records export afresh. */
let exported: string;
/** Service ID of the listing with texts and numbers spreadsheet programs store their own way. */
let tricky = 0;
let converted: Promise<string> | null = null;
let uploads = 0;

/** The tricky listing and two images of EXP-P1, one without its own reference or title, after the seed. */
async function seed(client: ApiClient): Promise<void> {
  [tricky = 0] = await sendAll(office.client, [
    { method: 'POST', uri: `/property?office_id=${OFFICE}`, body: trickyListing() },
  ]);
  const images = [
    {
      id: { transfer_id: 'IMG-1' },
      image: { url: 'https://kepek.example.hu/1.jpg', long_title: 'Nappali – délután', order: 1 },
    },
    { image: { url: 'https://kepek.example.hu/2.jpg', order: 2 } },
  ];
  const uri = `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`;
  await postImages(client, [{ uri, images, names: ['IMG-1', 'IMG-2'] }]);
}

const office = useExportOffice({
  prefix: 'cli-export-resaved-',
  sellers: SELLERS,
  properties: PROPERTIES,
  seed,
  requires: requireLibreOffice,
  timeout: 120_000,
});

beforeAll(async () => {
  profile = await libreOfficeProfile(path.join(office.dir, 'lo-profile'), 'hu-HU');
  exported = await exportTo(path.join(office.dir, 'export.xlsx'));
}, 120_000);

/**
 * A listing without a reference (so only its Service ID names it), whose description has leading and trailing
 * spaces, a CR LF line end, a tab, quotes, a semicolon and accents; coordinates with 17 significant digits (LibreOffice
 * keeps 15), a utility fee with fillér, and texts that look like a date, a number and a formula.
 */
function trickyListing(): Record<string, unknown> {
  const base = propertyBody(100, { transfer_id: 'EXP-S1' });
  const { id: _reference, ...body } = base;
  return {
    ...body,
    property: { ...(body['property'] as object), external_id: '0012' },
    location: { ...(body['location'] as object), address: '1/2', zip_code: '1011' },
    price: { price: 45_000_000, price_currency: 'huf', overhead: 12_345.67, overhead_currency: 'huf' },
    descriptions: {
      hu: '  Első sor; "idézet"\r\nMásodik sor\ttabbal, árvíztűrő tükörfúrógép  ',
      en: '=SUM(1,2)',
      de: 'Größe: 3,5 m² – ÁRVÍZTŰRŐ',
    },
    map: { visibility: 'exact', latitude: 47.123456789012344, longitude: 19.05 + 1 / 3 },
  };
}

async function exportTo(file: string): Promise<string> {
  return office.exportTo(file, { images: true });
}

interface ReportRow {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly id?: number;
  readonly changes?: readonly { field: string; kind: string }[];
}

/** Uploads `file` through the counting relay: the JSON report, the writes, and the GETs that compared records. */
async function upload(file: string) {
  uploads += 1;
  const out = path.join(office.dir, `results-${uploads}${path.extname(file)}`);
  const r = await office.upload<{ summary: Record<string, unknown>; rows: ReportRow[] }>(file, { json: true, out });
  if (r.report === null) throw new Error(`no report: ${r.errors}`);
  // Partial updates look records up by Service ID (`id=`); plain look-ups by reference use `transfer_id=`.
  const compared = r.seen.filter((s) => s.method === 'GET' && /[?&]id=/.test(s.path));
  return { ...r, report: r.report, compared, results: out };
}

/** The export as LibreOffice saves it, converted once for the tests that only read it. */
function libreOfficeCopy(): Promise<string> {
  converted ??= convertWithLibreOffice(profile, exported, XLSX, office.dir, 'libreoffice.xlsx').then((c) => c.out);
  return converted;
}

async function sheetNumber(file: string, sheet: string): Promise<number> {
  return [...(await surveyWorkbook(file)).sheets.keys()].indexOf(sheet) + 1;
}

describe('the export in other programs', SLOW, () => {
  it('opens in LibreOffice and openpyxl with every sheet, dropdown, note and the hidden lists sheet', async () => {
    const original = await surveyWorkbook(exported);
    expect(original.warnings).toEqual([]);
    expect(original.sheets.get('Listák')?.state).toBe('hidden');
    expect(original.sheets.get(PROPERTIES_SHEET)?.validations.length).toBeGreaterThan(50);
    expect(original.sheets.get(PROPERTIES_SHEET)?.notes).toBeGreaterThan(50);
    expect(original.sheets.get(PROPERTIES_SHEET)?.hiddenColumns.length).toBe(1);
    const saved = await surveyWorkbook(await libreOfficeCopy());
    expect(saved.warnings).toEqual([]);
    expect([...saved.sheets.keys()]).toEqual([...original.sheets.keys()]);
    // Every rule with its list, starting on the first data row; LibreOffice ends the ranges sooner (docs).
    expect(saved.sheets).toEqual(original.sheets);
  });
});

describe('re-saved unchanged', SLOW, () => {
  it('LibreOffice: nothing is sent and no row needs comparing with the service', async () => {
    const { code, report, writes, compared } = await upload(await libreOfficeCopy());
    expect(writes).toEqual([]);
    expect(compared).toEqual([]);
    expect(code).toBe(0);
    expect(report.rows.length).toBe(SELLERS + 2 + PROPERTIES + 2 + IMAGES);
    expect(report.rows.filter((r) => r.sheet === 'Ingatlan képek').length).toBe(IMAGES);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it("LibreOffice again on a re-import's results workbook (its Imported at time): nothing is sent", async () => {
    const edited = path.join(office.dir, 'one-edit.xlsx');
    const edit = { sheet: PROPERTIES_SHEET, header: PRICE, serviceId: tricky, value: 46_000_000 };
    await editWithOpenpyxl(await libreOfficeCopy(), edited, [edit]);
    const first = await upload(edited);
    expect(first.writes.map((w) => w.body)).toEqual([{ price: { price: 46_000_000 }, seller: SELLER }]);
    const importedAt = await columnValues(first.results, PROPERTIES_SHEET, 'Importálás ideje');
    expect(importedAt.filter((t) => t !== null)).toEqual([expect.stringMatching(/^20\d\d-/)]);
    const again = await convertWithLibreOffice(profile, first.results, XLSX, office.dir, 'results-resaved.xlsx');
    const { report, writes, compared } = await upload(again.out);
    expect(writes).toEqual([]);
    expect(compared).toEqual([]);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('openpyxl load and save: every part kept, nothing is sent and no row needs comparing', async () => {
    const out = path.join(office.dir, 'openpyxl.xlsx');
    await resaveWithOpenpyxl(exported, out);
    // openpyxl redraws the notes' shapes its own way, but keeps every note, dropdown and hidden part.
    expect((await surveyWorkbook(out)).sheets).toEqual((await surveyWorkbook(exported)).sheets);
    const { report, writes, compared } = await upload(out);
    expect(writes).toEqual([]);
    expect(compared).toEqual([]);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });
});

describe('edited, then saved by LibreOffice', SLOW, () => {
  it('2 prices and 1 status edited: exactly those 3 listings are sent, each with only its changed field', async () => {
    const file = await exportTo(path.join(office.dir, 'to-edit.xlsx'));
    const r = await office.client.listRecordBodies('property', { office_id: OFFICE, part: ['id', 'property'] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const active = r.value
      .map((p) => p as { id: { id: number }; property: { status: string } })
      .filter((p) => p.property.status === 'active' && p.id.id !== tricky);
    const [a = 0, b = 0, c = 0] = active.slice(0, 3).map((p) => p.id.id);
    const inactive = valueWords('PROPERTY_STATUS', 'inactive').hu;
    const edited = path.join(office.dir, 'edited-openpyxl.xlsx');
    await editWithOpenpyxl(file, edited, [
      { sheet: PROPERTIES_SHEET, header: PRICE, serviceId: a, value: 41_000_000 },
      { sheet: PROPERTIES_SHEET, header: PRICE, serviceId: b, value: 42_500_000 },
      { sheet: PROPERTIES_SHEET, header: STATUS, serviceId: c, value: inactive },
    ]);
    const saved = await convertWithLibreOffice(profile, edited, XLSX, office.dir, 'edited-libreoffice.xlsx');
    const { report, writes, compared } = await upload(saved.out);
    expect(writes.map((w) => [w.method, w.uri, w.body]).sort()).toEqual(
      [
        ['PUT', `/property?id=${a}`, { price: { price: 41_000_000 }, seller: SELLER }],
        ['PUT', `/property?id=${b}`, { price: { price: 42_500_000 }, seller: SELLER }],
        ['PUT', `/property?id=${c}`, { property: { status: 'inactive' }, seller: SELLER }],
      ].sort(),
    );
    expect(compared.length).toBe(1);
    expect(
      report.rows
        .filter((row) => row.status === 'updated')
        .map((row) => row.id)
        .sort(),
    ).toEqual([a, b, c].sort());
  });
});

describe('saved as CSV by LibreOffice with a Hungarian locale (as Hungarian Excel saves CSV)', SLOW, () => {
  /** The properties sheet as `;` CSV, cells as shown, prices and Service IDs formatted with thousands separators. */
  async function propertiesCsv(file: string, name: string, extra = ''): Promise<string> {
    const formatted = path.join(office.dir, `${name}.formatted.xlsx`);
    const script = [
      numberFormatScript(PROPERTIES_SHEET, [PRICE, 'Szolgáltatói azonosító'], '#,##0'),
      numberFormatScript(PROPERTIES_SHEET, [OVERHEAD], '#,##0.00'),
      extra,
    ].join('\n');
    await resaveWithOpenpyxl(file, formatted, script);
    const sheet = await sheetNumber(formatted, PROPERTIES_SHEET);
    return (await convertWithLibreOffice(profile, formatted, csvFilter(sheet), office.dir, `${name}.csv`)).out;
  }

  it('unchanged: the numbers come back as text (45 000 000, 12 345,67), nothing is sent or compared', async () => {
    const csv = await propertiesCsv(exported, 'unchanged');
    const text = await readFile(csv, 'utf8');
    expect(text).toContain(`;45${NBSP}000${NBSP}000;`);
    expect(text).toContain(`;12${NBSP}345,67;`);
    expect(text).toContain(`;${String(tricky).replace(/(\d{3})$/, `${NBSP}$1`)};`);
    expect(text).toContain(';47,1234567890123;');
    const { code, report, writes, compared } = await upload(csv);
    expect(writes).toEqual([]);
    expect(compared).toEqual([]);
    expect(code).toBe(0);
    expect(report.rows.length).toBe(PROPERTIES + 2);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('a price edited in the CSV, saved with a BOM and CR LF as Excel does: that listing alone is sent', async () => {
    const csv = await propertiesCsv(exported, 'edited');
    const lines = (await readFile(csv, 'utf8')).split('\n');
    const price = `;64${NBSP}900${NBSP}000;`;
    const demo = lines.findIndex((l) => l.startsWith('DEMO-P1;') && l.includes(price));
    expect(demo).toBeGreaterThan(0);
    lines[demo] = (lines[demo] ?? '').replace(price, `;65${NBSP}500${NBSP}000;`);
    // Every line end becomes CR LF, also inside the quoted descriptions: their fingerprints must not change.
    await writeFile(csv, `\ufeff${lines.join('\r\n')}`, 'utf8');
    const { writes, compared } = await upload(csv);
    const id = DEMO.properties.angyalfoldFlat.id;
    expect(writes).toEqual([
      { method: 'PUT', uri: `/property?id=${id}`, body: { price: { price: 65_500_000 }, seller: SELLER } },
    ]);
    expect(compared.length).toBe(1);
  });

  it('without the hidden result columns: rows with a Service ID are compared, never created, and none is sent', async () => {
    const file = await exportTo(path.join(office.dir, 'no-results.xlsx'));
    const clear = [
      `for h in ['Importálás állapota', 'Importálási ujjlenyomat']:`,
      '    for r in range(2, ws.max_row + 1):',
      '        ws.cell(r, heads[h]).value = None',
    ].join('\n');
    const csv = await propertiesCsv(file, 'no-results', clear);
    const { report, writes, compared, results } = await upload(csv);
    expect(writes).toEqual([]);
    expect(compared.length).toBe(1);
    expect(report.rows.length).toBe(PROPERTIES + 2);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
    // The results CSV has each row's status and fingerprint again: uploaded, nothing is even compared.
    const again = await upload(results);
    expect([again.writes, again.compared]).toEqual([[], []]);
    expect(again.report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });
});
