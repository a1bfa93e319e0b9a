// xlsx write-back behaviour: column reuse, text never formulas, notes and fills, new parts, big sheets, refusals.
import { copyFile, readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import {
  FIXTURES,
  hasOpenpyxl,
  hasSoffice,
  libreOfficeCsv,
  malformedParts,
  partText,
  python,
  rawEntries,
} from '../../fixtures/write-back/helpers';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-xlsx-');

async function fixture(name = 'fidelity.xlsx'): Promise<string> {
  const file = path.join(temp.dir, name);
  await copyFile(path.join(FIXTURES, name), file);
  return file;
}

async function write(input: string, output: string, sheets: SheetResults[]): Promise<void> {
  const r = await writeResults({ input, output, sheets });
  if (!r.ok) throw new Error(r.error.message);
}

/** A plain workbook written by exceljs: shared strings, no notes, no column definitions. */
async function plainWorkbook(file: string, rows: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Sellers');
  ws.addRow(['Name', 'Email', 'Phone']).commit();
  for (let i = 1; i <= rows; i++)
    ws.addRow([`Seller ${i}`, `s${i}@example.hu`, `+36 30 ${String(i).padStart(7, '0')}`]).commit();
  ws.commit();
  await wb.commit();
}

describe('writing results into an xlsx workbook', () => {
  it('reuses the result columns on a second write instead of adding new ones, and keeps identity cells the result does not repeat', async () => {
    const input = await fixture();
    const first = path.join(temp.dir, 'first.xlsx');
    const second = path.join(temp.dir, 'second.xlsx');
    await write(input, first, [
      {
        sheet: 'Listings',
        headerRow: 1,
        notes: [{ row: 5, column: 3, message: 'Area too small' }],
        results: [
          { row: 2, status: 'created', serviceId: 7002, fingerprint: 'a' },
          { row: 3, status: 'failed', errorCode: 500, errorMessage: 'server error' },
          { row: 5, status: 'invalid', errorMessage: 'Area too small' },
        ],
      },
    ]);
    const r = await writeResults({
      input: first,
      output: second,
      sheets: [
        {
          sheet: 'Listings',
          headerRow: 1,
          notes: [],
          results: [
            { row: 2, status: 'skipped' },
            { row: 3, status: 'created', serviceId: 7003, fingerprint: 'c' },
            { row: 5, status: 'created', serviceId: 7005, fingerprint: 'e' },
          ],
        },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]?.reusedHeaders).toEqual([
      'status',
      'serviceId',
      'errorCode',
      'errorMessage',
      'importedAt',
      'fingerprint',
    ]);
    // Nothing new to append to the styles: the earlier fill variant is recognised and taken off the now valid cell.
    expect(r.value.partsRewritten).not.toContain('xl/styles.xml');
    expect(await partText(first, 'xl/worksheets/sheet1.xml')).toMatch(/<c r="D5" t="n" s="[1-9]\d*">/);
    const xml = await partText(second, 'xl/worksheets/sheet1.xml');
    for (const header of [
      'Import status',
      'Service ID',
      'Error code',
      'Error message',
      'Imported at',
      'Import fingerprint',
    ]) {
      expect(xml.split(`>${header}<`).length - 1, header).toBe(1);
    }
    expect(xml).toMatch(/<c r="I2"[^>]*><is><t[^>]*>skipped<\/t>/);
    expect(xml).toContain('<c r="D5" t="n" s="0">');
    expect(xml).toMatch(/<c r="J2"[^>]*><v>7002<\/v>/);
    expect(xml).toMatch(/<c r="N2"[^>]*><is><t[^>]*>a<\/t>/);
    expect(xml).not.toMatch(/<c r="K3"/);
    expect(xml).not.toMatch(/<c r="L3"/);
    expect(xml).toMatch(/<c r="J3"[^>]*><v>7003<\/v>/);
    expect([...xml.matchAll(/<col\b[^>]*hidden="1"[^>]*>/g)]).toHaveLength(1);
    const comments = await partText(second, 'xl/comments/comment1.xml');
    expect(comments).toContain('ref="B3"');
    expect(comments).not.toContain('ref="D5"');
    expect(comments.split('<author>Listing Importer</author>').length - 1).toBe(1);
    const vml = await partText(second, 'xl/drawings/commentsDrawing1.vml');
    expect(vml).not.toMatch(/<x:Row>4<\/x:Row>\s*<x:Column>3<\/x:Column>/);
  });

  it('reuses the result headers the sheet has and appends the missing ones after its last used column', async () => {
    const input = path.join(temp.dir, 'partial.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sellers');
    ws.addRow(['Name', 'Import status', 'Email', null, 'Service ID']);
    ws.addRow(['A', 'created', 'a@example.hu', null, 17]);
    await wb.xlsx.writeFile(input);
    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({
      input,
      output,
      sheets: [{ sheet: 'Sellers', headerRow: 1, notes: [], results: [{ row: 2, status: 'updated', errorCode: 3 }] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]).toMatchObject({
      reusedHeaders: ['status', 'serviceId'],
      columns: { status: 'B', serviceId: 'E', errorCode: 'F', errorMessage: 'G', importedAt: 'H', fingerprint: 'I' },
    });
    const xml = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(xml).toMatch(/<c r="B2"[^>]*t="inlineStr"><is><t xml:space="preserve">updated<\/t><\/is><\/c><c r="C2"/);
    expect(xml).toMatch(/<c r="E2"[^>]*><v>17<\/v><\/c><c r="F2"><v>3<\/v><\/c><\/row>/);
  });

  it('writes server text as text even when it starts with =, +, - or @', async () => {
    const input = await fixture();
    const output = path.join(temp.dir, 'out.xlsx');
    const texts = ['=1+1', '+36 1 234', '-5', '@SUM(A1)', "=cmd|' /C calc'!A0"];
    await write(input, output, [
      {
        sheet: 'Listings',
        headerRow: 1,
        notes: [],
        results: texts.map((t, i): RowResult => ({ row: i + 2, status: 'failed', errorMessage: t })),
      },
    ]);
    const xml = await partText(output, 'xl/worksheets/sheet1.xml');
    for (let row = 2; row <= 6; row++) {
      const cell = new RegExp(`<c r="L${row}"[^>]*>[\\s\\S]*?</c>`).exec(xml)?.[0] ?? '';
      expect(cell).toContain('t="inlineStr"');
      expect(cell).not.toContain('<f>');
    }
    if (hasOpenpyxl) {
      const values = python<[unknown, string][]>(
        `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['Listings']
print(json.dumps([[ws.cell(row=r, column=12).value, ws.cell(row=r, column=12).data_type] for r in range(2, 7)]))`,
        output,
      );
      expect(values).toEqual(texts.map((t) => [t, 's']));
    }
  });

  it('adds comments, VML drawing, relationships and content type for notes on a sheet that had none', async () => {
    const input = path.join(temp.dir, 'plain.xlsx');
    await plainWorkbook(input, 20);
    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({
      input,
      output,
      sheets: [
        {
          sheet: 'Sellers',
          headerRow: 1,
          results: [
            { row: 3, status: 'invalid', errorMessage: 'Email is not valid' },
            { row: 30, status: 'invalid' },
          ],
          notes: [
            { row: 3, column: 1, message: 'Email "s2@example" is not valid' },
            { row: 30, column: 0, message: 'Name is required' },
          ],
        },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]).toMatchObject({
      columns: { status: 'D', fingerprint: 'I' },
      rowsWritten: 2,
      rowsCreated: 1,
      notesWritten: 2,
    });
    expect(r.value.partsAdded.toSorted()).toEqual(
      ['xl/comments1.xml', 'xl/drawings/vmlDrawing1.vml', 'xl/worksheets/_rels/sheet1.xml.rels'].toSorted(),
    );
    const sheet = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(sheet).toMatch(
      /<legacyDrawing [^>]*r:id="rId\d+"\/><\/worksheet>|<legacyDrawing [^>]*r:id="rId\d+"\/><tableParts|<legacyDrawing [^>]*\/>/,
    );
    expect(sheet).toContain(
      '<cols><col min="4" max="4" width="14" customWidth="1"/><col min="5" max="5" width="12" customWidth="1"/><col min="6" max="6" width="12" customWidth="1"/>' +
        '<col min="7" max="7" width="48" customWidth="1"/><col min="8" max="8" width="18" customWidth="1"/><col min="9" max="9" width="24" customWidth="1" hidden="1"/></cols><sheetData>',
    );
    expect(await partText(output, '[Content_Types].xml')).toContain('PartName="/xl/comments1.xml"');
    if (hasOpenpyxl) {
      expect(malformedParts(output, [...r.value.partsAdded, ...r.value.partsRewritten])).toEqual([]);
      const seen = python<Record<string, unknown>>(
        `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['Sellers']
print(json.dumps({'B3': ws['B3'].comment.text, 'A30': ws['A30'].comment.text, 'fill': ws['B3'].fill.fgColor.rgb, 'D1': ws['D1'].value, 'D1bold': ws['D1'].font.b, 'D30': ws['D30'].value, 'hidden': ws.column_dimensions['I'].hidden, 'B2': ws['B2'].value}))`,
        output,
      );
      expect(seen).toMatchObject({
        B3: expect.stringContaining('"s2@example"'),
        A30: expect.stringContaining('Name is required'),
        fill: 'FFFFC7CE',
        D1: 'Import status',
        D1bold: true,
        D30: 'invalid',
        hidden: true,
        B2: 's1@example.hu',
      });
    }
    if (hasSoffice)
      expect((await libreOfficeCsv(output)).split(/\r?\n/)[2]).toBe(
        'Seller 2,s2@example.hu,+36 30 0000002,invalid,,,Email is not valid,,',
      );
  });

  it('writes every row of a 10,000-row sheet, streaming, and the file reads back', async () => {
    const input = path.join(temp.dir, 'big.xlsx');
    await plainWorkbook(input, 10_000);
    const output = path.join(temp.dir, 'out.xlsx');
    const results: RowResult[] = [];
    for (let row = 2; row <= 10_001; row++)
      results.push(
        row % 100 === 0
          ? { row, status: 'invalid', errorMessage: `row ${row} bad` }
          : { row, status: 'created', serviceId: 100_000 + row, fingerprint: `f${row}` },
      );
    const notes = results
      .filter((r) => r.status === 'invalid')
      .map((r) => ({ row: r.row, column: 1, message: `Email of row ${r.row} is bad` }));
    const r = await writeResults({ input, output, sheets: [{ sheet: 'Sellers', headerRow: 1, results, notes }] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.sheets[0]).toMatchObject({ rowsWritten: 10_000, rowsCreated: 0, notesWritten: 100 });
    const counts = new Map<string, number>();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(output, {
      sharedStrings: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    let lastServiceId = 0;
    for await (const ws of reader) {
      for await (const row of ws) {
        const status = String(row.getCell(4).value);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (row.number === 10_001) lastServiceId = Number(row.getCell(5).value);
      }
    }
    expect(Object.fromEntries(counts)).toEqual({ 'Import status': 1, created: 9_900, invalid: 100 });
    expect(lastServiceId).toBe(110_001);
  });

  it('refuses a missing sheet, an existing output, the input as output, and a truncated workbook, leaving no file behind', async () => {
    const input = await fixture();
    const output = path.join(temp.dir, 'out.xlsx');
    const results: SheetResults = {
      sheet: 'Listings',
      headerRow: 1,
      results: [{ row: 2, status: 'created' }],
      notes: [],
    };
    const missing = await writeResults({ input, output, sheets: [{ ...results, sheet: 'Nope' }] });
    expect(missing).toMatchObject({
      ok: false,
      error: { kind: 'sheet_not_found', message: expect.stringContaining('"Listings", "Chart", "Pivot"') },
    });
    const same = await writeResults({ input, output: input, sheets: [results] });
    expect(same).toMatchObject({ ok: false, error: { kind: 'output_exists' } });
    await writeFile(output, 'keep me');
    expect(await writeResults({ input, output, sheets: [results] })).toMatchObject({
      ok: false,
      error: { kind: 'output_exists' },
    });
    expect(await readFile(output, 'utf8')).toBe('keep me');
    const bad = await writeResults({
      input,
      output,
      sheets: [{ ...results, results: [{ row: 1, status: 'created' }] }],
      overwrite: true,
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_results' } });
    const cut = path.join(temp.dir, 'cut.xlsx');
    await copyFile(input, cut);
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    const truncated = await writeResults({
      input: cut,
      output: path.join(temp.dir, 'cut-out.xlsx'),
      sheets: [results],
    });
    expect(truncated).toMatchObject({ ok: false, error: { kind: 'corrupt' } });
    // The reader's Hungarian text comes along, for the Hungarian UI.
    expect(!truncated.ok && truncated.error.messageHu).toMatch(/^A munkafüzet fájlja sérült vagy hiányos/);
    expect((await readdir(temp.dir)).toSorted()).toEqual(['cut.xlsx', 'fidelity.xlsx', 'out.xlsx']);
  });

  it('overwrites the original in place only when asked', async () => {
    const input = await fixture();
    const before = await rawEntries(input);
    const r = await writeResults({
      input,
      output: input,
      overwrite: true,
      sheets: [{ sheet: 'Listings', headerRow: 1, results: [{ row: 2, status: 'created', serviceId: 1 }], notes: [] }],
    });
    expect(r.ok).toBe(true);
    const after = await rawEntries(input);
    expect(
      after
        .find((e) => e.name === 'xl/charts/chart1.xml')
        ?.local.equals(before.find((e) => e.name === 'xl/charts/chart1.xml')?.local ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(await partText(input, 'xl/worksheets/sheet1.xml')).toContain('>Import status<');
    expect(await readdir(temp.dir)).toEqual(['fidelity.xlsx']);
  });
});

describe('a result column that held formulas', () => {
  it.skipIf(!hasOpenpyxl)(
    'drops calcChain.xml (Excel rebuilds it) when a formula cell is replaced (skipped without /usr/bin/python3)',
    async () => {
      const input = path.join(temp.dir, 'calc.xlsx');
      python<string>(
        `
import io, json, sys, zipfile, openpyxl
wb = openpyxl.Workbook(); ws = wb.active; ws.title = 'Data'
ws.append(['Ref', 'Import status']); ws.append(['A', '=1+1']); ws.append(['B', '=2+2'])
buf = io.BytesIO(); wb.save(buf)
src = zipfile.ZipFile(buf)
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    for n in src.namelist():
        data = src.read(n).decode()
        if n == 'xl/_rels/workbook.xml.rels': data = data.replace('</Relationships>', '<Relationship Id="rIdCalc" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/calcChain" Target="calcChain.xml"/></Relationships>')
        if n == '[Content_Types].xml': data = data.replace('</Types>', '<Override PartName="/xl/calcChain.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.calcChain+xml"/></Types>')
        z.writestr(n, data)
    z.writestr('xl/calcChain.xml', '<calcChain xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><c r="B2" i="1"/><c r="B3"/></calcChain>')
print(json.dumps('ok'))`,
        input,
      );
      const output = path.join(temp.dir, 'out.xlsx');
      const r = await writeResults({
        input,
        output,
        sheets: [{ sheet: 'Data', headerRow: 1, results: [{ row: 2, status: 'created' }], notes: [] }],
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.partsRemoved).toEqual(['xl/calcChain.xml']);
      expect(r.value.sheets[0]?.columns.status).toBe('B');
      expect((await rawEntries(output)).map((e) => e.name)).not.toContain('xl/calcChain.xml');
      expect(await partText(output, 'xl/_rels/workbook.xml.rels')).not.toContain('calcChain');
      expect(await partText(output, '[Content_Types].xml')).not.toContain('calcChain');
      expect(
        python<unknown>(
          'import json, sys, openpyxl\nws = openpyxl.load_workbook(sys.argv[1])["Data"]\nprint(json.dumps([ws["B2"].value, ws["B3"].value]))',
          output,
        ),
      ).toEqual(['created', '=2+2']);
    },
  );
});
