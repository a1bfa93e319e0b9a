// Small XML helpers for the parts write-back edits as text: escaping, attributes, new relationships' targets and ids.
import type { Relationship } from '../ooxml/relationships';
import { unescapeEntities } from '../ooxml/xml-text';

// eslint-disable-next-line no-control-regex -- the control characters are what must be found
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Escapes text for element content or attribute values, dropping characters XML 1.0 cannot hold. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/**
 * Escapes text for a cell or a note, where Excel (and openpyxl, LibreOffice) decode `_xHHHH_` as a character: an
 * underscore that starts such a sequence is written as `_x005F_`, so a server's `_x003D_` shows as typed.
 */
export function escapeCellText(text: string): string {
  return escapeXml(text.replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_'));
}

/** Attributes of one start tag, values unescaped, keyed by qualified name. */
export function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = m[1];
    if (name !== undefined) out.set(name, unescapeEntities(m[2] ?? m[3] ?? ''));
  }
  return out;
}

const attributePatterns = new Map<string, RegExp>();

/** Sets (or adds) one attribute in a start tag, leaving the rest of the tag as it was. */
export function setAttribute(tag: string, name: string, value: string): string {
  let re = attributePatterns.get(name);
  if (re === undefined) {
    re = new RegExp(`(\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*)(?:"[^"]*"|'[^']*')`);
    attributePatterns.set(name, re);
  }
  const m = re.exec(tag);
  if (m !== null)
    return `${tag.slice(0, m.index)}${m[1] ?? ''}"${escapeXml(value)}"${tag.slice(m.index + m[0].length)}`;
  const close = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
  return `${tag.slice(0, close).replace(/\s+$/, '')} ${name}="${escapeXml(value)}"${tag.slice(close)}`;
}

/** A relative target from one part's folder to another part. */
export function relativeTarget(fromPart: string, toPart: string): string {
  const from = fromPart.split('/').slice(0, -1);
  const to = toPart.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

/** The next free `rIdN` in a relationships part. */
export function nextRelationshipId(rels: readonly Relationship[]): string {
  let max = 0;
  for (const r of rels) {
    const m = /^rId(\d+)$/.exec(r.id);
    if (m?.[1] !== undefined) max = Math.max(max, Number(m[1]));
  }
  let id = `rId${max + 1}`;
  const taken = new Set(rels.map((r) => r.id));
  for (let n = max + 1; taken.has(id); n++) id = `rId${n}`;
  return id;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
