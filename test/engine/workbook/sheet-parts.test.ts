// Which part holds a sheet: found through the relationships (absolute, relative, differing in case), or through the
// declared content types, never by guessing a name; sheets that hold no cells are listed with the reason they are not
// read.
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openImport } from '../../../src/engine/pipeline/open-import';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { CellValue } from '../../../src/engine/model/cell-value';
import type { WorkbookError } from '../../../src/engine/model/workbook-error';
import type { WorkbookSource } from '../../../src/engine/model/workbook-source';
import type { TestZipEntry } from '../../support/test-zips';
import { buildZip } from '../../support/test-zips';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sheet-parts-'));
});

async function save(data: Buffer, name = 'book.xlsx'): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

async function open(data: Buffer): Promise<WorkbookSource> {
  const opened = await openWorkbook(await save(data));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function openError(data: Buffer): Promise<WorkbookError> {
  const opened = await openWorkbook(await save(data));
  if (opened.ok) {
    await opened.value.close();
    throw new Error('expected an error');
  }
  return opened.error;
}

async function firstCells(source: WorkbookSource, sheet: string): Promise<CellValue[]> {
  for await (const row of source.rows(sheet)) return [...row.cells];
  return [];
}

function rels(items: readonly (readonly [id: string, type: string, target: string])[]): string {
  return `<Relationships xmlns="${PKG_REL}">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('')}</Relationships>`;
}

function workbookXml(sheets: readonly (readonly [name: string, id: string])[]): string {
  return `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map(([name, id], i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="${id}"/>`).join('')}</sheets></workbook>`;
}

function sheetXml(text: string): string {
  return `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c><c r="B1" t="s"><v>0</v></c></row></sheetData></worksheet>`;
}

const STRINGS = `<sst xmlns="${MAIN}"><si><t>közös</t></si></sst>`;

describe('parts are found through the relationships', () => {
  it('absolute targets, relative targets with .., and a workbook part outside xl/', async () => {
    const zip = buildZip([
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, '/book/main.xml']]) },
      {
        name: 'book/main.xml',
        data: workbookXml([
          ['Abszolút', 'a'],
          ['Relatív', 'b'],
        ]),
      },
      {
        name: 'book/_rels/main.xml.rels',
        data: rels([
          ['a', `${REL}/worksheet`, '/data/one.xml'],
          ['b', `${REL}/worksheet`, '../data/./sub/../two.xml'],
          ['s', `${REL}/sharedStrings`, 'strings.xml'],
        ]),
      },
      { name: 'book/strings.xml', data: STRINGS },
      { name: 'data/one.xml', data: sheetXml('egy') },
      { name: 'data/two.xml', data: sheetXml('kettő') },
    ]);
    const source = await open(zip);
    expect(source.sheets.map((s) => s.name)).toEqual(['Abszolút', 'Relatív']);
    expect(await firstCells(source, 'Abszolút')).toEqual(['egy', 'közös']);
    expect(await firstCells(source, 'Relatív')).toEqual(['kettő', 'közös']);
    await source.close();
  });

  it('part names that differ only in case: the name as written first, then any case', async () => {
    const zip = buildZip([
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'XL/Workbook.xml']]) },
      {
        name: 'xl/workbook.xml',
        data: workbookXml([
          ['Kis', 'a'],
          ['Nagy', 'b'],
        ]),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: rels([
          ['a', `${REL}/worksheet`, 'worksheets/sheet1.xml'],
          ['b', `${REL}/worksheet`, 'Worksheets/Sheet1.xml'],
          ['s', `${REL}/sharedStrings`, 'SharedStrings.XML'],
        ]),
      },
      { name: 'xl/sharedStrings.xml', data: STRINGS },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml('kisbetűs') },
      { name: 'xl/Worksheets/Sheet1.xml', data: sheetXml('nagybetűs') },
    ]);
    const source = await open(zip);
    expect(await firstCells(source, 'Kis')).toEqual(['kisbetűs', 'közös']);
    expect(await firstCells(source, 'Nagy')).toEqual(['nagybetűs', 'közös']);
    await source.close();
  });

  it('a shared strings part without a relationship is found through its declared content type', async () => {
    const zip = buildZip([
      {
        name: '[Content_Types].xml',
        data: `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/><Override PartName="/xl/strings/text.xml" ContentType="${SML}.sharedStrings+xml"/></Types>`,
      },
      { name: 'xl/workbook.xml', data: workbookXml([['Lap', 'a']]) },
      { name: 'xl/_rels/workbook.xml.rels', data: rels([['a', `${REL}/worksheet`, 'worksheets/sheet1.xml']]) },
      { name: 'xl/strings/text.xml', data: STRINGS },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml('lap') },
    ]);
    // No _rels/.rels either: the workbook is found by its content type, as openpyxl finds it.
    const source = await open(zip);
    expect(await firstCells(source, 'Lap')).toEqual(['lap', 'közös']);
    await source.close();
  });

  it('a part at the usual name that nothing declares is not guessed', async () => {
    const zip = buildZip([
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
      { name: 'xl/workbook.xml', data: workbookXml([['Lap', 'a']]) },
      { name: 'xl/_rels/workbook.xml.rels', data: rels([['a', `${REL}/worksheet`, 'worksheets/sheet1.xml']]) },
      { name: 'xl/sharedStrings.xml', data: STRINGS },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml('lap') },
    ]);
    const source = await open(zip);
    await expect(firstCells(source, 'Lap')).rejects.toThrow('refers to shared text #0, which does not exist');
    await source.close();
    const noWorkbook = buildZip([{ name: 'xl/workbook.xml', data: workbookXml([['Lap', 'a']]) }]);
    expect((await openError(noWorkbook)).message).toContain('not an Excel workbook');
  });
});

describe('sheets that hold no cells are listed and skipped with a reason', () => {
  it('a chart sheet, an Excel 4.0 macro sheet and a dialog sheet beside a worksheet', async () => {
    const zip = buildZip([
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
      {
        name: 'xl/workbook.xml',
        data: workbookXml([
          ['Diagram', 'c'],
          ['Makró', 'm'],
          ['Párbeszéd', 'd'],
          ['Adatok', 'w'],
        ]),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: rels([
          ['c', `${REL}/chartsheet`, 'chartsheets/sheet1.xml'],
          ['m', 'http://schemas.microsoft.com/office/2006/relationships/xlMacrosheet', 'macrosheets/sheet1.xml'],
          ['d', `${REL}/dialogsheet`, 'dialogsheets/sheet1.xml'],
          ['w', `${REL}/worksheet`, 'worksheets/sheet1.xml'],
        ]),
      },
      { name: 'xl/chartsheets/sheet1.xml', data: `<chartsheet xmlns="${MAIN}"/>` },
      {
        name: 'xl/macrosheets/sheet1.xml',
        data: `<xm:macrosheet xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></xm:macrosheet>`,
      },
      { name: 'xl/dialogsheets/sheet1.xml', data: `<dialogsheet xmlns="${MAIN}"/>` },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c></row></sheetData></worksheet>`,
      },
    ]);
    const source = await open(zip);
    expect(source.sheets.map((s) => s.name)).toEqual(['Adatok']);
    expect(source.skippedSheets.map((s) => [s.name, s.reason])).toEqual([
      ['Diagram', 'a chart sheet: it holds a chart, no cells'],
      ['Makró', 'an Excel 4.0 macro sheet: it holds macros, not listings'],
      ['Párbeszéd', 'an Excel 5.0 dialog sheet: it holds a dialog box, not listings'],
    ]);
    await source.close();
  });

  it('a chart sheet made by openpyxl, beside its data sheet', async () => {
    const p = path.join(dir, 'chart.xlsx');
    const script =
      'import sys, openpyxl\nfrom openpyxl.chart import BarChart, Reference\n' +
      'wb = openpyxl.Workbook(); ws = wb.active; ws.title = "Árak"\n' +
      'for r in [["Cím", "Ár"], ["Váci út 1.", 100], ["Fő utca 2.", 200]]: ws.append(r)\n' +
      'cs = wb.create_chartsheet("Grafikon"); ch = BarChart(); ch.add_data(Reference(ws, min_col=2, min_row=1, max_row=3), titles_from_data=True)\n' +
      'cs.add_chart(ch); wb.save(sys.argv[1])';
    const run = spawnSync('/usr/bin/python3', ['-c', script, p], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const opened = await openWorkbook(p);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.sheets.map((s) => s.name)).toEqual(['Árak']);
    expect(opened.value.skippedSheets).toEqual([
      {
        name: 'Grafikon',
        hidden: false,
        reason: 'a chart sheet: it holds a chart, no cells',
        reasonHu: 'diagramlap: diagramot tartalmaz, cellákat nem',
      },
    ]);
    await opened.value.close();
  });

  it('a workbook of only chart sheets says that it has no worksheets, naming them', async () => {
    const zip = buildZip([
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
      { name: 'xl/workbook.xml', data: workbookXml([['Diagram', 'c']]) },
      { name: 'xl/_rels/workbook.xml.rels', data: rels([['c', `${REL}/chartsheet`, 'chartsheets/sheet1.xml']]) },
      { name: 'xl/chartsheets/sheet1.xml', data: `<chartsheet xmlns="${MAIN}"/>` },
    ]);
    const error = await openError(zip);
    expect(error.kind).toBe('empty');
    expect(error.message).toContain('"Diagram", a chart sheet');
  });
});

describe('one part listed under many sheets', () => {
  function amplified(sheets: number, rows: number): Buffer {
    const cells = Array.from(
      { length: rows },
      (_v, i) =>
        `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>Utca ${i}</t></is></c><c r="B${i + 2}"><v>${i}</v></c></row>`,
    ).join('');
    const entries: TestZipEntry[] = [
      { name: '_rels/.rels', data: rels([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
      {
        name: 'xl/workbook.xml',
        data: workbookXml(Array.from({ length: sheets }, (_v, i) => [`Lap ${i + 1}`, `r${i}`] as const)),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: rels(
          Array.from({ length: sheets }, (_v, i) => [`r${i}`, `${REL}/worksheet`, 'worksheets/sheet1.xml'] as const),
        ),
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c><c r="B1" t="inlineStr"><is><t>Ár</t></is></c></row>${cells}</sheetData></worksheet>`,
      },
    ];
    return buildZip(entries);
  }

  it('200 sheets pointing at one 50,000-row part: the part is read once, the other 199 are listed as copies', async () => {
    const p = await save(amplified(200, 50_000));
    const opened = await openImport(p);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.tables.map((t) => [t.sheet, t.rows.length])).toEqual([['Lap 1', 50_000]]);
    const opened2 = await openWorkbook(p);
    if (!opened2.ok) throw new Error(opened2.error.message);
    expect(opened2.value.skippedSheets).toHaveLength(199);
    expect(opened2.value.skippedSheets[198]).toEqual({
      name: 'Lap 200',
      hidden: false,
      reason: 'it shows the same part as sheet "Lap 1"',
      reasonHu: 'ugyanazt a részt mutatja, mint a(z) „Lap 1” munkalap',
    });
    await opened2.value.close();
  });
});
