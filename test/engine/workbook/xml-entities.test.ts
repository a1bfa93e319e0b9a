import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import { buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

// Hostile XML in a workbook (docs/security.md): a DOCTYPE's entities are never expanded nor fetched.
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006';

const temp = useTempFolderPerTest('xml-entities-');

/** A one-sheet workbook whose sheet and shared strings start with `doctype` (before their root element). */
async function workbookWith(doctype: string, sheetData: string, strings: readonly string[]): Promise<string> {
  const types =
    `<?xml version="1.0"?><Types xmlns="${PACKAGE}/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/>` +
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SML}.worksheet+xml"/>` +
    `<Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/></Types>`;
  const rootRels =
    `<?xml version="1.0"?><Relationships xmlns="${PACKAGE}/relationships">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook =
    `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
    '<sheet name="Ingatlanok" sheetId="1" r:id="rId1"/></sheets></workbook>';
  const rels =
    `<?xml version="1.0"?><Relationships xmlns="${PACKAGE}/relationships">` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  const sheet =
    `<?xml version="1.0"?>${doctype}<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData>` + '</worksheet>';
  const items = strings.map((s) => `<si><t>${s}</t></si>`).join('');
  const sst = `<?xml version="1.0"?>${doctype}<sst xmlns="${MAIN}">${items}</sst>`;
  const p = path.join(temp.dir, 'book.xlsx');
  await writeFile(
    p,
    buildZip([
      { name: '[Content_Types].xml', data: types },
      { name: '_rels/.rels', data: rootRels },
      { name: 'xl/workbook.xml', data: workbook },
      { name: 'xl/_rels/workbook.xml.rels', data: rels },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
      { name: 'xl/sharedStrings.xml', data: sst },
    ]),
  );
  return p;
}

async function cellTexts(p: string): Promise<unknown[]> {
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  try {
    const table = await readTable(opened.value, 'Ingatlanok');
    if (!table.ok) throw new Error(table.error.message);
    return [...table.value.columns.map((c) => c.header), ...table.value.rows.flatMap((r) => r.cells)];
  } finally {
    await opened.value.close();
  }
}

const HEADER = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Leírás</t></is></c></row>';

it('leaves a "billion laughs" entity as the literal text, without expanding it', async () => {
  const levels = Array.from({ length: 9 }, (_v, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
  const doctype = `<!DOCTYPE lolz [<!ENTITY l0 "lol">${levels}]>`;
  const row = '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>&l9;</t></is></c></row>';
  const texts = await cellTexts(await workbookWith(doctype, HEADER + row, ['Cím', '&l9;&l8;']));
  expect(texts).toEqual(['Cím', 'Leírás', '&l9;&l8;', '&l9;']);
});

it('never fetches an external entity or DTD, from a file or over the network', async () => {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.end('SECRET');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const doctype =
      `<!DOCTYPE x SYSTEM "${url}/dtd" [<!ENTITY file SYSTEM "file:///etc/passwd">` +
      `<!ENTITY web SYSTEM "${url}/entity"><!ENTITY % p SYSTEM "${url}/param"> %p;]>`;
    const row = '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>&file;&web;</t></is></c></row>';
    const texts = await cellTexts(await workbookWith(doctype, HEADER + row, ['Cím', '&web;']));
    expect(texts).toEqual(['Cím', 'Leírás', '&web;', '&file;&web;']);
    expect(JSON.stringify(texts)).not.toContain('root:');
    expect(asked).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

it('still decodes the predefined entities and character references', async () => {
  const text = '&lt;b&gt; &amp; &#8364; &#x151;';
  const row = `<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><t>${text}</t></is></c></row>`;
  const texts = await cellTexts(await workbookWith('', HEADER + row, ['Cím', '&quot;A&apos;']));
  expect(texts).toEqual(['Cím', 'Leírás', '"A\'', '<b> & € ő']);
});
