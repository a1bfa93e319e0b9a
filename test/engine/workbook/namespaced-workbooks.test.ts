// Workbooks whose SpreadsheetML is bound to a prefix (`<x:worksheet>`, `<x:c>`), as the .NET Open XML SDK, older
// ClosedXML and many CRM exports write them: read by namespace, cell for cell as the unprefixed form.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { SheetRow, WorkbookSource } from '../../../src/engine/model/workbook-source';
import { buildZip } from '../../support/test-zips';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'namespaced-'));
});

async function open(data: Buffer): Promise<WorkbookSource> {
  const p = path.join(dir, 'sdk.xlsx');
  await writeFile(p, data);
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function rowsOf(source: WorkbookSource, sheet: string): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of source.rows(sheet)) out.push(row);
  return out;
}

interface Spelling {
  /** Prefix of SpreadsheetML elements, e.g. `x:`, and the declaration that binds it. */
  readonly p: string;
  readonly declare: string;
  /** Prefix of the package's relationship and content-type elements. */
  readonly r: string;
  readonly declareRel: string;
  readonly declareCt: string;
}

/** The .NET Open XML SDK's own spelling: `x:` for SpreadsheetML, absolute relationship targets, generated ids. */
const SDK: Spelling = {
  p: 'x:',
  declare: `xmlns:x="${MAIN}"`,
  r: '',
  declareRel: `xmlns="${PKG_REL}"`,
  declareCt: `xmlns="${CT}"`,
};
/** Every part prefixed, the default namespace bound to something else, relationships and content types prefixed. */
const ALL_PREFIXED: Spelling = {
  p: 's:',
  declare: `xmlns="urn:other" xmlns:s='${MAIN}'`,
  r: 'pr:',
  declareRel: `xmlns:pr="${PKG_REL}"`,
  declareCt: `xmlns:ct="${CT}"`,
};

function prefixedWorkbook(s: Spelling): Buffer {
  const { p, r } = s;
  const ct = s.declareCt.startsWith('xmlns:ct') ? 'ct:' : '';
  const contentTypes =
    `<?xml version="1.0" encoding="utf-8"?><${ct}Types ${s.declareCt}>` +
    `<${ct}Default Extension="xml" ContentType="application/xml"/>` +
    `<${ct}Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<${ct}Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
    `</${ct}Types>`;
  const rootRels =
    `<?xml version="1.0" encoding="utf-8"?><${r}Relationships ${s.declareRel}>` +
    `<${r}Relationship Type="${REL}/officeDocument" Target="/xl/workbook.xml" Id="R7f1e"/></${r}Relationships>`;
  const workbook =
    `<?xml version="1.0" encoding="utf-8"?><${p}workbook xmlns:r="${REL}" ${s.declare}>` +
    `<${p}workbookPr date1904="false"/><${p}sheets><${p}sheet name="Ingatlanok" sheetId="1" r:id="R2b3c"/>` +
    `<${p}sheet name="Üres" sheetId="2" r:id="R9a0b"/></${p}sheets></${p}workbook>`;
  const workbookRels =
    `<?xml version="1.0" encoding="utf-8"?><${r}Relationships ${s.declareRel}>` +
    `<${r}Relationship Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml" Id="R2b3c"/>` +
    `<${r}Relationship Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml" Id="R9a0b"/>` +
    `<${r}Relationship Type="${REL}/styles" Target="/xl/styles.xml" Id="Rs1"/>` +
    `<${r}Relationship Type="${REL}/sharedStrings" Target="/xl/sharedStrings.xml" Id="Rss"/></${r}Relationships>`;
  const strings = ['Ajánlat', 'Cím', 'Ár', 'Átadás', 'Váci út 1.'];
  const sharedStrings =
    `<?xml version="1.0" encoding="utf-8"?><${p}sst ${s.declare} count="5" uniqueCount="5">` +
    strings.map((t) => `<${p}si><${p}t xml:space="preserve">${t}</${p}t></${p}si>`).join('') +
    `<${p}si><${p}r><${p}t>Gyors </${p}t></${p}r><${p}r><${p}rPr><${p}b/></${p}rPr><${p}t>eladó</${p}t></${p}r></${p}si></${p}sst>`;
  const styles =
    `<?xml version="1.0" encoding="utf-8"?><${p}styleSheet ${s.declare}><${p}numFmts count="1">` +
    `<${p}numFmt numFmtId="164" formatCode="yyyy.mm.dd"/></${p}numFmts><${p}cellXfs count="2"><${p}xf numFmtId="0"/>` +
    `<${p}xf numFmtId="164" applyNumberFormat="1"/></${p}cellXfs></${p}styleSheet>`;
  const sheet1 =
    `<?xml version="1.0" encoding="utf-8"?><${p}worksheet ${s.declare}><${p}sheetPr/>` +
    `<${p}cols><${p}col min="4" max="4" width="12" hidden="1" customWidth="1"/></${p}cols><${p}sheetData>` +
    `<${p}row r="1"><${p}c r="A1" t="s"><${p}v>0</${p}v></${p}c></${p}row>` +
    `<${p}row r="2"><${p}c r="A2" t="s"><${p}v>1</${p}v></${p}c><${p}c r="B2" t="s"><${p}v>2</${p}v></${p}c>` +
    `<${p}c r="C2" t="s"><${p}v>3</${p}v></${p}c><${p}c r="D2" t="inlineStr"><${p}is><${p}t>Rejtett</${p}t></${p}is></${p}c></${p}row>` +
    `<${p}row r="3"><${p}c r="A3" t="s"><${p}v>4</${p}v></${p}c><${p}c r="B3"><${p}v>45000000</${p}v></${p}c>` +
    `<${p}c r="C3" s="1"><${p}v>45366</${p}v></${p}c><${p}c r="D3" t="b"><${p}v>1</${p}v></${p}c></${p}row>` +
    `<${p}row r="4"><${p}c r="A4" t="s"><${p}v>5</${p}v></${p}c><${p}c r="B4"><${p}f>B3*2</${p}f><${p}v>90000000</${p}v></${p}c>` +
    `<${p}c r="C4" t="str"><${p}f>"x"</${p}f><${p}v>x &amp; y</${p}v></${p}c></${p}row>` +
    `</${p}sheetData><${p}mergeCells count="1"><${p}mergeCell ref="A1:C1"/></${p}mergeCells></${p}worksheet>`;
  const sheet2 = `<?xml version="1.0" encoding="utf-8"?><${p}worksheet ${s.declare}><${p}sheetData/></${p}worksheet>`;
  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rootRels },
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: workbookRels },
    { name: 'xl/sharedStrings.xml', data: sharedStrings },
    { name: 'xl/styles.xml', data: styles },
    { name: 'xl/worksheets/sheet1.xml', data: sheet1 },
    { name: 'xl/worksheets/sheet2.xml', data: sheet2 },
  ]);
}

const EXPECTED_ROWS = [
  { number: 1, hidden: false, cells: ['Ajánlat'] },
  { number: 2, hidden: false, cells: ['Cím', 'Ár', 'Átadás', 'Rejtett'] },
  { number: 3, hidden: false, cells: ['Váci út 1.', 45000000, new Date(Date.UTC(2024, 2, 15)), true] },
  { number: 4, hidden: false, cells: ['Gyors eladó', 90000000, 'x & y'] },
];

/** The namespace declared twice on each root, as the default and as `x:`, and the elements spelled with `x:`. */
const BOTH_DECLARED: Spelling = { ...SDK, declare: `xmlns="${MAIN}" xmlns:x="${MAIN}"` };

describe.each([
  ['the .NET Open XML SDK spelling (x:)', SDK],
  ['every part prefixed, the default namespace bound elsewhere', ALL_PREFIXED],
  ['x: elements under a root that also declares the default namespace', BOTH_DECLARED],
])('a workbook written with %s', (_title, spelling) => {
  it('lists its sheets and reads every cell: shared and rich text, numbers, formulas, dates by style, booleans', async () => {
    const source = await open(prefixedWorkbook(spelling));
    expect(source.sheets.map((s) => s.name)).toEqual(['Ingatlanok', 'Üres']);
    expect(await rowsOf(source, 'Ingatlanok')).toEqual(EXPECTED_ROWS);
    expect(await rowsOf(source, 'Üres')).toEqual([]);
    await source.close();
  });

  it('finds the merged title and the hidden column, so the table starts under the real header', async () => {
    const source = await open(prefixedWorkbook(spelling));
    expect(await source.layout('Ingatlanok')).toEqual({ hiddenColumns: new Set([3]), merges: ['A1:C1'] });
    const table = await readTable(source, 'Ingatlanok');
    await source.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.headerRow).toBe(2);
    expect(table.value.columns.map((c) => [c.letter, c.header, c.hidden])).toEqual([
      ['A', 'Cím', false],
      ['B', 'Ár', false],
      ['C', 'Átadás', false],
      ['D', 'Rejtett', true],
    ]);
    expect(table.value.rows.map((r) => r.number)).toEqual([3, 4]);
  });
});

describe('prefixes are taken from the namespace, not from a fixed spelling', () => {
  it('a prefix that is not bound to SpreadsheetML is not read as cells', async () => {
    // `<x:c>` here belongs to another namespace; the sheet's own cells are unprefixed.
    const body =
      `<worksheet xmlns="${MAIN}" xmlns:x="urn:not-spreadsheetml"><sheetData><row r="1">` +
      '<c r="A1" t="inlineStr"><is><t>Cím</t></is></c><x:c r="B1"><x:v>7</x:v></x:c></row></sheetData></worksheet>';
    const zip = buildZip([
      {
        name: '_rels/.rels',
        data: `<Relationships xmlns="${PKG_REL}"><Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Lap" sheetId="1" r:id="r1"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships xmlns="${PKG_REL}"><Relationship Id="r1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      { name: 'xl/worksheets/sheet1.xml', data: body },
    ]);
    const source = await open(zip);
    expect(await rowsOf(source, 'Lap')).toEqual([{ number: 1, hidden: false, cells: ['Cím'] }]);
    await source.close();
  });
});

describe('several spellings of SpreadsheetML in one part', () => {
  it('shared string items that bind the namespace to their own prefix, in an unprefixed table, and prefixed relationships', async () => {
    const items =
      ['Cím', 'Ár'].map((t) => `<x:si xmlns:x="${MAIN}"><t>${t}</t></x:si>`).join('') +
      `<si><t>egy</t></si><y:si xmlns:y="${MAIN}"><y:t>kettő</y:t></y:si>`;
    const zip = buildZip([
      {
        name: '_rels/.rels',
        data: `<pr:Relationships xmlns:pr="${PKG_REL}"><pr:Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></pr:Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><x:sheet xmlns:x="${MAIN}" name="Lap" sheetId="1" r:id="a"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships xmlns="${PKG_REL}"><pr:Relationship xmlns:pr="${PKG_REL}" Id="a" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="s" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      },
      { name: 'xl/sharedStrings.xml', data: `<sst xmlns="${MAIN}" count="4">${items}</sst>` },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<ss:worksheet xmlns:ss="${MAIN}"><ss:sheetData><ss:row r="1"><ss:c r="A1" t="s"><ss:v>0</ss:v></ss:c><ss:c r="B1" t="s"><ss:v>1</ss:v></ss:c></ss:row><ss:row r="2"><ss:c r="A2" t="s"><ss:v>2</ss:v></ss:c><ss:c r="B2" t="s"><ss:v>3</ss:v></ss:c></ss:row></ss:sheetData></ss:worksheet>`,
      },
    ]);
    const source = await open(zip);
    expect(source.sheets.map((s) => s.name)).toEqual(['Lap']);
    expect((await rowsOf(source, 'Lap')).map((r) => r.cells)).toEqual([
      ['Cím', 'Ár'],
      ['egy', 'kettő'],
    ]);
    await source.close();
  });
});

describe('a sheet that spells SpreadsheetML in several ways', () => {
  it('rows redeclaring the default namespace under an x: root, and cells with a prefix of their own, are all read', async () => {
    const rows =
      `<row xmlns="${MAIN}" r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c>` +
      `<y:c xmlns:y="${MAIN}" r="B1" t="inlineStr"><y:is><y:t>Ár</y:t></y:is></y:c></row>` +
      `<x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t>Váci út 1.</x:t></x:is></x:c><x:c r="B2"><x:v>100</x:v></x:c></x:row>`;
    const zip = buildZip([
      {
        name: '_rels/.rels',
        data: `<Relationships xmlns="${PKG_REL}"><Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Lap" sheetId="1" r:id="a"/></sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: `<Relationships xmlns="${PKG_REL}"><Relationship Id="a" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>${rows}</x:sheetData></x:worksheet>`,
      },
    ]);
    const p = path.join(dir, 'mixed.xlsx');
    await writeFile(p, zip);
    for (const options of [{}, { readChunkBytes: 64, splitChunkBytes: 3 }]) {
      const opened = await openWorkbook(p, options);
      if (!opened.ok) throw new Error(opened.error.message);
      expect((await rowsOf(opened.value, 'Lap')).map((r) => r.cells)).toEqual([
        ['Cím', 'Ár'],
        ['Váci út 1.', 100],
      ]);
      await opened.value.close();
    }
  });
});
