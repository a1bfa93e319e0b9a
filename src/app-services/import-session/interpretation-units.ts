// A column's unit as the user may change it in the values step (docs/office-conventions.md, "Interpretations"), and the
// column's first row as it will be sent, so the values step and the dry run show what the interpretation does to real
// data.
import type { Lang, ValueSetName } from '../../catalog';
import {
  AREA_UNIT_CHOICES,
  MONEY_FIELDS,
  MONEY_UNIT_CHOICES,
  assertNever,
  findField,
  groupThousands,
  valueWords,
} from '../../catalog';
import type { ColumnMapping, SheetMapping } from '../../engine/model/workbook-mapping';
import { parseHeader, readUnit, roomsText, shownCell } from '../../engine/mapping';
import type { RowPreparer } from '../../engine/validation';
import type { InterpretationKind } from '../../engine/model/interpretation-kind';
import type { TableRow } from '../../engine/model/sheet-table';
import { fail } from '../app-failure';
import { BOOLEAN_WORDS } from './boolean-words-messages';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';

/** The unit in effect for the column (the user's, else its header's), then the others it can be read in. */
export function unitChoices(c: ColumnMapping): readonly string[] {
  const header = parseHeader(c.header).unit?.text ?? null;
  const current = c.unit ?? header;
  // A rate keeps its period when its scale or currency changes: `Ft/hó` offers `e Ft/hó`, `EUR/hó`.
  const slash = current?.indexOf('/') ?? -1;
  const rate = current !== null && slash > 0 ? current.slice(slash) : '';
  const base =
    c.field === 'special.plot_area'
      ? AREA_UNIT_CHOICES
      : c.field !== null && MONEY_FIELDS.includes(c.field)
        ? MONEY_UNIT_CHOICES.map((u) => `${u}${rate}`)
        : [];
  const all = [current, header, ...base].filter((u): u is string => u !== null);
  return [...new Set(all)];
}

/** The sheet with the column read in `unit` (null: its header's again); a unit it cannot read is refused. */
export function withUnit(env: SessionEnv, mapping: SheetMapping, index: number, unit: string | null): SheetMapping {
  if (unit !== null && readUnit(unit) === null)
    fail('invalid_request', tell(env, SESSION_MESSAGES.unknownUnit, { unit }));
  const columns = mapping.columns.map((c) => {
    if (c.index !== index) return c;
    const { unit: _old, ...rest } = c;
    return unit === null || unit === parseHeader(c.header).unit?.text ? rest : { ...rest, unit };
  });
  return { ...mapping, columns };
}

/** The other field of the row an interpretation fills, if any. */
function filledKey(field: string, kind: InterpretationKind): string | null {
  switch (kind) {
    case 'scale':
      return null;
    case 'currency':
      return `${field}_currency`;
    case 'period':
      return field === 'price.deposit' ? 'price.deposit_type' : 'price.price_period';
    case 'plot_unit':
      return 'special.plot_area_unit';
    case 'rooms_split':
      return 'special.number_of_half_rooms';
    default:
      return assertNever(kind, 'interpretation');
  }
}

type Body = Readonly<Record<string, unknown>>;

/** A key's value in a request body; `special.*` fields sit under the row's property type. */
function valueAt(body: Body, key: string): unknown {
  const dot = key.indexOf('.');
  const block = body[key.slice(0, dot)];
  if (typeof block !== 'object' || block === null) return undefined;
  const name = key.slice(dot + 1);
  if (key.startsWith('special.')) {
    for (const inner of Object.values(block)) {
      if (typeof inner === 'object' && inner !== null && name in inner) return (inner as Body)[name];
    }
    return undefined;
  }
  return (block as Body)[name];
}

/**
 * The column's first filled row and what is sent for it with the interpretations turned on, as the dry run would
 * send it, in the user's words (no API codes): `45,9 → 45 900 000 Ft`; null when the column has no filled row.
 */
export function sentExample(
  c: ColumnMapping,
  kinds: readonly InterpretationKind[],
  rows: readonly TableRow[],
  preparer: RowPreparer,
  lang: Lang,
): string | null {
  if (c.field === null) return null;
  const row = rows.find((r) => {
    const v = r.cells[c.index];
    return v !== null && v !== undefined && v !== '';
  });
  if (!row) return null;
  const prepared = preparer.prepare(row);
  if (!prepared) return null;
  const field = c.field;
  const keys = [field, ...kinds.map((k) => filledKey(field, k)).filter((k): k is string => k !== null)];
  const body = prepared.body as Body;
  // Split rooms read as the example writes them (`1,5 → 1 + 1 fél`), not as two bare numbers.
  const rooms = valueAt(body, field);
  const half = kinds.includes('rooms_split') ? valueAt(body, 'special.number_of_half_rooms') : undefined;
  if (typeof rooms === 'number' && typeof half === 'number') {
    return `${shownCell(row.cells[c.index] ?? null, lang)} → ${roomsText(rooms, half, lang)}`;
  }
  const values = [...new Set(keys)].flatMap((k) => {
    const v = valueAt(body, k);
    return v === undefined ? [] : [sentWord(k, v, lang)];
  });
  if (values.length === 0) return null;
  // An amount's currency follows it as its sign (`45 900 000 Ft`), the other filled values after a comma.
  const text = values.reduce((all, w) => (w.sign ? `${all} ${w.text}` : `${all}, ${w.text}`), '').slice(2);
  return `${shownCell(row.cells[c.index] ?? null, lang)} → ${text}`;
}

const CURRENCY_SIGN: Readonly<Record<string, string>> = { huf: 'Ft', eur: 'EUR' };

/** A sent value as staff write it: numbers grouped, a currency as its sign, a code as its word. */
function sentWord(key: string, v: unknown, lang: Lang): { readonly text: string; readonly sign: boolean } {
  if (typeof v === 'number') return { text: groupThousands(v, lang), sign: false };
  if (typeof v === 'boolean') return { text: (v ? BOOLEAN_WORDS.yes : BOOLEAN_WORDS.no)[lang], sign: false };
  const text = String(v);
  const type = (findField('properties', key) ?? findField('sellers', key))?.type;
  if (type?.kind !== 'enum') return { text, sign: false };
  if (type.set === 'CURRENCY') return { text: CURRENCY_SIGN[text] ?? text, sign: true };
  return { text: valueWords(type.set as ValueSetName, text)[lang], sign: false };
}
