// The prefix a part writes its elements with, found from the namespace declarations on its root element.
// Excel writes SpreadsheetML in the default namespace (`<worksheet>`, `<c>`); the .NET Open XML SDK, older ClosedXML
// and many CRM exports bind it to a prefix (`<x:worksheet xmlns:x="…">`, `<x:c>`). Elements are matched by namespace:
// the scanners search for `<` + this prefix + the local name, so the common unprefixed case costs nothing extra.

export const SPREADSHEET_NAMESPACES: readonly string[] = [
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
];
export const RELATIONSHIP_NAMESPACES: readonly string[] = [
  'http://schemas.openxmlformats.org/package/2006/relationships',
];
export const CONTENT_TYPE_NAMESPACES: readonly string[] = [
  'http://schemas.openxmlformats.org/package/2006/content-types',
];

const DECLARATION = /\sxmlns(?::([^\s=>/]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Where the tag opened at `start` ends (after its `>`), honouring quoted attribute values; -1 if it is incomplete. */
function startTagEnd(xml: string, start: number): number {
  let quote = 0;
  for (let i = start + 1; i < xml.length; i++) {
    const ch = xml.charCodeAt(i);
    if (quote !== 0) {
      if (ch === quote) quote = 0;
    } else if (ch === 34 || ch === 39) quote = ch;
    else if (ch === 62) return i + 1;
  }
  return -1;
}

/** Where the root element's start tag begins, skipping the declaration, comments and a DOCTYPE; -1 if not yet seen. */
function rootStart(xml: string): number {
  let i = xml.indexOf('<');
  while (i >= 0) {
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2);
      if (end < 0) return -1;
      i = xml.indexOf('<', end + 2);
    } else if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      if (end < 0) return -1;
      i = xml.indexOf('<', end + 3);
    } else if (xml.startsWith('<!', i)) {
      const end = xml.indexOf('>', i + 2);
      if (end < 0) return -1;
      i = xml.indexOf('<', end + 1);
    } else {
      return i;
    }
  }
  return -1;
}

/**
 * The element prefix (`''` or `'x:'`) that `namespaces` is bound to on the root element of `xml`. Without any such
 * declaration, the root element's own prefix (files that leave the namespace out altogether still spell their
 * elements consistently).
 * Null while the root element's start tag is not complete (`xml` is the first part of a stream).
 */
export function rootPrefix(xml: string, namespaces: readonly string[]): string | null {
  const start = rootStart(xml);
  if (start < 0) return null;
  const end = startTagEnd(xml, start);
  if (end < 0) return null;
  const tag = xml.slice(start, end);
  const name = /^<([^\s/>]+)/.exec(tag)?.[1] ?? '';
  const colon = name.indexOf(':');
  const own = colon > 0 ? name.slice(0, colon + 1) : '';
  const bound: string[] = [];
  for (const m of tag.matchAll(DECLARATION)) {
    if (namespaces.includes(m[2] ?? m[3] ?? '')) bound.push(m[1] === undefined ? '' : `${m[1]}:`);
  }
  // The root's own spelling when it is one of them (`<x:worksheet xmlns="…" xmlns:x="…">` is spelled with x:), then
  // the default namespace, then the first prefix declared.
  if (bound.includes(own) || bound.length === 0) return own;
  return bound.includes('') ? '' : (bound[0] ?? own);
}

/** `rootPrefix` of a whole part: a part without a complete root element has no elements to find at all. */
export function partPrefix(xml: string, namespaces: readonly string[]): string {
  return rootPrefix(xml, namespaces) ?? '';
}

/** A part's text with one spelling of a namespace, and that spelling (`''` or `'x:'`). */
export interface OneSpelling {
  readonly xml: string;
  readonly prefix: string;
}

const ANY_DECLARATION = /xmlns(?::([^\s=>/]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * A part held whole, with one spelling for `namespaces`: some writers bind the namespace to a prefix on the root and
 * again on inner elements, or mix the default namespace with a prefix (`<sst xmlns="…"><x:si xmlns:x="…">`). When
 * more than one spelling is declared, every prefixed one is rewritten unprefixed so one scan finds all elements.
 */
export function oneSpelling(xml: string, namespaces: readonly string[]): OneSpelling {
  const rootSpelling = partPrefix(xml, namespaces);
  const spellings = new Set<string>();
  for (const m of xml.matchAll(ANY_DECLARATION)) {
    if (namespaces.includes(m[2] ?? m[3] ?? '')) spellings.add(m[1] === undefined ? '' : `${m[1]}:`);
  }
  if (spellings.size <= 1) return { xml, prefix: rootSpelling };
  let out = xml;
  for (const prefix of spellings) {
    if (prefix !== '') out = out.replaceAll(`<${prefix}`, '<').replaceAll(`</${prefix}`, '</');
  }
  return { xml: out, prefix: '' };
}

/**
 * Every spelling (`''`, `'x:'`) `namespaces` is declared with in `text`, the start of a streamed part: more than one
 * means elements are spelled in several ways (a redeclaration on inner elements, as XSLT output often has).
 */
export function declaredSpellings(text: string, namespaces: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const m of text.matchAll(ANY_DECLARATION)) {
    if (namespaces.includes(m[2] ?? m[3] ?? '')) spellings.add(m[1] === undefined ? '' : `${m[1]}:`);
  }
  return [...spellings];
}

/**
 * Rewrites a stream of text so that elements spelled with any of `prefixes` are spelled without a prefix, holding
 * back the end of a chunk that may be a tag cut in two. Used only for parts that mix spellings.
 */
export class PrefixStripper {
  private held = '';
  private readonly longest: number;

  constructor(private readonly prefixes: readonly string[]) {
    this.longest = Math.max(0, ...prefixes.map((p) => p.length)) + 2;
  }

  push(chunk: string): string {
    let text = this.held + chunk;
    const lt = text.lastIndexOf('<');
    const cut = lt >= 0 && lt > text.length - this.longest ? lt : text.length;
    this.held = text.slice(cut);
    text = text.slice(0, cut);
    for (const prefix of this.prefixes) text = text.replaceAll(`<${prefix}`, '<').replaceAll(`</${prefix}`, '</');
    return text;
  }

  end(): string {
    const rest = this.held;
    this.held = '';
    let text = rest;
    for (const prefix of this.prefixes) text = text.replaceAll(`<${prefix}`, '<').replaceAll(`</${prefix}`, '</');
    return text;
  }
}
