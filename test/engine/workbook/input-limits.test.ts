// Every input dimension the reader bounds (input-limits.ts), each just under its limit (read in full) and just over
// (refused with a message naming the limit), and the hostile sizes of docs/security.md, "Hostile workbooks": a
// 300-million-character cell, a CSV of 200,000 columns, a 50-million-character CSV field.
import { open as openFile, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_LIMITS } from '../../../src/engine/ooxml/input-limits';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { ReaderOptions } from '../../../src/engine/ooxml/reader-options';
import type { WorkbookError } from '../../../src/engine/model/workbook-error';
import { buildXlsx, buildZip } from '../../support/test-zips';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const GB = 1024 * 1024 * 1024;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'input-limits-'));
});

async function save(data: Buffer | string, name = 'book.xlsx'): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

/** Opens and reads every sheet as a table; the first failure, or null when everything was read. */
async function readAll(p: string, options: ReaderOptions = {}): Promise<WorkbookError | null> {
  const opened = await openWorkbook(p, options);
  if (!opened.ok) return opened.error;
  try {
    for (const sheet of opened.value.sheets) {
      const table = await readTable(opened.value, sheet.name);
      if (!table.ok) return table.error;
    }
    return null;
  } finally {
    await opened.value.close();
  }
}

async function refused(p: string, options: ReaderOptions = {}): Promise<WorkbookError> {
  const error = await readAll(p, options);
  if (error === null) throw new Error('expected the read to be refused');
  return error;
}

function inlineRow(row: number, texts: readonly string[]): string {
  return `<row r="${row}">${texts.map((t, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${t}</t></is></c>`).join('')}</row>`;
}

function table(rows: number, first = 2): string {
  const data = Array.from({ length: rows }, (_v, i) => inlineRow(first + i, [`Utca ${i}`, `${i}`])).join('');
  return `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}${data}</sheetData>`;
}

describe('file, parts, unpacked size, sheets', () => {
  it('the file size: at the limit read, one byte over refused', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: table(3) }]));
    const size = (await (await import('node:fs/promises')).stat(p)).size;
    expect(await readAll(p, { maxFileBytes: size })).toBeNull();
    const error = await refused(p, { maxFileBytes: size - 1 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('larger than the');
  });

  it('the default file size limit refuses a 512 MB + 1 byte file before reading it', async () => {
    const p = path.join(dir, 'huge.xlsx');
    const fh = await openFile(p, 'w');
    await fh.truncate(DEFAULT_INPUT_LIMITS.maxFileBytes + 1); // sparse: no disk space used
    await fh.close();
    const error = await refused(p);
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('larger than the 512 MB one import reads');
  });

  it('the parts of the zip: as many as the limit read, one more refused', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: table(3) }]));
    // buildXlsx writes four package parts and one sheet.
    expect(await readAll(p, { maxParts: 5 })).toBeNull();
    const error = await refused(p, { maxParts: 4 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('holds 5 parts, more than the 4');
  });

  it('the unpacked size of the parts read: at the limit read, one byte over refused', async () => {
    const workbook = `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Lap" sheetId="1" r:id="a"/></sheets></workbook>`;
    const sheet = `<worksheet xmlns="${MAIN}">${table(50)}</worksheet>`;
    const zip = buildZip([
      {
        name: '_rels/.rels',
        data: `<Relationships><Relationship Id="r" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      { name: 'xl/workbook.xml', data: workbook },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships><Relationship Id="a" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    const p = await save(zip);
    const unpacked = Buffer.byteLength(workbook) + Buffer.byteLength(sheet);
    expect(await readAll(p, { maxUnpackedBytes: unpacked })).toBeNull();
    const error = await refused(p, { maxUnpackedBytes: unpacked - 1 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('unpack to');
  });

  it('the sheets a workbook lists: at the limit read, one more refused', async () => {
    const sheets = Array.from({ length: 5 }, (_v, i) => ({ name: `Lap ${i + 1}`, body: table(2) }));
    const p = await save(buildXlsx(sheets));
    expect(await readAll(p, { maxSheets: 5 })).toBeNull();
    const error = await refused(p, { maxSheets: 4 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('lists 5 sheets, more than the 4');
  });
});

describe('rows, columns and cells of a sheet', () => {
  it("Excel's last row is read; a row after it is damage", async () => {
    const last = DEFAULT_INPUT_LIMITS.maxRowsPerSheet;
    expect(
      await readAll(
        await save(
          buildXlsx([
            {
              name: 'Lap',
              body: `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}${inlineRow(last, ['x', 'y'])}</sheetData>`,
            },
          ]),
        ),
      ),
    ).toBeNull();
    const error = await refused(
      await save(
        buildXlsx([
          {
            name: 'Lap',
            body: `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}${inlineRow(last + 1, ['x', 'y'])}</sheetData>`,
          },
        ]),
        'over.xlsx',
      ),
    );
    expect(error.message).toContain(`has a row numbered ${last + 1}`);
  });

  it('column XFD is read; a cell in XFE is refused', async () => {
    const cell = (ref: string): string =>
      `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}<row r="2"><c r="${ref}2"><v>1</v></c></row></sheetData>`;
    expect(await readAll(await save(buildXlsx([{ name: 'Lap', body: cell('XFD') }])))).toBeNull();
    expect((await refused(await save(buildXlsx([{ name: 'Lap', body: cell('XFE') }]), 'xfe.xlsx'))).message).toContain(
      'beyond column XFD',
    );
  });

  it('a cell of 32,767 characters is read; one of 32,768 is refused, inline or shared', async () => {
    const max = DEFAULT_INPUT_LIMITS.maxCellChars;
    const body = (n: number): string =>
      `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}${inlineRow(2, ['x', 'ő'.repeat(n)])}</sheetData>`;
    expect(await readAll(await save(buildXlsx([{ name: 'Lap', body: body(max) }])))).toBeNull();
    const inline = await refused(await save(buildXlsx([{ name: 'Lap', body: body(max + 1) }]), 'inline.xlsx'));
    expect(inline.kind).toBe('too_large');
    expect(inline.message).toContain('cell B2 holds 32,768 characters of text, more than 32,767');
    const sharedBody = `<sheetData>${inlineRow(1, ['Cím', 'Ár'])}<row r="2"><c r="B2" t="s"><v>0</v></c></row></sheetData>`;
    expect(
      await readAll(
        await save(buildXlsx([{ name: 'Lap', body: sharedBody }], { sharedStrings: ['a'.repeat(max)] }), 's1.xlsx'),
      ),
    ).toBeNull();
    const shared = await refused(
      await save(buildXlsx([{ name: 'Lap', body: sharedBody }], { sharedStrings: ['a'.repeat(max + 1)] }), 's2.xlsx'),
    );
    expect(shared.message).toContain(`shared text #0 (it begins "${'a'.repeat(40)}…") holds 32,768 characters`);
  });

  it('cells at the limit written with long escapes are read whole, however small the chunks they arrive in', async () => {
    const max = DEFAULT_INPUT_LIMITS.maxCellChars;
    const amps = '&amp;'.repeat(max);
    const emoji = '&#x1F3E0;'.repeat((max - 1) / 2);
    const body = `<sheetData>${inlineRow(1, ['Cím', 'Ár', 'Ház'])}${inlineRow(2, ['ő'.repeat(max), amps, emoji])}</sheetData>`;
    const p = await save(buildXlsx([{ name: 'Lap', body }]));
    for (const options of [{}, { readChunkBytes: 4096, splitChunkBytes: 7 }]) {
      const opened = await openWorkbook(p, options);
      if (!opened.ok) throw new Error(opened.error.message);
      const table = await readTable(opened.value, 'Lap');
      await opened.value.close();
      if (!table.ok) throw new Error(table.error.message);
      expect(table.value.rows[0]?.cells.map((c) => String(c).length)).toEqual([max, max, max - 1]);
    }
  });

  it('a 300-million-character cell is refused while it streams in, without building it', async () => {
    const body = Buffer.concat([
      Buffer.from(`<sheetData>${inlineRow(1, ['Cím', 'Ár'])}<row r="2"><c r="A2" t="inlineStr"><is><t>`),
      Buffer.alloc(300_000_000, 0x41),
      Buffer.from('</t></is></c></row></sheetData>'),
    ]);
    const p = await save(buildXlsx([{ name: 'Lap', body }]));
    const before = process.memoryUsage().rss;
    // The compression-ratio guard would stop this file first; lifted, the cell itself must be refused.
    const error = await refused(p, { maxCompressionRatio: 1e9 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('longer than 32,767 characters');
    expect(process.memoryUsage().rss - before).toBeLessThan(GB);
    expect((await refused(p)).kind).toBe('too_large');
  }, 60_000);
});

describe('totals over the workbook, and time', () => {
  const twoSheets = (): Buffer =>
    buildXlsx([
      { name: 'Egy', body: table(59) },
      { name: 'Kettő', body: table(59) },
    ]);

  it('rows with data summed over the sheets (each counted once, however often read): at the limit read, one more refused', async () => {
    const p = await save(twoSheets());
    expect(await readAll(p, { maxTotalRows: 120 })).toBeNull();
    const opened = await openWorkbook(p, { maxTotalRows: 120 });
    if (!opened.ok) throw new Error(opened.error.message);
    for (let pass = 0; pass < 3; pass++)
      for (const s of opened.value.sheets) expect((await readTable(opened.value, s.name)).ok).toBe(true);
    await opened.value.close();
    const error = await refused(p, { maxTotalRows: 119 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('more than 119 rows with data, counted over all its sheets');
  });

  it('cells summed over the sheets: at the limit read, one more refused', async () => {
    const p = await save(twoSheets());
    expect(await readAll(p, { maxTotalCells: 240 })).toBeNull();
    expect((await refused(p, { maxTotalCells: 239 })).message).toContain('more than 239 cells');
  });

  it('the time spent reading: a generous limit reads, a limit the read cannot meet stops it', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: table(20_000) }]));
    expect(await readAll(p, { maxReadMs: 60_000 })).toBeNull();
    const error = await refused(p, { maxReadMs: 1 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('took longer than');
  });
});

describe('CSV', () => {
  function csv(columns: number): string {
    return `${Array.from({ length: columns }, (_v, i) => `H${i}`).join(';')}\n${Array.from({ length: columns }, (_v, i) => `${i}`).join(';')}\n`;
  }

  it('16,384 columns are read; 16,385 and 200,000 are refused, naming the row', async () => {
    expect(await readAll(await save(csv(16_384), 'wide.csv'))).toBeNull();
    const over = await refused(await save(csv(16_385), 'wider.csv'));
    expect(over.kind).toBe('too_large');
    expect(over.message).toContain('row 1 has more than 16,384 columns');
    const before = process.memoryUsage().rss;
    expect((await refused(await save(csv(200_000), 'widest.csv'))).message).toContain('more than 16,384 columns');
    expect(process.memoryUsage().rss - before).toBeLessThan(GB);
  });

  it('a field of 32,767 characters is read; 32,768 and 50 million are refused, naming the cell', async () => {
    const max = DEFAULT_INPUT_LIMITS.maxCellChars;
    expect(await readAll(await save(`Cím;Leírás\nx;"${'é'.repeat(max)}"\n`, 'long.csv'))).toBeNull();
    const over = await refused(await save(`Cím;Leírás\nx;"${'é'.repeat(max + 1)}"\n`, 'longer.csv'));
    expect(over.message).toContain('cell B2 holds more than 32,767 characters');
    const huge = Buffer.concat([Buffer.from('Cím;Leírás\nx;"'), Buffer.alloc(50_000_000, 0x61), Buffer.from('"\n')]);
    const before = process.memoryUsage().rss;
    expect((await refused(await save(huge, 'huge.csv'))).message).toContain(
      'cell B2 holds more than 32,767 characters',
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(GB);
  });

  it('rows of a CSV count against the workbook total', async () => {
    const p = await save(`Cím;Ár\n${Array.from({ length: 99 }, (_v, i) => `u${i};${i}`).join('\n')}\n`, 'rows.csv');
    expect(await readAll(p, { maxTotalRows: 100 })).toBeNull();
    expect((await refused(p, { maxTotalRows: 99 })).message).toContain('more than 99 rows');
  });
});
