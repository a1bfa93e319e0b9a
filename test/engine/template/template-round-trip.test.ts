// A template filled by openpyxl goes through the engine (read, map, validate, upload to the sandbox): every row
// created.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isImportActionHeader } from '../../../src/engine/mapping';
import { buildTemplate } from '../../../src/engine/template';
import { runUpload } from '../../../src/engine/upload';
import { prepareWorkbook } from '../../../src/engine/validation';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { DEMO } from '../../../src/sandbox';
import type { Inspected } from './template-helpers';
import { demoService, python, templateSheets, tempDir } from './template-helpers';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** What a person types or picks; '@pick' takes a word from the column's own dropdown, varying by row. */
const FILL = {
  Értékesítők: {
    rows: 2,
    values: {
      'id.transfer_id': ['TPL-S1', 'TPL-S2'],
      'seller.name': ['Kovács Anna', 'Nagy Péter'],
      'seller.phone': ['+36 30 123 4567', '+36 20 765 4321'],
      'seller.email': ['anna@pelda.hu', 'peter@pelda.hu'],
      'seller.can_manage_properties': '@pick',
      'seller.max_estate_number': '@pick',
    },
  },
  'Ingatlanok – lakás': {
    rows: 3,
    values: {
      'id.transfer_id': ['TPL-P1', 'TPL-P2', 'TPL-P3'],
      'seller.transfer_id': ['TPL-S1', 'TPL-S2', 'TPL-S1'],
      'property.type': '@pick',
      'property.status': '@pick',
      'property.action': 'eladó',
      'property.is_featured': 'Nem',
      'location.region_id': 'Budapest',
      'location.area_id': 'XIII. kerület',
      'location.zip_code': '1139',
      'location.address': 'Lehel utca 10.',
      'price.price': [45_000_000, 64_900_000, 38_500_000.5],
      'price.price_currency': 'forint',
      'price.is_guide_price': '@pick',
      'descriptions.hu': 'Világos, csendes lakás.',
      'map.visibility': 'pontos cím',
      'map.latitude': '@pick',
      'map.longitude': '@pick',
      'special.floor_area': '@pick',
      'special.number_of_rooms': '@pick',
      'special.floor': '@pick',
      'special.heating_type': '@pick',
      'special.comfort_level': '@pick',
      'special.has_elevator': '@pick',
      'special.condition': '@pick',
      'special.furnishing': '@pick',
    },
  },
  'Ingatlanok – ház': {
    rows: 2,
    values: {
      'id.transfer_id': ['TPL-H1', 'TPL-H2'],
      'seller.transfer_id': 'TPL-S2',
      'property.type': '@pick',
      'property.action': 'kiadó',
      'location.region_id': ['Debrecen', 'Szeged'],
      'price.price': 350_000,
      'price.price_currency': 'forint',
      'price.price_period': 'havonta',
      'special.subtype': '@pick',
      'special.plot_area': '@pick',
      'special.plot_area_unit': '@pick',
      'special.building_material': '@pick',
      'special.has_garage': '@pick',
      'special.age': '@pick',
    },
  },
  'Ingatlan képek': {
    rows: 2,
    values: {
      'owner.transfer_id': ['TPL-P1', 'TPL-H1'],
      'id.transfer_id': ['IMG-1', 'IMG-2'],
      'image.url': 'https://pelda.hu/kep.jpg',
      'image.order': '@pick',
      'image.long_title': 'Nappali',
    },
  },
  'Értékesítő képek': { rows: 1, values: { 'owner.transfer_id': 'TPL-S1', 'image.url': 'https://pelda.hu/anna.jpg' } },
};

describe('template round trip', () => {
  it("a template built from the service's regions, filled with dropdown words by openpyxl, validates clean, uploads (every row created) and keeps its rules after write-back", async () => {
    const service = await demoService();
    open.push(service);
    const { client, reference } = service;

    const dir = await tempDir();
    const built = await buildTemplate({
      lang: 'hu',
      types: ['apartment', 'house'],
      reference,
      out: path.join(dir, 'sablon.xlsx'),
    });
    if (!built.ok) throw new Error(built.error.message);
    const filled = path.join(dir, 'kitoltott.xlsx');
    await python('openpyxl_fill.py', [built.value.path, filled, JSON.stringify(FILL)]);

    const { sheets, close } = await templateSheets(filled);
    open.push({ close });
    const data = sheets.filter((s) => s.mapping.role !== null);
    expect(data.map((s) => s.mapping.sheet)).toEqual(Object.keys(FILL));
    for (const s of data)
      expect(
        s.mapping.columns.every((c) => isImportActionHeader(c.header) || (c.source === 'key' && c.confidence === 1)),
        s.mapping.sheet,
      ).toBe(true);

    const prepared = prepareWorkbook(sheets, { officeId: DEMO.offices.budapest, reference });
    const rows = prepared.sheets.flatMap((s) => s.rows);
    expect(rows).toHaveLength(10);
    expect(rows.flatMap((r) => r.problems.map((p) => `${r.sheet}!${r.row} ${p.message}`))).toEqual([]);
    expect(prepared.skippedChecks.filter((c) => c.check === 'regions')).toEqual([]);
    // The Hungarian words became codes and the settlement and district names became the service's identifiers.
    expect(rows.find((r) => r.transferId === 'TPL-P1')?.body).toMatchObject({
      property: { type: 'apartment', action: 'sale', is_featured: false },
      location: { region_id: DEMO.regions.budapest, area_id: DEMO.areas.budapestXIII },
      price: { price: 45_000_000, price_currency: 'huf' },
      special: { apartment: { has_elevator: true } },
    });
    expect(rows.find((r) => r.transferId === 'TPL-H1')?.body).toMatchObject({
      property: { type: 'house', action: 'rent' },
      price: { price_period: 'monthly' },
    });

    const outcome = await runUpload({ client, rows, officeId: DEMO.offices.budapest });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(
      outcome.value.results.map((r) => `${r.row}:${r.status}${r.errorMessage ? ` ${r.errorMessage}` : ''}`),
    ).toEqual(rows.map((r) => `${r.row}:created`));

    // The engine writes the results back; the dropdowns, rules, notes and hidden lists must survive it.
    const results: SheetResults[] = data.map((s) => ({
      sheet: s.mapping.sheet,
      headerRow: 1,
      results: outcome.value.results.filter((_, i) => rows[i]?.sheet === s.mapping.sheet),
      notes: s.mapping.sheet === 'Ingatlanok – lakás' ? [{ row: 2, column: 0, message: 'Megjegyzés a cellán.' }] : [],
    }));
    const written = path.join(dir, 'eredmeny.xlsx');
    const back = await writeResults({ input: filled, output: written, sheets: results });
    if (!back.ok) throw new Error(back.error.message);
    const before = await python<Inspected>('openpyxl_inspect.py', [filled]);
    const after = await python<Inspected>('openpyxl_inspect.py', [written]);
    expect(after.sheets.map((x) => [x.name, x.state])).toEqual(before.sheets.map((x) => [x.name, x.state]));
    for (const b of before.sheets) {
      const a = after.sheets.find((x) => x.name === b.name);
      expect(a?.validations, `${b.name}: rules after write-back`).toEqual(b.validations);
      expect(after.rawValidationCounts[b.name]).toBe(before.rawValidationCounts[b.name]);
      expect(a?.freeze).toBe(b.freeze);
      for (const [col, note] of Object.entries(b.notes)) expect(a?.notes[col], `${b.name}!${col}1 note`).toBe(note);
    }
    const apartments = after.sheets.find((x) => x.name === 'Ingatlanok – lakás');
    expect(apartments?.headers).toEqual(
      // A Hungarian template gets its result columns in Hungarian (docs/write-back.md, "The workbook's language").
      expect.arrayContaining([
        'Importálás állapota',
        'Szolgáltatói azonosító',
        'Hibakód',
        'Hibaüzenet',
        'Importálás ideje',
      ]),
    );
  });
});
