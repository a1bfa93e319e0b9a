// The written template as a spreadsheet program sees it (openpyxl), and filled by one (openpyxl, not exceljs).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALUE_SETS, fieldsForRole, valueWords } from '../../../src/catalog';
import type { ValueSetName } from '../../../src/catalog';
import { roleFromHeaders, roleFromSheetName } from '../../../src/engine/mapping/sheet-role';
import { matchHeader } from '../../../src/engine/mapping/match-columns';
import { isImportActionHeader } from '../../../src/engine/mapping/import-action-column';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { SheetRow, WorkbookSource } from '../../../src/engine/model/workbook-source';
import { columnLetter } from '../../../src/engine/model/column-letter';
import { TEMPLATE_DATA_ROWS, booleanWords, buildTemplate, headerKey } from '../../../src/engine/template';
import type { Inspected, InspectedSheet } from './template-helpers';
import { SAMPLE_REFERENCE, expectHeaderHasKey, python, tempDir } from './template-helpers';

function sheet(inspected: Inspected, name: string): InspectedSheet {
  const s = inspected.sheets.find((x) => x.name === name);
  if (!s) throw new Error(`no sheet ${name}; have ${inspected.sheets.map((x) => x.name).join(', ')}`);
  return s;
}

async function open(file: string): Promise<WorkbookSource> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function readRows(source: WorkbookSource, sheetName: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of source.rows(sheetName)) rows.push(row);
  return rows;
}

const LIST_REF = /^'(.+)'!\$([A-Z]+)\$2:\$\2\$(\d+)$/;

describe('template workbook read with openpyxl', () => {
  let dir: string;
  let hu: Inspected;
  let en: Inspected;

  beforeAll(async () => {
    dir = await tempDir();
    const a = await buildTemplate({ lang: 'hu', reference: SAMPLE_REFERENCE, out: path.join(dir, 'hu.xlsx') });
    const b = await buildTemplate({
      lang: 'en',
      types: ['apartment', 'garage'],
      reference: null,
      out: path.join(dir, 'en.xlsx'),
    });
    if (!a.ok || !b.ok) throw new Error('template not written');
    hu = await python<Inspected>('openpyxl_inspect.py', [a.value.path]);
    en = await python<Inspected>('openpyxl_inspect.py', [b.value.path]);
  });

  it('has Help first, the data sheets, regions, and a hidden lists sheet', () => {
    expect(hu.sheets.map((s) => [s.name, s.state])).toEqual([
      ['Súgó', 'visible'],
      ['Értékesítők', 'visible'],
      ['Ingatlanok', 'visible'],
      ['Ingatlan képek', 'visible'],
      ['Értékesítő képek', 'visible'],
      ['Települések', 'visible'],
      ['Listák', 'hidden'],
    ]);
    expect(en.sheets.map((s) => [s.name, s.state])).toEqual([
      ['Help', 'visible'],
      ['Sellers', 'visible'],
      ['Properties – apartment', 'visible'],
      ['Properties – garage', 'visible'],
      ['Property images', 'visible'],
      ['Seller images', 'visible'],
      ['Lists', 'hidden'],
    ]);
  });

  it('freezes the header row, sizes columns and puts a note with type and key on every header', () => {
    for (const name of ['Értékesítők', 'Ingatlanok', 'Ingatlan képek', 'Értékesítő képek']) {
      const s = sheet(hu, name);
      expect(s.freeze).toBe('A2');
      const headers = s.headers.filter((h): h is string => typeof h === 'string');
      expect(headers.length).toBeGreaterThan(0);
      headers.forEach((h, i) => {
        // The Import action column (properties sheets) is no field: its note explains the actions.
        if (isImportActionHeader(h)) {
          expect(s.notes[columnLetter(i)]).toContain('törli a portálról');
          return;
        }
        const key = headerKey(h);
        expect(key, h).not.toBeNull();
        const note = s.notes[columnLetter(i)];
        expect(note, `note of ${h}`).toContain(`[${key ?? ''}]`);
        expect(note).toMatch(/Típus: /);
      });
      expect(Object.values(s.widths).every((w) => w >= 12 && w <= 40)).toBe(true);
    }
    // Note boxes are sized to their text, not exceljs's fixed 2 columns by 4 rows that cut long notes off.
    const anchors = hu.noteAnchors['Ingatlanok'] ?? [];
    expect(anchors).toHaveLength(sheet(hu, 'Ingatlanok').headers.length);
    for (const [left = 0, , , , right = 0, , bottom = 0] of anchors) {
      expect(right - left).toBeGreaterThanOrEqual(1);
      expect(bottom).toBeGreaterThanOrEqual(1);
    }
    expect(Math.max(...anchors.map((a) => a[6] ?? 0))).toBeGreaterThan(6);
    const radius = Object.values(sheet(hu, 'Ingatlanok').notes).find((n) => n.includes('[map.radius]'));
    expect(radius).toContain('Egész szám, 50–500');
  });

  it('has one bounded rule per ruled column, lists pointing at the hidden sheet or the regions sheet', () => {
    for (const inspected of [hu, en]) {
      for (const s of inspected.sheets.filter((x) => x.validations.length > 0)) {
        const sqrefs = s.validations.map((v) => v.sqref);
        expect(new Set(sqrefs).size, `${s.name}: one rule per column`).toBe(sqrefs.length);
        expect(inspected.rawValidationCounts[s.name], `${s.name}: <dataValidation> elements in the XML`).toBe(
          sqrefs.length,
        );
        for (const v of s.validations) {
          expect(v.sqref).toMatch(new RegExp(`^([A-Z]+)2:\\1(?:${TEMPLATE_DATA_ROWS + 1})$`));
          expect(v.allowBlank).toBe(true);
          if (v.type === 'list') {
            const m = LIST_REF.exec(v.formula1 ?? '');
            expect(m, `${s.name} ${v.sqref}: ${v.formula1 ?? ''}`).not.toBeNull();
            expect(['Listák', 'Lists', 'Települések']).toContain(m?.[1]);
          }
        }
      }
    }
    const props = sheet(hu, 'Ingatlanok');
    const col = (key: string): string =>
      columnLetter(props.headers.findIndex((h) => typeof h === 'string' && headerKey(h) === key));
    const rule = (key: string) => props.validations.find((v) => v.sqref.startsWith(`${col(key)}2:`));
    expect(rule('map.radius')).toMatchObject({ type: 'whole', formula1: '50', formula2: '500', errorStyle: 'stop' });
    expect(rule('map.latitude')).toMatchObject({ type: 'decimal', formula1: '44', formula2: '50' });
    expect(rule('map.longitude')).toMatchObject({ type: 'decimal', formula1: '15', formula2: '24' });
    expect(rule('property.external_id')).toMatchObject({
      type: 'textLength',
      operator: 'lessThanOrEqual',
      formula1: '40',
    });
    expect(rule('location.region_id')).toMatchObject({
      type: 'list',
      formula1: "'Települések'!$A$2:$A$4",
      errorStyle: 'warning',
    });
    expect(rule('property.is_featured')?.type).toBe('list');
    expect(rule('descriptions.hu')).toBeUndefined();
    // Without reference data the settlement column is free text.
    const enApartment = sheet(en, 'Properties – apartment');
    const regionIndex = enApartment.headers.findIndex(
      (h) => typeof h === 'string' && headerKey(h) === 'location.region_id',
    );
    expect(regionIndex).toBeGreaterThan(0);
    expect(enApartment.validations.some((v) => v.sqref.startsWith(`${columnLetter(regionIndex)}2:`))).toBe(false);
  });

  it('lists settlements once each on the regions sheet, with districts, zip codes and IDs', () => {
    const regions = sheet(hu, 'Települések');
    expect(regions.headers.slice(0, 3)).toEqual(['Település neve', 'Település azonosító', 'Irányítószámai']);
    expect(regions.maxRow).toBe(4);
  });

  it('is not taken for data by the mapping engine: non-data sheets get no role, data sheets map every header by key', async () => {
    const source = await open(path.join(dir, 'hu.xlsx'));
    for (const info of source.sheets) {
      const rows = await readRows(source, info.name);
      const headers = (rows[0]?.cells ?? []).map((v) => (typeof v === 'string' ? v : ''));
      const role = roleFromSheetName(info.name) ?? roleFromHeaders(headers);
      if (['Súgó', 'Települések', 'Listák'].includes(info.name)) {
        expect(role, info.name).toBeNull();
        continue;
      }
      expect(role, info.name).not.toBeNull();
      if (role === null) continue;
      for (const h of headers) {
        if (isImportActionHeader(h)) continue;
        const m = matchHeader(role, h);
        expect(m.source, h).toBe('key');
        expect(m.confidence).toBe(1);
        expect(m.field).toBe(headerKey(h));
      }
    }
  });
});

describe('template filled with openpyxl', () => {
  it('takes Hungarian dropdown words and reads back with every header key and every word mapping to a code', async () => {
    const dir = await tempDir();
    const built = await buildTemplate({
      lang: 'hu',
      types: ['apartment'],
      reference: SAMPLE_REFERENCE,
      out: path.join(dir, 'template.xlsx'),
    });
    if (!built.ok) throw new Error(built.error.message);
    const filledPath = path.join(dir, 'filled.xlsx');
    const spec = {
      Értékesítők: {
        rows: 2,
        auto: true,
        values: {
          'id.transfer_id': ['S-1', 'S-2'],
          'seller.name': ['Kovács Anna', 'Nagy Péter'],
          'seller.phone': '+36 30 123 4567',
          'seller.email': ['anna@example.hu', 'peter@example.hu'],
        },
      },
      'Ingatlanok – lakás': {
        rows: 3,
        auto: true,
        values: {
          'id.transfer_id': ['P-1', 'P-2', 'P-3'],
          'seller.transfer_id': ['S-1', 'S-2', 'S-1'],
          'price.price': [45_000_000, 64_900_000, 250_000],
          'location.address': 'Lehel utca 10.',
          'location.zip_code': '1139',
          'descriptions.hu': 'Világos lakás.',
          'property.office_id': 1,
          'seller.id': null,
          'location.area_id': null,
          'price.price_period': null,
        },
      },
      'Ingatlan képek': {
        rows: 2,
        values: {
          'owner.transfer_id': ['P-1', 'P-2'],
          'image.url': 'https://example.hu/a.jpg',
          'image.order': '@pick',
        },
      },
      'Értékesítő képek': { rows: 1, values: { 'owner.transfer_id': 'S-1', 'image.url': 'https://example.hu/s.jpg' } },
    };
    const filled = await python<Record<string, Record<string, unknown>[]>>('openpyxl_fill.py', [
      built.value.path,
      filledPath,
      JSON.stringify(spec),
    ]);
    const apartments = filled['Ingatlanok – lakás'] ?? [];
    expect(apartments).toHaveLength(3);
    expect(apartments[0]?.['property.type']).toBe('lakás');
    expect(apartments[0]?.['location.region_id']).toBe('Budapest');
    expect(apartments[0]?.['special.has_elevator']).toBe('Igen');

    // Read back with the engine's reader: every filled word is a catalog word of its field, so it maps to a code.
    const source = await open(filledPath);
    const fields = new Map(fieldsForRole('properties').map((f) => [f.key, f]));
    const rows = await readRows(source, 'Ingatlanok – lakás');
    const headers = rows[0]?.cells ?? [];
    let checkedWords = 0;
    for (let r = 2; r <= 4; r++) {
      headers.forEach((h, i) => {
        if (isImportActionHeader(String(h))) return;
        const key = headerKey(String(h));
        if (key === null) throw new Error(`header without key: ${String(h)}`);
        expectHeaderHasKey(h, key);
        const value = rows[r - 1]?.cells[i] ?? null;
        expect(value).toEqual(apartments[r - 2]?.[key] ?? null);
        const type = fields.get(key)?.type;
        if (typeof value !== 'string' || !type) return;
        if (type.kind === 'bool') {
          expect(booleanWords('hu')).toContain(value);
          checkedWords++;
        } else if (type.kind === 'enum' && key.startsWith('special.') === false) {
          const set = type.set as ValueSetName;
          expect(
            VALUE_SETS[set].some((code) => valueWords(set, code).hu === value),
            `${key}: ${value}`,
          ).toBe(true);
          checkedWords++;
        }
      });
    }
    expect(checkedWords).toBeGreaterThan(10);
    const images = await readRows(source, 'Ingatlan képek');
    expect(images[2]?.cells[0]).toBe('P-2');
    await source.close();
  });
});
