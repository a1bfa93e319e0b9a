// An area of 0 m² passes the API's rules (an unsigned number) but no listing has it: a slip, or an unknown area typed
// as 0 instead of left empty. A warning, no fix: only the office knows the area.
import { describe, expect, it } from 'vitest';
import { checkPlausibility } from '../../../src/engine/plausibility';
import { listingRow } from './plausibility-kit';

const judged = (row: ReturnType<typeof listingRow>) => checkPlausibility({ rows: [row] });

describe('an area of 0', () => {
  it('warns of a floor area of 0, in both languages, without a fix', () => {
    const [w, ...rest] = judged(listingRow(40, { price: 30_000_000, floor: 0 }));
    expect(rest).toEqual([]);
    expect(w).toMatchObject({ kind: 'zero-area', row: 40, field: 'special.floor_area', value: 0, fix: [] });
    expect(w?.messageHu).toBe(
      'Az alapterület 0 m², ilyen hirdetés nincs: elírás, vagy nem ismert (akkor hagyja üresen a cellát)?',
    );
    expect(w?.message).toBe(
      'The floor area is 0 m², which no listing has: is it mistyped, or not known (then leave the cell empty)?',
    );
  });

  it("warns of a land's plot area of 0", () => {
    const [w] = judged(listingRow(40, { type: 'land', price: 30_000_000, plot: 0 }));
    expect(w).toMatchObject({ kind: 'zero-area', field: 'special.plot_area', value: 0 });
    expect(w?.messageHu).toContain('A telekterület 0');
  });

  it('says it once, not also that the rooms do not fit', () => {
    const warnings = judged(listingRow(40, { price: 30_000_000, floor: 0, rooms: 3 }));
    expect(warnings.map((w) => w.kind)).toEqual(['zero-area']);
  });

  it('leaves an area not given alone', () => {
    expect(judged(listingRow(40, { price: 30_000_000 }))).toEqual([]);
  });
});
