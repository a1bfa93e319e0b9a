// Appends the few cell formats write-back needs to styles.xml, never renumbering what is there.
import { isDateFormatCode } from '../ooxml/number-formats';
import { attributes, escapeXml, setAttribute } from './xlsx-write-back-xml';
import { partPrefix, SPREADSHEET_NAMESPACES } from '../ooxml/xml-namespaces';

/** Built-in number formats that show dates or times in every locale (14–22, 45–47). */
const BUILT_IN_DATE_IDS: ReadonlySet<number> = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const HEADER_FILL_RGB = 'FFD9D9D9';
const INVALID_FILL_RGB = 'FFFFC7CE';
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

interface Section {
  readonly start: number;
  readonly end: number;
  readonly openTag: string;
  readonly body: string;
}

/** The styles part with what write-back appends: a header style, a date style and fill variants of existing styles. */
export class StylePlan {
  private readonly p: string;
  private readonly xfs: readonly string[];
  private readonly fontCount: number;
  private readonly fillCount: number;
  private readonly addedXfs: string[] = [];
  private readonly addedFonts: string[] = [];
  private readonly addedFills: string[] = [];
  private readonly addedNumFmts: string[] = [];
  private readonly invalidByBase = new Map<number, number>();
  private readonly plainByBase = new Map<number, number>();
  private header: number | null = null;
  private date: number | null = null;
  private invalidFill: number | null = null;
  /** Fill variants appended by an earlier write-back → the format they were made from. */
  private readonly baseOfInvalid = new Map<number, number>();

  private constructor(
    private readonly xml: string,
    readonly isNew: boolean,
  ) {
    this.p = partPrefix(xml, SPREADSHEET_NAMESPACES);
    const xfs = section(xml, this.p, 'cellXfs');
    this.xfs = xfs === null ? [] : [...xfs.body.matchAll(childPattern(this.p, 'xf'))].map((m) => m[0]);
    this.fontCount = countChildren(section(xml, this.p, 'fonts'), this.p, 'font');
    this.fillCount = countChildren(section(xml, this.p, 'fills'), this.p, 'fill');
    this.findEarlierAdditions();
  }

  /**
   * Recognises what an earlier write-back appended (its invalid fill, its fill variants, its date format), so a
   * second write reuses them instead of appending again, and can take the fill off cells that are now valid.
   */
  private findEarlierAdditions(): void {
    const fills = section(this.xml, this.p, 'fills');
    const fillXml = fills === null ? [] : [...fills.body.matchAll(childPattern(this.p, 'fill'))].map((m) => m[0]);
    const invalidFills = new Set(fillXml.flatMap((f, i) => (f === this.solidFill(INVALID_FILL_RGB) ? [i] : [])));
    const first = [...invalidFills][0];
    if (first !== undefined) this.invalidFill = first;
    const withoutFill = (xf: string): string => xf.replace(/\s(fillId|applyFill)\s*=\s*"[^"]*"/g, '');
    const fillOf = (xf: string): number => Number(/\sfillId\s*=\s*"(\d+)"/.exec(xf)?.[1] ?? 0);
    for (const [i, xf] of this.xfs.entries()) {
      if (!invalidFills.has(fillOf(xf))) continue;
      const key = withoutFill(xf);
      const base = this.xfs.findIndex(
        (other, j) => j !== i && !invalidFills.has(fillOf(other)) && withoutFill(other) === key,
      );
      if (base < 0) continue;
      this.baseOfInvalid.set(i, base);
      if (!this.invalidByBase.has(base)) this.invalidByBase.set(base, i);
    }
    const dateFmt = [...this.xml.matchAll(new RegExp(`<${this.p}numFmt\\b[^>]*>`, 'g'))]
      .map((m) => attributes(m[0]))
      .find((a) => a.get('formatCode') === DATE_FORMAT)
      ?.get('numFmtId');
    if (dateFmt !== undefined) {
      const plain = `<${this.p}xf numFmtId="${dateFmt}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`;
      const index = this.xfs.indexOf(plain);
      if (index >= 0) this.date = index;
    }
  }

  /**
   * The cell's own format with the General number format when it shows numbers as dates: a number the user typed
   * over a date (an area in a column Excel took for dates) must read back as that number, not as a day in 1911.
   */
  plainNumberStyle(base: number): number {
    const known = this.plainByBase.get(base);
    if (known !== undefined) return known;
    const source = this.xfAt(base);
    const open = /^<[^>]*>/.exec(source)?.[0] ?? source;
    const id = Number(attributes(open).get('numFmtId') ?? 0);
    const code = this.customFormats().get(id);
    const date = code === undefined ? BUILT_IN_DATE_IDS.has(id) : isDateFormatCode(code);
    const index = date
      ? this.addXf(
          setAttribute(setAttribute(open, 'numFmtId', '0'), 'applyNumberFormat', '1') + source.slice(open.length),
        )
      : base;
    this.plainByBase.set(base, index);
    return index;
  }

  private customFormats(): Map<number, string> {
    const out = new Map<number, string>();
    for (const m of this.xml.matchAll(new RegExp(`<${this.p}numFmt\\b[^>]*>`, 'g'))) {
      const a = attributes(m[0]);
      out.set(Number(a.get('numFmtId')), a.get('formatCode') ?? '');
    }
    return out;
  }

  /** The format a cell had before an earlier write-back gave it the invalid fill, if `style` is such a variant. */
  originalOf(style: number): number | undefined {
    return this.baseOfInvalid.get(style);
  }

  /** Whether cells may carry an earlier write-back's invalid fill (then result rows are checked cell by cell). */
  get hasEarlierFills(): boolean {
    return this.baseOfInvalid.size > 0;
  }

  /**
   * The workbook's styles, with the lists write-back appends to completed where a writer left them out or empty: an
   * empty `<fonts>` would make the bold header font the workbook's default font, an empty `<cellXfs>` the header
   * format every unformatted cell's. The completions only reach the file when a format is appended.
   */
  static parse(xml: string): StylePlan {
    return new StylePlan(withBaseEntries(xml.replace(/^\ufeff/, ''), partPrefix(xml, SPREADSHEET_NAMESPACES)), false);
  }

  /**
   * A new styles part for a workbook that has none (the reader reads such workbooks, so write-back writes them too).
   */
  static create(mainNamespace: string): StylePlan {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${escapeXml(mainNamespace)}"></styleSheet>`;
    return new StylePlan(withBaseEntries(xml, ''), true);
  }

  /** Bold text on a gray fill, for the result headers write-back adds. */
  headerStyle(): number {
    if (this.header === null) {
      const font0 = this.fontXml(0);
      const bold = font0.endsWith('/>')
        ? font0
        : font0.replace(new RegExp(`^(<${this.p}font\\b[^>]*>)`), `$1<${this.p}b/>`);
      this.addedFonts.push(bold === font0 ? `<${this.p}font><${this.p}b/></${this.p}font>` : bold);
      const fontId = this.fontCount + this.addedFonts.length - 1;
      this.addedFills.push(this.solidFill(HEADER_FILL_RGB));
      const fillId = this.fillCount + this.addedFills.length - 1;
      this.header = this.addXf(
        `<${this.p}xf numFmtId="0" fontId="${fontId}" fillId="${fillId}" borderId="0" xfId="0" applyFont="1" applyFill="1"/>`,
      );
    }
    return this.header;
  }

  /** A date-and-time format for `Imported at`. */
  dateStyle(): number {
    if (this.date === null) {
      const id = this.nextNumFmtId();
      this.addedNumFmts.push(`<${this.p}numFmt numFmtId="${id}" formatCode="${escapeXml(DATE_FORMAT)}"/>`);
      this.date = this.addXf(
        `<${this.p}xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      );
    }
    return this.date;
  }

  /** The cell's own format with the invalid-value fill, so its number format, font and borders survive. */
  invalidStyle(base: number): number {
    if (this.baseOfInvalid.has(base)) return base;
    const known = this.invalidByBase.get(base);
    if (known !== undefined) return known;
    if (this.invalidFill === null) {
      this.addedFills.push(this.solidFill(INVALID_FILL_RGB));
      this.invalidFill = this.fillCount + this.addedFills.length - 1;
    }
    const source = this.xfAt(base);
    const open = /^<[^>]*>/.exec(source)?.[0] ?? source;
    const changed = setAttribute(setAttribute(open, 'fillId', String(this.invalidFill)), 'applyFill', '1');
    const index = this.addXf(changed + source.slice(open.length));
    this.invalidByBase.set(base, index);
    return index;
  }

  get changed(): boolean {
    return this.addedXfs.length > 0;
  }

  /** The styles part with the additions appended to each list and the lists' counts updated. */
  render(): string {
    let xml = this.xml;
    xml = appendToSection(xml, this.p, 'cellXfs', 'xf', this.addedXfs);
    xml = appendToSection(xml, this.p, 'fills', 'fill', this.addedFills);
    xml = appendToSection(xml, this.p, 'fonts', 'font', this.addedFonts);
    if (this.addedNumFmts.length > 0) {
      if (section(xml, this.p, 'numFmts') !== null)
        xml = appendToSection(xml, this.p, 'numFmts', 'numFmt', this.addedNumFmts);
      else {
        const fonts = section(xml, this.p, 'fonts');
        const at = fonts?.start ?? 0;
        xml = `${xml.slice(0, at)}<${this.p}numFmts count="${this.addedNumFmts.length}">${this.addedNumFmts.join('')}</${this.p}numFmts>${xml.slice(at)}`;
      }
    }
    return xml;
  }

  private addXf(xf: string): number {
    this.addedXfs.push(xf);
    return this.xfs.length + this.addedXfs.length - 1;
  }

  private xfAt(index: number): string {
    if (index < this.xfs.length) return this.xfs[index] ?? this.xfs[0] ?? defaultXf(this.p);
    return this.addedXfs[index - this.xfs.length] ?? this.xfs[0] ?? defaultXf(this.p);
  }

  private fontXml(index: number): string {
    const fonts = section(this.xml, this.p, 'fonts');
    const all = fonts === null ? [] : [...fonts.body.matchAll(childPattern(this.p, 'font'))];
    return all[index]?.[0] ?? `<${this.p}font/>`;
  }

  private solidFill(rgb: string): string {
    const p = this.p;
    return `<${p}fill><${p}patternFill patternType="solid"><${p}fgColor rgb="${rgb}"/><${p}bgColor indexed="64"/></${p}patternFill></${p}fill>`;
  }

  private nextNumFmtId(): number {
    let max = 163;
    for (const m of this.xml.matchAll(new RegExp(`<${this.p}numFmt\\b[^>]*>`, 'g'))) {
      max = Math.max(max, Number(attributes(m[0]).get('numFmtId') ?? 0));
    }
    return max + 1 + this.addedNumFmts.length;
  }
}

/** One child element, empty (`<xf …/>`) or with content (`<font>…</font>`), with or without attributes. */
function childPattern(p: string, name: string): RegExp {
  return new RegExp(`<${p}${name}(?:\\s[^>]*)?/>|<${p}${name}(?:\\s[^>]*)?>[\\s\\S]*?</${p}${name}>`, 'g');
}

function defaultXf(p: string): string {
  return `<${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`;
}

/** The styleSheet children in schema order; a missing list is inserted before the first one that follows it. */
const SECTION_ORDER = [
  'numFmts',
  'fonts',
  'fills',
  'borders',
  'cellStyleXfs',
  'cellXfs',
  'cellStyles',
  'dxfs',
  'tableStyles',
  'colors',
  'extLst',
];

/** The entries every workbook's lists start with, as Excel writes them (fill 1 is the reserved gray125). */
function baseEntries(p: string): Readonly<Record<string, { child: string; items: readonly string[] }>> {
  return {
    fonts: { child: 'font', items: [`<${p}font><${p}sz val="11"/><${p}name val="Calibri"/></${p}font>`] },
    fills: {
      child: 'fill',
      items: [
        `<${p}fill><${p}patternFill patternType="none"/></${p}fill>`,
        `<${p}fill><${p}patternFill patternType="gray125"/></${p}fill>`,
      ],
    },
    borders: {
      child: 'border',
      items: [`<${p}border><${p}left/><${p}right/><${p}top/><${p}bottom/><${p}diagonal/></${p}border>`],
    },
    cellStyleXfs: { child: 'xf', items: [`<${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>`] },
    cellXfs: { child: 'xf', items: [defaultXf(p)] },
  };
}

/** Adds the lists write-back relies on where they are missing or empty, leaving lists that have entries alone. */
function withBaseEntries(source: string, p: string): string {
  let xml = source;
  if (new RegExp(`<${p}styleSheet\\b[^>]*/>`).test(xml))
    xml = xml.replace(new RegExp(`<${p}styleSheet\\b([^>]*?)\\s*/>`), `<${p}styleSheet$1></${p}styleSheet>`);
  for (const [name, base] of Object.entries(baseEntries(p))) {
    const s = section(xml, p, name);
    if (s !== null && countChildren(s, p, base.child) > 0) continue;
    if (s !== null) {
      const open = setAttribute(
        s.openTag.endsWith('/>') ? `${s.openTag.slice(0, -2)}>` : s.openTag,
        'count',
        String(base.items.length),
      );
      xml = `${xml.slice(0, s.start)}${open}${base.items.join('')}${s.body}</${p}${name}>${xml.slice(s.end)}`;
      continue;
    }
    const later = SECTION_ORDER.slice(SECTION_ORDER.indexOf(name) + 1)
      .map((n) => section(xml, p, n))
      .find((x) => x !== null);
    const at = later?.start ?? xml.lastIndexOf(`</${p}styleSheet>`);
    if (at < 0) continue;
    xml = `${xml.slice(0, at)}<${p}${name} count="${base.items.length}">${base.items.join('')}</${p}${name}>${xml.slice(at)}`;
  }
  return xml;
}

function section(xml: string, p: string, name: string): Section | null {
  const open = new RegExp(`<${p}${name}\\b[^>]*>`).exec(xml);
  if (open === null) return null;
  const openTag = open[0];
  if (openTag.endsWith('/>')) return { start: open.index, end: open.index + openTag.length, openTag, body: '' };
  const close = xml.indexOf(`</${p}${name}>`, open.index);
  if (close < 0) return null;
  return {
    start: open.index,
    end: close + `</${p}${name}>`.length,
    openTag,
    body: xml.slice(open.index + openTag.length, close),
  };
}

function countChildren(s: Section | null, p: string, child: string): number {
  if (s === null) return 0;
  return [...s.body.matchAll(new RegExp(`<${p}${child}[\\s/>]`, 'g'))].length;
}

function appendToSection(xml: string, p: string, name: string, child: string, added: readonly string[]): string {
  if (added.length === 0) return xml;
  const s = section(xml, p, name);
  if (s === null) return xml;
  const count = countChildren(s, p, child) + added.length;
  const open = setAttribute(
    s.openTag.endsWith('/>') ? `${s.openTag.slice(0, -2)}>` : s.openTag,
    'count',
    String(count),
  );
  return `${xml.slice(0, s.start)}${open}${s.body}${added.join('')}</${p}${name}>${xml.slice(s.end)}`;
}
