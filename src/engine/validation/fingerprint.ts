// A stable hash of what a row would send, so a resubmission can tell edited rows from unchanged ones.
import { hash } from 'node:crypto';
import type { Utf8Blocks } from './utf8-blocks';

/**
 * sha1 of the canonical JSON of office, owner and body. Bodies are built in catalog order (never in the
 * workbook's column order), so JSON.stringify is canonical without sorting keys. The operation is left out:
 * a row created once is a modify when read back with its Service ID, yet unchanged.
 */
export function rowFingerprint(officeId: number | null, owner: unknown, body: unknown, action?: string): string {
  // An action other than upsert is part of what the row asks (a row turned to `delete` is changed); without one the
  // fingerprint is what it always was, so workbooks written before the action column stay unchanged.
  const parts =
    action === undefined || action === 'upsert'
      ? [officeId, owner ?? null, body]
      : [officeId, owner ?? null, body, action];
  return hash('sha1', storedJson(parts));
}

/** A row's fingerprint with its body's JSON as UTF-8, written once for both ({@link fingerprintWithBodyJson}). */
export interface FingerprintWithBodyJson {
  readonly fingerprint: string;
  /** The body's JSON text as UTF-8: what JSON.stringify writes for the body as a value inside any larger JSON. */
  readonly bodyJson: Uint8Array;
}

/**
 * `rowFingerprint(officeId, owner, body, action)` made from the body's own JSON text, whose UTF-8 is written into
 * `blocks` once and given back for the request that sends this body (chunk-sender.ts): a listing's body was written as
 * JSON for its fingerprint and again for the request, and encoded as UTF-8 again by each (docs/performance.md, "Upload:
 * a body's JSON once (tenth round)"). Null (nothing made) when the text cannot be shared so: an owner (image rows),
 * a body that is not an object or has a `toJSON` (which is told its key, so its text depends on where it is), or an
 * office the storage rule would change.
 */
export function fingerprintWithBodyJson(
  officeId: number | null,
  owner: unknown,
  body: unknown,
  action: string | undefined,
  blocks: Utf8Blocks,
): FingerprintWithBodyJson | null {
  if (owner !== null && owner !== undefined) return null;
  if (typeof body !== 'object' || body === null) return null;
  if (typeof (body as { readonly toJSON?: unknown }).toJSON === 'function') return null;
  if (officeId !== null && !(Number.isInteger(officeId) && Math.abs(officeId) < EXACT_BELOW)) return null;
  const asked = action === undefined || action === 'upsert' ? undefined : action;
  // The parts' JSON, `[office,null,body(,action)]`, is this head, the body's text and this tail.
  const text = JSON.stringify(body);
  const head = officeId === null ? '[null,null,' : `[${officeId},null,`;
  const tail = asked === undefined ? ']' : `,${JSON.stringify(asked)}]`;
  const written = blocks.write(head, text, tail);
  // The storage rule as storedJson applies it to the whole: only the body's text can change under it (the office
  // keeps its digits, the tail is one string), and a long number in it is found as in the whole (the text starts with
  // `{` or `[`; the head holds no string, so what is inside a string is the same).
  let fingerprint: string;
  if (text.includes('\\r') || tail.includes('\\r')) {
    const parts = asked === undefined ? [officeId, null, body] : [officeId, null, body, asked];
    fingerprint = hash('sha1', JSON.stringify(parts, asStoredByAnyWriter));
  } else {
    const stored = longNumbersRounded(text);
    fingerprint = stored === text ? hash('sha1', written.whole) : hash('sha1', head + stored + tail);
  }
  return { fingerprint, bodyJson: written.text };
}

/**
 * The parts' JSON under the storage rule. Plain JSON first: the rule calls back for every value (most of a
 * fingerprint's cost), and it changes nothing unless the text shows an escaped carriage return or a number past 15
 * significant digits (one of at most 15 is read back as itself). Such a number alone (a fifth of listings: a 17-digit
 * longitude) is rounded in the plain text; a carriage return takes the rule's replacer.
 */
export function storedJson(parts: unknown): string {
  const plain = JSON.stringify(parts);
  return plain.includes('\\r') ? JSON.stringify(parts, asStoredByAnyWriter) : longNumbersRounded(plain);
}

/**
 * A number of 16 digits or more (a point between two of them), found after what comes before a value in
 * JSON.stringify's text: `[`, `:` or `,`. It may also be inside a string.
 */
const LONG_NUMBER = /[[:,]-?\d(?:\.?\d){15}/g;
/** Text ending outside every string: whole strings and what lies between them. */
const ENDS_OUTSIDE_STRINGS = /^(?:[^"]*"(?:[^"\\]|\\.)*")*[^"]*$/;

/**
 * `plain` (JSON.stringify's text, no carriage return in it) with each number as the storage rule leaves it: the same
 * text as stringifying under {@link asStoredByAnyWriter}, whose only change there is to numbers. A long number found
 * inside a string (a text, a key) is passed by. A number's token is what `String` made of it, so `Number` reads the
 * same value back (the largest doubles round past the largest: `null`, as JSON writes Infinity).
 */
function longNumbersRounded(plain: string): string {
  let out = '';
  let copied = 0;
  let outside = 0;
  LONG_NUMBER.lastIndex = 0;
  for (let m = LONG_NUMBER.exec(plain); m !== null; m = LONG_NUMBER.exec(plain)) {
    const start = m.index + 1;
    if (!ENDS_OUTSIDE_STRINGS.test(plain.slice(outside, start))) {
      LONG_NUMBER.lastIndex = start;
      continue;
    }
    let end = start;
    while (end < plain.length && isNumberChar(plain.charCodeAt(end))) end++;
    out += plain.slice(copied, start) + JSON.stringify(asStoredByAnyWriter('', Number(plain.slice(start, end))));
    copied = end;
    outside = end;
    LONG_NUMBER.lastIndex = end;
  }
  return copied === 0 ? plain : out + plain.slice(copied);
}

/** A character of a JSON number: digit, sign, point or exponent. */
function isNumberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69;
}

/** Excel and LibreOffice keep 15 significant digits; integers below this need no rounding. */
const EXACT_BELOW = 1e15;

/**
 * The fingerprint must not depend on how the program that last saved the workbook stored an equal value
 * (docs/round-trip.md, "Edited in Excel or LibreOffice"): LibreOffice writes 47.123456789012344 as
 * 47.1234567890123 and openpyxl as 47.12345678901234, so numbers count to 15 significant digits; a carriage return
 * (Excel's `_x000D_`) counts as the line feed it ends a line with. Values with neither pass through untouched, so
 * their fingerprints are the ones written before this rule.
 */
function asStoredByAnyWriter(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < EXACT_BELOW) return value;
    return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
  }
  if (typeof value === 'string' && value.includes('\r')) return value.replace(/\r\n?/g, '\n');
  return value;
}

interface FingerprintSource {
  readonly officeId: number | null;
  readonly owner: unknown;
  readonly body: unknown;
  readonly action?: string;
}

const computed = new WeakMap<object, string>();

function lazyFingerprint(this: FingerprintSource): string {
  let fp = computed.get(this);
  if (fp === undefined) {
    fp = rowFingerprint(this.officeId, this.owner, this.body, this.action);
    computed.set(this, fp);
  }
  return fp;
}

// One getter shared by every row, so all rows keep one hidden class (a getter per row would not).
const LAZY_FINGERPRINT: PropertyDescriptor = { get: lazyFingerprint, enumerable: true, configurable: false };

/**
 * Gives `row` a `fingerprint` property equal to `rowFingerprint(row.officeId, row.owner, row.body)`, computed the
 * first time it is read: most rows are never compared or sent, and the hash of a whole body with its long texts
 * was a quarter of the preparation time (docs/performance.md). The property is enumerable, so spreads, JSON and
 * structured clones carry the value. The row's office, owner and body must not change afterwards (rows are readonly).
 */
export function defineLazyFingerprint<T extends FingerprintSource>(row: T): T & { readonly fingerprint: string } {
  return Object.defineProperty(row, 'fingerprint', LAZY_FINGERPRINT) as T & { readonly fingerprint: string };
}
