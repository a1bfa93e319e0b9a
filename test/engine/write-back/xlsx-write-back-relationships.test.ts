// Write-back finds the sheets the way the reader does: relationship targets URI-decoded, namespaces as declared.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { partText } from '../../fixtures/write-back/helpers';
import { buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-rels-');

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_PART = 'xl/worksheets/Listings sheet.xml';
const SHEET_DATA =
  '<x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Ref</x:t></x:is></x:c></x:row>' +
  '<x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t>R2</x:t></x:is></x:c></x:row></x:sheetData>';

/**
 * A package as other writers leave it: the sheet's part name has a space, which its relationship spells URI-encoded
 * (`Listings%20sheet.xml`), and the workbook and relationships parts bind their namespaces to prefixes.
 */
function otherWritersPackage(): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><pr:Relationships xmlns:pr="${PKG}"><pr:Relationship Id="rId1" Type="${REL}/officeDocument" Target="/xl/workbook.xml"/></pr:Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><x:workbook xmlns:x="${MAIN}" xmlns:r="${REL}"><x:sheets><x:sheet name="Listings &amp; co" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><pr:Relationships xmlns:pr="${PKG}"><pr:Relationship Id="rId7" Type="${REL}/worksheet" Target="worksheets/Listings%20sheet.xml"/></pr:Relationships>`,
    },
    {
      name: SHEET_PART,
      data: `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${MAIN}">${SHEET_DATA}</x:worksheet>`,
    },
  ]);
}

describe('relationships as other writers spell them', () => {
  it('writes into a sheet whose relationship target is URI-encoded, the part the reader reads', async () => {
    const input = path.join(temp.dir, 'in.xlsx');
    await writeFile(input, otherWritersPackage());
    const opened = await openWorkbook(input);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.sheets.map((s) => s.name)).toEqual(['Listings & co']);
    await opened.value.close();

    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({
      input,
      output,
      sheets: [{ sheet: 'Listings & co', headerRow: 1, results: [{ row: 2, status: 'created' }], notes: [] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.partsRewritten).toContain(SHEET_PART);
    expect(await partText(output, SHEET_PART)).toContain('<x:t xml:space="preserve">created</x:t>');
  });
});
