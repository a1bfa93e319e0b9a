// The one preparation of an import (the command line's and the app's): rows in slices with progress between them, a
// cancel honoured between slices, and the rules across rows over every sheet once at the end.
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { importPrepareContext, prepareWithSellers } from '../../../src/engine/pipeline';
import { PreparedRowRecord } from '../../../src/engine/validation/prepared-row-record';
import { DEMO_OPTIONS, LISTING_COLUMNS, flatCells, manyRows, proposedSheet } from '../../support/prepare-rows-kit';

const listings = proposedSheet('Ingatlanok', 'properties', LISTING_COLUMNS);
const sellers = proposedSheet('Értékesítők', 'sellers', ['Azonosító', 'Név', 'Telefon']);
const context = importPrepareContext(DEMO_OPTIONS);

function listing(i: number, seller = 'S-1'): readonly CellValue[] {
  return flatCells(`P-${i}`, seller, `${40 + i} 000 000 Ft`);
}

describe('prepareWithSellers', () => {
  it('tells the rows prepared after each slice, up to all of them', async () => {
    const seen: [number, number][] = [];
    await prepareWithSellers({
      sheets: [{ mapping: listings, rows: manyRows(2500, (i) => listing(i)), officeDefaults: false }],
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
      sheets: [{ mapping: listings, rows: manyRows(5000, (i) => listing(i)), officeDefaults: false }],
      context,
      sellers: null,
      progress: { onRows: (done) => done >= 2000 && controller.abort(new Error('stopped')), signal: controller.signal },
    });
    await expect(prepared).rejects.toThrow('stopped');
  });

  it('runs the rules across sheets once at the end: a listing waits for its invalid seller row', async () => {
    const prepared = await prepareWithSellers({
      sheets: [
        { mapping: sellers, rows: manyRows(1, () => ['S-1', '', '']), officeDefaults: false },
        { mapping: listings, rows: manyRows(1, (i) => listing(i)), officeDefaults: false },
      ],
      context,
      sellers: null,
    });
    const [seller, listing2] = prepared.sheets;
    expect(seller?.rows[0]?.problems.length).toBeGreaterThan(0);
    expect(listing2?.rows[0]?.problems).toEqual([]);
    expect([...prepared.blockedBy]).toEqual([['Ingatlanok!2', { sheet: 'Értékesítők', row: 2 }]]);
  });

  it('prepares by the full path, every body built, for a caller that reads every body: the same rows', async () => {
    const sheets = (quickRows?: boolean): Parameters<typeof prepareWithSellers>[0]['sheets'] => [
      {
        mapping: sellers,
        rows: manyRows(40, (i) => [`S-${i}`, `Eladó ${i}`, `+36 30 555 ${String(i).padStart(4, '0')}`]),
        officeDefaults: true,
        ...(quickRows === undefined ? {} : { quickRows }),
      },
      {
        mapping: listings,
        rows: manyRows(40, (i) => listing(i, `S-${i}`)),
        officeDefaults: true,
        ...(quickRows === undefined ? {} : { quickRows }),
      },
    ];
    const quick = await prepareWithSellers({ sheets: sheets(), context, sellers: null });
    const built = (p: typeof quick): number =>
      p.sheets.flatMap((s) => s.rows).filter((r) => PreparedRowRecord.bodyBuilt(r)).length;
    // The quick path leaves a listing's body to be built when read; an upload would build every one in its plan.
    expect(built(quick)).toBe(40);
    const full = await prepareWithSellers({ sheets: sheets(false), context, sellers: null });
    expect(built(full)).toBe(80);
    expect(JSON.stringify(full.sheets)).toBe(JSON.stringify(quick.sheets));
  });
});
