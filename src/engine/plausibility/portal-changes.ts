// A modify against the portal's record: a price changed by more than half, or the listing's type, settlement or
// area changed (old → new), most often a row matched to the wrong listing or a slip.
import type { PlausibilityWarning } from './plausibility-warning';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { numberEn, numberHu } from './amount-words';
import { amountInBoth } from './amounts-in-both';
import { IDENTITY_FIELD_MESSAGES, WARNING_MESSAGES } from './plausibility-messages';
import { PRICE_CHANGE_LIMIT } from './thresholds';

/** One field a modify changes: its catalog key, the portal's value and the row's. */
export interface PortalChange {
  readonly key: string;
  readonly old: unknown;
  readonly new: unknown;
}

const IDENTITY_FIELDS: Readonly<Record<string, Words>> = IDENTITY_FIELD_MESSAGES;

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const shown = (v: unknown): Words => {
  const n = num(v);
  if (n !== null) return { en: numberEn(n), hu: numberHu(n) };
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return { en: text, hu: text };
};

function priceChange(where: RowPlace, c: PortalChange): PlausibilityWarning | null {
  const old = num(c.old);
  const now = num(c.new);
  if (old === null || now === null || old <= 0) return null;
  const change = (now - old) / old;
  if (Math.abs(change) <= PRICE_CHANGE_LIMIT) return null;
  const pct = `${change > 0 ? '+' : '−'}${Math.round(Math.abs(change) * 100)} %`;
  const field = c.key === 'price.overhead' ? WARNING_MESSAGES.overheadField : WARNING_MESSAGES.priceField;
  const text = formatBoth(WARNING_MESSAGES.priceChange, {
    field,
    pct,
    old: amountInBoth(old, 'huf'),
    now: amountInBoth(now, 'huf'),
  });
  return {
    kind: 'price-change',
    ...where,
    field: c.key,
    value: now,
    fix: [{ field: c.key, value: old }],
    basis: 'portal',
    message: text.en,
    messageHu: text.hu,
  };
}

function identityChange(where: RowPlace, c: PortalChange): PlausibilityWarning | null {
  const name = IDENTITY_FIELDS[c.key];
  const empty = (v: unknown): boolean => v === null || v === undefined || v === '';
  if (name === undefined || empty(c.old) || empty(c.new) || c.old === c.new) return null;
  if (num(c.old) !== null && num(c.old) === num(c.new)) return null;
  const oldValue = typeof c.old === 'number' || typeof c.old === 'string' ? c.old : String(c.old);
  const text = formatBoth(WARNING_MESSAGES.identityChange, { field: name, old: shown(c.old), now: shown(c.new) });
  return {
    kind: 'identity-change',
    ...where,
    field: c.key,
    value: c.new,
    fix: [{ field: c.key, value: oldValue }],
    basis: 'portal',
    message: text.en,
    messageHu: text.hu,
  };
}

export interface RowPlace {
  readonly sheet: string;
  readonly row: number;
}

/** The warnings of one modify's changes against the portal's record. */
export function portalChangeWarnings(where: RowPlace, changes: readonly PortalChange[]): PlausibilityWarning[] {
  const out: PlausibilityWarning[] = [];
  for (const c of changes) {
    const w = c.key === 'price.price' || c.key === 'price.overhead' ? priceChange(where, c) : identityChange(where, c);
    if (w !== null) out.push(w);
  }
  return out;
}
