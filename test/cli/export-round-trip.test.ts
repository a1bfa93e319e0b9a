import { describe, expect, it } from 'vitest';
import { findField, valueWords } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import { EXPORT_OFFICE as OFFICE, useExportOffice } from '../support/export-office-kit';
import { editWithOpenpyxl, readSheet } from '../support/export-test-kit';

const SELLERS = 12;
const PROPERTIES = 60;
const PRICE = 'Ár [price.price]';
const STATUS = 'Állapot (aktív) [property.status]';
/** The Service ID column of a Hungarian export, in its language (docs/write-back.md, "The workbook's language"). */
const SERVICE_ID = 'Szolgáltatói azonosító';

const office = useExportOffice({ prefix: 'cli-export-', sellers: SELLERS, properties: PROPERTIES });

const exportTo = (file: string, extra: Record<string, unknown> = {}) => office.exportRun({ out: file, ...extra });

interface Report {
  readonly summary: Record<string, unknown>;
  readonly rows: readonly { sheet: string; row: number; status: string }[];
}

/** Uploads `file` through the counting relay; returns the JSON report and the writes it caused. */
async function upload(file: string, out: string) {
  const run = await office.upload<Report>(file, { json: true, out });
  if (run.report === null) throw new Error(`no report: ${run.errors}`);
  return { ...run, report: run.report };
}

async function listed(resource: 'seller' | 'property'): Promise<Record<string, unknown>[]> {
  const part = resource === 'seller' ? ['id', 'seller'] : ['id', 'property', 'price'];
  const r = await office.client.listRecordBodies(resource, { office_id: OFFICE, part });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as Record<string, unknown>[];
}

describe('export of the demo office', () => {
  it('writes every seller and listing of the office with its Service ID and readable values', async () => {
    const file = office.file('every.xlsx');
    const { code, out, errors } = await exportTo(file);
    expect(errors.split('\n').filter((e) => e !== '' && !e.startsWith('export: '))).toEqual([]);
    expect(code).toBe(0);
    // Every value the service holds is one the importer reads back: no row is marked as refused.
    expect(out.filter((l) => l.includes('would not be sent back'))).toEqual([]);
    const sellers = await readSheet(file, 'Értékesítők');
    const properties = await readSheet(file, 'Ingatlanok');
    const sellerIds = (await listed('seller')).map((s) => (s['id'] as { id: number }).id);
    const propertyIds = (await listed('property')).map((p) => (p['id'] as { id: number }).id);
    expect(sellers.map((r) => Number(r.get(SERVICE_ID)))).toEqual(sellerIds);
    expect(properties.map((r) => Number(r.get(SERVICE_ID)))).toEqual(propertyIds);
    expect(propertyIds.length).toBe(PROPERTIES + 1);
    // Names for places, words of the chosen language for codes and yes/no.
    const demo = properties.find((r) => r.get(SERVICE_ID) === String(DEMO.properties.angyalfoldFlat.id));
    expect(demo?.get('Település [location.region_id]')).toBe('Budapest');
    expect(demo?.get('Kerület / városrész [location.area_id]')).toBe('XIII. kerület');
    expect(demo?.get('Ingatlan típusa [property.type]')).toBe('lakás');
    expect(demo?.get('Pénznem [price.price_currency]')).toBe('forint');
    const statuses = new Set(['aktív', valueWords('PROPERTY_STATUS', 'inactive').hu]);
    expect(new Set(properties.map((r) => r.get(STATUS)))).toEqual(statuses);
    const manages = 'Szerkesztheti a hirdetéseket [seller.can_manage_properties]';
    expect(new Set(sellers.map((r) => r.get(manages)))).toEqual(new Set(['Igen', 'Nem']));
    // A listing whose seller has no reference names it by the seller's Service ID.
    expect(properties.some((r) => r.has('Értékesítő szolgáltatói azonosító [seller.id]'))).toBe(true);
  });

  it("writes the result columns, their statuses and the Help sheet's words in the export's language", async () => {
    const hu = office.file('hungarian-results.xlsx');
    expect((await exportTo(hu)).code).toBe(0);
    const rows = await readSheet(hu, 'Ingatlanok');
    expect(rows.filter((r) => r.has('Import status') || r.has('Service ID'))).toEqual([]);
    // Exported, not updated: nothing was sent (docs/round-trip.md, "The exported status").
    expect(new Set(rows.map((r) => r.get('Importálás állapota')))).toEqual(new Set(['exportálva']));
    expect(rows.filter((r) => !(Number(r.get('Szolgáltatói azonosító')) > 0))).toEqual([]);
    const help = (await readSheet(hu, 'Súgó')).flatMap((r) => [...r.values()]).join('\n');
    expect(help).not.toContain('Service ID');
    expect(help).toContain('exportálva – ');
    const en = office.file('english-results.xlsx');
    expect((await exportTo(en, { lang: 'en' })).code).toBe(0);
    expect(new Set((await readSheet(en, 'Properties')).map((r) => r.get('Import status')))).toEqual(
      new Set(['exported']),
    );
  });

  it('writes English words with --lang en', async () => {
    const file = office.file('english.xlsx');
    expect((await exportTo(file, { lang: 'en' })).code).toBe(0);
    const properties = await readSheet(file, 'Properties');
    const demo = properties.find((r) => r.get('Service ID') === String(DEMO.properties.angyalfoldFlat.id));
    const type = findField('properties', 'property.type');
    expect(type).toBeDefined();
    expect(demo?.get(`${type?.label.en ?? ''} [property.type]`)).toBe(valueWords('PROPERTY_TYPE', 'apartment').en);
  });

  it('keeps only the listings of the asked types and status', async () => {
    const file = office.file('houses.xlsx');
    expect((await exportTo(file, { type: 'house,ház,garage', status: 'inactive' })).code).toBe(0);
    const want = (await listed('property')).filter((p) => {
      const b = p['property'] as { type: string; status: string };
      return (b.type === 'house' || b.type === 'garage') && b.status === 'inactive';
    });
    const rows = await readSheet(file, 'Ingatlanok');
    expect(want.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.get(SERVICE_ID)))).toEqual(want.map((p) => (p['id'] as { id: number }).id));
  });

  it('refuses an unknown status or date before asking the service, naming the value', async () => {
    const before = office.proxy.seen.length;
    const status = await exportTo(office.file('bad.xlsx'), { status: 'eladva' });
    expect(status.code).toBe(2);
    expect(status.errors).toContain('--status must be active or inactive; got "eladva"');
    const date = await exportTo(office.file('bad.xlsx'), { updatedAfter: '31/01/2026' });
    expect(date.code).toBe(2);
    expect(date.errors).toContain('"31/01/2026"');
    expect(office.proxy.seen.length).toBe(before);
  });

  it('refuses to replace an existing file without --force', async () => {
    const file = office.file('twice.xlsx');
    expect((await exportTo(file)).code).toBe(0);
    const again = await exportTo(file);
    expect(again.code).toBe(2);
    expect(again.errors).toMatch(/already exists/);
    expect((await exportTo(file, { force: true })).code).toBe(0);
  });
});

describe('round trip', () => {
  it('editing 3 prices and 1 status with openpyxl sends exactly those 4 listings as modifies', async () => {
    const file = office.file('to-edit.xlsx');
    expect((await exportTo(file)).code).toBe(0);
    const active = (await listed('property')).filter((p) => (p['property'] as { status: string }).status === 'active');
    const ids = active.slice(0, 4).map((p) => (p['id'] as { id: number }).id);
    const [a = 0, b = 0, c = 0, d = 0] = ids;
    const edited = office.file('edited.xlsx');
    await editWithOpenpyxl(file, edited, [
      { sheet: 'Ingatlanok', header: PRICE, serviceId: a, value: 41_000_000 },
      { sheet: 'Ingatlanok', header: PRICE, serviceId: b, value: 42_000_000 },
      { sheet: 'Ingatlanok', header: PRICE, serviceId: c, value: 43_000_000 },
      { sheet: 'Ingatlanok', header: STATUS, serviceId: d, value: valueWords('PROPERTY_STATUS', 'inactive').hu },
    ]);
    const { writes } = await upload(edited, office.file('edited.results.xlsx'));
    expect(writes.map((w) => w.method)).toEqual(['PUT', 'PUT', 'PUT', 'PUT']);
    expect(writes.map((w) => w.uri).sort()).toEqual(ids.map((id) => `/property?id=${id}`).sort());
    const after = new Map((await listed('property')).map((p) => [(p['id'] as { id: number }).id, p]));
    expect((after.get(a)?.['price'] as { price: number }).price).toBe(41_000_000);
    expect((after.get(d)?.['property'] as { status: string }).status).toBe('inactive');
  });
});

/** The export's sheets and result columns in each language, and the word older versions sealed every row with. */
const SEALED = {
  hu: { sheets: ['Értékesítők', 'Ingatlanok'], status: 'Importálás állapota', id: SERVICE_ID, old: 'frissítve' },
  en: { sheets: ['Sellers', 'Properties'], status: 'Import status', id: 'Service ID', old: 'updated' },
} as const;

describe.each(['hu', 'en'] as const)('round trip of an export in %s', (lang) => {
  const words = SEALED[lang];

  it('re-importing it without edits sends nothing: every row is skipped', async () => {
    const file = office.file(`unchanged-${lang}.xlsx`);
    expect((await exportTo(file, { lang })).code).toBe(0);
    const { code, report, writes } = await upload(file, office.file(`unchanged-${lang}.results.xlsx`));
    expect(writes).toEqual([]);
    expect(code).toBe(0);
    expect(report.rows.length).toBe(SELLERS + 2 + PROPERTIES + 1);
    expect(report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it(`an older export, every row sealed "${words.old}", still sends only its edited row`, async () => {
    const file = office.file(`older-${lang}.xlsx`);
    expect((await exportTo(file, { lang })).code).toBe(0);
    const older = office.file(`older-${lang}.sealed.xlsx`);
    const rows = await Promise.all(words.sheets.map(async (sheet) => ({ sheet, rows: await readSheet(file, sheet) })));
    const sealedAsBefore = rows.flatMap(({ sheet, rows: r }) =>
      r.map((row) => ({ sheet, header: words.status, serviceId: Number(row.get(words.id)), value: words.old })),
    );
    expect(sealedAsBefore.length).toBe(SELLERS + 2 + PROPERTIES + 1);
    await editWithOpenpyxl(file, older, sealedAsBefore);
    const unchanged = await upload(older, office.file(`older-${lang}.results.xlsx`));
    expect(unchanged.writes).toEqual([]);
    expect(unchanged.report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);

    const id = DEMO.properties.angyalfoldFlat.id;
    const priceHeader = `${findField('properties', 'price.price')?.label[lang] ?? ''} [price.price]`;
    const edited = office.file(`older-${lang}.edited.xlsx`);
    await editWithOpenpyxl(older, edited, [
      { sheet: words.sheets[1], header: priceHeader, serviceId: id, value: lang === 'hu' ? 44_000_000 : 45_000_000 },
    ]);
    const sent = await upload(edited, office.file(`older-${lang}.edited.results.xlsx`));
    expect(sent.writes.map((w) => [w.method, w.uri])).toEqual([['PUT', `/property?id=${id}`]]);
  });
});

describe('round trip through the results workbook', () => {
  it('re-importing the results workbook of an unedited re-import sends nothing either', async () => {
    const file = office.file('twice-over.xlsx');
    expect((await exportTo(file)).code).toBe(0);
    const results = office.file('twice-over.results.xlsx');
    expect((await upload(file, results)).writes).toEqual([]);
    const again = await upload(results, office.file('twice-over.results-2.xlsx'));
    expect(again.writes).toEqual([]);
    expect(again.report.rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('exports only the records changed after --updated-after', async () => {
    const none = office.file('since-none.xlsx');
    expect((await exportTo(none, { updatedAfter: '2999-01-01' })).code).toBe(0);
    expect(await readSheet(none, 'Ingatlanok')).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const id = DEMO.properties.angyalfoldFlat.id;
    const body = { price: { price: 65_500_000 } };
    const put = await office.client.batch([{ method: 'PUT', uri: `/property?id=${id}`, body }]);
    expect(put.ok && put.value[0]?.status).toBe(200);
    const file = office.file('since.xlsx');
    expect((await exportTo(file, { updatedAfter: since })).code).toBe(0);
    const rows = await readSheet(file, 'Ingatlanok');
    expect(rows.map((r) => [r.get(SERVICE_ID), r.get(PRICE)])).toEqual([[String(id), '65500000']]);
    expect(await readSheet(file, 'Értékesítők')).toEqual([]);
  });
});
