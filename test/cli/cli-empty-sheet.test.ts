// An empty sheet beside the table: the command line and the app give one reason, the engine's (docs/messages.md).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { readSheetTables } from '../../src/engine/pipeline/read-sheet-tables';
import { SHEET_TABLE_MESSAGES } from '../../src/engine/pipeline/sheet-table-messages';
import { openWorkbook } from '../../src/engine/workbook/open-workbook';
import { captureIo } from '../support/cli-io-kit';
import { buildXlsx } from '../support/test-zips';

const TABLE =
  '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c><c r="B1" t="inlineStr"><is><t>Ár</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>Váci út 1.</t></is></c><c r="B2"><v>100</v></c></row></sheetData>';

async function workbook(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'empty-sheet-'));
  const p = path.join(dir, 'ures-lappal.xlsx');
  await writeFile(
    p,
    buildXlsx([
      { name: 'Lakások', body: TABLE },
      { name: 'Jegyzetek', body: '<sheetData/>' },
    ]),
  );
  return p;
}

describe('an empty sheet beside the table', () => {
  it('is set aside by the engine with the one reason both sides show, in both languages', async () => {
    const opened = await openWorkbook(await workbook());
    if (!opened.ok) throw new Error(opened.error.message);
    const read = await readSheetTables(opened.value);
    await opened.value.close();
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.empty.map((e) => [e.sheet.name, e.reason])).toEqual([
      ['Jegyzetek', { en: 'it is empty', hu: 'üres' }],
    ]);
    expect(read.value.empty[0]?.reason).toEqual(SHEET_TABLE_MESSAGES.emptySheet);
  });

  it('is listed by the CLI map command in the words of its other sheets not read', async () => {
    const text = captureIo();
    expect(await runMapCommand(await workbook(), {}, text.io)).toBe(0);
    expect(text.out).toContain('Jegyzetek (not imported): Sheet "Jegyzetek" is not read: it is empty.');
  });
});
