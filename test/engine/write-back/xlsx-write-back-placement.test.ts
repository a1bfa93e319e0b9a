// Where results go: never over the user's cells, merges, pivot areas, tables, filters, pictures or hidden columns.
// Each case builds a workbook the way an office's would look and checks every original cell after the write-back.
import { localTimestamp } from '../../../src/catalog';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { type WriteBackSummary } from '../../../src/engine/write-back/write-back-types';
import {
  changedCells,
  csvFields,
  FIXTURES,
  libreOfficeCsv,
  openpyxlCells,
  openpyxlMerges,
  openpyxlWorkbook,
  partText,
  python,
  rawEntries,
} from '../../fixtures/write-back/helpers';
import { buildXlsx } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-place-');

function results(rows: readonly number[]): RowResult[] {
  return rows.map((row) => ({
    row,
    status: 'created',
    serviceId: 1000 + row,
    errorMessage: `row ${row}`,
    fingerprint: `fp${row}`,
  }));
}

async function write(
  input: string,
  sheet: Omit<SheetResults, 'notes'>,
): Promise<{ output: string; summary: WriteBackSummary }> {
  const output = path.join(temp.dir, 'out.xlsx');
  const r = await writeResults({ input, output, sheets: [{ notes: [], ...sheet }] });
  if (!r.ok) throw new Error(r.error.message);
  return { output, summary: r.value };
}

/** The result cells openpyxl sees in `row`, from the status column on. */
function resultRow(output: string, sheet: string, row: number, firstColumn: string): unknown[] {
  return python<unknown[]>(
    `
import json, sys, openpyxl
from openpyxl.utils import column_index_from_string as ci
ws = openpyxl.load_workbook(sys.argv[1])[sys.argv[2]]
c = ci(sys.argv[4])
print(json.dumps([ws.cell(row=int(sys.argv[3]), column=c + i).value for i in range(5)]))`,
    output,
    sheet,
    String(row),
    firstColumn,
  );
}

describe('result columns go where no row of the sheet has anything', () => {
  it('skips columns that data rows, rows above the header and notes further down use, and harms no cell', async () => {
    const input = path.join(temp.dir, 'wide.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'Listings'
ws['H1'] = 'Export of 2026-11-20'
ws.append([]); ws.append(['Ref', 'City', 'Price'])
for i in range(4, 9): ws.append([f'R{i}', 'Győr', 1000 * i])
ws['E5'] = 'extra note'; ws['F5'] = 42
ws['J40'] = 'Checked by Anna'
ws['M3'].number_format = '0.00'; ws['M3'].font = openpyxl.styles.Font(color='FFFFFFFF')`,
    );
    const { output, summary } = await write(input, {
      sheet: 'Listings',
      headerRow: 3,
      results: results([4, 5, 6, 7, 8]),
    });
    // D, G and I are free but no run of six: K..P would hold M's white font, so the run starts after it.
    expect(summary.sheets[0]?.columns).toEqual({
      status: 'N',
      serviceId: 'O',
      errorCode: 'P',
      errorMessage: 'Q',
      importedAt: 'R',
      fingerprint: 'S',
    });
    expect(changedCells(input, output)).toEqual([]);
    expect(resultRow(output, 'Listings', 5, 'N')).toEqual(['created', 1005, null, 'row 5', null]);
    expect(openpyxlCells(output).Listings).toMatchObject({
      N3: 'Import status',
      H1: 'Export of 2026-11-20',
      E5: 'extra note',
      F5: 42,
      J40: 'Checked by Anna',
    });
    await libreOfficeCsv(output);
  });

  it('keeps results out of merged ranges in the header row and the rows written, and merges elsewhere do not matter', async () => {
    const input = path.join(temp.dir, 'merged.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'Data'
ws.append(['Ref', 'City', 'Price'])
for i in range(2, 6): ws.append([f'R{i}', 'Pécs', i])
ws.merge_cells('D2:E2'); ws.merge_cells('G1:H1'); ws.merge_cells('K10:L11')`,
    );
    const { output, summary } = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3, 4, 5]) });
    expect(summary.sheets[0]?.columns.status).toBe('I');
    expect(summary.sheets[0]?.columns.fingerprint).toBe('N');
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlMerges(output)).toEqual(openpyxlMerges(input));
    expect(resultRow(output, 'Data', 2, 'I')).toEqual(['created', 1002, null, 'row 2', null]);
  });

  it('writes beside an Excel table, leaving the table part byte for byte, and beside an autofilter', async () => {
    const input = path.join(temp.dir, 'table.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'Table'
ws.append(['Ref', 'City', 'Price'])
for i in range(2, 6): ws.append([f'R{i}', 'Eger', i])
ws.add_table(Table(displayName='Listings', ref='A1:C5', tableStyleInfo=TableStyleInfo(name='TableStyleMedium9', showRowStripes=True)))
ws['E1'] = 'Code'; ws['F1'] = 'Rate'; ws['E2'] = 'HUF'; ws['F2'] = 1
ws.add_table(Table(displayName='Rates', ref='E1:G3'))
f = wb.create_sheet('Filtered')
f.append(['Ref', 'City'])
for i in range(2, 6): f.append([f'R{i}', 'Eger'])
f.auto_filter.ref = 'A1:D5'`,
    );
    const table = await write(input, { sheet: 'Table', headerRow: 1, results: results([2, 3, 4, 5]) });
    // The data table ends at C; a second table fills E:G, so the results start at H.
    expect(table.summary.sheets[0]?.columns.status).toBe('H');
    expect(changedCells(input, table.output)).toEqual([]);
    const before = await rawEntries(input);
    const after = await rawEntries(table.output);
    for (const name of before.map((e) => e.name).filter((n) => n.includes('tables/'))) {
      expect(
        after.find((e) => e.name === name)?.local.equals(before.find((e) => e.name === name)?.local ?? Buffer.alloc(0)),
        name,
      ).toBe(true);
    }
    expect(
      python<string[]>(
        `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['Table']
print(json.dumps(sorted(t.ref for t in ws.tables.values())))`,
        table.output,
      ),
    ).toEqual(['A1:C5', 'E1:G3']);
    await libreOfficeCsv(table.output);
    const output2 = path.join(temp.dir, 'filtered.xlsx');
    const r = await writeResults({
      input,
      output: output2,
      sheets: [{ sheet: 'Filtered', headerRow: 1, notes: [], results: results([2, 3]) }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]?.columns.status).toBe('E');
    expect(changedCells(input, output2)).toEqual([]);
  });

  it("keeps results out of a pivot table's output area on the sheet, even where it holds no cells yet", async () => {
    const input = path.join(temp.dir, 'pivot.xlsx');
    // The fixture's pivot table moves onto the data sheet at I1:K12, not yet refreshed, so its area has no cells.
    python<string>(
      `
import json, sys, zipfile
src = zipfile.ZipFile(sys.argv[1])
with zipfile.ZipFile(sys.argv[2], 'w', zipfile.ZIP_DEFLATED) as z:
    for n in src.namelist():
        data = src.read(n)
        if n == 'xl/pivotTables/pivotTable1.xml': data = data.replace(b'<location ref="A3:B7"', b'<location ref="I1:J5"')
        if n == 'xl/worksheets/_rels/sheet3.xml.rels': continue
        if n == 'xl/worksheets/_rels/sheet1.xml.rels':
            data = data.replace(b'</Relationships>', b'<Relationship Id="rIdPivot" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/pivotTable" Target="../pivotTables/pivotTable1.xml"/></Relationships>')
        z.writestr(src.getinfo(n), data)
print(json.dumps('ok'))`,
      path.join(FIXTURES, 'fidelity.xlsx'),
      input,
    );
    const { output, summary } = await write(input, { sheet: 'Listings', headerRow: 1, results: results([2, 3, 4]) });
    // H holds a note in row 20, I:J are the pivot's: the run of six starts at K.
    expect(summary.sheets[0]?.columns.status).toBe('K');
    expect(changedCells(input, output)).toEqual([]);
    // LibreOffice refreshes the pivot on load and fills I:J, where results would have been overwritten.
    const csv = (await libreOfficeCsv(output)).split(/\r?\n/).map(csvFields);
    expect(csv[0]?.slice(8, 12)).toEqual(['City', 'Sum of Price', 'Import status', 'Service ID']);
    expect(csv[1]?.slice(8, 12)).toEqual(['Budapest', expect.stringMatching(/^165\D?000\D?000/), 'created', '1002']);
  });

  it("keeps results out of ranges the sheet's formulas and the workbook's defined names read, so no computed value changes", async () => {
    const input = path.join(temp.dir, 'formulas.xlsx');
    openpyxlWorkbook(
      input,
      `
from openpyxl.workbook.defined_name import DefinedName
ws.title = 'Data'
ws.append(['Ref', 'City', 'Filled', 'Log'])
for i in range(2, 6): ws.append([f'R{i}', 'Eger', f'=COUNTA(A{i}:J{i})', '=LOG10(100)&"X1:Z1"'])
wb.defined_names.append(DefinedName('Extra', attr_text="Data!$L$1:$L$50"))
wb.defined_names.append(DefinedName('Elsewhere', attr_text="'Other sheet'!$M$1:$Z$9"))`,
    );
    const { output, summary } = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3]) });
    // A:J are counted by C's formulas, L is a defined name's: K alone is free, so the run starts at M.
    expect(summary.sheets[0]?.columns.status).toBe('M');
    expect(changedCells(input, output)).toEqual([]);
  });

  it("keeps results out of ranges other sheets' formulas and charts read of the sheet", async () => {
    const input = path.join(temp.dir, 'summary.xlsx');
    openpyxlWorkbook(
      input,
      `
from openpyxl.chart import BarChart, Reference
ws.title = 'Data'
ws.append(['Ref', 'City'])
for i in range(2, 6): ws.append([f'R{i}', 'Eger'])
s = wb.create_sheet('Summary')
s['A1'] = 'Total'; s['B1'] = '=SUM(Data!D:D)'
chart = BarChart(); chart.add_data(Reference(ws, min_col=6, min_row=2, max_row=5)); s.add_chart(chart, 'D2')`,
    );
    const { output, summary } = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3]) });
    // D is summed on Summary, F is a chart's series: C and E are free, but the run of six starts at G.
    expect(summary.sheets[0]?.columns.status).toBe('G');
    expect(changedCells(input, output)).toEqual([]);
  });

  it('skips hidden columns and columns under a picture in the rows written', async () => {
    const input = path.join(temp.dir, 'hidden.xlsx');
    const drawing =
      '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">' +
      '<xdr:twoCellAnchor><xdr:from><xdr:col>6</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>0</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>' +
      '<xdr:to><xdr:col>8</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>4</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>' +
      '<xdr:sp><xdr:nvSpPr><xdr:cNvPr id="2" name="Logo"/><xdr:cNvSpPr/></xdr:nvSpPr><xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:sp><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>';
    openpyxlWorkbook(
      input,
      `
ws.title = 'Data'
ws.append(['Ref', 'City'])
for i in range(2, 5): ws.append([f'R{i}', 'Eger'])
ws.column_dimensions.group('C', 'E', hidden=True)`,
    );
    // openpyxl cannot draw shapes: the drawing part is added by hand, as Excel links it.
    python<string>(
      `
import json, sys, zipfile, shutil
src = zipfile.ZipFile(sys.argv[1]); items = [(i, src.read(i.filename)) for i in src.infolist()]; src.close()
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    for info, data in items:
        if info.filename == 'xl/worksheets/sheet1.xml':
            data = data.replace(b'</worksheet>', b'<drawing xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rIdD"/></worksheet>')
        if info.filename == '[Content_Types].xml':
            data = data.replace(b'</Types>', b'<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>')
        z.writestr(info, data)
    z.writestr('xl/worksheets/_rels/sheet1.xml.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdD" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing" Target="../drawings/drawing1.xml"/></Relationships>')
    z.writestr('xl/drawings/drawing1.xml', sys.argv[2])
print(json.dumps('ok'))`,
      input,
      drawing,
    );
    const { output, summary } = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3, 4]) });
    // C:E are hidden, the shape covers G:I in rows 1-5: F alone is free, so the run starts at J.
    expect(summary.sheets[0]?.columns.status).toBe('J');
    expect(changedCells(input, output)).toEqual([]);
    await libreOfficeCsv(output);
  });
});

describe('result columns of an earlier write-back', () => {
  it('are found again on the next write, wherever the first write put them', async () => {
    const input = path.join(temp.dir, 'again.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'Data'
ws.append(['Ref', 'City'])
for i in range(2, 5): ws.append([f'R{i}', 'Eger'])
ws['D3'] = 'aside'`,
    );
    const first = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3]) });
    expect(first.summary.sheets[0]?.columns.status).toBe('E');
    const second = path.join(temp.dir, 'second.xlsx');
    const r = await writeResults({
      input: first.output,
      output: second,
      sheets: [{ sheet: 'Data', headerRow: 1, notes: [], results: [{ row: 4, status: 'updated', serviceId: 9 }] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]).toMatchObject({
      reusedHeaders: ['status', 'serviceId', 'errorCode', 'errorMessage', 'importedAt', 'fingerprint'],
      columns: { status: 'E' },
    });
    expect(
      changedCells(first.output, second).filter((c) => !c.startsWith('Data!E4') && !c.startsWith('Data!F4')),
    ).toEqual([]);
    expect(resultRow(second, 'Data', 4, 'E')).toEqual(['updated', 9, null, null, null]);
    expect(resultRow(second, 'Data', 2, 'E')).toEqual(['created', 1002, null, 'row 2', null]);
  });

  it('are not written once a merge covers them in the rows written: new ones are placed', async () => {
    const input = path.join(temp.dir, 'covered.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'Data'
ws.append(['Ref', 'Import status', None, 'Service ID'])
for i in range(2, 5): ws.append([f'R{i}'])
ws.merge_cells('B3:C3')`,
    );
    const { output, summary } = await write(input, { sheet: 'Data', headerRow: 1, results: results([2, 3]) });
    expect(summary.sheets[0]).toMatchObject({
      reusedHeaders: ['serviceId'],
      columns: { status: 'E', serviceId: 'D', errorCode: 'F' },
    });
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlMerges(output)).toEqual(openpyxlMerges(input));
  });
});

describe('a sheet without room for the results', () => {
  const wideRow = (row: number, from: number): string => {
    const cells: string[] = [];
    for (let c = from; c < 16_384; c++) cells.push(`<c r="${letters(c)}${row}" t="inlineStr"><is><t>x</t></is></c>`);
    return `<row r="${row}">${cells.join('')}</row>`;
  };

  it('is refused before anything is written, and the results go into a separate small workbook beside the output', async () => {
    const input = path.join(temp.dir, 'full.xlsx');
    const header =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c><c r="B1" t="inlineStr"><is><t>City</t></is></c></row>';
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      input,
      buildXlsx([
        {
          name: 'Full',
          body: `<sheetData>${header}<row r="2"><c r="A2" t="inlineStr"><is><t>R2</t></is></c></row>${wideRow(3, 2)}</sheetData>`,
        },
      ]),
    );
    const output = path.join(temp.dir, 'out.xlsx');
    const sheet: SheetResults = {
      sheet: 'Full',
      headerRow: 1,
      notes: [{ row: 2, column: 1, message: 'City is required' }],
      results: [
        { row: 2, status: 'created', serviceId: 77, importedAt: new Date(2026, 10, 24, 9, 30), fingerprint: 'f2' },
        { row: 3, status: 'failed', errorCode: 409, errorMessage: '=SUM(A1) _x003D_' },
      ],
    };
    const r = await writeResults({ input, output, sheets: [sheet] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('no_room');
    const file = path.join(temp.dir, 'out-results-only.xlsx');
    expect(r.error.resultsFile).toBe(file);
    expect(r.error.message).toContain('Sheet "Full" has no room for the results');
    expect(r.error.message).toContain(file);
    expect(r.error.messageHu).toContain(file);
    expect((await readdir(temp.dir)).toSorted()).toEqual(['full.xlsx', 'out-results-only.xlsx']);
    const seen = openpyxlCells(file);
    expect(seen.Results).toMatchObject({
      A1: 'Sheet',
      B1: 'Row',
      C1: 'Import status',
      A2: 'Full',
      B2: 2,
      C2: 'created',
      D2: 77,
      G2: localTimestamp(new Date(2026, 10, 24, 9, 30)),
      H2: 'f2',
      B3: 3,
      E3: 409,
      F3: '=SUM(A1) _x005F_x003D_',
    });
    expect(seen.Notes).toMatchObject({ B2: 'B2', C2: 'City is required' });
    await libreOfficeCsv(file);
    // A second refusal never replaces the first results file.
    const again = await writeResults({ input, output, sheets: [sheet] });
    expect(again.ok ? null : again.error.resultsFile).toBe(path.join(temp.dir, 'out-results-only-2.xlsx'));
  });

  it("writes the separate results workbook in the language of the sheet's headers", async () => {
    const input = path.join(temp.dir, 'teli.xlsx');
    const header =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Hirdetés azonosító</t></is></c>' +
      '<c r="B1" t="inlineStr"><is><t>Település</t></is></c></row>';
    const { writeFile } = await import('node:fs/promises');
    await writeFile(input, buildXlsx([{ name: 'Teli', body: `<sheetData>${header}${wideRow(2, 2)}</sheetData>` }]));
    const sheet: SheetResults = {
      sheet: 'Teli',
      headerRow: 1,
      notes: [{ row: 2, column: 1, message: 'A település kötelező' }],
      results: [{ row: 2, status: 'created', serviceId: 77 }],
    };
    const r = await writeResults({ input, output: path.join(temp.dir, 'ki.xlsx'), sheets: [sheet] });
    if (r.ok || r.error.resultsFile === undefined) throw new Error('expected the results elsewhere');
    const seen = openpyxlCells(r.error.resultsFile);
    expect(Object.keys(seen)).toEqual(['Eredmények', 'Megjegyzések']);
    expect(seen['Eredmények']).toMatchObject({
      A1: 'Munkalap',
      B1: 'Sor',
      C1: 'Importálás állapota',
      D1: 'Szolgáltatói azonosító',
      H1: 'Importálási ujjlenyomat',
      C2: 'létrehozva',
      D2: 77,
    });
    expect(seen['Megjegyzések']).toMatchObject({ A1: 'Munkalap', B1: 'Cella', C1: 'Megjegyzés' });
  });

  it('refuses a pre-flight check without results with the same message and writes no file at all', async () => {
    const input = path.join(temp.dir, 'full.xlsx');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      input,
      buildXlsx([
        {
          name: 'Full',
          body: `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c></row>${wideRow(2, 1)}</sheetData>`,
        },
      ]),
    );
    const r = await writeResults({
      input,
      output: path.join(temp.dir, 'out.xlsx'),
      sheets: [{ sheet: 'Full', headerRow: 1, notes: [], results: [] }],
    });
    expect(r).toMatchObject({ ok: false, error: { kind: 'no_room', message: expect.stringContaining('has no room') } });
    expect(r.ok ? null : r.error.resultsFile).toBeUndefined();
    expect(await readdir(temp.dir)).toEqual(['full.xlsx']);
  });

  it("takes columns no row uses inside the header's span when the header itself reaches column XFD", async () => {
    const input = path.join(temp.dir, 'xfd.xlsx');
    openpyxlWorkbook(
      input,
      `
ws.title = 'S'
ws.append(['Ref', 'City']); ws['XFD1'] = 'the very last column'
for i in range(2, 5): ws.append([f'R{i}', 'Eger'])
ws['D3'] = 'aside'`,
    );
    const { output, summary } = await write(input, { sheet: 'S', headerRow: 1, results: results([2, 3]) });
    expect(summary.sheets[0]?.columns.status).toBe('E');
    expect(changedCells(input, output)).toEqual([]);
  });

  it('keeps writing into the result columns an earlier write-back made, far right, when the rest is full', async () => {
    const input = path.join(temp.dir, 'reuse.xlsx');
    const { writeFile } = await import('node:fs/promises');
    const ours = ['Import status', 'Service ID', 'Error code', 'Error message', 'Imported at', 'Import fingerprint']
      .map((h, i) => `<c r="${letters(16_378 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`)
      .join('');
    await writeFile(
      input,
      buildXlsx([
        {
          name: 'S',
          body: `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c>${ours}</row>${wideRow(2, 1).replace(/<c r="XF[Y-Z]2"[^>]*>.*?<\/c>|<c r="XE[Y-Z]2"[^>]*>.*?<\/c>|<c r="XF[A-D]2"[^>]*>.*?<\/c>/g, '')}<row r="3"><c r="A3" t="inlineStr"><is><t>R3</t></is></c></row></sheetData>`,
        },
      ]),
    );
    const { output, summary } = await write(input, {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 3, status: 'updated', serviceId: 5 }],
    });
    expect(summary.sheets[0]?.reusedHeaders).toHaveLength(6);
    expect(await partText(output, 'xl/worksheets/sheet1.xml')).toContain(
      '<c r="XEY3" t="inlineStr"><is><t xml:space="preserve">updated</t></is></c>',
    );
  });
});

function letters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
