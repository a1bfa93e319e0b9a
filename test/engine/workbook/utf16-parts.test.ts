// XML parts stored as UTF-16 (ECMA-376 Part 2 §8.1.4 allows it; openpyxl reads them): read as their UTF-8 twins,
// and written back with the rewritten sheet in UTF-8 and every part the write-back leaves alone byte for byte.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { ReaderOptions } from '../../../src/engine/ooxml/reader-options';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { RESULT_HEADERS_HU } from '../../../src/engine/model/result-headers';
import { Utf16ToUtf8 } from '../../../src/engine/ooxml/xml-part-encoding';
import { changedCells, openpyxlCells, partText, rawEntries } from '../../fixtures/write-back/helpers';
import { buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const temp = useTempFolderPerTest('utf16-parts-');

type Encoding = 'utf8' | 'utf16le' | 'utf16be' | 'utf16le-no-bom';

function encode(xml: string, encoding: Encoding): Buffer {
  if (encoding === 'utf8') return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${xml}`, 'utf8');
  const declared = `<?xml version="1.0" encoding="UTF-16"?>${xml}`;
  const le = Buffer.from(encoding === 'utf16le-no-bom' ? declared : `\ufeff${declared}`, 'utf16le');
  return encoding === 'utf16be' ? Buffer.from(le).swap16() : le;
}

const SHEET =
  `<worksheet xmlns="${MAIN}"><sheetData>` +
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
  '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>42000000</v></c></row>' +
  '<row r="3"><c r="A3" t="inlineStr"><is><t>Győr 😀 ő</t></is></c><c r="B3"><v>7</v></c></row>' +
  '</sheetData></worksheet>';
const STRINGS = `<sst xmlns="${MAIN}" count="3" uniqueCount="3"><si><t>Ref</t></si><si><t>Ár</t></si><si><t>Fő utca 1</t></si></sst>`;

function workbook(sheetEncoding: Encoding, stringsEncoding: Encoding, workbookEncoding: Encoding = 'utf8'): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: encode(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SML}.worksheet+xml"/>` +
          `<Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/></Types>`,
        'utf8',
      ),
    },
    {
      name: '_rels/.rels',
      data: encode(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        'utf8',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: encode(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Adatok" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        workbookEncoding,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: encode(
        `<Relationships xmlns="${PKG_REL}">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        'utf8',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: encode(SHEET, sheetEncoding), stored: true },
    { name: 'xl/sharedStrings.xml', data: encode(STRINGS, stringsEncoding) },
  ]);
}

async function cellsOf(file: Buffer, options: ReaderOptions = {}): Promise<(readonly CellValue[])[]> {
  const p = path.join(temp.dir, `in-${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(p, file);
  const opened = await openWorkbook(p, options);
  if (!opened.ok) throw new Error(opened.error.message);
  const rows: (readonly CellValue[])[] = [];
  for await (const row of opened.value.rows('Adatok')) rows.push(row.cells);
  await opened.value.close();
  return rows;
}

describe('UTF-16 XML parts', () => {
  it('reads a UTF-16 LE sheet and UTF-16 BE shared strings as their UTF-8 twins', async () => {
    const expected = await cellsOf(workbook('utf8', 'utf8'));
    expect(expected.map((r) => r[0])).toEqual(['Ref', 'Fő utca 1', 'Győr 😀 ő']);
    expect(await cellsOf(workbook('utf16le', 'utf16be'))).toEqual(expected);
    expect(await cellsOf(workbook('utf16be', 'utf16le', 'utf16le-no-bom'))).toEqual(expected);
  });

  it('completes characters and the declaration split across the smallest chunks', async () => {
    const expected = await cellsOf(workbook('utf8', 'utf8'));
    const small = { readChunkBytes: 64, splitChunkBytes: 3 };
    expect(await cellsOf(workbook('utf16be', 'utf16le'), small)).toEqual(expected);
    const t = new Utf16ToUtf8('be');
    const bytes = encode('<a>😀ő</a>', 'utf16be');
    const parts = [...bytes].map((b) => t.write(Buffer.from([b])));
    expect(Buffer.concat([...parts, t.end()]).toString('utf8')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><a>😀ő</a>',
    );
  });

  it('writes results into a UTF-16 sheet as UTF-8, leaving the UTF-16 shared strings byte for byte', async () => {
    const input = path.join(temp.dir, 'utf16.xlsx');
    await writeFile(input, workbook('utf16le', 'utf16be'));
    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({
      input,
      output,
      sheets: [{ sheet: 'Adatok', headerRow: 1, notes: [], results: [{ row: 2, status: 'created', serviceId: 9 }] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(changedCells(input, output)).toEqual([]);
    // `Ár` is a Hungarian header: the result columns follow the sheet's language.
    expect(openpyxlCells(output).Adatok).toMatchObject({ A3: 'Győr 😀 ő', C1: RESULT_HEADERS_HU.status, D2: 9 });
    const sheet = await partText(output, 'xl/worksheets/sheet1.xml');
    expect(sheet.startsWith('<?xml version="1.0" encoding="UTF-8"?><worksheet')).toBe(true);
    const raw = async (file: string): Promise<unknown> =>
      (await rawEntries(file)).find((e) => e.name === 'xl/sharedStrings.xml');
    expect(await raw(output)).toEqual(await raw(input));
  });
});
