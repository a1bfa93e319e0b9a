import { describe, expect, it } from 'vitest';
import type { PropertyType, SheetRole } from '../../../src/catalog';
import { columnLetter } from '../../../src/engine/model/column-letter';
import type { CellValue } from '../../../src/engine/model/cell-value';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import type { PrepareOptions, RowPreparerOptions, TableRow } from '../../../src/engine/validation';
import { createPrepareContext, createRowPreparer, prepareRows } from '../../../src/engine/validation';
import { PreparedRowRecord } from '../../../src/engine/validation/prepared-row-record';
import { knownListingFacts, listingFacts } from '../../../src/engine/plausibility/listing-facts';
import { checkPlausibility } from '../../../src/engine/plausibility';
import { REFERENCE } from '../values/reference-fixture';

/** One column: its header, the field it is mapped to (null: a result column), good values, and others. */
interface Column {
  readonly header: string;
  readonly field: string | null;
  readonly good: readonly CellValue[];
  readonly other: readonly CellValue[];
}

const PROPERTY_COLUMNS: readonly Column[] = [
  {
    header: 'Azonosító',
    field: 'id.transfer_id',
    good: ['P-1', 'P-2', 'P-3', null],
    other: ['  ', 123, 'x'.repeat(50)],
  },
  { header: 'Értékesítő', field: 'seller.transfer_id', good: ['S-1', null], other: [7, ' '] },
  { header: 'Értékesítő ID', field: 'seller.id', good: [null], other: [5, 'abc', 0] },
  { header: 'Típus', field: 'property.type', good: ['lakás', 'ház', 'apartment', 'garázs'], other: [null, 'xyz', ' '] },
  { header: 'Eladó vagy kiadó', field: 'property.action', good: ['eladó', 'sale'], other: ['kiadó', 'rent', null, 3] },
  { header: 'Iroda', field: 'property.office_id', good: [null, 1], other: [2, 3, 'x', 1.5] },
  {
    header: 'Település',
    field: 'location.region_id',
    good: ['Budapest', 1, 'Budapest XIII.', 'Debrecen', ' 3 '],
    other: ['1131', 'Szentgyörgy', 'Nowhere', null, 99999, 0, true, '2030'],
  },
  {
    header: 'Kerület',
    field: 'location.area_id',
    good: [null, 'XIII. kerület', 1013],
    other: ['Belváros', 2001, 'XXX', '  ', 1.5, '1013'],
  },
  { header: 'Irányítószám', field: 'location.zip_code', good: ['1131', null], other: [4024, '7477', '2030'] },
  {
    header: 'Ár',
    field: 'price.price',
    good: ['45 000 000 Ft', 45_000_000, '45,5'],
    other: ['100 EUR', null, -5, 'sok', '1,234', Infinity],
  },
  { header: 'Pénznem', field: 'price.price_currency', good: [null, 'Ft', 'HUF'], other: ['EUR', 'dollár'] },
  { header: 'Időszak', field: 'price.price_period', good: [null], other: ['havi', 'monthly', 'évi'] },
  { header: 'Rezsi', field: 'price.overhead', good: [null], other: [25_000, '25 000 Ft', '30 EUR'] },
  { header: 'Rezsi pénzneme', field: 'price.overhead_currency', good: [null], other: ['Ft', 'EUR'] },
  { header: 'Kaució', field: 'price.deposit', good: [null], other: [2, 500_000, 1.5] },
  { header: 'Cím', field: 'location.address', good: ['Fő utca 12.', null], other: ['  ', 'x'.repeat(300)] },
  { header: 'Térkép', field: 'map.visibility', good: ['pontos cím', null], other: ['area', 'körzet'] },
  { header: 'Sugár', field: 'map.radius', good: [null], other: [500, -1] },
  { header: 'Szélesség', field: 'map.latitude', good: [47.5, null], other: [200, '47,5', 'north'] },
  {
    header: 'Leírás',
    field: 'descriptions.hu',
    good: ['Szép lakás', null, ' Tágas '],
    other: ['  ', 'x'.repeat(70_000)],
  },
  { header: 'Alapterület', field: 'special.floor_area', good: [55, '55', null], other: [55.5, -1, 'nagy', '55 m2'] },
  { header: 'Szobák száma', field: 'special.number_of_rooms', good: ['2', 2, null], other: ['2+1', 2.5] },
  {
    header: 'Építőanyag',
    field: 'special.building_material',
    good: ['tégla', 'panel', null],
    other: ['xyz', '  ', 4],
  },
  { header: 'Lift', field: 'special.has_elevator', good: ['igen', 'nem', null], other: [true, 1, 'talán'] },
  { header: 'Telek', field: 'special.plot_area', good: [null], other: [500, 'sok'] },
  { header: 'Import status', field: null, good: [null], other: ['created', 'invalid', 'updated', 'skipped'] },
  { header: 'Service ID', field: null, good: [null], other: [77, 'x'] },
];

const SELLER_COLUMNS: readonly Column[] = [
  { header: 'Azonosító', field: 'id.transfer_id', good: ['S-1', 'S-2', null], other: [' ', 42] },
  { header: 'Név', field: 'seller.name', good: ['Kiss Anna', 'Nagy Béla'], other: [null, '', 12] },
  { header: 'Telefon', field: 'seller.phone', good: ['+36 1 555 0101'], other: [null, 36_1555] },
  { header: 'E-mail', field: 'seller.email', good: ['anna@example.hu'], other: ['anna@', null, 'x'] },
  { header: 'Felhasználónév', field: 'seller.username', good: [null], other: ['anna'] },
  { header: 'Ingatlanok', field: 'seller.max_estate_number', good: [null, 10], other: [-1, 'sok', 2.5] },
  { header: 'Kezelhet', field: 'seller.can_manage_properties', good: ['igen', null], other: ['talán', 0] },
  { header: 'Import status', field: null, good: [null], other: ['created', 'updated'] },
  { header: 'Service ID', field: null, good: [null], other: [12, 'x'] },
];

function mappingOf(
  sheet: string,
  role: SheetRole,
  columns: readonly Column[],
  defaultPropertyType: PropertyType | null = null,
  headers: Readonly<Record<string, string>> = {},
): SheetMapping {
  return {
    sheet,
    role,
    headerRow: 1,
    defaultPropertyType,
    columns: columns.map((c, index) => ({
      index,
      column: columnLetter(index),
      header: headers[c.header] ?? c.header,
      field: c.field,
      confidence: 1,
      source: 'user' as const,
    })),
  };
}

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Rows of good values, half of them with one to three cells taken from the other values. */
function rowsOf(columns: readonly Column[], count: number, seed: number): TableRow[] {
  const next = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const cells = columns.map((c) => pick(c.good));
    if (next() < 0.5) {
      const changes = 1 + Math.floor(next() * 3);
      for (let k = 0; k < changes; k++) {
        const at = Math.floor(next() * columns.length);
        const c = columns[at];
        if (c && c.other.length > 0) cells[at] = pick(c.other);
      }
    }
    return { number: i + 2, cells };
  });
}

function compare(quick: PreparedRow | null, full: PreparedRow | null): void {
  expect(quick === null).toBe(full === null);
  if (quick === null || full === null) return;
  expect(Object.keys(quick)).toEqual(Object.keys(full));
  expect(quick.problems).toEqual(full.problems);
  expect(JSON.stringify(quick.body)).toBe(JSON.stringify(full.body));
  expect(quick.fingerprint).toBe(full.fingerprint);
  const { body: _b, fingerprint: _f, ...rest } = quick;
  const { body: _b2, fingerprint: _f2, ...restFull } = full;
  expect(rest).toEqual(restFull);
  // The listing facts a quick row gives the plausibility checks are the ones its body gives.
  const known = knownListingFacts(quick);
  if (known !== null) expect(known).toEqual(listingFacts(full.body, { sheet: full.sheet, row: full.row }));
  if (quick.role === 'properties' && !PreparedRowRecord.bodyBuilt(quick)) expect(known).not.toBeNull();
}

/** Prepares every row both ways; returns how many rows took the quick path (their bodies were not built). */
function bothWays(
  mapping: SheetMapping,
  rows: readonly TableRow[],
  options: PrepareOptions,
  preparerOptions: RowPreparerOptions = {},
): number {
  const context = createPrepareContext(options);
  const quick = createRowPreparer(mapping, context, preparerOptions);
  const full = createRowPreparer(mapping, context, { ...preparerOptions, quickRows: false });
  let lazy = 0;
  for (const row of rows) {
    const q = quick.prepare(row);
    if (q !== null && !PreparedRowRecord.bodyBuilt(q)) lazy++;
    compare(q, full.prepare(row));
  }
  return lazy;
}

describe('the quick path of row preparation', () => {
  const properties = mappingOf('Ingatlanok', 'properties', PROPERTY_COLUMNS);
  const sellers = mappingOf('Eladók', 'sellers', SELLER_COLUMNS);
  const options: PrepareOptions = { reference: REFERENCE, officeId: 1 };

  it('gives property rows exactly what the full path gives, and takes many of them', () => {
    const lazy = bothWays(properties, rowsOf(PROPERTY_COLUMNS, 1200, 1), options);
    expect(lazy).toBeGreaterThan(150);
  });

  it('gives the same with the office defaults applied', () => {
    const lazy = bothWays(properties, rowsOf(PROPERTY_COLUMNS, 800, 2), options, { officeDefaults: true });
    expect(lazy).toBeGreaterThan(100);
  });

  it('gives the same without reference data and without an office', () => {
    bothWays(properties, rowsOf(PROPERTY_COLUMNS, 600, 3), {});
    bothWays(properties, rowsOf(PROPERTY_COLUMNS, 600, 4), { reference: REFERENCE });
  });

  it('gives the same on a sheet with a default type and on columns with interpretations', () => {
    const typed = mappingOf('Lakások', 'properties', PROPERTY_COLUMNS, 'apartment');
    bothWays(typed, rowsOf(PROPERTY_COLUMNS, 600, 5), options);
    const scaled = mappingOf('Ingatlanok', 'properties', PROPERTY_COLUMNS, null, {
      Ár: 'Ár (M Ft)',
      Rezsi: 'Rezsi (Ft/hó)',
      'Szobák száma': 'Szobák (2+1)',
    });
    bothWays(scaled, rowsOf(PROPERTY_COLUMNS, 600, 6), options);
  });

  it('gives seller rows exactly what the full path gives, and takes many of them', () => {
    const lazy = bothWays(sellers, rowsOf(SELLER_COLUMNS, 800, 7), options);
    expect(lazy).toBeGreaterThan(100);
  });

  it('keeps quick row bodies unbuilt through the plausibility checks, which find what the bodies would give', () => {
    const rows = rowsOf(PROPERTY_COLUMNS, 200, 9).map((r) => ({
      number: r.number,
      cells: PROPERTY_COLUMNS.map((c, i) => (i === 0 ? `P-${r.number}` : (c.good[0] ?? null))),
    }));
    const prepared = prepareRows({ mapping: properties, rows }, options);
    const warnings = checkPlausibility({ rows: prepared });
    expect(prepared.every((r) => !PreparedRowRecord.bodyBuilt(r))).toBe(true);
    // The same rows as plain objects (a copy carries no facts): the checks read their bodies, and warn alike.
    expect(checkPlausibility({ rows: prepared.map((r) => ({ ...r })) })).toEqual(warnings);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('builds a quick row body once, when first read, and keeps it out of the rules across rows', () => {
    const rows = rowsOf(PROPERTY_COLUMNS, 200, 8).map((r) => ({
      number: r.number,
      cells: PROPERTY_COLUMNS.map((c, i) => (i === 0 ? `P-${r.number}` : (c.good[0] ?? null))),
    }));
    const prepared = prepareRows({ mapping: properties, rows }, options);
    expect(prepared).toHaveLength(200);
    expect(prepared.every((r) => !PreparedRowRecord.bodyBuilt(r))).toBe(true);
    const [first] = prepared;
    if (!first) throw new Error('no row');
    expect(Object.keys(first)).toEqual([
      'sheet',
      'row',
      'role',
      'operation',
      'body',
      'transferId',
      'serviceId',
      'officeId',
      'owner',
      'fingerprint',
      'previous',
      'problems',
    ]);
    expect(PreparedRowRecord.bodyBuilt(first)).toBe(false);
    const body = first.body;
    expect(PreparedRowRecord.bodyBuilt(first)).toBe(true);
    expect(first.body).toBe(body);
    expect({ ...first }.body).toEqual(body);
    expect(structuredClone(first).body).toEqual(body);
    expect((JSON.parse(JSON.stringify(prepared[1])) as { body: unknown }).body).toEqual(prepared[1]?.body);
  });
});
