// Workbooks as other programs write them: no styles part, empty style lists, the .NET SDK's `x:` prefixes, inline
// strings, rows and cells without `r`, self-closing rows, `<sheetData/>`, and text with `_xHHHH_` in it.
import { localTimestamp } from '../../../src/catalog';
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { type WriteBackSummary } from '../../../src/engine/write-back/write-back-types';
import {
  changedCells,
  libreOfficeCsv,
  malformedParts,
  openpyxlCells,
  partText,
  python,
} from '../../fixtures/write-back/helpers';
import { buildXlsx, buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-writers-');

const AT = new Date(2026, 10, 24, 8, 15);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TWO_ROWS =
  '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c><c r="B1" t="inlineStr"><is><t>City</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>R2</t></is></c><c r="B2" t="inlineStr"><is><t>Eger</t></is></c></row></sheetData>';

async function writeInto(
  bytes: Buffer,
  sheet: Omit<SheetResults, 'notes'> & { notes?: SheetResults['notes'] },
): Promise<{ input: string; output: string; summary: WriteBackSummary }> {
  const input = path.join(temp.dir, 'in.xlsx');
  await writeFile(input, bytes);
  const output = path.join(temp.dir, 'out.xlsx');
  const r = await writeResults({ input, output, sheets: [{ notes: [], ...sheet }] });
  if (!r.ok) throw new Error(r.error.message);
  return { input, output, summary: r.value };
}

/** Header bold, date format and values of the first result cells, as openpyxl reads them. */
function resultLook(output: string, sheet: string): Record<string, unknown> {
  return python<Record<string, unknown>>(
    `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])[sys.argv[2]]
print(json.dumps({'C1': ws['C1'].value, 'C1bold': bool(ws['C1'].font.b), 'A1bold': bool(ws['A1'].font.b), 'C2': ws['C2'].value,
  'D2': ws['D2'].value, 'G2': ws['G2'].value, 'G2fmt': ws['G2'].number_format}))`,
    output,
    sheet,
  );
}

describe('styles as other writers leave them', () => {
  it('writes into a workbook without a styles part, adding one with its relationship and content type', async () => {
    const { input, output, summary } = await writeInto(buildXlsx([{ name: 'S', body: TWO_ROWS }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created', serviceId: 9, importedAt: AT }],
    });
    expect(summary.partsAdded).toEqual(['xl/styles.xml']);
    expect(await partText(output, 'xl/_rels/workbook.xml.rels')).toMatch(
      /Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/styles" Target="styles\.xml"/,
    );
    expect(await partText(output, '[Content_Types].xml')).toContain(
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
    );
    expect(
      malformedParts(output, [
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
        'xl/_rels/workbook.xml.rels',
        '[Content_Types].xml',
      ]),
    ).toEqual([]);
    expect(changedCells(input, output)).toEqual([]);
    expect(resultLook(output, 'S')).toEqual({
      C1: 'Import status',
      C1bold: true,
      A1bold: false,
      C2: 'created',
      D2: 9,
      // Imported at is text naming its time zone (docs/write-back.md, "Imported at").
      G2: localTimestamp(AT),
      G2fmt: 'General',
    });
    expect((await libreOfficeCsv(output)).split(/\r?\n/)[1]).toBe(`R2,Eger,created,9,,,${localTimestamp(AT)},`);
  });

  it("writes into a workbook whose fonts, fills, borders and cell formats lists are empty, leaving its cells' look alone", async () => {
    const styles = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}"><fonts count="0"/><fills count="0"></fills><borders count="0"/><cellXfs count="0"/></styleSheet>`;
    const { input, output } = await writeInto(buildXlsx([{ name: 'S', body: TWO_ROWS }], { styles }), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created', serviceId: 9, importedAt: AT }],
    });
    const xml = await partText(output, 'xl/styles.xml');
    expect(xml).toMatch(/<fonts count="2"><font><sz val="11"\/><name val="Calibri"\/><\/font><font><b\/>/);
    expect(xml).toContain(
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>',
    );
    expect(xml).toMatch(/<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"\/>/);
    expect(malformedParts(output, ['xl/styles.xml'])).toEqual([]);
    expect(changedCells(input, output)).toEqual([]);
    expect(resultLook(output, 'S')).toMatchObject({ C1bold: true, A1bold: false, G2: localTimestamp(AT) });
    await libreOfficeCsv(output);
  });
});

/** A package written the way the .NET Open XML SDK does: every SpreadsheetML element with the `x:` prefix. */
function prefixedWorkbook(sheetData: string): Buffer {
  const decl = '<?xml version="1.0" encoding="utf-8"?>';
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="${REL}/officeDocument" Target="/xl/workbook.xml" Id="R1"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${decl}<x:workbook xmlns:r="${REL}" xmlns:x="${MAIN}"><x:sheets><x:sheet name="Export" sheetId="1" r:id="R2"/></x:sheets></x:workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml" Id="R2"/><Relationship Type="${REL}/sharedStrings" Target="/xl/sharedStrings.xml" Id="R3"/><Relationship Type="${REL}/styles" Target="/xl/styles.xml" Id="R4"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: `${decl}<x:worksheet xmlns:x="${MAIN}">${sheetData}</x:worksheet>` },
    {
      name: 'xl/sharedStrings.xml',
      data: `${decl}<x:sst xmlns:x="${MAIN}"><x:si><x:t>Ref</x:t></x:si><x:si><x:t>City</x:t></x:si><x:si><x:t>R2</x:t></x:si><x:si><x:t>Győr</x:t></x:si></x:sst>`,
    },
    {
      name: 'xl/styles.xml',
      data: `${decl}<x:styleSheet xmlns:x="${MAIN}"><x:fonts><x:font><x:sz val="11"/><x:name val="Calibri"/></x:font></x:fonts><x:fills><x:fill><x:patternFill patternType="none"/></x:fill><x:fill><x:patternFill patternType="gray125"/></x:fill></x:fills><x:borders><x:border><x:left/><x:right/><x:top/><x:bottom/><x:diagonal/></x:border></x:borders><x:cellXfs><x:xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></x:cellXfs></x:styleSheet>`,
    },
  ]);
}

describe('namespace-prefixed SpreadsheetML', () => {
  it("writes results with the sheet's own x: prefix into sheet, styles and notes, and openpyxl and LibreOffice read them", async () => {
    const data =
      '<x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c></x:row>' +
      '<x:row r="2"><x:c r="A2" t="s"><x:v>2</x:v></x:c><x:c r="B2" t="s"><x:v>3</x:v></x:c></x:row></x:sheetData>';
    const { input, output } = await writeInto(prefixedWorkbook(data), {
      sheet: 'Export',
      headerRow: 1,
      results: [
        { row: 2, status: 'invalid', errorMessage: 'City unknown', importedAt: AT },
        { row: 3, status: 'created', serviceId: 3 },
      ],
      notes: [{ row: 2, column: 1, message: 'Not a city we know' }],
    });
    const sheet = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<x:c r="C1" s="');
    expect(sheet).toContain(
      '<x:row r="3"><x:c r="C3" t="inlineStr"><x:is><x:t xml:space="preserve">created</x:t></x:is></x:c>',
    );
    expect(sheet).toMatch(/<x:cols><x:col min="3"/);
    expect(sheet).not.toMatch(/<(c|row|cols|col|is|t|legacyDrawing) /);
    expect(await partText(output, 'xl/styles.xml')).not.toMatch(/<(xf|font|fill|numFmt) /);
    expect(
      malformedParts(output, [
        'xl/worksheets/sheet1.xml',
        'xl/styles.xml',
        'xl/comments1.xml',
        'xl/worksheets/_rels/sheet1.xml.rels',
        '[Content_Types].xml',
      ]),
    ).toEqual([]);
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlCells(output).Export).toMatchObject({
      A2: 'R2',
      B2: 'Győr',
      C1: 'Import status',
      C2: 'invalid',
      F2: 'City unknown',
      C3: 'created',
      D3: 3,
    });
    expect(
      python<string>(
        'import json, sys, openpyxl\nprint(json.dumps(openpyxl.load_workbook(sys.argv[1])["Export"]["B2"].comment.text))',
        output,
      ),
    ).toContain('Not a city we know');
    expect((await libreOfficeCsv(output)).split(/\r?\n/)[2]).toBe(',,created,3,,,,');
  });
});

describe("other writers' sheet shapes", () => {
  it('writes into rows and cells without r, inline strings and self-closing rows, keeping every cell where it was', async () => {
    const data =
      '<sheetData><row><c t="inlineStr"><is><t>Ref</t></is></c><c t="inlineStr"><is><t>City</t></is></c></row>' +
      '<row><c t="inlineStr"><is><t>R2</t></is></c><c/><c t="inlineStr"><is><t>beyond</t></is></c></row>' +
      '<row r="4"/><row><c t="inlineStr"><is><t>R5</t></is></c><c><v>5</v></c></row></sheetData>';
    const { input, output, summary } = await writeInto(buildXlsx([{ name: 'S', body: data }]), {
      sheet: 'S',
      headerRow: 1,
      results: [2, 4, 5, 6].map((row) => ({ row, status: 'failed' as const, errorCode: row })),
    });
    // Row 2 has text in C: the results start at D.
    expect(summary.sheets[0]?.columns.status).toBe('D');
    expect(summary.sheets[0]).toMatchObject({ rowsWritten: 4, rowsCreated: 1 });
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlCells(output).S).toEqual({
      A1: 'Ref',
      B1: 'City',
      D1: 'Import status',
      E1: 'Service ID',
      F1: 'Error code',
      G1: 'Error message',
      H1: 'Imported at',
      I1: 'Import fingerprint',
      A2: 'R2',
      C2: 'beyond',
      D2: 'failed',
      F2: 2,
      D4: 'failed',
      F4: 4,
      A5: 'R5',
      B5: 5,
      D5: 'failed',
      F5: 5,
      D6: 'failed',
      F6: 6,
    });
    await libreOfficeCsv(output);
  });

  it('writes results where the writer left empty cells marked with the default format (s="0")', async () => {
    const body = TWO_ROWS.replace('</c></row></sheetData>', '</c><c r="C2" s="0"/><c r="G2" s="0"/></row></sheetData>');
    const { input, output } = await writeInto(buildXlsx([{ name: 'S', body }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created', serviceId: 9, importedAt: AT }],
    });
    expect(resultLook(output, 'S')).toMatchObject({
      C2: 'created',
      G2: localTimestamp(AT),
    });
    expect(changedCells(input, output)).toEqual([]);
  });

  it('reads past CDATA text that looks like markup, in rows written and rows copied', async () => {
    const trap = '<![CDATA[</t></is></c></row><row r="99"><c r="A99"><v>1</v></c> & <f>SUM(A1:Z9)</f>]]>';
    const body =
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Ref</t></is></c><c r="B1" t="inlineStr"><is><t>Note</t></is></c></row>' +
      `<row r="2"><c r="A2" t="inlineStr"><is><t>R2</t></is></c><c r="B2" t="inlineStr"><is><t>${trap}</t></is></c></row>` +
      `<row r="3"><c r="A3" t="inlineStr"><is><t>R3</t></is></c><c r="B3" t="inlineStr"><is><t>${trap}</t></is></c></row></sheetData>`;
    const { input, output, summary } = await writeInto(buildXlsx([{ name: 'S', body }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created' }],
    });
    expect(summary.sheets[0]?.columns.status).toBe('C');
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlCells(output).S).toMatchObject({
      B2: '</t></is></c></row><row r="99"><c r="A99"><v>1</v></c> & <f>SUM(A1:Z9)</f>',
      C2: 'created',
    });
    // The row not written keeps its bytes, CDATA and all.
    expect(await partText(output, 'xl/worksheets/sheet1.xml')).toContain(`<t>${trap}</t></is></c></row></sheetData>`);
  });

  it('writes into an empty <sheetData/>', async () => {
    const { output } = await writeInto(buildXlsx([{ name: 'S', body: '<sheetData/>' }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'skipped' }],
    });
    expect(openpyxlCells(output).S).toMatchObject({ A1: 'Import status', A2: 'skipped' });
    await libreOfficeCsv(output);
  });
});

describe('packages and notes as other tools leave them', () => {
  it('writes into the sheet a relationship names in another case than the zip entry (Worksheets/Sheet1.XML)', async () => {
    const bytes = buildXlsx([{ name: 'S', body: TWO_ROWS }]);
    const { output, summary } = await writeInto(renameTargets(bytes), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created' }],
    });
    expect(summary.partsRewritten).toContain('xl/worksheets/sheet1.xml');
    expect(await partText(output, 'xl/worksheets/sheet1.xml')).toContain(
      '<c r="C2" t="inlineStr"><is><t xml:space="preserve">created</t></is></c>',
    );
    // Part names are case-insensitive (OPC), as Excel reads them; openpyxl and LibreOffice find no sheet in such a
    // package, input or output, so the rewritten part itself is checked: before, the results went to a part never
    // written.
    expect(summary.partsAdded).toEqual(['xl/styles.xml']);
  });

  it('copies comments and processing instructions between rows as they are', async () => {
    const body = TWO_ROWS.replace('<row r="2">', '<?exporter hint?><!-- row 2 --><row r="2">');
    const { input, output } = await writeInto(buildXlsx([{ name: 'S', body }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'created' }],
    });
    expect(await partText(output, 'xl/worksheets/sheet1.xml')).toContain('<?exporter hint?><!-- row 2 --><row r="2">');
    expect(changedCells(input, output)).toEqual([]);
  });

  it('keeps a note someone else wrote on a cell and puts none of its own there', async () => {
    const input = path.join(temp.dir, 'noted.xlsx');
    python<string>(
      `
import json, sys, openpyxl
from openpyxl.comments import Comment
wb = openpyxl.Workbook(); ws = wb.active; ws.title = 'S'
ws.append(['Ref', 'City']); ws.append(['R2', 'Eger']); ws.append(['R3', 'Pécs'])
ws['A2'].comment = Comment('Checked on 2024-10-01', 'Anna')
wb.save(sys.argv[1]); print(json.dumps('ok'))`,
      input,
    );
    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({
      input,
      output,
      sheets: [
        {
          sheet: 'S',
          headerRow: 1,
          results: [
            { row: 2, status: 'invalid' },
            { row: 3, status: 'invalid' },
          ],
          notes: [
            { row: 2, column: 0, message: 'Reference taken' },
            { row: 3, column: 1, message: 'Unknown city' },
          ],
        },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]?.notesWritten).toBe(1);
    const notes = python<Record<string, string | null>>(
      `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['S']
print(json.dumps({ref: (ws[ref].comment.text if ws[ref].comment else None) for ref in ['A2', 'B3']}))`,
      output,
    );
    expect(notes).toEqual({ A2: 'Checked on 2024-10-01', B3: expect.stringContaining('Unknown city') });
    await libreOfficeCsv(output);
  });
});

/** The workbook's relationship to its sheet spelled in another case than the zip entry, as some tools write it. */
function renameTargets(xlsx: Buffer): Buffer {
  const entries = python<{ name: string; data: string }[]>(
    `
import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
print(json.dumps([{'name': n, 'data': z.read(n).decode()} for n in z.namelist()]))`,
    writeTemp(xlsx),
  );
  const sheetType =
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>';
  return buildZip(
    entries.map((e) => {
      if (e.name === 'xl/_rels/workbook.xml.rels')
        return { ...e, data: e.data.replace('worksheets/sheet1.xml', 'Worksheets/Sheet1.XML') };
      if (e.name === '[Content_Types].xml') return { ...e, data: e.data.replace('</Types>', `${sheetType}</Types>`) };
      return e;
    }),
  );
}

function writeTemp(bytes: Buffer): string {
  const file = path.join(temp.dir, `tmp-${Math.random().toString(36).slice(2)}.xlsx`);
  writeFileSync(file, bytes);
  return file;
}

describe('text that spreadsheet programs would decode', () => {
  it('writes _xHHHH_ in server messages, notes and edits so that it reads back as typed', async () => {
    const message = 'Bad value _x003D_ in _x005F_x0041_ and _X0041_ (x_0041_)';
    const { output } = await writeInto(buildXlsx([{ name: 'S', body: TWO_ROWS }]), {
      sheet: 'S',
      headerRow: 1,
      results: [{ row: 2, status: 'failed', errorMessage: message, fingerprint: '_x0000_' }],
      notes: [{ row: 2, column: 1, message: `Note ${message}` }],
      edits: [{ row: 2, column: 0, value: 'R_x0032_' }],
    });
    const sheet = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('Bad value _x005F_x003D_ in _x005F_x005F_x005F_x0041_ and _X0041_ (x_0041_)');
    // openpyxl 3.0 hands inline text over undecoded; its own unescape() applies the rule Excel reads \`<t>\` text with.
    const seen = python<Record<string, unknown>>(
      `
import json, sys, openpyxl
from openpyxl.utils.escape import unescape
ws = openpyxl.load_workbook(sys.argv[1])['S']
print(json.dumps({'F2': unescape(ws['F2'].value), 'H2': unescape(ws['H2'].value), 'A2': unescape(ws['A2'].value), 'note': unescape(ws['B2'].comment.text)}))`,
      output,
    );
    expect(seen).toEqual({
      F2: message,
      H2: '_x0000_',
      A2: 'R_x0032_',
      note: expect.stringContaining(`Note ${message}`),
    });
    const csv = (await libreOfficeCsv(output)).split(/\r?\n/)[1] ?? '';
    expect(csv).toContain(message);
  });
});
