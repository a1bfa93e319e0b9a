// The engine's preparation tests' set-up: a sheet mapped as the engine proposes it from its headers (row 1), data
// rows from row 2, the demo reference data for office 1, and a good flat listing in the columns those tests use.
import type { SheetRole } from '../../src/catalog';
import type { CellValue } from '../../src/engine/model/cell-value';
import type { SheetMapping } from '../../src/engine/model/workbook-mapping';
import { proposeSheetMapping } from '../../src/engine/mapping';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { TableRow } from '../../src/engine/validation';
import { prepareRows } from '../../src/engine/validation';
import { REFERENCE } from '../engine/values/reference-fixture';

/** The sheet's mapping as the engine proposes it for `headers` on row 1. */
export function proposedSheet(name: string, role: SheetRole, headers: readonly string[]): SheetMapping {
  return proposeSheetMapping({ sheet: name, headerRow: 1, headers, role });
}

/** The data rows of a sheet, numbered from row 2 (under the headers). */
export function dataRows(...cells: (readonly CellValue[])[]): TableRow[] {
  return cells.map((c, i) => ({ number: i + 2, cells: c }));
}

/** `count` data rows from row 2, the cells of the i-th from `cells(i)`. */
export function manyRows(count: number, cells: (i: number) => readonly CellValue[]): TableRow[] {
  return dataRows(...Array.from({ length: count }, (_, i) => cells(i)));
}

/** The demo reference data and office 1: what the rows are checked with. */
export const DEMO_OPTIONS = { reference: REFERENCE, officeId: 1 } as const;

/** Reference, seller's reference, type, sale or rent, settlement, district, price and floor area. */
export const LISTING_COLUMNS = [
  'Azonosító',
  'Értékesítő',
  'Típus',
  'Eladó vagy kiadó',
  'Település',
  'Kerület',
  'Ár',
  'Alapterület',
] as const;

/** A 55 m² flat for sale in Budapest's 13th district, in the order of LISTING_COLUMNS. */
export function flatCells(reference: string, seller: string, price: string): CellValue[] {
  return [reference, seller, 'lakás', 'eladó', 'Budapest', 'XIII. kerület', price, 55];
}

/** One listing row of `cells` under `headers` (mapped as the engine proposes), prepared with the demo data. */
export function preparedListing(headers: readonly string[], cells: readonly CellValue[]): PreparedRow {
  const mapping = proposedSheet('Ingatlanok', 'properties', headers);
  const [row] = prepareRows({ mapping, rows: dataRows(cells) }, DEMO_OPTIONS);
  if (row === undefined) throw new Error('no row');
  return row;
}
