// After the last row with a result (or none, as in the trial write-back before an upload) a CSV's records are copied
// byte for byte, also across the 1 MB chunks the write-back reads, through quoted line ends and every kind of line end.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-rest-');

const HEADER = 'Név;Telefon;Megjegyzés';
const ENDS = ['\r\n', '\n', '\r'] as const;

/** Record `i` (row i + 2) with its line end: some quoted with a separator, a quote, or a line end inside. */
function record(i: number, last: boolean): string {
  const note = [`plain ${i}`, `"with; separator ${i}"`, `"a ""quote"" ${i}"`, `"two\r\nlines ${i}"`, `"lone\rCR ${i}"`];
  const text = `Eladó ${i};+36 1 555 ${String(i % 10000).padStart(4, '0')};${note[i % note.length] ?? ''}`;
  return last ? text : `${text}${ENDS[i % ENDS.length] ?? '\n'}`;
}

/** A CSV of `count` records after the header (about 2.4 MB for 50,000: three chunks), and where each record starts. */
function csv(count: number, finalLineEnd: boolean): { readonly text: string; readonly starts: readonly number[] } {
  const parts = [`${HEADER}\r\n`];
  const starts: number[] = [];
  let at = Buffer.byteLength(parts[0] ?? '');
  for (let i = 0; i < count; i++) {
    starts.push(at);
    const r = record(i, !finalLineEnd && i === count - 1);
    parts.push(r);
    at += Buffer.byteLength(r);
  }
  return { text: parts.join(''), starts };
}

async function written(text: string, results: readonly RowResult[]): Promise<Buffer> {
  const input = path.join(temp.dir, 'sellers.csv');
  const output = path.join(temp.dir, 'out.csv');
  await writeFile(input, text);
  const r = await writeResults({ input, output, sheets: [{ sheet: 'sellers', headerRow: 1, notes: [], results }] });
  expect(r.ok).toBe(true);
  return readFile(output);
}

describe('a csv write-back after its last result', () => {
  it('copies every later record as it is, across chunks, quoted line ends and CR, LF and CRLF', async () => {
    const { text, starts } = csv(50_000, true);
    const results: RowResult[] = [2, 5].map((row) => ({ row, status: 'created', serviceId: row }));
    const out = await written(text, results);
    const input = Buffer.from(text, 'utf8');
    const rest = input.subarray(starts[4]);
    expect(input.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(out.subarray(out.length - rest.length).equals(rest)).toBe(true);
    // Row 5 (record 3) carries its result just before the copied rest.
    const row5 = out.subarray(0, out.length - rest.length).toString('utf8');
    expect(row5.endsWith(`Eladó 3;+36 1 555 0003;"two\r\nlines 3";létrehozva;5;;;;\r\n`)).toBe(true);
  });

  it('with no result (the trial before an upload) copies everything after the header, the last line without an end too', async () => {
    const { text, starts } = csv(50_000, false);
    const out = await written(text, []);
    const rest = Buffer.from(text, 'utf8').subarray(starts[0]);
    expect(out.subarray(out.length - rest.length).equals(rest)).toBe(true);
    const header = out.subarray(0, out.length - rest.length).toString('utf8');
    expect(header.startsWith(`${HEADER};`)).toBe(true);
    expect(header.endsWith('\r\n')).toBe(true);
  });
});
