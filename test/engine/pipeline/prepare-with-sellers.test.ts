// The one preparation of an import (the command line's and the app's): rows in slices with progress between them, a
// cancel honoured between slices, and the rules across rows over every sheet once at the end.
import { describe, expect, it } from 'vitest';
import type { SheetRole } from '../../../src/catalog';
import type { CellValue } from '../../../src/engine/model/cell-value';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import { importPrepareContext, prepareWithSellers } from '../../../src/engine/pipeline';
import type { TableRow } from '../../../src/engine/validation';
import { REFERENCE } from '../values/reference-fixture';

function sheet(name: string, role: SheetRole, headers: readonly string[]): SheetMapping {
  return proposeSheetMapping({ sheet: name, headerRow: 1, headers, role });
}

function rows(count: number, cells: (i: number) => readonly CellValue[]): TableRow[] {
  return Array.from({ length: count }, (_, i) => ({ number: i + 2, cells: cells(i) }));
}

const listings = sheet('Ingatlanok', 'properties', [
  'Azonosító',
  'Értékesítő',
  'Típus',
  'Eladó vagy kiadó',
  'Település',
  'Kerület',
  'Ár',
  'Alapterület',
]);
const sellers = sheet('Értékesítők', 'sellers', ['Azonosító', 'Név', 'Telefon']);
const context = importPrepareContext({ reference: REFERENCE, officeId: 1 });

function listing(i: number, seller = 'S-1'): readonly CellValue[] {
  return [`P-${i}`, seller, 'lakás', 'eladó', 'Budapest', 'XIII. kerület', `${40 + i} 000 000 Ft`, 55];
}

describe('prepareWithSellers', () => {
  it('tells the rows prepared after each slice, up to all of them', async () => {
    const seen: [number, number][] = [];
    await prepareWithSellers({
      sheets: [{ mapping: listings, rows: rows(2500, (i) => listing(i)), officeDefaults: false }],
      context,
      sellers: null,
      progress: { onRows: (done, total) => seen.push([done, total]) },
    });
    expect(seen).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it('stops between slices when cancelled, with the signal’s reason', async () => {
    const controller = new AbortController();
    const prepared = prepareWithSellers({
      sheets: [{ mapping: listings, rows: rows(5000, (i) => listing(i)), officeDefaults: false }],
      context,
      sellers: null,
      progress: { onRows: (done) => done >= 2000 && controller.abort(new Error('stopped')), signal: controller.signal },
    });
    await expect(prepared).rejects.toThrow('stopped');
  });

  it('runs the rules across sheets once at the end: a listing waits for its invalid seller row', async () => {
    const prepared = await prepareWithSellers({
      sheets: [
        { mapping: sellers, rows: rows(1, () => ['S-1', '', '']), officeDefaults: false },
        { mapping: listings, rows: rows(1, (i) => listing(i)), officeDefaults: false },
      ],
      context,
      sellers: null,
    });
    const [seller, listing2] = prepared.sheets;
    expect(seller?.rows[0]?.problems.length).toBeGreaterThan(0);
    expect(listing2?.rows[0]?.problems).toEqual([]);
    expect([...prepared.blockedBy]).toEqual([['Ingatlanok!2', { sheet: 'Értékesítők', row: 2 }]]);
  });
});
