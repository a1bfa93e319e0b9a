// UTF-16 text without a byte-order mark (some CRM exports and scripts write it): recognised by its zero bytes, one in
// every pair in the same place, read cell for cell in either byte order with a notice naming the encoding, and its
// results written back in the same byte order, still without a mark (docs/reader.md, "CSV text encodings").
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import { writeResults } from '../../../src/engine/write-back/write-back';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-utf16-no-mark-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ROWS = [
  ['Név', 'Cím', 'Ár (M Ft)'],
  ['Árvíztűrő tükörfúrógép', 'Üllői út 1. – „hátsó” épület', '12,5'],
  ['Ősz Ödön', 'á é í ó ö ő ú ü ű Á É Í Ó Ö Ő Ú Ü Ű', '1 234,5'],
];
const TEXT = ROWS.map((r) => r.join(';')).join('\r\n') + '\r\n';

/** `text` as UTF-16 of the byte order, with no mark: made by hand, byte by byte. */
function bytesOf(text: string, order: 'le' | 'be'): Buffer {
  const out = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const [first, second] = order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff];
    out[2 * i] = first;
    out[2 * i + 1] = second;
  }
  return out;
}

describe.each([
  ['little-endian', 'le', 'UTF-16LE'],
  ['big-endian', 'be', 'UTF-16BE'],
] as const)('UTF-16 %s without a mark', (_title, order, encodingName) => {
  const name = `crm-${order}.csv`;
  let file = '';
  beforeAll(async () => {
    file = path.join(dir, name);
    await writeFile(file, bytesOf(TEXT, order));
  });

  it('is read cell for cell, the encoding named and the missing mark said', async () => {
    const opened = await openWorkbook(file);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, `crm-${order}`);
    await opened.value.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.columns.map((c) => c.header)).toEqual(ROWS[0]);
    expect(table.value.rows.map((r) => r.cells)).toEqual(ROWS.slice(1));
    expect(table.value.warnings[0]?.en).toBe(
      `${name} is read as ${encodingName} text (without a byte-order mark), not UTF-8. Results written into it stay ${encodingName}.`,
    );
    expect(table.value.warnings[0]?.hu).toBe(
      `${name} ${encodingName} kódolású szövegként olvasva (bájtsorrend-jel nélkül), nem UTF-8-ként. A beleírt eredmények is ${encodingName} kódolásúak.`,
    );
  });

  it('gets its results in the same byte order, without a mark, every user byte kept', async () => {
    const out = path.join(dir, `out-${name}`);
    const written = await writeResults({
      input: file,
      output: out,
      sheets: [
        { sheet: `crm-${order}`, headerRow: 1, notes: [], results: [{ row: 2, status: 'created', serviceId: 7 }] },
      ],
    });
    if (!written.ok) throw new Error(written.error.message);
    const bytes = await readFile(out);
    const original = bytesOf(TEXT, order);
    expect(bytes.subarray(0, 6)).toEqual(original.subarray(0, 6));
    const lines = new TextDecoder(`utf-16${order}`, { fatal: true }).decode(bytes).split('\r\n');
    TEXT.split('\r\n').forEach((line, i) => expect(lines[i]?.startsWith(line)).toBe(true));
    expect(lines[1]).toContain(';7');
  });
});

describe('zero bytes that are not UTF-16 text', () => {
  it('are refused as no text file, as before', async () => {
    const file = path.join(dir, 'binary.csv');
    // Zero bytes in every other place, but control characters between them: no table is written so.
    await writeFile(file, Buffer.from([0x01, 0x00, 0x02, 0x00, 0x41, 0x00, 0x3b, 0x00, 0x07, 0x00, 0x0d, 0x00]));
    const opened = await openWorkbook(file);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.kind).toBe('unsupported_format');
  });

  it('leave a Windows-1250 file, which has none, read as Windows-1250', async () => {
    const file = path.join(dir, 'excel.csv');
    await writeFile(file, Buffer.from([0x4e, 0xe9, 0x76, 0x3b, 0xc1, 0x72, 0x0d, 0x0a, 0x84, 0xd5, 0x94, 0x3b, 0x31]));
    const opened = await openWorkbook(file);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'excel');
    await opened.value.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.rows.map((r) => r.cells)).toEqual([['„Ő”', '1']]);
    expect(table.value.warnings[0]?.en).toContain('excel.csv is read as Windows-1250 text');
  });
});
