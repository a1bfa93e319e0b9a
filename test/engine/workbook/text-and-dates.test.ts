// Cell text as XML parsers give it (line ends, CDATA) and dates as Excel's calendar has them (t="d" cells, the 1900
// calendar before March 1900 with its phantom 29 February, the 1904 system), each checked against openpyxl's reading.
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { buildXlsx } from '../../support/test-zips';

const STYLES =
  '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'text-dates-'));
});

async function save(data: Buffer): Promise<string> {
  const p = path.join(dir, 'book.xlsx');
  await writeFile(p, data);
  return p;
}

async function cells(p: string): Promise<CellValue[][]> {
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  const out: CellValue[][] = [];
  for await (const row of opened.value.rows('Lap')) out.push([...row.cells]);
  await opened.value.close();
  return out;
}

/** What openpyxl reads from the first sheet: strings as they are, dates and times in ISO form, the rest as repr. */
function openpyxlCells(p: string): unknown[][] {
  const script =
    'import json, sys, openpyxl\n' +
    'ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]\n' +
    'show = lambda c: c if isinstance(c, str) or c is None else c.isoformat() if hasattr(c, "isoformat") else repr(c)\n' +
    'print(json.dumps([[show(c) for c in r] for r in ws.iter_rows(values_only=True)]))';
  const run = spawnSync('/usr/bin/python3', ['-c', script, p], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown[][];
}

function inline(ref: string, xmlText: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText}</t></is></c>`;
}

describe('line ends and CDATA in cell text', () => {
  const sheet =
    '<sheetData><row r="1">' +
    inline('A1', 'első\r\nmásodik') +
    inline('B1', 'régi Mac\rsor') +
    inline('C1', 'escape_x000D_&#13;marad\n') +
    '<c r="D1" t="inlineStr"><is><t><![CDATA[a < b && c > d </t> ]]>vége &amp; kész</t></is></c>' +
    '<c r="E1" t="s"><v>0</v></c><c r="F1" t="s"><v>1</v></c>' +
    '</row></sheetData>';
  const shared = ['<t>közös\r\nsor</t>', '<r><t><![CDATA[<b>félkövér</b>]]></t></r><r><t> &lt;vége&gt;</t></r>'];

  it('a literal CR LF or lone CR becomes LF, as an XML parser reads it; _x000D_ and &#13; stay CR', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: sheet }], { sharedStrings: shared, declareParts: true }));
    const [row] = await cells(p);
    expect(row?.slice(0, 3)).toEqual(['első\nmásodik', 'régi Mac\nsor', 'escape\r\rmarad\n']);
    expect(row?.[4]).toBe('közös\nsor');
  });

  it('CDATA sections in inline and shared strings are text, even when they hold markup', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: sheet }], { sharedStrings: shared, declareParts: true }));
    const [row] = await cells(p);
    expect(row?.[3]).toBe('a < b && c > d </t> vége & kész');
    expect(row?.[5]).toBe('<b>félkövér</b> <vége>');
  });

  it('reads the same text as openpyxl', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body: sheet }], { sharedStrings: shared, declareParts: true }));
    const [ours] = await cells(p);
    const [theirs] = openpyxlCells(p);
    // openpyxl keeps _x000D_ as written; everything else must agree.
    expect(ours?.filter((_v, i) => i !== 2)).toEqual(theirs?.filter((_v, i) => i !== 2));
  });
});

describe('CDATA that holds markup', () => {
  const fake = '</t></is></c></row><row r="99"><c r="A99"><v>1</v></c></row>';
  const body =
    `<sheetData>${inline('A1', 'Cím')}</row><row r="2"><c r="A2" t="inlineStr"><is><t><![CDATA[${fake}]]></t></is></c>` +
    `<c r="B2" t="str"><v><![CDATA[<b>&amp;</b>]]></v></c><c r="C2"><v><![CDATA[42]]></v></c></row><row r="3">${inline('A3', 'utolsó')}</row></sheetData>`;
  const expected = [['Cím'], [fake, '<b>&amp;</b>', 42], ['utolsó']];

  it('is text: a CDATA section with row and cell tags inside does not end the cell or start a row', async () => {
    const p = await save(
      buildXlsx([{ name: 'Lap', body: `<sheetData><row r="1">${body.slice('<sheetData>'.length)}` }]),
    );
    expect(await cells(p)).toEqual(expected);
  });

  it('is text whatever chunk boundaries cut its markers', async () => {
    const p = await save(
      buildXlsx([{ name: 'Lap', body: `<sheetData><row r="1">${body.slice('<sheetData>'.length)}` }]),
    );
    for (const split of [1, 2, 3, 5, 8]) {
      const opened = await openWorkbook(p, { readChunkBytes: 64, splitChunkBytes: split });
      if (!opened.ok) throw new Error(opened.error.message);
      const rows = [];
      for await (const row of opened.value.rows('Lap')) rows.push([...row.cells]);
      await opened.value.close();
      expect(rows).toEqual(expected);
    }
  });
});

describe('t="d" cells', () => {
  it('hold a date, a date-time or only a time, as the wall-clock value written', async () => {
    const body =
      '<sheetData><row r="1">' +
      '<c r="A1" t="d"><v>2024-03-15</v></c>' +
      '<c r="B1" t="d"><v>2024-03-15T10:30:00</v></c>' +
      '<c r="C1" t="d"><v>2024-03-15T10:30:00.250Z</v></c>' +
      '<c r="D1" t="d"><v>10:30:00</v></c>' +
      '<c r="E1" t="d"><v>2024-03-15T10:30:00+02:00</v></c>' +
      '<c r="F1" t="d"><v>nem dátum</v></c>' +
      '<c r="G1" t="d"><v>2023-02-29</v></c>' +
      '</row></sheetData>';
    const [row] = await cells(await save(buildXlsx([{ name: 'Lap', body }])));
    expect(row).toEqual([
      new Date(Date.UTC(2024, 2, 15)),
      new Date(Date.UTC(2024, 2, 15, 10, 30)),
      new Date(Date.UTC(2024, 2, 15, 10, 30, 0, 250)),
      // A time of day alone is the time on Excel's day 0, as a time-formatted number reads.
      new Date(Date.UTC(1899, 11, 31, 10, 30)),
      new Date(Date.UTC(2024, 2, 15, 10, 30)),
      'nem dátum',
      '2023-02-29',
    ]);
  });

  it('a time alone in the 1904 date system is on 1 January 1904', async () => {
    const body = '<sheetData><row r="1"><c r="A1" t="d"><v>08:15</v></c></row></sheetData>';
    const [row] = await cells(await save(buildXlsx([{ name: 'Lap', body }], { date1904: true })));
    expect(row).toEqual([new Date(Date.UTC(1904, 0, 1, 8, 15))]);
  });
});

describe("Excel's 1900 calendar", () => {
  const serials = [1, 2, 59, 60, 61, 60.5, 0.25];
  const body = `<sheetData><row r="1">${serials.map((v, i) => `<c r="${String.fromCharCode(65 + i)}1" s="${i === 5 ? 2 : 1}"><v>${v}</v></c>`).join('')}</row></sheetData>`;

  it("serial 1 is 1900-01-01 and 59 is 28 February; 60 is Excel's phantom 29 February, given as that text", async () => {
    const [row] = await cells(await save(buildXlsx([{ name: 'Lap', body }], { styles: STYLES, declareParts: true })));
    expect(row).toEqual([
      new Date(Date.UTC(1900, 0, 1)),
      new Date(Date.UTC(1900, 0, 2)),
      new Date(Date.UTC(1900, 1, 28)),
      '1900-02-29',
      new Date(Date.UTC(1900, 2, 1)),
      '1900-02-29 12:00:00',
      new Date(Date.UTC(1899, 11, 31, 6)),
    ]);
  });

  it('agrees with openpyxl on every real day before and after the phantom one', async () => {
    const p = await save(buildXlsx([{ name: 'Lap', body }], { styles: STYLES, declareParts: true }));
    const [ours] = await cells(p);
    const [theirs] = openpyxlCells(p);
    const real = [0, 1, 2, 4];
    expect(real.map((i) => (ours?.[i] as Date).toISOString().slice(0, 19))).toEqual(real.map((i) => theirs?.[i]));
  });

  it('a date-formatted number before day 0 or after 9999-12-31 stays a number, as Excel keeps it', async () => {
    const values = [-1, 2958465, 2958465.5, 2958466, 1e7];
    const row = `<row r="1">${values.map((v, i) => `<c r="${String.fromCharCode(65 + i)}1" s="1"><v>${v}</v></c>`).join('')}</row>`;
    const [ours] = await cells(
      await save(buildXlsx([{ name: 'Lap', body: `<sheetData>${row}</sheetData>` }], { styles: STYLES })),
    );
    expect(ours).toEqual([-1, new Date(Date.UTC(9999, 11, 31)), new Date(Date.UTC(9999, 11, 31, 12)), 2958466, 1e7]);
    const in1904 = `<sheetData><row r="1"><c r="A1" s="1"><v>2957003</v></c><c r="B1" s="1"><v>2957004</v></c></row></sheetData>`;
    const [late] = await cells(
      await save(buildXlsx([{ name: 'Lap', body: in1904 }], { styles: STYLES, date1904: true })),
    );
    expect(late).toEqual([new Date(Date.UTC(9999, 11, 31)), 2957004]);
  });

  it('the 1904 system starts at 1 January 1904 and has no phantom day', async () => {
    const styles = STYLES;
    const body60 = '<sheetData><row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1" s="1"><v>60</v></c></row></sheetData>';
    const [row] = await cells(await save(buildXlsx([{ name: 'Lap', body: body60 }], { styles, date1904: true })));
    expect(row).toEqual([new Date(Date.UTC(1904, 0, 1)), new Date(Date.UTC(1904, 2, 1))]);
  });
});
