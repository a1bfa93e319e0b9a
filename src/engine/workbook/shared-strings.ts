// The workbook's shared string table (`xl/sharedStrings.xml`): plain and rich-text items, in order.
import { tagEnd, textRuns, unescapeXml } from './xml-text';

export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let i = xml.indexOf('<si');
  while (i >= 0) {
    const open = tagEnd(xml, i);
    if (open < 0) break;
    if (xml.charCodeAt(open - 2) === 47 /* <si/> */) { strings.push(''); i = xml.indexOf('<si', open); continue; }
    const close = xml.indexOf('</si>', open);
    if (close < 0) break;
    // Fast path for the common `<si><t>text</t></si>`; rich text (`<r>` runs) and phonetics go the long way.
    if (xml.startsWith('<t>', open) && xml.indexOf('<', open + 3) === close - 4) {
      strings.push(unescapeXml(xml.slice(open + 3, close - 4)));
    } else {
      strings.push(textRuns(xml.slice(open, close)));
    }
    i = xml.indexOf('<si', close + 5);
  }
  return strings;
}
