// Fidelity: results written into workbooks saved by openpyxl and by LibreOffice change only what they must.
import { localTimestamp } from '../../../src/catalog';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import {
  changedCells,
  element,
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

const IMPORTED_AT = new Date(2026, 10, 23, 10, 30, 0);

const RESULTS: SheetResults = {
  sheet: 'Listings',
  headerRow: 1,
  results: [
    { row: 2, status: 'created', serviceId: 5001, importedAt: IMPORTED_AT, fingerprint: 'fp-2' },
    { row: 3, status: 'failed', errorCode: 409, errorMessage: '=HYPERLINK("http://x") conflict' },
    { row: 4, status: 'updated', serviceId: 5003, importedAt: IMPORTED_AT, fingerprint: 'fp-4' },
    { row: 5, status: 'invalid', errorMessage: 'Area: 52 is not allowed here' },
    { row: 6, status: 'skipped', serviceId: 5005 },
    { row: 16, status: 'created', serviceId: 5016 },
    { row: 250, status: 'failed', errorCode: 500, errorMessage: '+1 retry later' },
  ],
  notes: [
    { row: 5, column: 3, message: 'Area must be between 60 and 1000 (was 52)' },
    { row: 250, column: 1, message: 'Title is required' },
  ],
  // Corrected in the review grid: the area of row 4 and the title of row 2 (text that looks like a formula).
  edits: [
    { row: 4, column: 3, value: 62 },
    { row: 2, column: 1, value: '=Lakás 1 – új cím' },
  ],
};

// Row 20 holds a note merged over H20:J20 (LibreOffice also keeps the covered I20 and J20 as formatted cells), so the
// results go right of it: into no column that any row uses.
const FIXTURE_CASES = [
  {
    label: 'openpyxl (with a hand-assembled pivot table)',
    file: 'fidelity.xlsx',
    comments: 'xl/comments/comment1.xml',
    vml: 'xl/drawings/commentsDrawing1.vml',
    first: 8,
  },
  {
    label: 'LibreOffice',
    file: 'fidelity-libreoffice.xlsx',
    comments: 'xl/comments1.xml',
    vml: 'xl/drawings/vmlDrawing1.vml',
    first: 10,
  },
];

/** Letters of the six result columns starting at 0-based column `first`. */
function resultLetters(first: number): {
  status: string;
  serviceId: string;
  errorCode: string;
  errorMessage: string;
  importedAt: string;
  fingerprint: string;
} {
  const l = (i: number): string => String.fromCharCode(65 + first + i);
  return { status: l(0), serviceId: l(1), errorCode: l(2), errorMessage: l(3), importedAt: l(4), fingerprint: l(5) };
}

const temp = useTempFolderPerTest('wb-fidelity-');

describe.each(FIXTURE_CASES)('a workbook saved by $label', ({ file, comments, vml, first }) => {
  const c = resultLetters(first);
  async function write(): Promise<{ input: string; output: string }> {
    const input = path.join(temp.dir, file);
    await copyFile(path.join(FIXTURES, file), input);
    const output = path.join(temp.dir, 'out.xlsx');
    const result = await writeResults({ input, output, sheets: [RESULTS] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.partsRewritten.toSorted()).toEqual(
      ['xl/styles.xml', 'xl/worksheets/sheet1.xml', comments, vml].toSorted(),
    );
    expect(result.value.partsAdded).toEqual([]);
    expect(result.value.sheets[0]?.columns).toEqual(c);
    return { input, output };
  }

  it('copies every part it does not rewrite byte for byte, in the same order', async () => {
    const { input, output } = await write();
    const before = await rawEntries(input);
    const after = await rawEntries(output);
    expect(after.map((e) => e.name)).toEqual(before.map((e) => e.name));
    const rewritten = new Set(['xl/styles.xml', 'xl/worksheets/sheet1.xml', comments, vml]);
    for (const [i, entry] of before.entries()) {
      if (rewritten.has(entry.name)) continue;
      expect(after[i]?.local.equals(entry.local), `${entry.name} local header and data`).toBe(true);
      expect(after[i]?.central.equals(entry.central), `${entry.name} central record`).toBe(true);
    }
    expect(before.some((e) => e.name.includes('pivotTable'))).toBe(true);
    expect(before.some((e) => e.name.includes('charts/chart'))).toBe(true);
    expect(before.some((e) => e.name.includes('media/image'))).toBe(true);
  });

  it("keeps the sheet's data validations, conditional formats, merges and other columns as they were", async () => {
    const { input, output } = await write();
    const before = await partText(input, 'xl/worksheets/sheet1.xml');
    const after = await partText(output, 'xl/worksheets/sheet1.xml');
    for (const name of [
      'dataValidations',
      'conditionalFormatting',
      'mergeCells',
      'sheetViews',
      'pageMargins',
      'legacyDrawing',
    ]) {
      expect(element(after, name), name).toBe(element(before, name));
    }
    expect(after).toContain(`<dimension ref="A1:${c.fingerprint}250"/>`);
    const fp = String(first + 6);
    const hidden = [...after.matchAll(/<col\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => t.includes(`min="${fp}"`) && t.includes(`max="${fp}"`));
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatch(/hidden="1"/);
    expect(after).not.toMatch(new RegExp(`<c r="${c.errorMessage}3"[^>]*>\\s*<f>`));
    const stylesBefore = await partText(input, 'xl/styles.xml');
    const stylesAfter = await partText(output, 'xl/styles.xml');
    const xfsBefore = element(stylesBefore, 'cellXfs')?.replace(/^<cellXfs[^>]*>|<\/cellXfs>$/g, '') ?? '';
    expect(element(stylesAfter, 'cellXfs')).toContain(xfsBefore);
  });

  it.skipIf(!hasOpenpyxl)(
    'writes every rewritten part as well-formed, namespace-correct XML (skipped without /usr/bin/python3)',
    async () => {
      const { output } = await write();
      expect(
        malformedParts(output, ['xl/styles.xml', 'xl/worksheets/sheet1.xml', comments, vml, '[Content_Types].xml']),
      ).toEqual([]);
    },
  );

  it.skipIf(!hasOpenpyxl)(
    'changes no cell of any sheet but the two the user edited (skipped without /usr/bin/python3)',
    async () => {
      const { input, output } = await write();
      expect(changedCells(input, output)).toEqual([
        'Listings!B2: "Lakás 1 – erkéllyel" → "=Lakás 1 – új cím"',
        'Listings!D4: 49 → 62',
      ]);
    },
  );

  it.skipIf(!hasOpenpyxl)(
    'opens in openpyxl with results, notes, fills, the hidden fingerprint column, the pivot table and the image (skipped without /usr/bin/python3 + openpyxl)',
    async () => {
      const { output } = await write();
      const seen = python<Record<string, unknown>>(
        `
import json, sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb['Listings']
cell = lambda ref: [ws[ref].value if not hasattr(ws[ref].value, 'isoformat') else ws[ref].value.isoformat(), ws[ref].data_type]
print(json.dumps({
  'headers': [c.value for c in ws[1]],
  'G2': cell(sys.argv[2] + '2'), 'H2': cell(sys.argv[3] + '2'), 'K2': cell(sys.argv[6] + '2'), 'L2': cell(sys.argv[7] + '2'),
  'I3': cell(sys.argv[4] + '3'), 'J3': cell(sys.argv[5] + '3'), 'J250': cell(sys.argv[5] + '250'), 'G16': cell(sys.argv[2] + '16'),
  'H6': cell(sys.argv[3] + '6'), 'H20': cell('H20'),
  'A2': cell('A2'), 'C2fmt': ws['C2'].number_format,
  'hiddenL': ws.column_dimensions[sys.argv[7]].hidden, 'hiddenK': bool(ws.column_dimensions[sys.argv[6]].hidden), 'widthB': ws.column_dimensions['B'].width,
  'fillD5': ws['D5'].fill.fgColor.rgb, 'fillD4': ws['D4'].fill.fill_type, 'D5': ws['D5'].value, 'D4': cell('D4'), 'B2': cell('B2'),
  'noteD5': ws['D5'].comment.text if ws['D5'].comment else None,
  'noteB250': ws['B250'].comment.text if ws['B250'].comment else None,
  'noteB3': ws['B3'].comment.text if ws['B3'].comment else None,
  'validations': sorted(str(v.sqref) for v in ws.data_validations.dataValidation),
  'conditional': sorted(str(r.sqref) for r in ws.conditional_formatting),
  'names': sorted(n.name for n in wb.defined_names.definedName),
  'pivots': len(wb['Pivot']._pivots), 'images': len(wb['Chart']._images),
}))`,
        output,
        ...Object.values(c),
      );
      expect((seen.headers as unknown[]).filter((h) => h !== null)).toEqual([
        'Reference',
        'Title',
        'Price',
        'Area',
        'City',
        'Note',
        'Import status',
        'Service ID',
        'Error code',
        'Error message',
        'Imported at',
        'Import fingerprint',
      ]);
      expect((seen.headers as unknown[])[first]).toBe('Import status');
      expect(seen).toMatchObject({
        G2: ['created', 's'],
        H2: [5001, 'n'],
        // Imported at: text naming its time zone (docs/write-back.md, "Imported at").
        K2: [localTimestamp(IMPORTED_AT), 's'],
        L2: ['fp-2', 's'],
        I3: [409, 'n'],
        J3: ['=HYPERLINK("http://x") conflict', 's'],
        J250: ['+1 retry later', 's'],
        G16: ['created', 's'],
        H6: [5005, 'n'],
        H20: ['merged block', 's'],
        A2: ['REF-001', 's'],
        C2fmt: expect.stringMatching(/^#,##0 ?" ?Ft"$/),
        hiddenL: true,
        hiddenK: false,
        widthB: 30,
        fillD5: 'FFFFC7CE',
        fillD4: null,
        D5: 52,
        D4: [62, 'n'],
        B2: ['=Lakás 1 – új cím', 's'],
        noteB3: expect.stringContaining('An existing note that must survive.'),
        noteD5: expect.stringContaining('Area must be between 60 and 1000 (was 52)'),
        noteB250: expect.stringContaining('Title is required'),
        validations: ['D2:D200', 'E2:E200'],
        conditional: ['C2:C13'],
        names: ['LocalCities', 'PriceList'],
        pivots: 1,
        images: 1,
      });
    },
  );

  it.skipIf(!hasSoffice)('opens in LibreOffice, which shows the result values (skipped without soffice)', async () => {
    const { output } = await write();
    const lines = (await libreOfficeCsv(output)).split(/\r?\n/);
    const gap = ','.repeat(first - 6);
    expect(lines[0]).toBe(
      `Reference,Title,Price,Area,City,Note,${gap}Import status,Service ID,Error code,Error message,Imported at,Import fingerprint`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^REF-001,=Lakás 1 – új cím,.*,created,5001,,,${localTimestamp(IMPORTED_AT).replace('+', '\\+')},fp-2$`,
      ),
    );
    expect(lines[3]).toMatch(/^REF-003,.*,62,Budapest,/);
    expect(lines[2]).toMatch(/,failed,,409,"=HYPERLINK\(""http:\/\/x""\) conflict",,$/);
    expect(lines[15]).toBe(`,,,,,,${gap}created,5016,,,,`);
    expect(lines[19]).toMatch(/^,,,,,,,merged block,/);
    expect(lines[249]).toMatch(/,failed,,500,\+1 retry later,,$/);
  });
});
