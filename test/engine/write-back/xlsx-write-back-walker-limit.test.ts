// The write-back's walk with a row limit (a write ahead of its results): it stops before the first row above the limit
// and before the rows' end, goes on where it stopped once the limit rises, and gives the same rows, between-bytes and
// tail as a walk without a limit, however the sheet is cut into chunks.
import { describe, expect, it } from 'vitest';
import type { SheetRow, SheetXmlVisitor } from '../../../src/engine/write-back/xlsx-write-back-rows';
import { SheetXmlWalker } from '../../../src/engine/write-back/xlsx-write-back-rows';

/** Rows 1–3 say their number, row 4 does not (it is 4 by order), then rows 7 and 9, with a comment between. */
const ROWS = [
  '<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row>',
  '<x:row r="2" spans="1:2"><x:c r="A2"><x:v>2</x:v></x:c></x:row>',
  '<x:row r=\'3\'><x:c r="A3" t="inlineStr"><x:is><x:t><![CDATA[<x:row r="5">]]></x:t></x:is></x:c></x:row>',
  '<x:row><x:c r="A4"><x:v>4</x:v></x:c></x:row>',
  '<!-- between --><x:row r="7"/>',
  '<x:row r="9"><x:c r="A9"><x:v>9</x:v></x:c></x:row>',
];
const SHEET = `<x:worksheet><x:sheetData>${ROWS.join('\n')}</x:sheetData><x:pageMargins left="0.7"/></x:worksheet>`;

/** What a walk gave, in order: each row's number and bytes, the bytes between rows, the rows' end, the tail. */
type Seen = string[];

function visitor(seen: Seen): SheetXmlVisitor {
  return {
    head: () => undefined,
    between: (buf, from, to) => seen.push(`between ${buf.toString('latin1', from, to)}`),
    row: (r: SheetRow) => seen.push(`row ${r.number} ${(r.original ?? r.buf).toString('latin1', r.lt, r.end)}`),
    rowsEnd: () => seen.push('rowsEnd'),
    tail: (text) => seen.push(`tail ${text}`),
  };
}

function pieces(cuts: readonly number[]): Buffer[] {
  const at = [0, ...cuts, SHEET.length];
  return at.slice(1).map((end, i) => Buffer.from(SHEET.slice(at[i], end), 'latin1'));
}

/** Walks with the limit raised step by step (each step once the walk has stopped), recording where it stopped. */
function walkInSteps(chunks: readonly Buffer[], steps: readonly number[]): { seen: Seen; stops: number[] } {
  const seen: Seen = [];
  const stops: number[] = [];
  const walker = new SheetXmlWalker([visitor(seen)]);
  let step = 0;
  walker.setLimit(steps[0] ?? Infinity);
  const goOn = (): void => {
    for (let before = walker.stopped; before !== null; before = walker.stopped) {
      stops.push(before);
      seen.push(`stopped ${before}`);
      step++;
      walker.setLimit(steps[step] ?? Infinity);
      walker.resume();
    }
  };
  for (const c of chunks) {
    walker.push(c);
    goOn();
  }
  walker.end();
  return { seen, stops };
}

const unlimited = (() => {
  const seen: Seen = [];
  const walker = new SheetXmlWalker([visitor(seen)]);
  walker.push(Buffer.from(SHEET, 'latin1'));
  walker.end();
  return withoutStops(seen);
})();

/** The walk without its stops, the bytes between two rows joined (a chunk's end splits them, limit or not). */
function withoutStops(seen: Seen): Seen {
  const out: Seen = [];
  for (const s of seen) {
    if (s.startsWith('stopped')) continue;
    const last = out[out.length - 1];
    if (s.startsWith('between ') && last?.startsWith('between ') === true) out[out.length - 1] = last + s.slice(8);
    else out.push(s);
  }
  return out;
}

describe('the write-back walker with a row limit', () => {
  it('stops before the first row above the limit and before the rows end, and walks on once the limit rises', () => {
    const { seen, stops } = walkInSteps(pieces([]), [2, 4, 8, 20]);
    expect(stops).toEqual([3, 7, 9, Infinity]);
    // Nothing of a row above the limit was given before the walk stopped there.
    expect(seen.indexOf('stopped 3')).toBeLessThan(seen.findIndex((s) => s.startsWith('row 3 ')));
    expect(seen.indexOf('stopped Infinity')).toBeLessThan(seen.indexOf('rowsEnd'));
    expect(withoutStops(seen)).toEqual(unlimited);
  });

  it('numbers a row without its number by the rows before it, also when it is where the walk stopped', () => {
    const { seen, stops } = walkInSteps(pieces([]), [3, 3, 4]);
    expect(stops).toEqual([4, 4, 7]);
    expect(seen).toContain('row 4 <x:row><x:c r="A4"><x:v>4</x:v></x:c></x:row>');
    expect(withoutStops(seen)).toEqual(unlimited);
  });

  it('gives the same walk as without a limit for every cut of the sheet into two and three chunks', () => {
    for (let a = 1; a < SHEET.length; a++) {
      expect(withoutStops(walkInSteps(pieces([a]), [1, 2, 3, 5, 8]).seen)).toEqual(unlimited);
      const b = Math.min(SHEET.length - 1, a + 37);
      if (b > a) expect(withoutStops(walkInSteps(pieces([a, b]), [2, 6, 7]).seen)).toEqual(unlimited);
    }
  });

  it('refuses more bytes or an end while stopped', () => {
    const walker = new SheetXmlWalker([visitor([])]);
    walker.setLimit(1);
    walker.push(Buffer.from(SHEET, 'latin1'));
    expect(walker.stopped).toBe(2);
    expect(() => walker.push(Buffer.alloc(0))).toThrow(/resumed/);
    expect(() => walker.end()).toThrow(/resumed/);
  });
});
