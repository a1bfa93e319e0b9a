// The result rows of a 10,000-row CSV, each line compared with one built here from its own text and its result's
// cells: short rows, rows reaching into the result columns, quoted fields, every line end, UTF-8, Windows-1250, UTF-16.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localTimestamp } from '../../../src/catalog';
import { RESULT_HEADERS_HU, statusWord } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import { encodeCsvText } from '../../../src/engine/workbook/csv-encoding';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-result-rows-');

const ROWS = 10_000;
const HEADER = 'Név;Telefon;Megjegyzés';
const ENDS = ['\r\n', '\n', '\r'] as const;
const AT = new Date('2026-11-29T17:31:02Z');

/** Record `i` (row i + 2) without its line end: three fields, or two, or twelve (the last nine empty), some quoted. */
function record(i: number): string {
  const note = [`plain ${i}`, `"with; separator ${i}"`, `"a ""quote"" ${i}"`, `"two\r\nlines ${i}"`];
  const own = `Eladó ${i} ${'x'.repeat(60)};+36 1 555 ${String(i).padStart(5, '0')}`;
  if (i % 7 === 3) return own;
  return i % 11 === 5
    ? `${own};${note[i % note.length] ?? ''}${';'.repeat(9)}`
    : `${own};${note[i % note.length] ?? ''}`;
}

/** Row `i`'s result (none for every 13th) and the six cells it writes, as the file holds them. */
function result(i: number): { readonly result: RowResult; readonly cells: readonly string[] } | null {
  const row = i + 2;
  const importedAt = new Date(AT.getTime() + Math.floor(i / 90) * 1000);
  const time = localTimestamp(importedAt);
  switch (i % 13) {
    case 12:
      return null;
    case 1:
      return {
        result: { row, status: 'failed', errorCode: 7, errorMessage: 'bad', errorMessageHu: '=rossz "érték"; itt' },
        cells: [statusWord('failed', 'hu'), '', '7', `"'=rossz ""érték""; itt"`, '', ''],
      };
    case 2:
      return { result: { row, status: 'created' }, cells: [statusWord('created', 'hu'), '', '', '', '', ''] };
    case 4:
      return {
        result: {
          row,
          status: 'updated',
          serviceId: i,
          errorMessage: ' kept',
          errorMessageHu: ' megtartva',
          importedAt,
        },
        cells: [statusWord('updated', 'hu'), String(i), '', '" megtartva"', time, ''],
      };
    default:
      return {
        result: { row, status: 'created', serviceId: 1000 + i, importedAt, fingerprint: `fp${i} S1:ab-${i}` },
        cells: [statusWord('created', 'hu'), String(1000 + i), '', '', time, `fp${i} S1:ab-${i}`],
      };
  }
}

/** The input's text and the output's text expected, lines built field by field. */
function expected(lastEnded: boolean): { readonly input: string; readonly output: string } {
  const inputs = [`${HEADER}\r\n`];
  const outputs = [`${HEADER};${Object.values(RESULT_HEADERS_HU).join(';')}\r\n`];
  for (let i = 0; i < ROWS; i++) {
    const text = record(i);
    const end = !lastEnded && i === ROWS - 1 ? '' : (ENDS[i % ENDS.length] ?? '\n');
    inputs.push(text + end);
    const r = result(i);
    outputs.push(r === null ? text + end : withCells(text, r.cells) + end);
  }
  return { input: inputs.join(''), output: outputs.join('') };
}

/** The row's own fields, empty fields up to column D, then the cells in D–I; a row reaching past I keeps its rest. */
function withCells(text: string, cells: readonly string[]): string {
  const fields = splitFields(text);
  if (fields.length <= 3) return [...fields, ...Array<string>(3 - fields.length).fill(''), ...cells].join(';');
  return [...fields.slice(0, 3), ...cells, ...fields.slice(9)].join(';');
}

/** The fields of one record written above (a quote only around a whole field, doubled inside). */
function splitFields(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

async function written(bytes: Buffer): Promise<Buffer> {
  const input = path.join(temp.dir, 'sellers.csv');
  const output = path.join(temp.dir, 'out.csv');
  await writeFile(input, bytes);
  const results = Array.from({ length: ROWS }, (_, i) => result(i)?.result).filter((r) => r !== undefined);
  const r = await writeResults({ input, output, sheets: [{ sheet: 'sellers', headerRow: 1, notes: [], results }] });
  expect(r.ok).toBe(true);
  return readFile(output);
}

describe('a csv write-back of 10,000 result rows', () => {
  it('writes each UTF-8 line (with its mark) as its own bytes and its cells, across chunks and line ends', async () => {
    const { input, output } = expected(false);
    expect(Buffer.byteLength(input)).toBeGreaterThan(1024 * 1024);
    const out = await written(Buffer.from(`\ufeff${input}`, 'utf8'));
    expect(out.equals(Buffer.from(`\ufeff${output}`, 'utf8'))).toBe(true);
  });

  it('writes each Windows-1250 line in Windows-1250', async () => {
    const { input, output } = expected(true);
    const out = await written(encodeCsvText(input, 'windows-1250', new Set()));
    expect(out.equals(encodeCsvText(output, 'windows-1250', new Set()))).toBe(true);
  });

  it('writes each UTF-16 line in UTF-16', async () => {
    const { input, output } = expected(true);
    const out = await written(Buffer.from(`\ufeff${input}`, 'utf16le'));
    expect(out.equals(Buffer.from(`\ufeff${output}`, 'utf16le'))).toBe(true);
  });
});
