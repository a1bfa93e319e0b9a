// Edited cells written into an xlsx workbook: values replace, formats stay, formulas go, earlier notes and fills come
// off.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { CellEdit, SheetResults } from '../../../src/engine/model/sheet-results';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { type WriteBackSummary } from '../../../src/engine/write-back/write-back-types';
import { hasOpenpyxl, malformedParts, partText, python, rawEntries } from '../../fixtures/write-back/helpers';
import { buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** Style 1: a thousands number format; style 2: bold text. */
const STYLES = `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0&quot; Ft&quot;"/></numFmts><fonts count="2"><font><sz val="11"/></font><font><b/><sz val="11"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

/** Reference, Title, Price, Area, Ready, Total; C2 a shared string, F2 a formula, F3:F4 a shared formula. */
const SHEET =
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><dimension ref="A1:F4"/><sheetData>` +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Reference</t></is></c><c r="B1" t="inlineStr"><is><t>Title</t></is></c><c r="C1" t="inlineStr"><is><t>Price</t></is></c><c r="D1" t="inlineStr"><is><t>Area</t></is></c><c r="E1" t="inlineStr"><is><t>Ready</t></is></c><c r="F1" t="inlineStr"><is><t>Total</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>R-1</t></is></c><c r="B2" s="2" t="inlineStr"><is><t>Old title</t></is></c><c r="C2" s="1" t="s"><v>0</v></c><c r="D2"><v>40</v></c><c r="E2" t="b"><v>0</v></c><c r="F2"><f>C2*2</f><v>0</v></c></row>' +
  '<row r="3"><c r="A3" t="inlineStr"><is><t>R-2</t></is></c><c r="C3" s="1"><v>100</v></c><c r="D3"><v>50</v></c><c r="F3"><f t="shared" ref="F3:F4" si="0">C3*2</f><v>200</v></c></row>' +
  '<row r="4"><c r="A4" t="inlineStr"><is><t>R-3</t></is></c><c r="C4" s="1"><v>300</v></c><c r="F4"><f t="shared" si="0"/><v>600</v></c></row>' +
  '</sheetData></worksheet>';

function workbook(sheet = SHEET, styles = STYLES): Buffer {
  const entries = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/calcChain.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.calcChain+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Listings" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${REL}/calcChain" Target="calcChain.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    { name: 'xl/styles.xml', data: styles },
    {
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>12 millió</t></si></sst>`,
    },
    {
      name: 'xl/calcChain.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><calcChain xmlns="${MAIN}"><c r="F2" i="1"/><c r="F3"/><c r="F4"/></calcChain>`,
    },
  ];
  return buildZip(entries);
}

const temp = useTempFolderPerTest('wb-edits-');

async function input(bytes = workbook()): Promise<string> {
  const file = path.join(temp.dir, `in-${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(file, bytes);
  return file;
}

async function write(
  source: string,
  sheet: Partial<SheetResults>,
): Promise<{ output: string; summary: WriteBackSummary }> {
  const output = path.join(temp.dir, `out-${Math.random().toString(36).slice(2)}.xlsx`);
  const r = await writeResults({
    input: source,
    output,
    sheets: [{ sheet: 'Listings', headerRow: 1, results: [], notes: [], ...sheet }],
  });
  if (!r.ok) throw new Error(r.error.message);
  return { output, summary: r.value };
}

/** The rows as this program's own reader sees them. */
async function cells(file: string): Promise<Map<number, readonly CellValue[]>> {
  const wb = await openWorkbook(file);
  if (!wb.ok) throw new Error(wb.error.message);
  const rows = new Map<number, readonly CellValue[]>();
  try {
    for await (const row of wb.value.rows('Listings')) rows.set(row.number, row.cells);
  } finally {
    await wb.value.close();
  }
  return rows;
}

function cellXml(xml: string, ref: string): string | undefined {
  return new RegExp(`<c r="${ref}"[^>]*?(?:/>|>[\\s\\S]*?</c>)`).exec(xml)?.[0];
}

describe('edited cells written into an xlsx workbook', () => {
  const EDITS: CellEdit[] = [
    { row: 2, column: 1, value: '=New "title" <b>' },
    { row: 2, column: 2, value: 12_500_000 },
    { row: 2, column: 3, value: null },
    { row: 2, column: 4, value: true },
    { row: 2, column: 5, value: 7 },
    { row: 3, column: 1, value: 'Added title' },
  ];

  it("replaces the values, keeps each cell's format, writes text as text and drops the edited formula and the calcChain", async () => {
    const { output, summary } = await write(await input(), {
      results: [{ row: 2, status: 'created', serviceId: 1, fingerprint: 'f2' }],
      edits: EDITS,
    });
    expect(summary.sheets[0]?.cellsEdited).toBe(6);
    expect(summary.partsRemoved).toEqual(['xl/calcChain.xml']);
    const xml = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(cellXml(xml, 'B2')).toBe(
      '<c r="B2" s="2" t="inlineStr"><is><t xml:space="preserve">=New &quot;title&quot; &lt;b&gt;</t></is></c>',
    );
    expect(cellXml(xml, 'C2')).toBe('<c r="C2" s="1"><v>12500000</v></c>');
    expect(cellXml(xml, 'D2')).toBeUndefined();
    expect(cellXml(xml, 'E2')).toBe('<c r="E2" t="b"><v>1</v></c>');
    expect(cellXml(xml, 'F2')).toBe('<c r="F2"><v>7</v></c>');
    expect(cellXml(xml, 'B3')).toBe('<c r="B3" t="inlineStr"><is><t xml:space="preserve">Added title</t></is></c>');
    // Untouched cells, including the shared formula, stay byte for byte.
    expect(cellXml(xml, 'F3')).toBe('<c r="F3"><f t="shared" ref="F3:F4" si="0">C3*2</f><v>200</v></c>');
    expect(cellXml(xml, 'A2')).toBe('<c r="A2" t="inlineStr"><is><t>R-1</t></is></c>');
    expect((await rawEntries(output)).map((e) => e.name)).not.toContain('xl/calcChain.xml');
    expect(await partText(output, 'xl/_rels/workbook.xml.rels')).not.toContain('calcChain');
    expect(await partText(output, '[Content_Types].xml')).not.toContain('calcChain');
    const rows = await cells(output);
    expect(rows.get(2)?.slice(0, 6)).toEqual(['R-1', '=New "title" <b>', 12_500_000, null, true, 7]);
    expect(rows.get(3)?.slice(0, 2)).toEqual(['R-2', 'Added title']);
  });

  it('empties a formatted cell but keeps its format, and writes edits into rows and cells the sheet does not have', async () => {
    const { output } = await write(await input(), {
      edits: [
        { row: 3, column: 2, value: null },
        { row: 6, column: 0, value: 'R-9' },
        { row: 4, column: 3, value: 75 },
      ],
    });
    const xml = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(cellXml(xml, 'C3')).toBe('<c r="C3" s="1"/>');
    expect(cellXml(xml, 'D4')).toBe('<c r="D4"><v>75</v></c>');
    expect(xml).toContain('<row r="6"><c r="A6" t="inlineStr"><is><t xml:space="preserve">R-9</t></is></c></row>');
    // An edit is not a result: no result cells appear for edited rows without one.
    expect(cellXml(xml, 'G3')).toBeUndefined();
    expect(xml).toContain('<dimension ref="A1:L6"/>');
    const rows = await cells(output);
    expect(rows.get(3)?.[2]).toBeNull();
    expect(rows.get(6)?.[0]).toBe('R-9');
  });

  it('refuses to edit the master cell of a shared formula, naming the cell, and leaves no file', async () => {
    const source = await input();
    const output = path.join(temp.dir, 'refused.xlsx');
    const r = await writeResults({
      input: source,
      output,
      sheets: [{ sheet: 'Listings', headerRow: 1, results: [], notes: [], edits: [{ row: 3, column: 5, value: 1 }] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('invalid_results');
    expect(r.error.message).toContain('cell F3 holds the formula that cells F3:F4 share');
    await expect(rawEntries(output)).rejects.toThrow();
    // A cell that only uses the shared formula can be edited.
    const { output: ok } = await write(source, { edits: [{ row: 4, column: 5, value: 5 }] });
    expect(cellXml(await partText(ok, 'xl/worksheets/sheet1.xml'), 'F4')).toBe('<c r="F4"><v>5</v></c>');
  });

  it('leaves out an edit in a result column an earlier write made, counting it, and writes the rest', async () => {
    const { output: withResults } = await write(await input(), { results: [{ row: 2, status: 'created' }] });
    const { output, summary } = await write(withResults, {
      results: [{ row: 3, status: 'failed' }],
      edits: [
        { row: 2, column: 6, value: 'done' },
        { row: 2, column: 3, value: 41 },
      ],
    });
    expect(summary.sheets[0]).toMatchObject({ cellsEdited: 1, editsSkipped: 1, columns: { status: 'G' } });
    const rows = await cells(output);
    expect(rows.get(2)?.[6]).toBe('created');
    expect(rows.get(2)?.[3]).toBe(41);
    expect(rows.get(3)?.[6]).toBe('failed');
  });

  it("writes a number typed over a date-formatted cell as a plain number, keeping the rest of the cell's format", async () => {
    const dated = SHEET.replace('<c r="D2"><v>40</v></c>', '<c r="D2" s="3"><v>40</v></c>');
    const styles = STYLES.replace('<cellXfs count="3">', '<cellXfs count="4">').replace(
      '</cellXfs>',
      '<xf numFmtId="14" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs>',
    );
    const source = await input(workbook(dated, styles));
    const { output } = await write(source, { edits: [{ row: 2, column: 3, value: 4242 }] });
    expect((await cells(output)).get(2)?.[3]).toBe(4242);
    if (hasOpenpyxl) {
      expect(
        python<unknown>(
          'import json, sys, openpyxl\nc = openpyxl.load_workbook(sys.argv[1])["Listings"]["D2"]\nprint(json.dumps([c.value, c.number_format, c.font.b]))',
          output,
        ),
      ).toEqual([4242, 'General', true]);
    }
  });

  it('refuses bad edits with a message naming the edit', async () => {
    const source = await input();
    const cases: [CellEdit, string][] = [
      [
        { row: 1, column: 0, value: 'x' },
        'Sheet "Listings": the edit of cell A1 is not in a data row below header row 1.',
      ],
      [
        { row: 2, column: -1, value: 'x' },
        'Sheet "Listings": the edit of row 2, column -1: column -1 is outside the sheet.',
      ],
      [
        { row: 2.5, column: 0, value: 'x' },
        'Sheet "Listings": the edit of row 2.5, column 0 is not in a data row below header row 1.',
      ],
      [
        { row: 2, column: 1, value: Number.NaN },
        'Sheet "Listings": the edit of cell B2 has the value NaN, not a finite number.',
      ],
      [
        { row: 2, column: 1, value: 'x'.repeat(32_768) },
        'Sheet "Listings": the edit of cell B2 is 32768 characters long, more than a cell holds (32767).',
      ],
    ];
    for (const [edit, message] of cases) {
      const r = await writeResults({
        input: source,
        output: path.join(temp.dir, 'bad.xlsx'),
        sheets: [{ sheet: 'Listings', headerRow: 1, results: [], notes: [], edits: [edit] }],
      });
      expect(r.ok ? null : r.error, JSON.stringify(edit).slice(0, 60)).toEqual({ kind: 'invalid_results', message });
    }
    const twice = await writeResults({
      input: source,
      output: path.join(temp.dir, 'bad.xlsx'),
      sheets: [
        {
          sheet: 'Listings',
          headerRow: 1,
          results: [],
          notes: [],
          edits: [
            { row: 2, column: 1, value: 'a' },
            { row: 2, column: 1, value: 'b' },
          ],
        },
      ],
    });
    expect(twice.ok ? null : twice.error.message).toBe('Sheet "Listings": cell B2 is edited twice.');
  });

  it("takes an earlier write's note and fill off an edited cell, and notes it again when the new value is still invalid", async () => {
    const source = await input();
    const { output: noted } = await write(source, {
      results: [
        { row: 2, status: 'invalid' },
        { row: 3, status: 'invalid' },
      ],
      notes: [
        { row: 2, column: 2, message: 'Price is not a number' },
        { row: 3, column: 3, message: 'Area too small' },
      ],
    });
    const notedXml = await partText(noted, 'xl/worksheets/sheet1.xml');
    const filled = /<c r="C2" s="(\d+)"/.exec(notedXml)?.[1];
    expect(filled).not.toBe('1');
    // Only edits on the second write, no results: the edited rows' earlier notes and fills go, the rest stays.
    const { output, summary } = await write(noted, {
      edits: [
        { row: 2, column: 2, value: 12_000_000 },
        { row: 3, column: 3, value: 10 },
      ],
      notes: [{ row: 3, column: 3, message: 'Area still too small' }],
    });
    expect(summary.partsRewritten).toContain('xl/comments1.xml');
    const xml = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(cellXml(xml, 'C2')).toBe('<c r="C2" s="1"><v>12000000</v></c>');
    expect(cellXml(xml, 'D3')).toMatch(/^<c r="D3" s="[1-9]\d*"><v>10<\/v><\/c>$/);
    const comments = await partText(output, 'xl/comments1.xml');
    expect(comments).not.toContain('ref="C2"');
    expect(comments).toContain('Area still too small');
    expect(comments).not.toContain('Area too small<');
  });

  it.skipIf(!hasOpenpyxl)(
    'opens in openpyxl with the edited values and types (skipped without /usr/bin/python3 + openpyxl)',
    async () => {
      const { output } = await write(await input(), {
        results: [{ row: 2, status: 'created', serviceId: 1 }],
        edits: EDITS,
      });
      expect(
        malformedParts(output, ['xl/worksheets/sheet1.xml', '[Content_Types].xml', 'xl/_rels/workbook.xml.rels']),
      ).toEqual([]);
      const seen = python<Record<string, unknown>>(
        `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['Listings']
print(json.dumps({ref: [ws[ref].value, ws[ref].data_type, ws[ref].number_format] for ref in ['B2', 'C2', 'D2', 'E2', 'F2', 'B3', 'F3']}))`,
        output,
      );
      expect(seen).toEqual({
        B2: ['=New "title" <b>', 's', 'General'],
        C2: [12_500_000, 'n', '#,##0" Ft"'],
        D2: [null, 'n', 'General'],
        E2: [true, 'b', 'General'],
        F2: [7, 'n', 'General'],
        B3: ['Added title', 's', 'General'],
        F3: ['=C3*2', 'f', 'General'],
      });
    },
  );
});
