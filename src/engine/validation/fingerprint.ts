// A stable hash of what a row would send, so a resubmission can tell edited rows from unchanged ones.
import { hash } from 'node:crypto';

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

/**
 * Text the storage rule (`asStoredByAnyWriter`) could change: an escaped carriage return, or 16 digits in a row (a
 * number past 15 significant digits; one of at most 15 is read back as itself). It may also match inside a string.
 */
const RULE_MAY_APPLY = /\\r|\d(?:\.?\d){15}/;

/**
 * The parts' JSON under the storage rule. Plain JSON first: the rule calls back for every value (most of a
 * fingerprint's cost), and it changes nothing unless the text shows a carriage return or a number that long.
 */
function storedJson(parts: unknown): string {
  const plain = JSON.stringify(parts);
  return RULE_MAY_APPLY.test(plain) ? JSON.stringify(parts, asStoredByAnyWriter) : plain;
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
