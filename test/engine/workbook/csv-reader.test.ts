// CSV files as Hungarian and English Excel write them: `;` or `,`, BOM or not, quoted fields, CRLF.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvRecordSplitter, detectSeparator } from '../../../src/engine/workbook/csv-records';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { ReaderOptions } from '../../../src/engine/ooxml/reader-options';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { SheetRow } from '../../../src/engine/model/workbook-source';

async function rowsOf(name: string, content: string | Buffer, options: ReaderOptions = {}): Promise<SheetRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'csv-'));
  const p = path.join(dir, name);
  await writeFile(p, content);
  const opened = await openWorkbook(p, options);
  if (!opened.ok) throw new Error(opened.error.message);
  expect(opened.value.format).toBe('csv');
  const sheet = opened.value.sheets[0]?.name ?? '';
  const rows: SheetRow[] = [];
  for await (const row of opened.value.rows(sheet)) rows.push(row);
  await opened.value.close();
  return rows;
}

describe('CSV reader', () => {
  it("reads Hungarian Excel's semicolon CSV with BOM and CRLF, values as text, one sheet named after the file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'csv-'));
    const p = path.join(dir, 'Ingatlanok 2024.csv');
    await writeFile(
      p,
      '\uFEFFCím;Ár;Leírás\r\n"Váci út 1.";45 000 000;"Szép, ""napos"" lakás;\r\nerkéllyel"\r\n\r\nDebrecen;12,5;\r\n',
    );
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.sheets).toEqual([{ name: 'Ingatlanok 2024', index: 0, hidden: false }]);
    const table = await readTable(opened.value, 'Ingatlanok 2024');
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.headerRow).toBe(1);
    expect(table.value.columns.map((c) => c.header)).toEqual(['Cím', 'Ár', 'Leírás']);
    expect(table.value.rows).toEqual([
      { number: 2, hidden: false, cells: ['Váci út 1.', '45 000 000', 'Szép, "napos" lakás;\r\nerkéllyel'] },
      { number: 4, hidden: false, cells: ['Debrecen', '12,5'] },
    ]);
  });

  it('reads comma CSV without BOM, LF line ends and no final line break', async () => {
    expect((await rowsOf('a.csv', 'name,price\n"Smith, John",100\nx,"a ""b"""')).map((r) => r.cells)).toEqual([
      ['name', 'price'],
      ['Smith, John', '100'],
      ['x', 'a "b"'],
    ]);
  });

  it('gives the same rows whatever the chunk size', async () => {
    const content = '\uFEFFa;b;c\r\n"1;x";"2\r\n""y""";ő\r\n"";;"z"\r\n';
    const whole = await rowsOf('w.csv', content);
    for (const split of [1, 2, 3, 5])
      expect(await rowsOf(`s${split}.csv`, content, { readChunkBytes: 4096, splitChunkBytes: split })).toEqual(whole);
    expect(whole.map((r) => r.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1;x', '2\r\n"y"', 'ő'],
      [null, null, 'z'],
    ]);
  });

  it('detects the separator from the header line, outside quotes', () => {
    expect(detectSeparator('Cím;Ár;"a,b,c,d"\n1;2')).toBe(';');
    expect(detectSeparator('Ingatlanok, 2024\n\nCím;Ár;Típus\r\nx;1;lakás')).toBe(';');
    expect(detectSeparator('name,price\n')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });

  it('splits a quote at the very end of a chunk correctly', () => {
    const out: string[][] = [];
    const splitter = new CsvRecordSplitter(',', 1000);
    for (const piece of ['"a"', '"b",', '"c"', '\n']) splitter.push(piece, out);
    splitter.end(out);
    expect(out).toEqual([['a"b', 'c']]);
  });

  it('gives its rows a chunk at a time, the same rows as one by one, blank lines left out', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => (i % 1000 === 7 ? ';' : `Eladó ${i};+36 1 555 ${i}`));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'csv-'));
    const p = path.join(dir, 'eladók.csv');
    await writeFile(p, `Név;Telefon\n${lines.join('\n')}\n`);
    const opened = await openWorkbook(p, { readChunkBytes: 16 * 1024 });
    if (!opened.ok) throw new Error(opened.error.message);
    const chunks: (readonly SheetRow[])[] = [];
    for await (const chunk of opened.value.rowChunks('eladók')) chunks.push(chunk);
    const one: SheetRow[] = [];
    for await (const row of opened.value.rows('eladók')) one.push(row);
    await opened.value.close();
    // One step of the reading loop a chunk of the file, not a row: 5,001 rows in about 10 chunks of 16 KB.
    expect(chunks.length).toBeLessThan(20);
    expect(chunks.flat()).toEqual(one);
    expect(one.length).toBe(4996);
    expect(one.at(-1)).toEqual({ number: 5001, cells: ['Eladó 4999', '+36 1 555 4999'], hidden: false });
  });
});
