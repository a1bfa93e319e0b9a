// Every reader error the user can meet comes in Hungarian too (docs/reader.md): each kind of bad, hostile or oversized
// file and each limit of docs/limits.md (lowered through ReaderOptions) gives a `messageHu` of its own, naming the same
// values, and the skipped sheets carry a Hungarian reason.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatBytesHu, formatCountHu } from '../../../src/engine/ooxml/input-limits';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { ReaderOptions } from '../../../src/engine/ooxml/reader-options';
import type { WorkbookError } from '../../../src/engine/model/workbook-error';
import { buildXlsx, buildZip } from '../../support/test-zips';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reader-messages-hu-'));
});

async function save(data: Buffer | string, name: string): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

/** Opens and reads every sheet as a table; the first failure (the test expects one). */
async function refused(p: string, options: ReaderOptions = {}, sheet?: string): Promise<WorkbookError> {
  const opened = await openWorkbook(p, options);
  if (!opened.ok) return opened.error;
  try {
    for (const name of sheet === undefined ? opened.value.sheets.map((s) => s.name) : [sheet]) {
      const table = await readTable(opened.value, name);
      if (!table.ok) return table.error;
    }
  } finally {
    await opened.value.close();
  }
  throw new Error(`expected ${p} to be refused`);
}

/** Hungarian, not the English text again: it differs, and has none of the English messages' usual words. */
function expectHungarian(error: WorkbookError): void {
  expect(error.messageHu.length).toBeGreaterThan(0);
  expect(error.messageHu).not.toBe(error.message);
  expect(error.messageHu).not.toMatch(/\b(the|and|try again|cannot|workbook)\b/);
}

function row(number: number, texts: readonly string[]): string {
  const cells = texts.map(
    (t, i) => `<c r="${String.fromCharCode(65 + i)}${number}" t="inlineStr"><is><t>${t}</t></is></c>`,
  );
  return `<row r="${number}">${cells.join('')}</row>`;
}

function table(rows: number): string {
  const data = Array.from({ length: rows }, (_v, i) => row(i + 2, [`Utca ${i}`, `${i}`])).join('');
  return `<sheetData>${row(1, ['Cím', 'Ár'])}${data}</sheetData>`;
}

function book(body = table(3), name = 'Lap'): Buffer {
  return buildXlsx([{ name, body }]);
}

function rels(list: readonly (readonly [string, string, string])[]): string {
  const items = list.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`);
  return `<Relationships>${items.join('')}</Relationships>`;
}

function workbookXml(sheets: readonly (readonly [string, string])[]): string {
  const tags = sheets.map(([name, id], i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="${id}"/>`);
  return `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${tags.join('')}</sheets></workbook>`;
}

const chartOnly = (): Buffer =>
  buildZip([
    { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
    { name: 'xl/workbook.xml', data: workbookXml([['Diagram', 'c']]) },
    { name: 'xl/_rels/workbook.xml.rels', data: rels([['c', `${REL}/chartsheet`, 'chartsheets/sheet1.xml']]) },
    { name: 'xl/chartsheets/sheet1.xml', data: `<chartsheet xmlns="${MAIN}"/>` },
  ]);

describe('the limits of docs/limits.md, lowered through ReaderOptions, each refused in Hungarian too', () => {
  it('the file size names both sizes with Hungarian grouping', async () => {
    const error = await refused(await save(book(), 'book.xlsx'), { maxFileBytes: 1_000 });
    expect(error.kind).toBe('too_large');
    expectHungarian(error);
    expect(error.messageHu).toContain(`book.xlsx mérete`);
    expect(error.messageHu).toContain(formatBytesHu(1_000));
    expect(formatBytesHu(1_000)).toBe('1 000 bájt');
  });

  const limits: readonly (readonly [string, ReaderOptions, () => Buffer | string, string, string])[] = [
    ['the parts of the zip', { maxParts: 4 }, () => book(), 'book.xlsx', '5 részből'],
    ['the unpacked size', { maxUnpackedBytes: 100 }, () => book(), 'book.xlsx', '100 bájt'],
    [
      'the sheets a workbook lists',
      { maxSheets: 1 },
      () =>
        buildXlsx([
          { name: 'A', body: table(2) },
          { name: 'B', body: table(2) },
        ]),
      'book.xlsx',
      '2 munkalapot',
    ],
    [
      'the characters of a cell',
      { maxCellChars: 5 },
      () => book(table(1).replace('Utca 0', 'Hosszú utca')),
      'book.xlsx',
      'A2',
    ],
    ['the rows summed over the sheets', { maxTotalRows: 2 }, () => book(), 'book.xlsx', 'több mint 2 adatot'],
    ['the cells summed over the sheets', { maxTotalCells: 3 }, () => book(), 'book.xlsx', 'több mint 3 cellát'],
    ['the time spent reading', { maxReadMs: 0 }, () => book(table(20_000)), 'book.xlsx', 'másodpercnél'],
    ['the columns of a CSV row', { maxColumns: 2 }, () => 'Cím;Ár;Szobák\n1;2;3\n', 'wide.csv', '1. sorában'],
    ['the characters of a CSV field', { maxCellChars: 5 }, () => 'Cím;Ár\nHosszú utca;2\n', 'long.csv', 'A2 cellája'],
    ['the rows of a CSV', { maxTotalRows: 1 }, () => 'Cím;Ár\n1;2\n3;4\n', 'rows.csv', 'több mint 1 adatot'],
  ];
  for (const [what, options, data, name, named] of limits) {
    it(`${what}: refused with a Hungarian message naming ${named}`, async () => {
      const error = await refused(await save(data(), name), options);
      expect(error.kind).toBe('too_large');
      expectHungarian(error);
      expect(error.messageHu).toContain(named);
    });
  }

  it('a cell of 32,768 characters names the cell and the limit as 32 767', async () => {
    const error = await refused(await save(book(table(1).replace('Utca 0', 'ő'.repeat(32_768))), 'cell.xlsx'));
    expectHungarian(error);
    expect(error.messageHu).toContain('A2 cellája 32 768 karakter szöveget tartalmaz, többet, mint 32 767');
    expect(formatCountHu(32_767)).toBe('32 767');
  });

  it('a part that claims to expand beyond the limit (a zip bomb) is refused in Hungarian', async () => {
    const zip = buildXlsx([{ name: 'Lap', body: table(3), declaredSize: 1536 * 1024 * 1024 }]);
    const error = await refused(await save(zip, 'bomb.xlsx'));
    expect(error.kind).toBe('too_large');
    expectHungarian(error);
    expect(error.messageHu).toContain('zip-bomba');
  });
});

describe('files that are not workbooks, damaged or missing, each refused in Hungarian too', () => {
  const files: readonly (readonly [string, () => Buffer | string, string])[] = [
    ['an empty file', () => '', 'empty.xlsx'],
    ['an old .xls file', () => Buffer.concat([OLE_MAGIC, Buffer.alloc(600)]), 'old.xls'],
    ['an .xlsb workbook', () => buildZip([{ name: 'xl/workbook.bin', data: 'x' }]), 'book.xlsb'],
    ['a PDF', () => '%PDF-1.4\n', 'doc.xlsx'],
    ['an RTF document', () => '{\\rtf1 hello}', 'doc.xlsx'],
    ['a web page', () => '<html><body><table></table></body></html>', 'page.xls'],
    [
      'an XML Spreadsheet 2003',
      () => '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"/>',
      'x.xml',
    ],
    [
      'UTF-16 text with a broken character',
      () => Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x3b, 0x00, 0x3d, 0xd8]),
      'u.csv',
    ],
    ['binary data', () => Buffer.from([1, 0, 2, 0, 3]), 'bin.csv'],
    ['plain text named .ods', () => 'Cím;Ár\n', 'text.ods'],
    [
      'a CSV mixing UTF-8 and Windows-1250',
      () => Buffer.concat([Buffer.from('Cím;Ár\n', 'utf8'), Buffer.from([0xf5, 0x3b, 0x31, 0x0a])]),
      'w.csv',
    ],
    ['a CSV of blanks', () => '   \n\n', 'blank.csv'],
    ['an OpenDocument spreadsheet', () => buildZip([{ name: 'mimetype', data: 'x' }]), 'a.ods'],
    ['a Word document', () => buildZip([{ name: 'word/document.xml', data: 'x' }]), 'a.docx'],
    ['a PowerPoint presentation', () => buildZip([{ name: 'ppt/presentation.xml', data: 'x' }]), 'a.pptx'],
    ['a plain zip archive', () => buildZip([{ name: 'readme.txt', data: 'x' }]), 'a.zip'],
    ['a cut-off workbook', () => book().subarray(0, 200), 'cut.xlsx'],
    ['a workbook of only a chart sheet', chartOnly, 'chart.xlsx'],
    ['a workbook whose sheets are empty', () => book('<sheetData/>'), 'blank.xlsx'],
    [
      'a sheet with a malformed row',
      () => book(`<sheetData>${row(1, ['Cím'])}<row r="x"></row></sheetData>`),
      'row.xlsx',
    ],
  ];
  for (const [what, data, name] of files) {
    it(`${what}`, async () => {
      const error = await refused(await save(data(), name));
      expectHungarian(error);
    });
  }

  it('a missing file and a folder', async () => {
    expectHungarian(await refused(path.join(dir, 'nincs.xlsx')));
    await mkdir(path.join(dir, 'mappa.xlsx'));
    expectHungarian(await refused(path.join(dir, 'mappa.xlsx')));
  });

  it('a sheet that does not exist, and a header row that is empty', async () => {
    const p = await save(book(), 'book.xlsx');
    const missing = await refused(p, {}, 'Nincs');
    expectHungarian(missing);
    expect(missing.messageHu).toContain('„Nincs”');
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'Lap', { headerRow: 9 });
    await opened.value.close();
    if (table.ok) throw new Error('expected an empty header row to be refused');
    expectHungarian(table.error);
    expect(table.error.messageHu).toContain('9. sora üres');
  });
});

describe('skipped sheets', () => {
  it('a chart sheet is skipped with a Hungarian reason, which the no-worksheets message names', async () => {
    const error = await refused(await save(chartOnly(), 'chart.xlsx'));
    expect(error.kind).toBe('empty');
    expect(error.messageHu).toContain('„Diagram”, diagramlap: diagramot tartalmaz, cellákat nem');
  });
});
