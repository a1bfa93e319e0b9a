// Property: a CSV written back keeps every byte of the user's own records (quotes, CR, LF, CRLF, a BOM, `;` `,` or
// tab, UTF-8, UTF-16LE or BE, Windows-1250 or ISO-8859-2); only the result columns and rows past the end are the write-back's. The
// reader numbers the rows of input and output alike, so each result lands on the row it was meant for.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { writeResults } from '../../../src/engine/write-back/write-back';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-user-bytes-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Encoding = 'utf-8' | 'windows-1250' | 'iso-8859-2' | 'utf-16le' | 'utf-16be';
const LINE_ENDS = ['\n', '\r\n', '\r'] as const;
const COMMON = 'aZ0 .-+=@"\'\r\n;,\táéíóöőúüűÁÉÍÓÖŐÚÜŰ';
/** Characters each encoding holds beyond the common ones; each pins the encoding the reader detects. */
const EXTRA: Readonly<Record<Encoding, string>> = {
  'utf-8': '€😀ł„”',
  'windows-1250': '„”–€',
  'iso-8859-2': 'Šž',
  'utf-16le': '€😀ł„”',
  'utf-16be': '€😀ł„”',
};

/** The byte-order mark each encoding's file starts with when it has one (UTF-16 always has one). */
const MARKS: Readonly<Record<Encoding, readonly number[]>> = {
  'utf-8': [0xef, 0xbb, 0xbf],
  'windows-1250': [],
  'iso-8859-2': [],
  'utf-16le': [0xff, 0xfe],
  'utf-16be': [0xfe, 0xff],
};

/** Bytes per code unit, and the unit at `at` (the skip over result fields must stay on unit boundaries). */
function unitAt(bytes: Buffer, at: number, encoding: Encoding): number {
  if (encoding === 'utf-16le') return bytes.readUInt16LE(at);
  if (encoding === 'utf-16be') return bytes.readUInt16BE(at);
  return bytes[at] ?? 0;
}

function encoder(encoding: Encoding): (text: string) => Buffer {
  if (encoding === 'utf-8') return (text) => Buffer.from(text, 'utf8');
  if (encoding === 'utf-16le') return (text) => Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return (text) => Buffer.from(text, 'utf16le').swap16();
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b++) table.set(decoder.decode(Uint8Array.of(b)), b);
  return (text) => Buffer.from(Array.from(text, (ch) => table.get(ch) ?? 0x3f));
}

/** A field as a spreadsheet would write it: quoted when it must be, sometimes when it need not, else raw. */
function fieldText(value: string, quoteAnyway: boolean): string {
  // Any candidate separator is quoted, so the file's separator is the one the case chose.
  const must = /[;,\t\r\n]/.test(value) || value.startsWith('"');
  return must || quoteAnyway ? `"${value.replace(/"/g, '""')}"` : value;
}

interface CsvCase {
  readonly encoding: Encoding;
  readonly bom: boolean;
  readonly sep: string;
  readonly records: readonly { readonly text: string; readonly end: string }[];
  readonly headerRow: number;
  readonly resultRows: readonly number[];
}

const csvCase: fc.Arbitrary<CsvCase> = fc
  .record({
    encoding: fc.constantFrom<Encoding>('utf-8', 'windows-1250', 'iso-8859-2', 'utf-16le', 'utf-16be'),
    bom: fc.boolean(),
    sep: fc.constantFrom(';', ',', '\t'),
    rows: fc.array(
      fc.record({
        fields: fc.array(fc.tuple(fc.string({ unit: fc.constantFrom(...COMMON), maxLength: 8 }), fc.boolean()), {
          minLength: 2,
          maxLength: 5,
        }),
        end: fc.constantFrom(...LINE_ENDS),
        extra: fc.nat(3),
      }),
      { minLength: 2, maxLength: 25 },
    ),
    lastEnd: fc.boolean(),
    headerRow: fc.nat(2),
    resultRows: fc.uniqueArray(fc.nat(30), { maxLength: 12 }),
  })
  .map((c) => {
    const extra = Array.from(EXTRA[c.encoding]);
    let previousEnd = '';
    const records = c.rows.map((r, i) => {
      const fields = r.fields.map(([value, quoted], j) => {
        const withExtra = j === 0 && r.extra < extra.length ? `${value}${extra[r.extra] ?? ''}` : value;
        return fieldText(withExtra, quoted);
      });
      const text = fields.join(c.sep);
      // An empty record after a lone CR would make CR + LF one line end: the generator writes such a line with CR.
      let end: string = i === c.rows.length - 1 && !c.lastEnd ? '' : r.end;
      if (text === '' && previousEnd === '\r' && end.startsWith('\n')) end = '\r';
      previousEnd = end;
      return { text, end };
    });
    const headerRow = Math.min(c.headerRow + 1, records.length);
    const resultRows = c.resultRows.map((r) => r + headerRow + 1).sort((a, b) => a - b);
    const bom = c.encoding.startsWith('utf-16') || (c.bom && c.encoding === 'utf-8');
    return { encoding: c.encoding, bom, sep: c.sep, records, headerRow, resultRows };
  });

async function cellsByRow(file: string): Promise<Map<number, readonly CellValue[]>> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const rows = new Map<number, readonly CellValue[]>();
  try {
    for await (const row of opened.value.rows(opened.value.sheets[0]?.name ?? '')) rows.set(row.number, row.cells);
  } finally {
    await opened.value.close();
  }
  return rows;
}

let n = 0;

async function writeBack(c: CsvCase): Promise<{ input: Buffer; output: Buffer; inFile: string; outFile: string }> {
  const encode = encoder(c.encoding);
  const input = Buffer.concat([
    Buffer.from(c.bom ? MARKS[c.encoding] : []),
    ...c.records.map((r) => encode(r.text + r.end)),
  ]);
  n++;
  const inFile = path.join(dir, `in-${n}.csv`);
  const outFile = path.join(dir, `out-${n}.csv`);
  await writeFile(inFile, input);
  const sheet: SheetResults = {
    sheet: `in-${n}`,
    headerRow: c.headerRow,
    notes: [],
    results: c.resultRows.map((row) => ({ row, status: 'failed', errorCode: 422, errorMessage: 'Rossz ár; "x"' })),
  };
  const written = await writeResults({ input: inFile, output: outFile, sheets: [sheet] });
  if (!written.ok) throw new Error(written.error.message);
  return { input, output: await readFile(outFile), inFile, outFile };
}

describe('CSV write-back keeps the user bytes', () => {
  it('every record of the user comes back byte for byte, results only after its own fields', async () => {
    await fc.assert(
      fc.asyncProperty(csvCase, async (c) => {
        const { output } = await writeBack(c);
        const encode = encoder(c.encoding);
        let at = 0;
        if (c.bom) {
          const mark = MARKS[c.encoding];
          expect([...output.subarray(0, mark.length)]).toEqual(mark);
          at = mark.length;
        }
        const unit = c.encoding.startsWith('utf-16') ? 2 : 1;
        const touched = new Set([c.headerRow, ...c.resultRows]);
        c.records.forEach((r, i) => {
          const own = encode(r.text);
          expect(output.subarray(at, at + own.length).equals(own)).toBe(true);
          at += own.length;
          if (touched.has(i + 1)) {
            // Ours: the result fields (no line breaks in them), up to the record's own line end.
            while (at < output.length && ![0x0d, 0x0a].includes(unitAt(output, at, c.encoding))) at += unit;
          }
          const end = encode(r.end);
          if (r.end !== '' || i < c.records.length - 1) {
            expect(output.subarray(at, at + end.length).equals(end)).toBe(true);
            at += end.length;
          }
        });
        // Past the user's last record come only rows the results added.
        if (c.resultRows.every((r) => r <= c.records.length)) expect(at).toBe(output.length);
      }),
      { numRuns: 100, seed: 18_10 },
    );
  });

  it('the reader finds the same user cells on the same rows of input and output', async () => {
    await fc.assert(
      fc.asyncProperty(csvCase, async (c) => {
        const { inFile, outFile } = await writeBack(c);
        const before = await cellsByRow(inFile);
        const after = await cellsByRow(outFile);
        for (const [row, cells] of before) {
          const now = after.get(row) ?? [];
          expect(now.slice(0, cells.length)).toEqual(cells);
        }
        // The status in the headers' language (docs/write-back.md, "The workbook's language").
        for (const row of c.resultRows)
          expect(after.get(row)).toContainEqual(expect.stringMatching(/^(failed|sikertelen)$/));
      }),
      { numRuns: 60, seed: 20_2 },
    );
  });

  it('a quoted cell holding a lone CR before a formula comes back as it was', async () => {
    const input = Buffer.from('Ref,Note\r\nA,"\r=2+2"\r\nB,x\r\n');
    const inFile = path.join(dir, 'cr-formula.csv');
    const outFile = path.join(dir, 'cr-formula.out.csv');
    await writeFile(inFile, input);
    const results = [{ row: 2, status: 'created' as const }];
    const written = await writeResults({
      input: inFile,
      output: outFile,
      sheets: [{ sheet: 'cr-formula', headerRow: 1, notes: [], results }],
    });
    expect(written.ok).toBe(true);
    const text = (await readFile(outFile)).toString('utf8');
    expect(text.split('\r\n')[1]).toBe('A,"\r=2+2",created,,,,,');
  });
});
