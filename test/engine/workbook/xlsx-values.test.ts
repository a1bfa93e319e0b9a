// Cell values as the sheet XML spells them: every cell type, date formats and systems, escapes in shared strings.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { excelSerialToDate } from '../../../src/engine/workbook/excel-date';
import { isDateFormatCode, parseDateStyles } from '../../../src/engine/ooxml/number-formats';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { parseSharedStrings } from '../../../src/engine/workbook/shared-strings';
import type { SheetRow } from '../../../src/engine/model/workbook-source';
import { textRuns } from '../../../src/engine/ooxml/xml-text';
import { buildXlsx } from '../../support/test-zips';

const STYLES = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy\\.mm\\.dd"/><numFmt numFmtId="165" formatCode="#,##0 &quot;Ft&quot;"/><numFmt numFmtId="166" formatCode="[$-40E]mmmm d."/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164"/><xf numFmtId="165"></xf><xf numFmtId="166"/></cellXfs></styleSheet>`;

async function rows(data: Buffer, sheet = 'Lap'): Promise<SheetRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'values-'));
  const p = path.join(dir, 'v.xlsx');
  await writeFile(p, data);
  const opened = await openWorkbook(p);
  if (!opened.ok) throw new Error(opened.error.message);
  const out: SheetRow[] = [];
  for await (const r of opened.value.rows(sheet)) out.push(r);
  await opened.value.close();
  return out;
}

describe('xlsx cell values', () => {
  it('reads every cell type, dates by style, formulas by their cached value', async () => {
    const body =
      `<sheetData><row r="2" spans="1:12">` +
      `<c r="A2" t="s"><v>0</v></c>` +
      `<c r="B2" t="s"><v>1</v></c>` +
      `<c r="C2" t="inlineStr"><is><r><t>Gyors </t></r><r><rPr><b/></rPr><t>eladó</t></r></is></c>` +
      `<c r="D2" t="str"><f>A2&amp;"x"</f><v>Tégla &amp; x</v></c>` +
      `<c r="E2" t="b"><v>1</v></c>` +
      `<c r="F2" t="e"><f>#REF!+1</f><v>#REF!</v></c>` +
      `<c r="G2" s="1"><v>45366</v></c>` +
      `<c r="H2" s="2"><v>45366.5</v></c>` +
      `<c r="I2" s="3"><v>45000000</v></c>` +
      `<c r="J2"><f>1/0</f></c>` +
      `<c r="K2" s="4"/>` +
      `<c r="L2" t="d"><v>2024-03-15T10:00:00</v></c>` +
      `</row><row r="3" hidden="1"><c r="C3"><v>-1.5E-3</v></c></row><row r="4"/></sheetData>`;
    const shared = [
      'Árvíztűrő _x000D_&#10;tükör &lt;&gt;&amp;&quot;&apos; &#x151;',
      '<r><t xml:space="preserve">  eladó </t></r><r><t>ház</t></r><rPh sb="0" eb="1"><t>PHON</t></rPh>',
    ];
    const result = await rows(buildXlsx([{ name: 'Lap', body }], { sharedStrings: shared, styles: STYLES }));
    expect(result).toEqual([
      {
        number: 2,
        hidden: false,
        cells: [
          'Árvíztűrő \r\ntükör <>&"\' ő',
          '  eladó ház',
          'Gyors eladó',
          'Tégla & x',
          true,
          { error: '#REF!' },
          new Date(Date.UTC(2024, 2, 15)),
          new Date(Date.UTC(2024, 2, 15, 12)),
          45000000,
          null,
          null,
          new Date(Date.UTC(2024, 2, 15, 10)),
        ],
      },
      { number: 3, hidden: true, cells: [null, null, -0.0015] },
    ]);
  });

  it('uses the 1904 date system when the workbook says so', async () => {
    const body = '<sheetData><row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1" s="1"><v>1</v></c></row></sheetData>';
    const result = await rows(buildXlsx([{ name: 'Lap', body }], { styles: STYLES, date1904: true }));
    expect(result[0]?.cells).toEqual([new Date(Date.UTC(1904, 0, 1)), new Date(Date.UTC(1904, 0, 2))]);
  });

  it('reads cells without r attributes in sequence, and rejects a shared string that does not exist', async () => {
    const seq = await rows(
      buildXlsx([
        {
          name: 'Lap',
          body: '<sheetData><row><c><v>1</v></c><c><v>2</v></c></row><row><c><v>3</v></c></row></sheetData>',
        },
      ]),
    );
    expect(seq).toEqual([
      { number: 1, hidden: false, cells: [1, 2] },
      { number: 2, hidden: false, cells: [3] },
    ]);
    await expect(
      rows(
        buildXlsx([{ name: 'Lap', body: '<sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData>' }], {
          sharedStrings: ['a'],
        }),
      ),
    ).rejects.toThrow('refers to shared text #7');
  });
});

describe('damaged sheet XML', () => {
  it('a cell beyond column XFD, and a row that is never closed, are damage with a message', async () => {
    await expect(
      rows(buildXlsx([{ name: 'Lap', body: '<sheetData><row r="1"><c r="XFE1"><v>1</v></c></row></sheetData>' }])),
    ).rejects.toThrow('beyond column XFD');
    await expect(
      rows(
        buildXlsx([
          {
            name: 'Lap',
            body: '<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></sheetData>',
          },
        ]),
      ),
    ).rejects.toThrow('ends in the middle of a row, after row 1');
  });

  it('skips unknown elements inside a row instead of reading them as cells', async () => {
    const result = await rows(
      buildXlsx([
        {
          name: 'Lap',
          body: '<sheetData><row r="1"><c r="A1"><v>1</v></c><extLst><ext><c r="Z1"><v>9</v></c></ext></extLst><c r="B1"><v>2</v></c></row></sheetData>',
        },
      ]),
    );
    expect(result).toEqual([{ number: 1, hidden: false, cells: [1, 2] }]);
  });
});

describe('Excel dates', () => {
  it('handles the 1900 system and its phantom leap day', () => {
    expect(excelSerialToDate(1, false)).toEqual(new Date(Date.UTC(1900, 0, 1)));
    expect(excelSerialToDate(59, false)).toEqual(new Date(Date.UTC(1900, 1, 28)));
    expect(excelSerialToDate(61, false)).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(excelSerialToDate(45366, false)).toEqual(new Date(Date.UTC(2024, 2, 15)));
    expect(excelSerialToDate(45291.770833333336, false)).toEqual(new Date(Date.UTC(2023, 11, 31, 18, 30)));
    expect(excelSerialToDate(0, true)).toEqual(new Date(Date.UTC(1904, 0, 1)));
  });

  it('recognises date formats, built-in and custom', () => {
    for (const code of [
      'yyyy\\.mm\\.dd',
      'yyyy. mmmm d.',
      '[$-40E]yyyy\\.mm\\.dd',
      'h:mm:ss',
      '[h]:mm',
      'd/m/yy;@',
      'mm"/"dd',
    ])
      expect(isDateFormatCode(code)).toBe(true);
    for (const code of [
      'General',
      '0.00',
      '#,##0 "Ft"',
      '#,##0\\ "db"',
      '0.00E+00',
      '[Red]-0.00',
      '"day "0',
      '@',
      '_-* #,##0_-',
    ])
      expect(isDateFormatCode(code)).toBe(false);
    expect(parseDateStyles(STYLES)).toEqual([false, true, true, false, true]);
  });

  it('parses shared strings with self-closed and attributed items', () => {
    expect(
      parseSharedStrings(
        '<sst><si/><si><t/></si><si><t xml:space="preserve"> a </t></si><si><t>_x005F_x000D_</t></si></sst>',
      ),
    ).toEqual(['', '', ' a ', '_x000D_']);
  });

  it('text runs of a namespace-prefixed item (as write-back reads header strings), without phonetic runs', () => {
    expect(
      textRuns(
        '<x:r><x:t>Import </x:t></x:r><x:r><x:t xml:space="preserve">status</x:t></x:r><x:rPh sb="0"><x:t>yomi</x:t></x:rPh>',
        'x:',
      ),
    ).toBe('Import status');
    expect(textRuns('<r><t>a&amp;b</t></r><rPh><t>z</t></rPh><t/>')).toBe('a&b');
  });
});
