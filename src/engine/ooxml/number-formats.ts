// Which cell styles show numbers as dates: Excel stores dates as serial numbers and only the format tells them apart.
import { oneSpelling, SPREADSHEET_NAMESPACES } from './xml-namespaces';
import { attr, tags, unescapeEntities } from './xml-text';

/** Built-in format ids that are dates or times in every locale (14–22, 45–47). */
const BUILT_IN_DATE_IDS: ReadonlySet<number> = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * True when a format code shows a date or time: it has d, m, y, h or s outside quoted text, `[...]` sections
 * (colours, locales, conditions) and backslash-escaped characters. Only the first section (positive numbers) counts.
 */
export function isDateFormatCode(code: string): boolean {
  let section = '';
  for (let i = 0; i < code.length; i++) {
    const ch = code[i] ?? '';
    if (ch === '"') {
      const close = code.indexOf('"', i + 1);
      i = close < 0 ? code.length : close;
      continue;
    }
    if (ch === '[') {
      const close = code.indexOf(']', i + 1);
      const inside = code.slice(i + 1, close < 0 ? code.length : close);
      // Elapsed time ([h]:mm, [mm]:ss) is a duration format, still a time of day value in the cell.
      if (/^(h+|m+|s+)$/i.test(inside)) section += 'h';
      i = close < 0 ? code.length : close;
      continue;
    }
    if (ch === '\\' || ch === '_' || ch === '*') {
      i++;
      continue;
    }
    if (ch === ';') break;
    section += ch;
  }
  if (/general/i.test(section)) return false;
  return /[dmyhs]/i.test(section.replace(/E[+-]/g, ''));
}

/** For each cell style index (`s` attribute of a cell), whether it formats a date. */
export function parseDateStyles(part: string): boolean[] {
  const { xml, prefix: p } = oneSpelling(part, SPREADSHEET_NAMESPACES);
  const custom = new Map<number, string>();
  for (const [s, e] of tags(xml, `${p}numFmt`)) {
    const tag = xml.slice(s, e);
    const id = Number(attr(tag, 'numFmtId'));
    const code = attr(tag, 'formatCode');
    if (Number.isInteger(id) && code !== null) custom.set(id, unescapeEntities(code));
  }
  const dateStyles: boolean[] = [];
  const from = xml.indexOf(`<${p}cellXfs`);
  if (from < 0) return dateStyles;
  const to = xml.indexOf(`</${p}cellXfs>`, from);
  for (const [s, e] of tags(xml, `${p}xf`, from, to < 0 ? xml.length : to)) {
    const id = Number(attr(xml.slice(s, e), 'numFmtId') ?? '0');
    const code = custom.get(id);
    dateStyles.push(code !== undefined ? isDateFormatCode(code) : BUILT_IN_DATE_IDS.has(id));
  }
  return dateStyles;
}
