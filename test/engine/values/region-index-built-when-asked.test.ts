// The settlements' lookups are built when a row first asks for a settlement or district, not with the preparation's
// context: a workbook of sellers never asks (docs/performance.md, "(eighth round, the sellers before the first batch)").
import { describe, expect, it, vi } from 'vitest';
import type * as Lookup from '../../../src/engine/values/region-lookup';
import { buildRegionIndex } from '../../../src/engine/values';
import { prepareRows } from '../../../src/engine/validation';
import { REFERENCE } from './reference-fixture';
import { DEMO_OPTIONS, dataRows, flatCells, LISTING_COLUMNS, proposedSheet } from '../../support/prepare-rows-kit';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/engine/values/region-lookup', async (importOriginal) => {
  const original = await importOriginal<typeof Lookup>();
  class CountedLookup extends original.RegionLookup {
    constructor(...args: ConstructorParameters<typeof original.RegionLookup>) {
      super(...args);
      built.count += 1;
    }
  }
  return { ...original, RegionLookup: CountedLookup };
});

describe("the settlements' lookups", () => {
  it('are built once, when first asked', () => {
    built.count = 0;
    const index = buildRegionIndex(REFERENCE);
    expect(built.count).toBe(0);
    const found = index.resolveRegion('Budapest');
    expect(found.kind === 'region' ? found.region.id : null).toBe(1);
    expect(index.byId.get(1)?.name).toBe('Budapest');
    expect(index.regionsByZip('1131').map((r) => r.id)).toEqual([1]);
    expect(built.count).toBe(1);
  });

  it('are not built for a workbook of sellers', () => {
    built.count = 0;
    const sellers = proposedSheet('Eladók', 'sellers', ['Név', 'Telefon', 'E-mail']);
    const data = dataRows(['Eladó Egy', '+36 1 555 0001', 'e@example.hu']);
    const rows = prepareRows({ mapping: sellers, rows: data }, DEMO_OPTIONS);
    expect(rows.map((r) => r.problems)).toEqual([[]]);
    expect(built.count).toBe(0);
  });

  it('are built for a workbook of listings', () => {
    built.count = 0;
    const listings = proposedSheet('Ingatlanok', 'properties', LISTING_COLUMNS);
    prepareRows({ mapping: listings, rows: dataRows(flatCells('P-1', 'S-1', '45 000 000 Ft')) }, DEMO_OPTIONS);
    expect(built.count).toBe(1);
  });
});
