// The workbook's shared string table (`xl/sharedStrings.xml`): plain and rich-text items, in order.
import { declaredSpellings, oneSpelling, rootPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';
import { closeTagAfterCdata, tagEnd, textRuns, unescapeXml } from '../ooxml/xml-text';
import { decodeText } from './sheet-text-cache';
import { bytesAt, isTagBoundary, tagEndOfBytes } from './xml-bytes';

const ITEM_OPEN = Buffer.from('<si');
const ITEM_CLOSE = Buffer.from('</si>');
const TEXT_AND_ITEM_CLOSE = Buffer.from('</t></si>');
const PRESERVED_TEXT = Buffer.from('<t xml:space="preserve">');

/**
 * The shared strings of a part's UTF-8 bytes, as `parseSharedStrings` reads its text. A part spelling SpreadsheetML
 * without a prefix and holding no CDATA (Excel's, and nearly every writer's) is read from the bytes: each text is
 * decoded alone, so no text of the whole part is made (for 250,000 strings, 13 MB of XML decoded to 26 MB of two-byte
 * text, every string then a view that kept all of it). Any other part is decoded and read as text.
 */
export function parseSharedStringBytes(part: Buffer): string[] {
  const first = nextItemOfBytes(part, 0);
  if (first < 0 || part.indexOf('<![CDATA[') >= 0 || part.indexOf('xmlns', first) >= 0) {
    return parseSharedStrings(part.toString('utf8'));
  }
  const head = part.toString('utf8', 0, first);
  if (rootPrefix(head, SPREADSHEET_NAMESPACES) !== '' || declaredSpellings(head, SPREADSHEET_NAMESPACES).length > 1) {
    return parseSharedStrings(part.toString('utf8'));
  }
  const strings: string[] = [];
  let i = first;
  while (i >= 0) {
    const open = tagEndOfBytes(part, i);
    if (open < 0) break;
    if (part[open - 2] === 47 /* <si/> */) {
      strings.push('');
      i = nextItemOfBytes(part, open);
      continue;
    }
    // `<si><t>text</t></si>` read from its bytes; rich text (`<r>` runs) and phonetics as text, the long way.
    const plain = plainItem(part, open);
    if (plain !== null) {
      strings.push(plain);
      i = nextItemOfBytes(part, itemEnd);
      continue;
    }
    const close = part.indexOf(ITEM_CLOSE, open);
    if (close < 0) break;
    strings.push(textRuns(part.toString('utf8', open, close)));
    i = nextItemOfBytes(part, close + ITEM_CLOSE.length);
  }
  return strings;
}

/** Where the item `plainItem` read last ends (after its `</si>`). */
let itemEnd = 0;

/**
 * The text of an item written `<t>TEXT</t></si>` (or `<t xml:space="preserve">`) from `open`, TEXT holding no markup
 * (so that `</si>` is the item's first), as the text reader reads it; null for anything else.
 */
function plainItem(part: Buffer, open: number): string | null {
  let from: number;
  if (part[open] === 60 && part[open + 1] === 116 && part[open + 2] === 62) from = open + 3;
  else if (bytesAt(part, open, PRESERVED_TEXT)) from = open + PRESERVED_TEXT.length;
  else return null;
  let high = 0;
  let escaped = false;
  let k = from;
  for (; k < part.length; k++) {
    const ch = part[k] ?? 0;
    if (ch === 60 /* < */) break;
    high |= ch;
    // An entity, a CR (read as a line end) or an OOXML escape (`_x000D_`) needs unescaping.
    if (ch === 38 || ch === 13 || ch === 95) escaped = true;
  }
  if (!bytesAt(part, k, TEXT_AND_ITEM_CLOSE)) return null;
  itemEnd = k + TEXT_AND_ITEM_CLOSE.length;
  const text = decodeText(part, from, k, high);
  return escaped ? unescapeXml(text) : text;
}

/** The next `<si` start tag in `part` from `from`, as `nextItem` finds it in text. */
function nextItemOfBytes(part: Buffer, from: number): number {
  // Items follow each other: the next is looked for only when it does not start right here.
  if (bytesAt(part, from, ITEM_OPEN) && isTagBoundary(part[from + ITEM_OPEN.length])) return from;
  let i = part.indexOf(ITEM_OPEN, from);
  while (i >= 0) {
    if (isTagBoundary(part[i + ITEM_OPEN.length])) return i;
    i = part.indexOf(ITEM_OPEN, i + ITEM_OPEN.length);
  }
  return -1;
}

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
