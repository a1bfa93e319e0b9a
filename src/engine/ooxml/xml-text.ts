// Small, fast helpers for the hand-written XML scanners: attribute lookup and text unescaping.
// Part XML written by spreadsheet programs is regular enough that indexOf-based scanning is several times faster
// than a general SAX parser; these helpers carry the few XML rules that still matter (quotes, entities, whitespace).

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntity(_match: string, body: string): string {
  if (body.charCodeAt(0) === 35 /* # */) {
    const hex = body.charCodeAt(1) === 120 || body.charCodeAt(1) === 88;
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[body] ?? `&${body};`;
}

const ENTITY = /&(#?[0-9A-Za-z]+);/g;
// OOXML's own escape for characters XML cannot carry (`_x000D_` is a carriage return); `_x005F_` escapes the
// underscore.
const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

const CR_LF = /\r\n?/g;
const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';

/** XML's end-of-line rule: a literal CR LF or lone CR in the text is read as LF (a `&#13;` or `_x000D_` stays CR). */
function newlines(text: string): string {
  return text.indexOf('\r') >= 0 ? text.replace(CR_LF, '\n') : text;
}

function entities(text: string): string {
  return text.indexOf('&') >= 0 ? text.replace(ENTITY, decodeEntity) : text;
}

/** Text outside CDATA sections has its entities decoded; inside them it is taken as written. */
function textWithCdata(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf(CDATA_OPEN, i);
    if (open < 0) return out + entities(newlines(text.slice(i)));
    out += entities(newlines(text.slice(i, open)));
    const close = text.indexOf(CDATA_CLOSE, open + CDATA_OPEN.length);
    const end = close < 0 ? text.length : close;
    out += newlines(text.slice(open + CDATA_OPEN.length, end));
    if (close < 0) return out;
    i = close + CDATA_CLOSE.length;
  }
}

/** The text an XML parser gives for raw element content: line ends, entities, CDATA, then OOXML's `_xHHHH_` escapes. */
export function unescapeXml(text: string): string {
  let out = text.indexOf('<') >= 0 ? textWithCdata(text) : entities(newlines(text));
  if (out.indexOf('_x') >= 0)
    out = out.replace(OOXML_ESCAPE, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return out;
}

/** Where the `close` tag after `from` is, stepping over CDATA sections, which may hold anything; -1 if absent. */
export function closeTagAfterCdata(xml: string, close: string, from: number): number {
  let i = from;
  for (;;) {
    const end = xml.indexOf(close, i);
    const cdata = xml.indexOf(CDATA_OPEN, i);
    if (end < 0 || cdata < 0 || cdata > end) return end;
    const cdataEnd = xml.indexOf(CDATA_CLOSE, cdata + CDATA_OPEN.length);
    if (cdataEnd < 0) return -1;
    i = cdataEnd + CDATA_CLOSE.length;
  }
}

/** XML entities only: for attribute values such as number formats, which carry no `_x…_` escapes. */
export function unescapeEntities(text: string): string {
  return text.indexOf('&') >= 0 ? text.replace(ENTITY, decodeEntity) : text;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/**
 * The raw value of attribute `name` in `tag` (the text of one start tag), or null.
 * `name` may be a suffix such as `:id` to match any namespace prefix. Takes the tag alone so a missing attribute
 * never sends indexOf scanning through the rest of a large document.
 */
export function attr(tag: string, name: string): string | null {
  let i = tag.indexOf(name);
  while (i >= 0) {
    const before = tag.charCodeAt(i - 1);
    const nameOk = name.charCodeAt(0) === 58 /* : */ ? !isSpace(before) : isSpace(before);
    let j = i + name.length;
    while (isSpace(tag.charCodeAt(j))) j++;
    if (nameOk && tag.charCodeAt(j) === 61 /* = */) {
      j++;
      while (isSpace(tag.charCodeAt(j))) j++;
      const quote = tag.charCodeAt(j);
      if (quote === 34 || quote === 39) {
        const close = tag.indexOf(quote === 34 ? '"' : "'", j + 1);
        return close < 0 ? null : tag.slice(j + 1, close);
      }
    }
    i = tag.indexOf(name, i + 1);
  }
  return null;
}

/** Position just after the `>` that closes the tag opened at `start`, skipping `>` inside quoted attribute values. */
export function tagEnd(xml: string, start: number): number {
  let i = start;
  for (;;) {
    const gt = xml.indexOf('>', i);
    if (gt < 0) return -1;
    // Look for a quote only up to this `>`: an indexOf for '"' would run on through the document when there is none.
    let quote = -1;
    for (let k = i; k < gt; k++) {
      if (xml.charCodeAt(k) === 34) {
        quote = k;
        break;
      }
    }
    if (quote < 0) return gt + 1;
    const close = xml.indexOf('"', quote + 1);
    if (close < 0) return -1;
    i = close + 1;
  }
}

/** Every start tag `<name …>` or `<name …/>` in `xml`, as `[start, end)` spans; `name` is matched exactly. */
export function* tags(xml: string, name: string, from = 0, to = xml.length): Generator<readonly [number, number]> {
  const open = `<${name}`;
  let i = xml.indexOf(open, from);
  while (i >= 0 && i < to) {
    const next = xml.charCodeAt(i + open.length);
    if (isSpace(next) || next === 62 /* > */ || next === 47 /* / */) {
      const end = tagEnd(xml, i);
      if (end < 0) return;
      yield [i, end];
      i = xml.indexOf(open, end);
    } else {
      i = xml.indexOf(open, i + 1);
    }
  }
}

interface RunTags {
  readonly open: string;
  readonly close: string;
  readonly phonetic: string;
  readonly phoneticRun: RegExp;
}

function runTags(prefix: string): RunTags {
  const p = prefix.replace(/[.]/g, '\\.');
  return {
    open: `<${prefix}t`,
    close: `</${prefix}t>`,
    phonetic: `<${prefix}rPh`,
    phoneticRun: new RegExp(`<${p}rPh\\b[\\s\\S]*?</${p}rPh>`, 'g'),
  };
}

const PLAIN_RUN_TAGS = runTags('');

/**
 * Concatenated text of every `<t>` in `xml` outside phonetic runs (`<rPh>`), unescaped: plain and rich text alike.
 * `prefix` is the namespace prefix the elements are written with (`x:`), if any.
 */
export function textRuns(source: string, prefix = ''): string {
  const tags = prefix === '' ? PLAIN_RUN_TAGS : runTags(prefix);
  // Phonetic (furigana) runs repeat the text's reading; they are not part of the value.
  const xml = source.indexOf(tags.phonetic) >= 0 ? source.replace(tags.phoneticRun, '') : source;
  const hasCdata = xml.indexOf(CDATA_OPEN) >= 0;
  let out = '';
  let i = 0;
  for (;;) {
    const t = xml.indexOf(tags.open, i);
    if (t < 0) break;
    const next = xml.charCodeAt(t + tags.open.length);
    if (!(next === 62 || next === 47 || isSpace(next))) {
      i = t + tags.open.length;
      continue;
    }
    const open = tagEnd(xml, t);
    if (open < 0) break;
    if (xml.charCodeAt(open - 2) === 47) {
      i = open;
      continue;
    } // <t/>
    const close = hasCdata ? closeTagAfterCdata(xml, tags.close, open) : xml.indexOf(tags.close, open);
    if (close < 0) break;
    out += xml.slice(open, close);
    i = close + tags.close.length;
  }
  return unescapeXml(out);
}
