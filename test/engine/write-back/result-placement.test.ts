// The pure rules behind result placement: which columns are free, and which ranges a formula reads.
import { describe, expect, it } from 'vitest';
import { isNoRoom, placeResultColumns, type PlacementRules } from '../../../src/engine/write-back/result-placement';
import { formulaRanges } from '../../../src/engine/write-back/xlsx-write-back-survey';

function rules(over: Partial<PlacementRules>): PlacementRules {
  return {
    headerTexts: new Map([
      [0, 'Ref'],
      [1, 'City'],
    ]),
    headerLast: 1,
    isFree: () => true,
    isBlocked: () => false,
    maxColumns: 16_384,
    ...over,
  };
}

describe('placing result columns', () => {
  it('takes the first run of free columns right of the header, skipping single free gaps', () => {
    const used = new Set([3, 5]);
    const p = placeResultColumns(rules({ isFree: (c) => !used.has(c) }));
    expect(isNoRoom(p) ? null : p.columns).toEqual({
      status: 6,
      serviceId: 7,
      errorCode: 8,
      errorMessage: 9,
      importedAt: 10,
      fingerprint: 11,
    });
  });

  it('falls back to scattered free columns, and reports no room when there are too few', () => {
    const free = new Set([4, 9, 20, 30, 16_000, 16_383]);
    const p = placeResultColumns(rules({ isFree: (c) => free.has(c) }));
    expect(isNoRoom(p) ? null : Object.values(p.columns)).toEqual([4, 9, 20, 30, 16_000, 16_383]);
    expect(placeResultColumns(rules({ isFree: (c) => c === 4 }))).toEqual({ needed: 6, free: 1, lang: 'en' });
  });

  it('reuses an earlier result column unless it is blocked, and places only the missing ones', () => {
    const headerTexts = new Map([
      [0, 'Ref'],
      [1, 'Import status'],
      [2, 'Service ID'],
      [3, 'Import status'],
    ]);
    const p = placeResultColumns(rules({ headerTexts, headerLast: 3, isBlocked: (c) => c === 1 }));
    if (isNoRoom(p)) throw new Error('no room');
    expect(p.reused).toEqual(['status', 'serviceId']);
    expect(p.columns).toMatchObject({ status: 3, serviceId: 2, errorCode: 4, fingerprint: 7 });
    expect([...p.newHeaders.keys()]).toEqual([4, 5, 6, 7]);
  });

  it("takes same-named columns for the user's data without our status header, or left of it", () => {
    const crm = new Map([
      [0, 'Ref'],
      [1, 'Service ID'],
      [2, 'Error message'],
    ]);
    const fresh = placeResultColumns(rules({ headerTexts: crm, headerLast: 2 }));
    if (isNoRoom(fresh)) throw new Error('no room');
    expect(fresh.reused).toEqual([]);
    expect(fresh.columns).toMatchObject({ status: 3, serviceId: 4, errorMessage: 6 });
    const again = new Map([...crm, [3, 'Import status'], [4, 'Service ID'], [6, 'Error message']]);
    const p = placeResultColumns(rules({ headerTexts: again, headerLast: 6, isFree: (c) => c > 6 }));
    if (isNoRoom(p)) throw new Error('no room');
    expect(p.reused).toEqual(['status', 'serviceId', 'errorMessage']);
    expect(p.columns).toMatchObject({ status: 3, serviceId: 4, errorCode: 7, errorMessage: 6 });
    const oursGone = new Map([...crm, [3, 'Import status']]);
    const q = placeResultColumns(rules({ headerTexts: oursGone, headerLast: 3, isFree: (c) => c > 3 }));
    expect(isNoRoom(q) ? null : q.reused).toEqual(['status']);
  });
});

describe('ranges a formula reads', () => {
  const refs = (f: string, sheet = 'Data', qualifiedOnly = false): string[] =>
    formulaRanges(f, sheet, qualifiedOnly).map(
      (r) =>
        `${r.firstColumn}:${r.lastColumn}/${r.firstRow}:${r.lastRow === Number.MAX_SAFE_INTEGER ? '*' : r.lastRow}`,
    );

  it('finds cells, ranges and whole columns, with or without $', () => {
    expect(refs('SUM(B2:M2)+A1*$C$3')).toEqual(['1:12/2:2', '0:0/1:1', '2:2/3:3']);
    expect(refs('COUNTA(G:G)+SUM($H:$J)')).toEqual(['6:6/1:*', '7:9/1:*']);
  });

  it('skips function names that look like cells, names, string literals and other sheets', () => {
    expect(refs('LOG10(A1)+ATAN2(1,2)+Table1[Price]+DAYS360(B1,B2)')).toEqual(['0:0/1:1', '1:1/1:1', '1:1/2:2']);
    expect(refs('IF(A1="X1:Z9","Q1",0)')).toEqual(['0:0/1:1']);
    expect(refs("Other!A1:Z9+'My Data'!B1+data!C1+'Data'!D1")).toEqual(['2:2/1:1', '3:3/1:1']);
    expect(refs("'It''s'!E1", "It's")).toEqual(['4:4/1:1']);
  });

  it('takes only references that name the sheet from a defined name', () => {
    expect(refs('Data!$L$1:$L$50', 'Data', true)).toEqual(['11:11/1:50']);
    expect(refs('$L$1:$L$50', 'Data', true)).toEqual([]);
  });
});
