// Which listings an export holds (offices, types, status, changed after), written on its Help sheet as one line a
// program reads back: the sync preview looks for missing listings only inside it (docs/round-trip.md, "Sync preview").
import type { Lang, PropertyType, Words } from '../../catalog';
import { isPropertyType, valueWords } from '../../catalog';
import { SCOPE_MESSAGES } from './template-messages';

export type ScopeStatus = 'active' | 'inactive';

export interface ListingScope {
  /** The offices whose listings the sheet holds; empty: the offices the sheet's rows name. */
  readonly officeIds: readonly number[];
  /** Only listings of these types; empty: every type. */
  readonly types: readonly PropertyType[];
  /** Only listings with this status; null: both. */
  readonly status: ScopeStatus | null;
  /** ISO 8601: only listings changed later; null: whenever. */
  readonly updatedAfter: string | null;
}

/** The Help sheet's label of the scope line, in either language (a workbook is read whatever its language). */
export const SCOPE_LABEL: Words = SCOPE_MESSAGES.label;

const ANY = 'any';

/** `offices=1,3; types=house,land; status=any; updated-after=any`: the same in both languages, for the reader. */
export function scopeText(s: ListingScope): string {
  const list = (xs: readonly (string | number)[]): string => (xs.length === 0 ? ANY : xs.join(','));
  return [
    `offices=${list(s.officeIds)}`,
    `types=${list(s.types)}`,
    `status=${s.status ?? ANY}`,
    `updated-after=${s.updatedAfter ?? ANY}`,
  ].join('; ');
}

function parseList<T>(text: string, item: (t: string) => T | null): T[] | null {
  if (text === ANY) return [];
  const out: T[] = [];
  for (const part of text.split(',')) {
    const v = item(part.trim());
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

function officeOf(t: string): number | null {
  return /^[1-9]\d{0,15}$/.test(t) ? Number(t) : null;
}

function typeOf(t: string): PropertyType | null {
  return isPropertyType(t) ? t : null;
}

function statusOf(t: string): ScopeStatus | null | undefined {
  if (t === ANY) return null;
  return t === 'active' || t === 'inactive' ? t : undefined;
}

function dateOf(t: string): string | null | undefined {
  if (t === ANY) return null;
  return Number.isNaN(Date.parse(t)) ? undefined : t;
}

/** The scope a {@link scopeText} line states; null when the text is not one (edited or damaged). */
export function parseScopeText(text: string): ListingScope | null {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const officeIds = parseList(fields.get('offices') ?? '', officeOf);
  const types = parseList(fields.get('types') ?? '', typeOf);
  const status = statusOf(fields.get('status') ?? '');
  const updatedAfter = dateOf(fields.get('updated-after') ?? '');
  if (officeIds === null || types === null || status === undefined || updatedAfter === undefined) return null;
  return { officeIds, types, status, updatedAfter };
}

const WORDS = SCOPE_MESSAGES;

/** The scope's offices: by name where `names` knows them (as the app's header names the office), else by number. */
function describeOffices(ids: readonly number[], lang: Lang, names: ReadonlyMap<number, string>): string {
  if (ids.length === 0) return WORDS.sheetOffices[lang];
  if (!ids.some((id) => names.has(id)))
    return `${(ids.length === 1 ? WORDS.office : WORDS.offices)[lang]} ${ids.join(', ')}`;
  return ids.map((id) => names.get(id) ?? `${WORDS.office[lang]} ${id}`).join(', ');
}

/** The scope as a person reads it: `office 1; house, land; active only; changed after 2026-01-31`. */
export function describeScope(s: ListingScope, lang: Lang, names: ReadonlyMap<number, string> = new Map()): string {
  const offices = describeOffices(s.officeIds, lang, names);
  const types =
    s.types.length === 0 ? WORDS.allTypes[lang] : s.types.map((t) => valueWords('PROPERTY_TYPE', t)[lang]).join(', ');
  const status = s.status === null ? WORDS.anyStatus[lang] : WORDS[s.status][lang];
  const after = s.updatedAfter === null ? [] : [`${WORDS.changedAfter[lang]} ${s.updatedAfter}`];
  return [offices, types, status, ...after].join('; ');
}
