// A modify against the portal's record: a price changed by more than half, or the listing's type, settlement or
// area changed (old → new), most often a row matched to the wrong listing or a slip.
import type { PlausibilityWarning } from './plausibility-warning';
import { amountEn, amountHu, numberEn, numberHu } from './amount-words';
import { PRICE_CHANGE_LIMIT } from './thresholds';

/** One field a modify changes: its catalog key, the portal's value and the row's. */
export interface PortalChange {
  readonly key: string;
  readonly old: unknown;
  readonly new: unknown;
}

const IDENTITY_FIELDS: Readonly<Record<string, { readonly en: string; readonly hu: string }>> = {
  'property.type': { en: 'type', hu: 'típus' },
  'location.region_id': { en: 'settlement', hu: 'település' },
  'special.floor_area': { en: 'floor area', hu: 'alapterület' },
  'special.plot_area': { en: 'plot area', hu: 'telekterület' },
};

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const shown = (v: unknown, hu: boolean): string => {
  const n = num(v);
  if (n !== null) return hu ? numberHu(n) : numberEn(n);
  return typeof v === 'string' ? v : JSON.stringify(v);
};

function priceChange(where: RowPlace, c: PortalChange): PlausibilityWarning | null {
  const old = num(c.old);
  const now = num(c.new);
  if (old === null || now === null || old <= 0) return null;
  const change = (now - old) / old;
  if (Math.abs(change) <= PRICE_CHANGE_LIMIT) return null;
  const pct = `${change > 0 ? '+' : '−'}${Math.round(Math.abs(change) * 100)} %`;
  const field = c.key === 'price.overhead' ? { en: 'Overhead', hu: 'A rezsi' } : { en: 'Price', hu: 'Az ár' };
  return {
    kind: 'price-change',
    ...where,
    field: c.key,
    value: now,
    fix: [{ field: c.key, value: old }],
    basis: 'portal',
    message: `${field.en} changes by ${pct} against the portal: ${amountEn(old, 'huf')} → ${amountEn(now, 'huf')}.`,
    messageHu: `${field.hu} ${pct}-kal változik a portálon lévőhöz képest: ${amountHu(old, 'huf')} → ${amountHu(now, 'huf')}.`,
  };
}

function identityChange(where: RowPlace, c: PortalChange): PlausibilityWarning | null {
  const name = IDENTITY_FIELDS[c.key];
  const empty = (v: unknown): boolean => v === null || v === undefined || v === '';
  if (name === undefined || empty(c.old) || empty(c.new) || c.old === c.new) return null;
  if (num(c.old) !== null && num(c.old) === num(c.new)) return null;
  const oldValue = typeof c.old === 'number' || typeof c.old === 'string' ? c.old : String(c.old);
  return {
    kind: 'identity-change',
    ...where,
    field: c.key,
    value: c.new,
    fix: [{ field: c.key, value: oldValue }],
    basis: 'portal',
    message: `The listing's ${name.en} changes against the portal: ${shown(c.old, false)} → ${shown(c.new, false)}.`,
    messageHu: `A hirdetés ${name.hu} adata változik a portálon lévőhöz képest: ${shown(c.old, true)} → ${shown(c.new, true)}.`,
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
