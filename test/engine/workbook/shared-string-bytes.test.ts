// The shared strings read from the part's bytes are the strings read from its text, item for item, whatever the items
// hold; a part that is not plain (a prefix, several spellings, CDATA) is read as text as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSharedStringBytes, parseSharedStrings } from '../../../src/engine/workbook/shared-strings';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

const ITEMS: readonly string[] = [
  '<si><t>lakás</t></si>',
  '<si><t>plain ASCII text of some length, 1234567890</t></si>',
  '<si><t>Árvíztűrő tükörfúrógép 東京 😀</t></si>',
  '<si><t xml:space="preserve">  szóközökkel  </t></si>',
  '<si><t xml:space="default"> x </t></si>',
  '<si><t>Tom &amp; Jerry &lt;3 &#x151;&#337; &#128512; &nbsp;</t></si>',
  '<si><t>sor_x000D_vége _x005F_x0041_ a_b</t></si>',
  '<si><t>két\r\nsor\regy</t></si>',
  '<si><t/></si>',
  '<si><t></t></si>',
  '<si/>',
  '<si></si>',
  '<si><r><t>Gyors </t></r><r><rPr><b/></rPr><t>eladó</t></r></si>',
  '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>',
  '<si>\n  <t>behúzva</t>\n</si>',
  '<si><t>a</t><t>b</t></si>',
  '<sig>not an item</sig>',
];

function part(items: readonly number[], root = `<sst xmlns="${MAIN}" count="9">`, close = '</sst>'): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${root}${items.map((i) => ITEMS[i]).join('')}${close}`;
}

function both(xml: string): readonly [string[], string[]] {
  return [parseSharedStringBytes(Buffer.from(xml, 'utf8')), parseSharedStrings(xml)];
}

describe('shared strings from bytes', () => {
  it('are the strings read from the text, item for item', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: ITEMS.length - 1 }), { maxLength: 30 }), (items) => {
        const [bytes, text] = both(part(items));
        expect(bytes).toEqual(text);
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('read every kind of item as the text reader does', () => {
    const [bytes, text] = both(part(ITEMS.map((_, i) => i)));
    expect(bytes).toEqual(text);
    expect(bytes.slice(0, 4)).toEqual([
      'lakás',
      'plain ASCII text of some length, 1234567890',
      'Árvíztűrő tükörfúrógép 東京 😀',
      '  szóközökkel  ',
    ]);
  });

  it('read parts spelled with a prefix, with several spellings or with CDATA as the text reader does', () => {
    const all = ITEMS.map((_, i) => i);
    const prefixed = part([0, 5, 12], `<x:sst xmlns:x="${MAIN}">`, '</x:sst>')
      .replaceAll('<si', '<x:si')
      .replaceAll('</si', '</x:si')
      .replaceAll('<t', '<x:t')
      .replaceAll('</t', '</x:t');
    const mixed = part(all).replace('<si><t>lakás</t></si>', `<x:si xmlns:x="${MAIN}"><x:t>lakás</x:t></x:si>`);
    const cdata = part(all).replace('<t>lakás</t>', '<t><![CDATA[a <b> & c]]></t>');
    for (const xml of [prefixed, mixed, cdata, '', '<sst/>', `<sst xmlns="${MAIN}"><si><t>cut off`]) {
      const [bytes, text] = both(xml);
      expect(bytes).toEqual(text);
    }
    expect(both(prefixed)[0]).toEqual(['lakás', 'Tom & Jerry <3 őő 😀 &nbsp;', 'Gyors eladó']);
  });
});
