// Zip layouts that real writers produce less often: zip64 end records and stored (uncompressed) sheets.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import { buildXlsx } from '../../support/test-zips';

const body =
  '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Őrház utca</t></is></c></row></sheetData>';

it.each([
  ['zip64 end records', { zip64: true }],
  ['a stored sheet', { stored: true }],
])('reads a workbook with %s', async (_name, options) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zip-'));
  const p = path.join(dir, 'book.xlsx');
  await writeFile(p, buildXlsx([{ name: 'Lap', body }], options));
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  const table = await readTable(opened.value, 'Lap');
  await opened.value.close();
  if (!table.ok) throw new Error(table.error.message);
  expect(table.value.rows).toEqual([{ number: 2, hidden: false, cells: ['Őrház utca'] }]);
});
