// Inline text (`t="inlineStr"`, as openpyxl's write-only mode and many exporters write every text cell) reads exactly
// as the same text kept in the shared strings: the scanner's quick path for plain inline cells changes nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { SheetRowScanner } from '../../../src/engine/workbook/sheet-row-scanner';
import type { SheetRow } from '../../../src/engine/model/workbook-source';
import { buildXlsx } from '../../support/test-zips';

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

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inline-strings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readRows(name: string, data: Buffer): Promise<SheetRow[]> {
  const file = path.join(dir, name);
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

/** The rows of `xml` fed to the scanner in chunks of `size` characters (the whole text at once for 0). */
function scanned(xml: string, size: number): SheetRow[] {
  const scanner = new SheetRowScanner({
    sheetName: 'Lap',
    sharedStrings: [],
    dateStyles: [],
    date1904: false,
    maxCellChars: 32_767,
    maxColumns: 16_384,
    maxRowsPerSheet: 1_048_576,
  });
  const out: SheetRow[] = [];
  const step = size === 0 ? xml.length : size;
  for (let i = 0; i < xml.length; i += step) scanner.push(xml.slice(i, i + step), out);
  scanner.finish(out);
  return out;
}

describe('the scanner on inline strings', () => {
  it('reads the same rows whatever the chunks end on', () => {
    const body = sheetXml((t) => `t="inlineStr"><is>${TEXTS[t] ?? ''}</is>`);
    const xml = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${body}</worksheet>`;
    const whole = scanned(xml, 0);
    expect(whole).toHaveLength(ROWS);
    for (const size of [1, 6, 7, 13, 64, 997, 65_536]) expect(scanned(xml, size)).toEqual(whole);
  });
});
