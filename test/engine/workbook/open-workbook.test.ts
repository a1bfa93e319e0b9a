// What openWorkbook says about files it cannot read: each a specific message, never a throw, in bounded time.
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { WorkbookError } from '../../../src/engine/model/workbook-error';
import { buildXlsx, buildZip } from '../../support/test-zips';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'open-workbook-'));
});

async function file(name: string, data: Buffer | string): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

async function openError(p: string, options = {}): Promise<WorkbookError> {
  const result = await openWorkbook(p, options);
  if (result.ok) {
    await result.value.close();
    throw new Error('expected an error');
  }
  return result.error;
}

async function smallWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Adatok');
  ws.addRow(['Cím', 'Ár']);
  for (let i = 0; i < 200; i++) ws.addRow([`Utca ${i} – ő`, i * 1000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const header =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c><c r="B1" t="inlineStr"><is><t>Ár</t></is></c></row>';

describe('openWorkbook refuses what it cannot read, saying what to do', () => {
  it('a real old .xls (written by LibreOffice)', async () => {
    const error = await openError(path.join(FIXTURES, 'libreoffice-listings.xls'));
    expect(error.kind).toBe('unsupported_format');
    expect(error.message).toContain('old Excel 97-2003 .xls file');
    expect(error.message).toContain('save it as .xlsx');
  });

  it('an .xls file renamed .xlsx is still recognised by its content', async () => {
    const p = await file('renamed.xlsx', await readFile(path.join(FIXTURES, 'libreoffice-listings.xls')));
    expect((await openError(p)).message).toContain('old Excel 97-2003 .xls file');
  });

  it('an encrypted xlsx (an OLE container holding an EncryptedPackage stream)', async () => {
    const ole = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    Buffer.from('EncryptionInfo', 'utf16le').copy(ole, 1024);
    Buffer.from('EncryptedPackage', 'utf16le').copy(ole, 1152);
    const error = await openError(await file('secret.xlsx', ole));
    expect(error.kind).toBe('encrypted');
    expect(error.message).toContain('password');
  });

  it('a real .ods (written by LibreOffice)', async () => {
    const error = await openError(path.join(FIXTURES, 'libreoffice-listings.ods'));
    expect(error.kind).toBe('unsupported_format');
    expect(error.message).toContain('OpenDocument spreadsheet (.ods');
  });

  it('a text file renamed .xlsx', async () => {
    const error = await openError(await file('listings.xlsx', 'Cím;Ár\nBudapest;100\n'));
    expect(error.kind).toBe('unsupported_format');
    expect(error.message).toContain('rename it to end in .csv');
  });

  it('an HTML page saved with an .xls name', async () => {
    const error = await openError(
      await file('export.xls', '<html><body><table><tr><td>1</td></tr></table></body></html>'),
    );
    expect(error.message).toContain('web page (HTML)');
  });

  it('a truncated xlsx', async () => {
    const whole = await smallWorkbook();
    for (const length of [whole.length - 10, Math.floor(whole.length / 2), 100]) {
      const error = await openError(await file(`cut-${length}.xlsx`, whole.subarray(0, length)));
      expect(error.kind).toBe('corrupt');
      expect(error.message).toContain('damaged or incomplete');
    }
  });

  it('an xlsx whose sheet data is damaged inside an intact zip', async () => {
    const body = `<sheetData>${header}${'<row><c t="inlineStr"><is><t>Árvíztűrő</t></is></c></row>'.repeat(2000)}</sheetData>`;
    const zip = buildXlsx([{ name: 'Lap', body }]);
    const at = zip.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 200;
    zip.fill(0x55, at, at + 64);
    const p = await file('damaged.xlsx', zip);
    const opened = await openWorkbook(p);
    const error = opened.ok ? await readTable(opened.value, 'Lap').then((r) => (r.ok ? null : r.error)) : opened.error;
    if (opened.ok) await opened.value.close();
    expect(error?.kind).toBe('corrupt');
  });

  it('a zip bomb whose directory admits its size is refused before inflating', async () => {
    const body = Buffer.concat([
      Buffer.from(`<sheetData>${header}`),
      Buffer.alloc(64 * 1024 * 1024, 0x20),
      Buffer.from('</sheetData>'),
    ]);
    const p = await file('bomb.xlsx', buildXlsx([{ name: 'Lap', body }]));
    const error = await openError(p);
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('zip bomb');
  });

  it('a zip bomb that lies about its size is stopped while inflating, with bounded memory', async () => {
    const body = Buffer.concat([
      Buffer.from(`<sheetData>${header}`),
      Buffer.alloc(64 * 1024 * 1024, 0x20),
      Buffer.from('</sheetData>'),
    ]);
    const p = await file('liar.xlsx', buildXlsx([{ name: 'Lap', body, declaredSize: 5000 }]));
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    const before = process.memoryUsage().rss;
    const table = await readTable(opened.value, 'Lap');
    await opened.value.close();
    expect(table.ok).toBe(false);
    if (!table.ok) {
      expect(table.error.kind).toBe('too_large');
      expect(table.error.message).toContain('xl/worksheets/sheet1.xml');
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a shared-strings bomb that lies about its size is stopped at the ratio limit', async () => {
    const strings = Buffer.concat([
      Buffer.from('<sst><si><t>'),
      Buffer.alloc(48 * 1024 * 1024, 0x41),
      Buffer.from('</t></si></sst>'),
    ]);
    const zip = buildZip([
      {
        name: '_rels/.rels',
        data: '<Relationships><Relationship Id="r1" Type="x/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      },
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns:r="r"><sheets><sheet name="Lap" sheetId="1" r:id="r1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships><Relationship Id="r1" Type="x/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="r2" Type="x/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
      },
      { name: 'xl/worksheets/sheet1.xml', data: `<worksheet><sheetData>${header}</sheetData></worksheet>` },
      { name: 'xl/sharedStrings.xml', data: strings, declaredSize: 100 },
    ]);
    const error = await openError(await file('strings-bomb.xlsx', zip));
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('xl/sharedStrings.xml');
  });

  it('a sheet larger than maxEntryBytes', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_v, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>Sor ${i}</t></is></c></row>`,
    ).join('');
    const p = await file('big.xlsx', buildXlsx([{ name: 'Lap', body: `<sheetData>${header}${rows}</sheetData>` }]));
    const error = await openError(p, { maxEntryBytes: 64 * 1024 });
    expect(error.kind).toBe('too_large');
  });

  it('a workbook whose every sheet is empty', async () => {
    const p = await file(
      'empty.xlsx',
      buildXlsx([
        { name: 'A', body: '<sheetData/>' },
        { name: 'B', body: '<dimension ref="A1"/><sheetData></sheetData>' },
      ]),
    );
    const error = await openError(p);
    expect(error.kind).toBe('empty');
    expect(error.message).toContain('Every sheet of the workbook is empty ("A", "B")');
  });

  it('a workbook with no worksheets', async () => {
    const error = await openError(await file('nosheets.xlsx', buildXlsx([])));
    expect(error.kind).toBe('empty');
  });

  it('a zip that is not a workbook, and an .xlsb', async () => {
    expect(
      (await openError(await file('a.xlsx', buildZip([{ name: 'readme.txt', data: 'hello' }])))).message,
    ).toContain('zip archive, not an Excel workbook');
    expect(
      (await openError(await file('b.xlsb', buildZip([{ name: 'xl/workbook.bin', data: 'x' }])))).message,
    ).toContain('Excel Binary Workbook');
  });

  it('a missing file, a folder, an empty file and binary junk', async () => {
    expect((await openError(path.join(dir, 'nope.xlsx'))).kind).toBe('not_found');
    await mkdir(path.join(dir, 'folder.xlsx'));
    expect((await openError(path.join(dir, 'folder.xlsx'))).message).toContain('is a folder');
    expect((await openError(await file('zero.xlsx', ''))).kind).toBe('empty');
    expect((await openError(await file('junk.csv', Buffer.from([1, 2, 0, 3, 4])))).message).toContain(
      'neither an Excel workbook',
    );
  });

  it('a CSV saved as Windows-1250 is read as Windows-1250, and its table says so', async () => {
    const latin2 = Buffer.from([0x43, 0xed, 0x6d, 0x3b, 0xc1, 0x72, 0x0a, 0xf5, 0x3b, 0x31, 0x0a]); // "Cím;Ár\nő;1"
    const opened = await openWorkbook(await file('listings.csv', latin2));
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'listings');
    await opened.value.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.columns.map((c) => c.header)).toEqual(['Cím', 'Ár']);
    expect(table.value.rows[0]?.cells).toEqual(['ő', '1']);
    expect(table.value.warnings[0]?.en).toMatch(/^listings\.csv is read as Windows-1250 text/);
  });

  it('a CSV mixing UTF-8 letters with Windows-1250 bytes is refused, not read as mojibake', async () => {
    const mixed = Buffer.concat([Buffer.from('Cím;Ár\n', 'utf8'), Buffer.from([0xf5, 0x3b, 0x31, 0x0a])]);
    const error = await openError(await file('mixed.csv', mixed));
    expect(error.message).toContain('mixes UTF-8 text with text in another encoding');
    expect(error.message).toContain('CSV UTF-8');
  });
});

describe('a sheet that claims a million rows', () => {
  it('is read by its actual rows, without allocating for the claim', async () => {
    const body = `<dimension ref="A1:AN1000000"/><sheetData>${header}<row r="2"><c r="A2" t="inlineStr"><is><t>Budapest</t></is></c><c r="B2"><v>5</v></c></row><row r="1000000"><c r="AN1000000"><v>7</v></c></row></sheetData>`;
    const p = await file('claims.xlsx', buildXlsx([{ name: 'Lap', body }]));
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'Lap');
    await opened.value.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.rows.map((r) => r.number)).toEqual([2, 1000000]);
    expect(table.value.rows[1]?.cells[39]).toBe(7);
  });

  it("a row number beyond Excel's last row is damage, not a crash", async () => {
    const body = `<sheetData>${header}<row r="99999999"><c r="A99999999"><v>1</v></c></row></sheetData>`;
    const opened = await openWorkbook(await file('far.xlsx', buildXlsx([{ name: 'Lap', body }])));
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'Lap');
    await opened.value.close();
    expect(table.ok ? null : table.error.kind).toBe('corrupt');
  });
});
