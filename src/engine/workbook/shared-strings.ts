// The workbook's shared string table (`xl/sharedStrings.xml`): plain and rich-text items, in order.
import { oneSpelling, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';
import { closeTagAfterCdata, tagEnd, textRuns, unescapeXml } from '../ooxml/xml-text';

/** Elements are found by namespace: `<si>` in Excel's files, `<x:si>` in the .NET SDK's. */
export function parseSharedStrings(part: string): string[] {
  const { xml, prefix } = oneSpelling(part, SPREADSHEET_NAMESPACES);
  const itemOpen = `<${prefix}si`;
  const itemClose = `</${prefix}si>`;
  const textOpen = `<${prefix}t>`;
  const hasCdata = xml.indexOf('<![CDATA[') >= 0;
  const strings: string[] = [];
  let i = nextItem(xml, itemOpen, 0);
  while (i >= 0) {
    const open = tagEnd(xml, i);
    if (open < 0) break;
    if (xml.charCodeAt(open - 2) === 47 /* <si/> */) {
      strings.push('');
      i = nextItem(xml, itemOpen, open);
      continue;
    }
    const close = hasCdata ? closeTagAfterCdata(xml, itemClose, open) : xml.indexOf(itemClose, open);
    if (close < 0) break;
    // Fast path for the common `<si><t>text</t></si>`; rich text (`<r>` runs) and phonetics go the long way.
    const textClose = close - textOpen.length - 1;
    if (xml.startsWith(textOpen, open) && xml.indexOf('<', open + textOpen.length) === textClose) {
      strings.push(unescapeXml(xml.slice(open + textOpen.length, textClose)));
    } else {
      strings.push(textRuns(xml.slice(open, close), prefix));
    }
    i = nextItem(xml, itemOpen, close + itemClose.length);
  }
  return strings;
}

/** The next `<si` start tag from `from` (not `<sig…` or any other name that starts the same). */
function nextItem(xml: string, itemOpen: string, from: number): number {
  let i = xml.indexOf(itemOpen, from);
  while (i >= 0) {
    const next = xml.charCodeAt(i + itemOpen.length);
    if (next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13) return i;
    i = xml.indexOf(itemOpen, i + itemOpen.length);
  }
  return -1;
}

/** The index of the first string longer than `maxChars`, or -1. */
export function firstOversizedString(strings: readonly string[], maxChars: number): number {
  return strings.findIndex((s) => s.length > maxChars);
}
