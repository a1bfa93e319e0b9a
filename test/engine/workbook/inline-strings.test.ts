// Inline text (`t="inlineStr"`, as openpyxl's write-only mode and many exporters write every text cell) reads exactly
// as the same text kept in the shared strings: the scanner's quick path for plain inline cells changes nothing.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { SheetRowScanner } from '../../../src/engine/workbook/sheet-row-scanner';
import type { SheetRow } from '../../../src/engine/model/workbook-source';
import { buildXlsx } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

/** What a text cell may hold, as the XML inside `<is>` (inline) or `<si>` (shared) spells it. */
const TEXTS: readonly string[] = [
  '<t>lakás</t>',
  '<t>Világos, csendes, felújított lakás. Árvíztűrő tükörfúrógép, közel a metróhoz.</t>',
  '<t>Őrház utca 12.</t>',
  '<t xml:space="preserve">  szóközökkel  </t>',
  '<t>Tom &amp; Jerry &lt;3 &#x151;</t>',
  '<t>sor_x000D_vége és a_b</t>',
  '<t>két\r\nsor</t>',
  '<t>egy\nsor > más</t>',
  '<t/>',
  '<t></t>',
  '<r><t>Gyors </t></r><r><rPr><b/></rPr><t>eladó</t></r>',
  '<t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
  '<t><![CDATA[a <b> & c]]></t>',
  '<t>P-123456789012345</t>',
];

const COLUMNS = ['A', 'B', 'C'];
const ROWS = 600;

function sheetXml(cell: (text: number) => string): string {
  const rows: string[] = [];
  for (let r = 1; r <= ROWS; r++) {
    const cells = COLUMNS.map((col, c) => {
      const text = (r * 3 + c) % TEXTS.length;
      return `<c r="${col}${r}" ${cell(text)}</c>`;
    });
    rows.push(`<row r="${r}">${cells.join('')}<c r="D${r}" t="n"><v>${r}</v></c></row>`);
  }
  return `<sheetData>${rows.join('')}</sheetData>`;
}

const temp = useTempFolderPerTest('inline-strings-');

async function readRows(name: string, data: Buffer): Promise<SheetRow[]> {
  const file = path.join(temp.dir, name);
  await writeFile(file, data);
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const out: SheetRow[] = [];
  for await (const row of opened.value.rows('Lap')) out.push(row);
  await opened.value.close();
  return out;
}

describe('inline strings', () => {
  it('read cell for cell as the same texts in the shared strings', async () => {
    const inline = buildXlsx([{ name: 'Lap', body: sheetXml((t) => `t="inlineStr"><is>${TEXTS[t] ?? ''}</is>`) }]);
    const shared = buildXlsx([{ name: 'Lap', body: sheetXml((t) => `t="s"><v>${t}</v>`) }], {
      sharedStrings: TEXTS,
    });
    const fromInline = await readRows('inline.xlsx', inline);
    expect(fromInline).toHaveLength(ROWS);
    expect(fromInline[0]?.cells).toEqual(['  szóközökkel  ', 'Tom & Jerry <3 ő', 'sor\rvége és a_b', 1]);
    expect(fromInline).toEqual(await readRows('shared.xlsx', shared));
  });
});

function newScanner(): SheetRowScanner {
  return new SheetRowScanner({
    sheetName: 'Lap',
    sharedStrings: [],
    dateStyles: [],
    date1904: false,
    maxCellChars: 32_767,
    maxColumns: 16_384,
    maxRowsPerSheet: 1_048_576,
  });
}

/** The rows of `xml` fed to the scanner as its UTF-8 bytes (one character a byte), cut at each of `cuts`. */
function scannedAt(xml: string, cuts: readonly number[]): SheetRow[] {
  const bytes = Buffer.from(xml, 'utf8');
  const scanner = newScanner();
  const out: SheetRow[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    scanner.push(bytes.subarray(from, cut), out);
    from = cut;
  }
  scanner.finish(out);
  return out;
}

/** The rows of `xml` fed to the scanner in chunks of `size` bytes (the whole part at once for 0). */
function scanned(xml: string, size: number): SheetRow[] {
  const length = Buffer.byteLength(xml, 'utf8');
  const cuts: number[] = [];
  for (let i = size; size > 0 && i < length; i += size) cuts.push(i);
  return scannedAt(xml, cuts);
}

function worksheet(body: string): string {
  return `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${body}</worksheet>`;
}

describe('the scanner on inline strings', () => {
  it('reads the same rows whatever the chunks end on', () => {
    const xml = worksheet(sheetXml((t) => `t="inlineStr"><is>${TEXTS[t] ?? ''}</is>`));
    const whole = scanned(xml, 0);
    expect(whole).toHaveLength(ROWS);
    expect(whole[0]?.cells).toEqual(['  szóközökkel  ', 'Tom & Jerry <3 ő', 'sor\rvége és a_b', 1]);
    for (const size of [1, 6, 7, 13, 64, 997, 65_536]) expect(scanned(xml, size)).toEqual(whole);
  });
});

describe('the scanner on multi-byte characters', () => {
  // Two-, three- and four-byte characters in plain inline text, in text read the general way (escaped, rich, CDATA),
  // and in a formula's cached text: the part is cut between every two of its bytes.
  const cells = [
    `<c r="A1" t="inlineStr"><is><t>Árvíztűrő ő</t></is></c>`,
    `<c r="B1" t="inlineStr"><is><t>東京 😀 &amp; &#x151;</t></is></c>`,
    `<c r="C1" t="inlineStr"><is><r><t>ű</t></r><r><t>😀</t></r></is></c>`,
    `<c r="D1" t="inlineStr"><is><t><![CDATA[é<ő>]]></t></is></c>`,
    `<c r="E1" t="str"><f>A1</f><v>tükör 東</v></c>`,
    `<c r="F1" t="inlineStr"><is><t>ő</t></is></c>`,
  ];
  const xml = worksheet(
    `<sheetData><row r="1">${cells.join('')}</row><row r="2"><c r="A2"><v>7</v></c></row></sheetData>`,
  );
  const expected: SheetRow[] = [
    { number: 1, cells: ['Árvíztűrő ő', '東京 😀 & ő', 'ű😀', 'é<ő>', 'tükör 東', 'ő'], hidden: false },
    { number: 2, cells: [7], hidden: false },
  ];

  it('reads them whole wherever one chunk ends and the next begins', () => {
    expect(scannedAt(xml, [])).toEqual(expected);
    const length = Buffer.byteLength(xml, 'utf8');
    for (let cut = 1; cut < length; cut++) expect(scannedAt(xml, [cut]), `cut at byte ${cut}`).toEqual(expected);
  });

  it('reads them whole in chunks of 1 to 7 bytes', () => {
    for (let size = 1; size <= 7; size++) expect(scanned(xml, size), `chunks of ${size}`).toEqual(expected);
  });
});
