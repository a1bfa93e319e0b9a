// Rows read from the sheet's bytes (`PlainRowReader`, the quick path) read exactly as the general path reads them: the
// same values, the same rows, the same refusals, however the inflated bytes are cut into chunks.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { SheetContext } from '../../../src/engine/workbook/sheet-row-scanner';
import { SheetRowScanner } from '../../../src/engine/workbook/sheet-row-scanner';
import type { SheetRow } from '../../../src/engine/model/workbook-source';

const SHARED = ['lakás', 'eladó', 'Tom & Jerry', '東京'];

function context(maxCellChars = 32_767): SheetContext {
  return {
    sheetName: 'Lap',
    sharedStrings: SHARED,
    // Style 1 formats a date, as a workbook's styles part says.
    dateStyles: [false, true],
    date1904: false,
    maxCellChars,
    maxColumns: 16_384,
    maxRowsPerSheet: 1_048_576,
  };
}

type Outcome = { readonly rows: readonly SheetRow[] } | { readonly refused: string };

/** The rows of `xml` as the scanner reads them from its UTF-8 bytes cut at `cuts`, or the refusal's message. */
function read(xml: string, atCuts: readonly number[], plainRows: boolean, maxCellChars?: number): Outcome {
  let cuts = atCuts;
  const bytes = Buffer.from(xml, 'utf8');
  const scanner = new SheetRowScanner(context(maxCellChars), { plainRows });
  // The rows start a chunk of their own unless cut otherwise (the sheet's start is judged as text).
  if (cuts.length === 0) cuts = [HEAD_BYTES];
  const rows: SheetRow[] = [];
  try {
    let from = 0;
    for (const cut of [...cuts, bytes.length]) {
      scanner.push(bytes.subarray(from, cut), rows);
      from = cut;
    }
    scanner.finish(rows);
    return { rows };
  } catch (e) {
    return { refused: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * An outcome as text, to compare: a failed comparison of large row lists as objects takes minutes to describe. Dates and
 * negative zero are marked, so they differ from texts and from zero.
 */
function shown(outcome: Outcome): string {
  return JSON.stringify(outcome, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return `Date ${raw.toISOString()}`;
    return Object.is(raw, -0) ? '-0' : value;
  });
}

/** Cuts after the sheet's start, then every `size` bytes. */
function chunksOf(length: number, size: number): number[] {
  const cuts: number[] = [HEAD_BYTES];
  for (let i = HEAD_BYTES + size; i < length; i += size) cuts.push(i);
  return cuts;
}

/**
 * The scanner judges a sheet's spelling of SpreadsheetML from its first 64 KB, read as text: the columns' widths
 * before the cells fill them, so that the rows come after, in chunks of their own.
 */
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>' +
  '<col min="1" max="1" width="9.5" customWidth="1"/>'.repeat(1_400) +
  '</cols>';
const HEAD_BYTES = Buffer.byteLength(HEAD, 'utf8');

function worksheet(rows: string): string {
  return `${HEAD}<sheetData>${rows}</sheetData></worksheet>`;
}

/** Cells as writers spell them (`@` stands for the cell's reference): plain ones and every kind the quick path leaves. */
const CELLS: readonly string[] = [
  '<c r="@" t="s"><v>0</v></c>',
  '<c r="@" t="s"><v>3</v></c>',
  '<c r="@" s="4" t="s"><v>2</v></c>',
  '<c r="@"><v>42</v></c>',
  '<c r="@" t="n"><v>-17.25</v></c>',
  '<c r="@" t="n"><v>19.057000000000002</v></c>',
  '<c r="@" t="n"><v>123456789012345</v></c>',
  '<c r="@" t="n"><v>1234567890123456789</v></c>',
  '<c r="@" t="n"><v>0.1</v></c>',
  '<c r="@" t="n"><v>-0</v></c>',
  '<c r="@" t="n"><v>1E-3</v></c>',
  '<c r="@" t="n"><v>2.5e+10</v></c>',
  '<c r="@" t="n"><v>1.</v></c>',
  '<c r="@" t="n"><v>.5</v></c>',
  '<c r="@" t="n"><v>+5</v></c>',
  '<c r="@" t="n"><v>1-2</v></c>',
  '<c r="@" t="n"><v></v></c>',
  '<c r="@" t="n"><v> 7 </v></c>',
  '<c r="@" s="1"><v>45000</v></c>',
  '<c r="@" s="1" t="n"><v>45000.75</v></c>',
  '<c r="@" s="1"><v>60</v></c>',
  '<c r="@" t="inlineStr"><is><t>lakás</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>P-123456789012345 plain ASCII text</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>Árvíztűrő tükörfúrógép, 東京 😀</t></is></c>',
  '<c r="@" t="inlineStr"><is><t xml:space="preserve">  szóközökkel  </t></is></c>',
  '<c r="@" t="inlineStr"><is><t xml:space="default"> x </t></is></c>',
  '<c r="@" t="inlineStr"><is><t>Tom &amp; Jerry &lt;3 &gt; &quot;&apos;</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>&#x151;&#337;&#X170; &#128512; &#xZZ; &nbsp;</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>sor_x000D_vége _x005F_x0041_ a_b _</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>két\r\nsor és\regy</t></is></c>',
  '<c r="@" t="inlineStr"><is><t>egy\nsor &gt; más</t></is></c>',
  '<c r="@" t="inlineStr"><is><t/></is></c>',
  '<c r="@" t="inlineStr"><is><t></t></is></c>',
  '<c r="@" t="inlineStr"><is><r><t>Gyors </t></r><r><rPr><b/></rPr><t>eladó</t></r></is></c>',
  '<c r="@" t="inlineStr"><is><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></is></c>',
  '<c r="@" t="inlineStr"><is><t><![CDATA[a <b> & c]]></t></is></c>',
  '<c r="@" t="str"><f>A1&amp;"x"</f><v>tükör &amp; 東</v></c>',
  '<c r="@" t="b"><v>1</v></c>',
  '<c r="@" t="e"><v>#N/A</v></c>',
  '<c r="@" t="d"><v>2024-02-29T10:00:00</v></c>',
  '<c r="@"><f>1+1</f></c>',
  '<c r="@" s="3"/>',
  '<c r="@" t="s" s="2"><v>1</v></c>',
  "<c r='@' t='s'><v>1</v></c>",
  '<c s="2" r="@"><v>8</v></c>',
  '<c  r="@"><v>9</v></c>',
  '<c r="@" t="inlineStr" cm="1"><is><t>x</t></is></c>',
  '<c t="s"><v>1</v></c>',
  '<c r="@" t="s"><v>1</v>\n</c>',
  '<c r="@"><v>5</v><extLst/></c>',
];

const COLUMNS = ['A', 'B', 'C', 'D', 'F', 'AA', 'XFD'];

interface CellChoice {
  readonly cell: number;
  readonly column: number;
  readonly space: boolean;
}

function rowXml(r: number, kind: number, cells: readonly CellChoice[]): string {
  const body = cells
    .map((c) => (CELLS[c.cell] ?? '').replace('@', `${COLUMNS[c.column] ?? 'A'}${r}`) + (c.space ? '\n  ' : ''))
    .join('');
  switch (kind) {
    case 0:
      return `<row r="${r}">${body}</row>`;
    case 1:
      return `<row r="${r}" spans="1:7" hidden="1" ht="15">${body}</row>`;
    case 2:
      return `<row>${body}</row>`;
    case 3:
      return `<row r="${r}"/>`;
    case 5:
      // As Excel writes every row.
      return `<row r="${r}" spans="1:7" x14ac:dyDescent="0.25">${body}</row>`;
    case 6:
      return `<row r="${r}" hidden="0" ht="15">${body}</row>`;
    case 7:
      return `<row r="00${r}"  ht="15" customHeight="1" x="hidden">${body}</row>`;
    case 8:
      return `<row r="${r}"ht="15">${body}</row>`;
    default:
      return `\n<row r="${r}" customFormat="1" s="2" x14ac:dyDescent="0.25">${body}</row>`;
  }
}

const cellChoice = fc.record({
  cell: fc.nat({ max: CELLS.length - 1 }),
  column: fc.nat({ max: COLUMNS.length - 1 }),
  space: fc.boolean(),
});
const sheetRows = fc.array(fc.record({ kind: fc.nat({ max: 8 }), cells: fc.array(cellChoice, { maxLength: 8 }) }), {
  minLength: 1,
  maxLength: 12,
});

describe('rows read from bytes', () => {
  it('read as the general path reads them, whole and in chunks of any size', () => {
    fc.assert(
      fc.property(sheetRows, fc.array(fc.nat({ max: 4_000 }), { maxLength: 6 }), (rows, rawCuts) => {
        const xml = worksheet(rows.map((row, i) => rowXml(i + 1, row.kind, row.cells)).join(''));
        const length = Buffer.byteLength(xml, 'utf8');
        const expected = read(xml, [], false);
        const rowBytes = length - HEAD_BYTES;
        const cuts = [...new Set([HEAD_BYTES, ...rawCuts.map((c) => HEAD_BYTES + (c % rowBytes))])].sort(
          (a, b) => a - b,
        );
        expect(shown(read(xml, [], true))).toBe(shown(expected));
        expect(shown(read(xml, cuts, true))).toBe(shown(expected));
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it('read every kind of cell alike when the part is cut between every two bytes', () => {
    const rows = CELLS.map((_, i) => rowXml(i + 1, i % 2, [{ cell: i, column: i % 5, space: i % 3 === 0 }]));
    const xml = worksheet(rows.join(''));
    const expected = read(xml, [], false);
    expect('rows' in expected && expected.rows.length).toBeGreaterThan(CELLS.length - 4);
    for (const size of [1, 2, 3, 5, 7, 64, 1000]) {
      const cuts = chunksOf(Buffer.byteLength(xml, 'utf8'), size);
      expect(shown(read(xml, cuts, true)), `chunks of ${size}`).toBe(shown(expected));
    }
  });

  it('cut a multi-byte character between chunks and still read it whole', () => {
    const xml = worksheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>ő😀東</t></is></c><c r="B1" t="inlineStr">' +
        '<is><t>a&amp;ű</t></is></c></row>',
    );
    const expected: Outcome = { rows: [{ number: 1, cells: ['ő😀東', 'a&ű'], hidden: false }] };
    const length = Buffer.byteLength(xml, 'utf8');
    for (let cut = HEAD_BYTES + 1; cut < length; cut++) {
      expect(shown(read(xml, [HEAD_BYTES, cut], true)), `cut at ${cut}`).toBe(shown(expected));
    }
  });

  it('refuse what the general path refuses, with the same words', () => {
    const refused = [
      worksheet('<row r="1"><c r="A1" t="s"><v>9</v></c></row>'),
      worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>0123456789ABC</t></is></c></row>'),
      worksheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(120_000)}</t></is></c></row>`),
      worksheet('<row r="1"><c r="A1"><v>1</v></c>'),
      worksheet('<row r="0"><c r="A1"><v>1</v></c></row>'),
      worksheet('<row r="1"><c r="A1"><v>1</v></row>'),
    ];
    for (const xml of refused) {
      for (const size of [0, 3, 4096]) {
        // (How the general path words a text too long depends on where the chunks end, so each is read alike.)
        const cuts = size === 0 ? [] : chunksOf(Buffer.byteLength(xml, 'utf8'), size);
        const expected = read(xml, cuts, false, 10);
        expect(expected).toHaveProperty('refused');
        expect(shown(read(xml, cuts, true, 10))).toBe(shown(expected));
      }
    }
  });

  it('read row tags spelled any way as the general path reads them, refusals word for word', () => {
    const tags = ['r="7"', 'r="007"', 'r="1048576"', 'r="1048577"', 'r="0"', 'r=""', 'r="12a"', 'r="1e3"'];
    // As Excel writes them (`spans`, `x14ac:dyDescent`), and other attributes after the number.
    const excel = ['r="7" spans="1:3" x14ac:dyDescent="0.25"', 'r="1048577" spans="1:3"', 'r="0" ht="15"'];
    const after = ['r="7" ht="15" hidden="1"', 'r="7" hidden="0" spans="1:3"', 'r="7"  customHeight="1"'];
    const odd = [
      'r="7" x="hidden"',
      'r="7"ht="15"',
      'r="12a" spans="1:3"',
      'r="1234567890" spans="1:3"',
      'r="7" r="8"',
    ];
    const spelled = [...tags, "r='7'", 'r=" 7"', 'r="7" ', 'r="7" hidden="1"', 'hidden="true" r="7"', 'r="1234567890"'];
    for (const tag of [...spelled, ...excel, ...after, ...odd]) {
      const xml = worksheet(`<row ${tag}><c r="A7" t="inlineStr"><is><t>lakás</t></is></c></row>`);
      for (const size of [0, 3, 4096]) {
        const cuts = size === 0 ? [] : chunksOf(Buffer.byteLength(xml, 'utf8'), size);
        expect(shown(read(xml, cuts, true)), `<row ${tag}> in chunks of ${size}`).toBe(shown(read(xml, cuts, false)));
      }
    }
  });

  it("read Excel's row tags (`spans`, `x14ac:dyDescent`) from their bytes, as bare ones: no text made of them", () => {
    const rowsOf = (attributes: string) =>
      Array.from({ length: 50 }, (_, i) => `<row r="${i + 1}"${attributes}><c r="A${i + 1}" t="s"><v>1</v></c></row>`);
    /** How many texts the scanner makes of the bytes (`latin1`) reading the rows, and the rows read. */
    const textsMade = (rows: readonly string[]) => {
      const toText = vi.spyOn(Buffer.prototype, 'toString');
      try {
        const outcome = read(worksheet(rows.join('')), [HEAD_BYTES], true);
        const texts = toText.mock.calls.filter((call) => call[0] === 'latin1').length;
        return { texts, rows: 'rows' in outcome ? outcome.rows.map((r) => [r.number, r.hidden, r.cells[0]]) : [] };
      } finally {
        toText.mockRestore();
      }
    };
    const bare = textsMade(rowsOf(''));
    const excel = textsMade(rowsOf(' spans="1:2" x14ac:dyDescent="0.25"'));
    expect(excel.texts).toBe(bare.texts);
    expect(excel.rows).toEqual(bare.rows);
    expect(excel.rows).toEqual(Array.from({ length: 50 }, (_, i) => [i + 1, false, 'eladó']));
    // A tag that may hide its row is still read from its text.
    expect(textsMade(rowsOf(' hidden="1"')).texts).toBe(bare.texts + 50);
  });

  it("read the rows in the sheet's first chunk, where its spelling is judged, as the general path reads them", () => {
    // No columns before the cells: the first chunk holds the sheet's start and rows, as a real sheet's 512 KB do.
    const rows = CELLS.map((_, i) => rowXml(i + 1, i % 5, [{ cell: i, column: i % 5, space: i % 4 === 0 }]));
    const many = Array.from({ length: 40 }, (_, k) =>
      rows
        .map((row) =>
          row.replaceAll(/(r="[A-Z]*)(\d+)/g, (_m, p: string, n: string) => `${p}${Number(n) + k * rows.length}`),
        )
        .join(''),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${many.join('')}</sheetData></worksheet>`;
    const length = Buffer.byteLength(xml, 'utf8');
    expect(length).toBeGreaterThan(70_000);
    const expected = read(xml, [length], false);
    expect('rows' in expected && expected.rows.length).toBeGreaterThan(CELLS.length * 20);
    for (const first of [length, 65_536, 70_001]) {
      expect(shown(read(xml, [first], true)), `first chunk of ${first}`).toBe(shown(expected));
    }
  });
});
