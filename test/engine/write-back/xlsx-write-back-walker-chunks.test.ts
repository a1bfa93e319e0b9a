// The write-back's walk over a sheet's inflated chunks: a row cut by a chunk's start is finished from that chunk's
// first bytes, and the rows after it are read in the chunk itself, not in a copy of it joined to the cut row.
import { describe, expect, it } from 'vitest';
import type { SheetRow, SheetXmlVisitor } from '../../../src/engine/write-back/xlsx-write-back-rows';
import { SheetXmlWalker } from '../../../src/engine/write-back/xlsx-write-back-rows';

const ROWS = Array.from({ length: 6 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i * 7}</v></c></row>`);
const SHEET = `<worksheet><sheetData>${ROWS.join('')}</sheetData><pageMargins left="0.7"/></worksheet>`;

/** What a walk gave: each row's number, bytes and buffer, and the text after the rows. */
interface Walked {
  readonly rows: { readonly number: number; readonly text: string; readonly buf: Buffer }[];
  tail: string;
}

function walk(chunks: readonly Buffer[]): Walked {
  const walked: Walked = { rows: [], tail: '' };
  const visitor: SheetXmlVisitor = {
    head: () => undefined,
    between: () => undefined,
    row: (r: SheetRow) =>
      walked.rows.push({ number: r.number, text: r.buf.toString('latin1', r.lt, r.end), buf: r.buf }),
    rowsEnd: () => undefined,
    tail: (text) => {
      walked.tail = text;
    },
  };
  const walker = new SheetXmlWalker([visitor]);
  for (const c of chunks) walker.push(c);
  walker.end();
  return walked;
}

/** A buffer of its own (not a slice of Node's shared pool) holding `text`. */
function own(text: string): Buffer {
  const b = Buffer.alloc(Buffer.byteLength(text));
  b.write(text);
  return b;
}

const whole = walk([own(SHEET)]);

describe('the write-back walker over chunks', () => {
  it('reads the rows after a cut row in the chunk itself, and the same rows as from one piece', () => {
    const cut = SHEET.indexOf('<v>7</v>');
    const second = own(SHEET.slice(cut));
    const walked = walk([own(SHEET.slice(0, cut)), second]);
    expect(walked.rows.map((r) => [r.number, r.text])).toEqual(whole.rows.map((r) => [r.number, r.text]));
    expect(walked.tail).toBe(whole.tail);
    // Row 2 was cut; rows 3 to 6 lie in the second chunk as it came.
    expect(walked.rows.filter((r) => r.buf.buffer === second.buffer).map((r) => r.number)).toEqual([3, 4, 5, 6]);
  });

  it('reads a row longer than a chunk, and a cut just before the rows end, the same as from one piece', () => {
    const a = SHEET.indexOf('<c r="A3"') + 2;
    const b = SHEET.indexOf('</c></row><row r="4"');
    const end = SHEET.indexOf('</sheetData>') - 3;
    const pieces = [SHEET.slice(0, a), SHEET.slice(a, b), SHEET.slice(b, end), SHEET.slice(end)].map(own);
    const walked = walk(pieces);
    expect(walked.rows.map((r) => [r.number, r.text])).toEqual(whole.rows.map((r) => [r.number, r.text]));
    expect(walked.tail).toBe(whole.tail);
  });

  it('reads every split of the sheet into two chunks the same as one piece', () => {
    for (let cut = 1; cut < SHEET.length; cut++) {
      const walked = walk([own(SHEET.slice(0, cut)), own(SHEET.slice(cut))]);
      expect(walked.rows.map((r) => r.text)).toEqual(whole.rows.map((r) => r.text));
      expect(walked.tail).toBe(whole.tail);
    }
  });
});
