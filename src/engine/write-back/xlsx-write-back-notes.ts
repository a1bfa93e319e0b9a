// Notes (Excel comments) for invalid cells: the comments part and the legacy VML drawing that shows them.
import { columnLetter } from '../model/column-letter';
import { parseCellRef } from './xlsx-write-back-cells';
import { attributes, escapeCellText, escapeXml, XML_DECLARATION } from './xlsx-write-back-xml';
import { partPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';

export const NOTE_AUTHOR = 'Listing Importer';
const SHAPES_PER_BLOCK = 1024;
const VML_NAMESPACES: readonly (readonly [string, string])[] = [
  ['v', 'urn:schemas-microsoft-com:vml'],
  ['o', 'urn:schemas-microsoft-com:office:office'],
  ['x', 'urn:schemas-microsoft-com:office:excel'],
];

export interface PlacedNote {
  readonly row: number;
  readonly column: number;
  readonly message: string;
}

/**
 * The comments part with the new notes: this program's own earlier note on the same cell is replaced, and its earlier
 * notes on rows being rewritten are dropped (their row has a fresh result now). A note someone else wrote is the
 * user's data and stays: that cell gets no note of ours (its fill and the row's error message still say what is wrong).
 */
export function mergeComments(
  existing: string | null,
  notes: readonly PlacedNote[],
  rewrittenRows: ReadonlySet<number>,
  mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
): { xml: string; removed: Set<string>; placed: PlacedNote[] } {
  const wanted = new Map(notes.map((n) => [`${columnLetter(n.column)}${n.row}`, n]));
  const removed = new Set<string>();
  if (existing === null) {
    const list = [...wanted.entries()].sort(byRef).map(([ref, n]) => commentXml('', ref, 0, n.message));
    const xml = `${XML_DECLARATION}<comments xmlns="${mainNamespace}"><authors><author>${NOTE_AUTHOR}</author></authors><commentList>${list.join('')}</commentList></comments>`;
    return { xml, removed, placed: [...wanted.values()] };
  }
  const p = partPrefix(existing, SPREADSHEET_NAMESPACES);
  const authors = [...existing.matchAll(new RegExp(`<${p}author>([\\s\\S]*?)</${p}author>|<${p}author/>`, 'g'))].map(
    (m) => m[1] ?? '',
  );
  let ours = authors.indexOf(NOTE_AUTHOR);
  let xml = existing;
  if (ours < 0) {
    ours = authors.length;
    const addition = `<${p}author>${NOTE_AUTHOR}</${p}author>`;
    xml = /<[\w.-]*:?authors\s*\/>/.test(xml)
      ? xml.replace(/<([\w.-]*:?)authors\s*\/>/, `<$1authors>${addition}</$1authors>`)
      : xml.replace(`</${p}authors>`, `${addition}</${p}authors>`);
  }
  const kept: [string, string][] = [];
  const listMatch = new RegExp(`<${p}commentList\\b[^>]*>([\\s\\S]*?)</${p}commentList>|<${p}commentList\\s*/>`).exec(
    xml,
  );
  for (const m of (listMatch?.[1] ?? '').matchAll(new RegExp(`<${p}comment\\b[^>]*>[\\s\\S]*?</${p}comment>`, 'g'))) {
    const a = attributes(/^<[^>]*>/.exec(m[0])?.[0] ?? '');
    const ref = a.get('ref') ?? '';
    const cell = parseCellRef(ref);
    const ourNote = Number(a.get('authorId') ?? -1) === ours;
    if (!ourNote) {
      wanted.delete(ref);
      kept.push([ref, m[0]]);
      continue;
    }
    if (wanted.has(ref) || (cell !== null && rewrittenRows.has(cell.row))) {
      removed.add(ref);
      continue;
    }
    kept.push([ref, m[0]]);
  }
  for (const [ref, n] of wanted) kept.push([ref, commentXml(p, ref, ours, n.message)]);
  kept.sort(byRef);
  const list = `<${p}commentList>${kept.map(([, c]) => c).join('')}</${p}commentList>`;
  xml =
    listMatch === null
      ? xml.replace(new RegExp(`</${p}comments>`), `${list}</${p}comments>`)
      : xml.slice(0, listMatch.index) + list + xml.slice(listMatch.index + listMatch[0].length);
  return { xml, removed, placed: [...wanted.values()] };
}

function byRef(a: readonly [string, unknown], b: readonly [string, unknown]): number {
  const x = parseCellRef(a[0]);
  const y = parseCellRef(b[0]);
  if (x === null || y === null) return 0;
  return x.row - y.row || x.column - y.column;
}

function commentXml(p: string, ref: string, authorId: number, message: string): string {
  return `<${p}comment ref="${ref}" authorId="${authorId}"><${p}text><${p}r><${p}rPr><${p}b/><${p}sz val="9"/><${p}rFont val="Tahoma"/></${p}rPr><${p}t xml:space="preserve">${escapeXml(NOTE_AUTHOR)}:\n</${p}t></${p}r><${p}r><${p}rPr><${p}sz val="9"/><${p}rFont val="Tahoma"/></${p}rPr><${p}t xml:space="preserve">${escapeCellText(message)}</${p}t></${p}r></${p}text></${p}comment>`;
}

/** Shape-id blocks (`o:idmap data`) already used by the workbook's VML drawings, so new shapes never collide. */
export function usedIdBlocks(vml: string): number[] {
  const out: number[] = [];
  for (const m of vml.matchAll(/<(?:[\w.-]+:)?idmap\b[^>]*>/g)) {
    const data = /\sdata\s*=\s*["']([^"']*)["']/.exec(m[0])?.[1] ?? '';
    for (const n of data.split(/[,\s]+/)) if (/^\d+$/.test(n)) out.push(Number(n));
  }
  return out;
}

/** Picks `count` unused shape-id blocks. */
export function freeBlocks(used: ReadonlySet<number>, count: number): number[] {
  const out: number[] = [];
  for (let n = 1; out.length < count; n++) if (!used.has(n)) out.push(n);
  return out;
}

export function blocksNeeded(notes: number): number {
  return Math.max(1, Math.ceil(notes / SHAPES_PER_BLOCK));
}

const SHAPE_TYPE =
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';

/**
 * The VML drawing with one hidden note box per note. Existing shapes stay, except note boxes of `removed` cells;
 * new shapes take ids from `blocks`.
 */
export function mergeVml(
  existing: string | null,
  notes: readonly PlacedNote[],
  removed: ReadonlySet<string>,
  blocks: readonly number[],
): string {
  const ids = blocks.flatMap((b) => Array.from({ length: SHAPES_PER_BLOCK }, (_, i) => b * SHAPES_PER_BLOCK + i + 1));
  const replaced = new Set([...removed, ...notes.map((n) => `${columnLetter(n.column)}${n.row}`)]);
  const shapes = notes.map((n, i) => shapeXml(ids[i] ?? 0, n));
  if (existing === null) {
    return `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${blocks.join(',')}"/></o:shapelayout>${SHAPE_TYPE}${shapes.join('')}</xml>`;
  }
  // Prefixes vary (openpyxl declares ns0:, ns1: on each element), so match any prefix and declare ours on the root.
  let xml = existing.replace(/<([\w.-]+:)?shape\b[^>]*>[\s\S]*?<\/\1shape>/g, (shape) => {
    if (!/ObjectType\s*=\s*["']Note["']/.test(shape)) return shape;
    const row = /<(?:[\w.-]+:)?Row>\s*(\d+)\s*<\/(?:[\w.-]+:)?Row>/.exec(shape)?.[1];
    const col = /<(?:[\w.-]+:)?Column>\s*(\d+)\s*<\/(?:[\w.-]+:)?Column>/.exec(shape)?.[1];
    if (row === undefined || col === undefined) return shape;
    return replaced.has(`${columnLetter(Number(col))}${Number(row) + 1}`) ? '' : shape;
  });
  xml = xml.replace(/<xml\b[^>]*>/, (root) => {
    let tag = root;
    for (const [prefix, uri] of VML_NAMESPACES) {
      if (!new RegExp(`xmlns:${prefix}\\s*=`).test(tag))
        tag = tag.replace(/\s*(\/?)>$/, ` xmlns:${prefix}="${uri}"$1>`);
    }
    return tag;
  });
  const idmap = /<(?:[\w.-]+:)?idmap\b[^>]*>/.exec(xml);
  if (idmap !== null) {
    const tag = idmap[0];
    const data = /\sdata\s*=\s*["']([^"']*)["']/.exec(tag)?.[1] ?? '';
    const merged = [...data.split(/[,\s]+/).filter((v) => v !== ''), ...blocks.map(String)].join(',');
    const changed = /\sdata\s*=/.test(tag)
      ? tag.replace(/(\sdata\s*=\s*)(["'])[^"']*\2/, `$1"${merged}"`)
      : tag.replace(/\s*(\/?)>$/, ` data="${merged}"$1>`);
    xml = xml.slice(0, idmap.index) + changed + xml.slice(idmap.index + tag.length);
  } else {
    xml = xml.replace(
      /(<xml\b[^>]*>)/,
      `$1<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${blocks.join(',')}"/></o:shapelayout>`,
    );
  }
  if (!/<(?:[\w.-]+:)?shapetype\b[^>]*id\s*=\s*["']_x0000_t202["']/.test(xml)) shapes.unshift(SHAPE_TYPE);
  const end = xml.lastIndexOf('</xml>');
  return end < 0 ? xml + shapes.join('') : xml.slice(0, end) + shapes.join('') + xml.slice(end);
}

function shapeXml(id: number, n: PlacedNote): string {
  // Anchor: left column, offset, top row, offset, right column, offset, bottom row, offset (0-based).
  const anchor = `${n.column + 1}, 15, ${Math.max(0, n.row - 2)}, 10, ${n.column + 3}, 15, ${Math.max(0, n.row - 2) + 4}, 4`;
  return `<v:shape id="_x0000_s${id}" type="#_x0000_t202" style="position:absolute;margin-left:80pt;margin-top:2pt;width:160pt;height:60pt;z-index:${id};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${anchor}</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${n.row - 1}</x:Row><x:Column>${n.column}</x:Column></x:ClientData></v:shape>`;
}
