// The streaming sheet rewrite on its own: chunk boundaries anywhere, prefixed XML, rows and cells without references.
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import { SheetRewriter, type SheetRewritePlan } from '../../../src/engine/write-back/xlsx-write-back-sheet';
import { StylePlan } from '../../../src/engine/write-back/xlsx-write-back-styles';

const STYLES =
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>';

function rewrite(
  xml: string,
  chunkSize: number,
  plan: Partial<SheetRewritePlan> & { results: ReadonlyMap<number, RowResult> },
): { xml: string; styles: StylePlan } {
  const styles = StylePlan.parse(STYLES);
  if (typeof styles === 'string') throw new Error(styles);
  const rewriter = new SheetRewriter({
    headerRow: 1,
    columns: { status: 3, serviceId: 4, errorCode: 5, errorMessage: 6, importedAt: 7, fingerprint: 8 },
    headerCells: new Map([
      [3, 'Import status'],
      [4, 'Service ID'],
      [5, 'Error code'],
      [6, 'Error message'],
      [7, 'Imported at'],
      [8, 'Import fingerprint'],
    ]),
    notes: new Map(),
    edits: new Map(),
    styles,
    date1904: false,
    newLegacyDrawingRelId: null,
    newColumnWidths: new Map(),
    relationshipsNamespace: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    ...plan,
  });
  const bytes = Buffer.from(xml, 'utf8');
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) out.push(...rewriter.push(bytes.subarray(i, i + chunkSize)));
  out.push(...rewriter.end().chunks);
  return { xml: Buffer.concat(out).toString('utf8'), styles };
}

const PREFIXED =
  '<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:C3"/>' +
  '<x:cols><x:col min="1" max="16" width="12" customWidth="1"/></x:cols><x:sheetData>' +
  '<x:row r="1" spans="1:3"><x:c r="A1" t="inlineStr"><x:is><x:t>Név – ő</x:t></x:is></x:c><x:c t="inlineStr" r="B1"><x:is><x:r><x:rPr><x:color rgb="FF0000"/></x:rPr><x:t>Ár</x:t></x:r></x:is></x:c></x:row>' +
  '<!-- a comment --><x:row><x:c r="A2" s="1"><x:v>1</x:v></x:c><x:c r="B2"><x:v>2</x:v></x:c></x:row>' +
  '<x:row r="3" hidden="1"/><x:row r="5"><x:c r="A5"><x:v>5</x:v></x:c></x:row>' +
  '</x:sheetData><x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><x:extLst><x:ext uri="{x}"><x:extLst/></x:ext></x:extLst></x:worksheet>';

describe('the streaming sheet rewrite', () => {
  it('gives the same output whatever the chunk size, for prefixed XML with rows and cells lacking references', () => {
    const results = new Map<number, RowResult>([
      [2, { row: 2, status: 'created', serviceId: 12, fingerprint: 'ő-fp' }],
      [3, { row: 3, status: 'failed', errorMessage: '=1+1 & <x>' }],
      [4, { row: 4, status: 'skipped' }],
      [7, { row: 7, status: 'invalid' }],
    ]);
    const notes = new Map([
      [2, new Set([0])],
      [6, new Set([2])],
    ]);
    const { xml: whole, styles } = rewrite(PREFIXED, 1 << 20, { results, notes, newLegacyDrawingRelId: 'rId9' });
    // Appended after the two existing formats: header (bold, gray), then the fill variants of formats 1 and 0.
    expect(styles.render()).toContain(
      '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/><xf numFmtId="3" fontId="0" fillId="3" borderId="0" xfId="0" applyNumberFormat="1" applyFill="1"/><xf numFmtId="0" fontId="0" fillId="3" borderId="0" xfId="0" applyFill="1"/></cellXfs>',
    );
    expect(styles.render()).toContain(
      '<fonts count="2"><font><sz val="11"/></font><font><b/><sz val="11"/></font></fonts>',
    );
    for (const size of [1, 2, 3, 7, 13, 64])
      expect(rewrite(PREFIXED, size, { results, notes, newLegacyDrawingRelId: 'rId9' }).xml, `chunk ${size}`).toBe(
        whole,
      );
    expect(whole).toContain('<x:dimension ref="A1:I7"/>');
    expect(whole).toContain(
      '<x:cols><x:col min="1" max="8" width="12" customWidth="1"/><x:col min="9" max="9" width="12" customWidth="1" hidden="1"/><x:col min="10" max="16" width="12" customWidth="1"/></x:cols>',
    );
    expect(whole).toContain(
      '<x:row r="1" spans="1:9"><x:c r="A1" t="inlineStr"><x:is><x:t>Név – ő</x:t></x:is></x:c><x:c t="inlineStr" r="B1"><x:is><x:r><x:rPr><x:color rgb="FF0000"/></x:rPr><x:t>Ár</x:t></x:r></x:is></x:c><x:c r="D1" s="2" t="inlineStr">',
    );
    expect(whole).toContain(
      '<!-- a comment --><x:row r="2"><x:c r="A2" s="3"><x:v>1</x:v></x:c><x:c r="B2"><x:v>2</x:v></x:c><x:c r="D2" t="inlineStr"><x:is><x:t xml:space="preserve">created</x:t></x:is></x:c><x:c r="E2"><x:v>12</x:v></x:c><x:c r="I2" t="inlineStr"><x:is><x:t xml:space="preserve">ő-fp</x:t></x:is></x:c></x:row>',
    );
    expect(whole).toContain(
      '<x:row r="3" hidden="1"><x:c r="D3" t="inlineStr"><x:is><x:t xml:space="preserve">failed</x:t></x:is></x:c><x:c r="G3" t="inlineStr"><x:is><x:t xml:space="preserve">=1+1 &amp; &lt;x&gt;</x:t></x:is></x:c></x:row>',
    );
    expect(whole).toContain(
      '<x:row r="4"><x:c r="D4" t="inlineStr"><x:is><x:t xml:space="preserve">skipped</x:t></x:is></x:c></x:row><x:row r="5"><x:c r="A5"><x:v>5</x:v></x:c></x:row><x:row r="6"><x:c r="C6" s="4"/></x:row><x:row r="7">',
    );
    expect(whole).toContain(
      '<x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><x:legacyDrawing xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId9"/><x:extLst>',
    );
  });

  it('copies rows without results byte for byte and refuses rows out of order', () => {
    const xml = '<worksheet><sheetData><row r="2"><c r="A2"><v>1</v></c></row><row r="1"/></sheetData></worksheet>';
    expect(() => rewrite(xml, 5, { results: new Map([[3, { row: 3, status: 'created' }]]) })).toThrow(/out of order/);
    const plain = '<worksheet><sheetData/></worksheet>';
    expect(rewrite(plain, 4, { results: new Map([[2, { row: 2, status: 'created' }]]) }).xml).toBe(
      '<worksheet><cols><col min="9" max="9" width="24" customWidth="1" hidden="1"/></cols><sheetData><row r="1"><c r="D1" s="2" t="inlineStr"><is><t xml:space="preserve">Import status</t></is></c><c r="E1" s="2" t="inlineStr"><is><t xml:space="preserve">Service ID</t></is></c><c r="F1" s="2" t="inlineStr"><is><t xml:space="preserve">Error code</t></is></c><c r="G1" s="2" t="inlineStr"><is><t xml:space="preserve">Error message</t></is></c><c r="H1" s="2" t="inlineStr"><is><t xml:space="preserve">Imported at</t></is></c><c r="I1" s="2" t="inlineStr"><is><t xml:space="preserve">Import fingerprint</t></is></c></row><row r="2"><c r="D2" t="inlineStr"><is><t xml:space="preserve">created</t></is></c></row></sheetData></worksheet>',
    );
  });

  it('writes accented result text into a self-closing row as UTF-8', () => {
    const xml = '<worksheet><sheetData><row r="1"/><row r="2" spans="1:2"/></sheetData></worksheet>';
    const results = new Map<number, RowResult>([[2, { row: 2, status: 'failed', errorMessage: 'Hibás ár – ő' }]]);
    expect(rewrite(xml, 1 << 20, { results, headerCells: new Map() }).xml).toContain(
      '<row r="2" spans="1:7"><c r="D2" t="inlineStr"><is><t xml:space="preserve">failed</t></is></c><c r="G2" t="inlineStr"><is><t xml:space="preserve">Hibás ár – ő</t></is></c></row>',
    );
  });

  it('gives the same output whatever the chunk size for rows whose CDATA text looks like markup', () => {
    const trap = '<![CDATA[</c></row><row r="9"><c r="A9"><v>1</v></c>]]>';
    const xml =
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${trap}</t></is></c></row>` +
      `<row r="2"><c r="A2" t="inlineStr"><is><t>${trap}</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>${trap}</t></is></c></row></sheetData></worksheet>`;
    const results = new Map<number, RowResult>([[2, { row: 2, status: 'created' }]]);
    const whole = rewrite(xml, 1 << 20, { results }).xml;
    for (const size of [1, 2, 5, 9, 31]) expect(rewrite(xml, size, { results }).xml, `chunk ${size}`).toBe(whole);
    expect(whole).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>&lt;/c&gt;&lt;/row&gt;&lt;row r="9"&gt;&lt;c r="A9"&gt;&lt;v&gt;1&lt;/v&gt;&lt;/c&gt;</t></is></c><c r="D2"',
    );
    expect(whole).toContain(`<row r="3"><c r="A3" t="inlineStr"><is><t>${trap}</t></is></c></row>`);
  });
});
