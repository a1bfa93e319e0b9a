// Notes written onto workbooks openpyxl saved: its comments part sits at xl/comments/comment1.xml behind an absolute
// relationship target, which exceljs cannot load even before we write (exceljs#2797); Excel, LibreOffice and openpyxl can.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { convertWithLibreOffice, requireLibreOffice } from '../../support/resave-kit';
import { partText, python } from '../../fixtures/write-back/helpers';

const SHEET = 'Ingatlanok';

let dir = '';
beforeAll(() => {
  requireLibreOffice();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wb-openpyxl-notes-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A properties header row (row 2) under a title row, two listings; `userNote` puts the user's note on A2. */
function openpyxlWorkbook(file: string, userNote: boolean): void {
  python<null>(
    `
import json, sys, openpyxl
from openpyxl.comments import Comment
wb = openpyxl.Workbook(); ws = wb.active; ws.title = '${SHEET}'
ws.append(['Ingatlanok exportja'])
ws.append(['Cím [property.title]', 'Ár [price.price]', 'Város [property.city]'])
ws.append(['Lakás', 'sok', 'Budapest'])
ws.append(['Ház', 1000, 'Szeged'])
if sys.argv[2] == '1': ws['A2'].comment = Comment('Kérdezd meg Annát', 'Anna')
wb.save(sys.argv[1])
print(json.dumps(None))`,
    file,
    userNote ? '1' : '0',
  );
}

const RESULTS: SheetResults = {
  sheet: SHEET,
  headerRow: 2,
  notes: [{ row: 3, column: 2, message: 'Az ár nem szám' }],
  results: [
    { row: 3, status: 'invalid', errorMessage: 'Az ár nem szám' },
    { row: 4, status: 'created', serviceId: 7004, fingerprint: 'f4' },
  ],
};

async function writeOnto(input: string): Promise<string> {
  const output = path.join(dir, 'results.xlsx');
  const r = await writeResults({ input, output, sheets: [RESULTS] });
  if (!r.ok) throw new Error(r.error.message);
  return output;
}

/** Every note of the sheet as openpyxl reads it: `{ C3: 'author: text' }`. */
function openpyxlNotes(file: string): Record<string, string> {
  return python<Record<string, string>>(
    `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['${SHEET}']
print(json.dumps({c.coordinate: c.comment.author + ': ' + c.comment.text for r in ws.iter_rows() for c in r if c.comment}))`,
    file,
  );
}

/** The notes after LibreOffice opened the file and saved it again (it refuses or drops what it cannot read). */
async function notesThroughLibreOffice(file: string): Promise<Record<string, string>> {
  const profile = path.join(dir, 'profile');
  const { out } = await convertWithLibreOffice(profile, file, 'xlsx', dir, 'resaved.xlsx');
  return python<Record<string, string>>(
    `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['${SHEET}']
print(json.dumps({c.coordinate: c.comment.text for r in ws.iter_rows() for c in r if c.comment}))`,
    out,
  );
}

describe('notes written onto a workbook openpyxl saved', () => {
  it('without notes of its own: the output loads in exceljs, openpyxl and LibreOffice with our note', async () => {
    const input = path.join(dir, 'openpyxl.xlsx');
    openpyxlWorkbook(input, false);
    const output = await writeOnto(input);

    const wb = await new ExcelJS.Workbook().xlsx.readFile(output);
    const note = wb.getWorksheet(SHEET)?.getCell('C3').note;
    expect(JSON.stringify(note)).toContain('Az ár nem szám');
    expect(openpyxlNotes(output)).toEqual({ C3: 'Listing Importer: Listing Importer:\nAz ár nem szám' });
    expect(Object.keys(await notesThroughLibreOffice(output))).toEqual(['C3']);
    // Excel's own names and a target relative to the sheet's folder, as Excel and LibreOffice write them.
    expect(await partText(output, 'xl/worksheets/_rels/sheet1.xml.rels')).toContain('Target="../comments1.xml"');
  });

  it('with a note of the user: exceljs already refuses the original, the output keeps their note and adds ours', async () => {
    const input = path.join(dir, 'openpyxl-notes.xlsx');
    openpyxlWorkbook(input, true);
    // exceljs finds comments only in xl/commentsN.xml behind the target "../commentsN.xml": not our doing.
    await expect(new ExcelJS.Workbook().xlsx.readFile(input)).rejects.toThrow(/reading 'comments'/);
    const output = await writeOnto(input);

    expect(openpyxlNotes(output)).toEqual({
      A2: 'Anna: Kérdezd meg Annát',
      C3: 'Listing Importer: Listing Importer:\nAz ár nem szám',
    });
    const throughLibreOffice = await notesThroughLibreOffice(output);
    expect(Object.keys(throughLibreOffice).sort()).toEqual(['A2', 'C3']);
    expect(throughLibreOffice.A2).toContain('Kérdezd meg Annát');
    // The user's parts stay where openpyxl put them: one comments part, relationships and content types untouched.
    const rels = 'xl/worksheets/_rels/sheet1.xml.rels';
    expect(await partText(output, rels)).toBe(await partText(input, rels));
    expect(await partText(output, '[Content_Types].xml')).toBe(await partText(input, '[Content_Types].xml'));
    expect(await partText(output, 'xl/worksheets/sheet1.xml')).toMatch(/<legacyDrawing\b[^>]*r:id="anysvml"/);
  });
});
