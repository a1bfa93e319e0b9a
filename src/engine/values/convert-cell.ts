// Turns one cell into the API value of its catalog field, or says precisely why it cannot.
import type { FieldDef, Words } from '../../catalog';
import { MONEY_FIELDS as MONEY_FIELD_KEYS, PER_AREA_WORDS, assertNever, formatBoth, valueWords } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import { isCellError } from '../model/cell-value';
import { BOOL_WORDS_HINT, parseBoolText } from './parse-bool';
import { enumIndex, lookupEnum, showCode } from './enum-words';
import type { CurrencyCode } from './parse-number';
import { parseNumberText } from './parse-number';
import { parseDateText } from './parse-date';
import { splitCellPeriod } from './cell-period';
import { didYouMean, problemOf, quote } from './value-problem';
import { CELL_KIND_WORDS as K, CONVERT_MESSAGES as C } from './values-messages';
import type { ValueOverride, ValueOverrides } from './value-override';
import { findOverride, overrideMap } from './value-override';
import { TextMemo } from './text-memo';
import type { ColumnInterpretation } from './column-interpretation';
import { interpretCell, interpretationSignature } from './interpret-cell';
import type { Converted } from './converted-value';
import { isBlankText, trimmedText } from './trimmed-text';

export const EMPTY: Converted = { kind: 'empty' };

/** An amount per area in a cell: a slash, then an area unit of the catalog's (`Ft/m²`, `EUR / nm / hó`). */
const PER_AREA = new RegExp(
  `/\\s*(?:${PER_AREA_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=\\s*(?:/|$))`,
  'i',
);

/** A money field reads `45 M` as millions: no other reading of a lone scale letter after an amount. */
const MONEY_READING = { scaleLetters: true } as const;

/** A period filled from a price cell applies to rent rows only, as a header's does. */
const RENT_ROWS = { key: 'property.action', value: 'rent' } as const;

/** Fields whose text may name a currency (`45 000 000 Ft`); elsewhere a currency word is a mistake. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(MONEY_FIELD_KEYS);

function value(v: string | number | boolean, currency: CurrencyCode | null = null): Converted {
  return { kind: 'value', value: v, currency };
}

/** A cell's problem from the values' catalog, formatted in both languages. */
function problem(text: Words, candidates: readonly string[] = []): Converted {
  return { kind: 'problem', problem: problemOf(text, candidates) };
}

function wrongKind(cell: CellValue, expected: Words): Converted {
  if (cell instanceof Date && Number.isNaN(cell.getTime())) {
    return problem(formatBoth(C.invalidDateWrongKind, { value: quote(cell), expected }));
  }
  const what = cell instanceof Date ? K.date : typeof cell === 'boolean' ? K.yesNo : K.number;
  return problem(formatBoth(C.wrongKind, { value: quote(cell), what, expected }));
}

function convertNumber(field: FieldDef, cell: CellValue, whole: boolean, style: 'amount' | 'coordinate'): Converted {
  let n: number;
  let currency: CurrencyCode | null = null;
  let ownScale = false;
  if (typeof cell === 'number') {
    // A reader's `<v>1e999</v>` is Infinity: said, never sent.
    if (!Number.isFinite(cell)) {
      return problem(formatBoth(C.notFinite, { value: quote(cell) }));
    }
    n = cell;
  } else if (typeof cell === 'string') {
    // `3 500 Ft/m²/hó`: an amount per area, which no field holds; the whole price is wanted, and said so.
    if (MONEY_FIELDS.has(field.key) && PER_AREA.test(cell)) {
      return problem(formatBoth(C.perArea, { value: quote(cell) }));
    }
    // A rent's period in the cell (`250 000 Ft/hó`) fills the row's period, as a `Ft/hó` header does.
    const period = field.key === 'price.price' ? splitCellPeriod(cell) : null;
    if (period !== null) {
      const c = convertNumber(field, period.amount, whole, style);
      if (c.kind !== 'value')
        return c.kind === 'problem' ? problem(formatBoth(C.notNumber, { value: quote(cell) })) : c;
      const words = formatBoth(C.periodOnSale, {
        value: quote(cell),
        period: valueWords('PRICE_PERIOD', period.period),
      });
      const otherwise = { key: field.key, given: cell, words };
      return { ...c, fills: [{ key: 'price.price_period', value: period.period, onlyWhen: RENT_ROWS, otherwise }] };
    }
    const parsed = parseNumberText(cell, style, MONEY_FIELDS.has(field.key) ? MONEY_READING : {});
    if (!parsed.ok) {
      if (parsed.error.kind === 'ambiguous') {
        const [a, b] = parsed.error.readings;
        return problem(formatBoth(C.ambiguousNumber, { value: quote(cell), a, b }), [String(a), String(b)]);
      }
      return problem(formatBoth(C.notNumber, { value: quote(cell) }));
    }
    n = parsed.value.value;
    currency = parsed.value.currency;
    ownScale = parsed.value.ownScale === true;
    if (currency !== null && !MONEY_FIELDS.has(field.key)) {
      return problem(formatBoth(C.currencyNotMoney, { value: quote(cell) }));
    }
  } else {
    return wrongKind(cell, whole ? K.wholeNumber : K.number);
  }
  if (whole && !Number.isInteger(n)) {
    return problem(formatBoth(C.notWholeNumber, { value: quote(cell) }));
  }
  return ownScale ? { kind: 'value', value: n, currency, ownScale: true } : value(n, currency);
}

function convertEnum(
  field: FieldDef,
  set: string,
  codes: readonly string[],
  cell: CellValue,
  overrides: ValueOverrides,
): Converted {
  if (typeof cell !== 'string' && typeof cell !== 'number') return wrongKind(cell, K.listedWord);
  const text = String(cell).trim();
  const override = findOverride(overrides, field.key, text);
  if (override !== undefined) {
    if (codes.includes(override)) return value(override);
    return problem(formatBoth(C.mappedToDisallowed, { value: quote(text), code: quote(override) }));
  }
  const match = lookupEnum(enumIndex(set, codes), text);
  switch (match.kind) {
    case 'code':
      return value(match.code);
    case 'ambiguous': {
      const shown = (lang: 'en' | 'hu') => match.codes.map((c) => showCode(set, c, lang));
      const either = { en: shown('en').join(' or '), hu: shown('hu').join(' vagy ') };
      return problem(formatBoth(C.couldMean, { value: quote(text), either }), match.codes);
    }
    case 'unknown': {
      const shown = (lang: 'en' | 'hu') => match.candidates.map((c) => showCode(set, c, lang));
      const suggestion = { en: didYouMean(shown('en'), 'en'), hu: didYouMean(shown('hu'), 'hu') };
      return problem(formatBoth(C.notAllowed, { value: quote(text), suggestion }), match.candidates);
    }
    default:
      return assertNever(match, 'enum match');
  }
}

function convertBool(field: FieldDef, cell: CellValue, overrides: ValueOverrides): Converted {
  if (typeof cell === 'boolean') return value(cell);
  if (typeof cell === 'number') {
    if (cell === 1 || cell === 0) return value(cell === 1);
    return problem(formatBoth(C.notYesNo, { value: String(cell), words: BOOL_WORDS_HINT }));
  }
  if (typeof cell !== 'string') return wrongKind(cell, K.yesNo);
  const override = findOverride(overrides, field.key, cell);
  if (override === 'true' || override === 'false') return value(override === 'true');
  const b = parseBoolText(cell);
  if (b === null) return problem(formatBoth(C.notYesNo, { value: quote(cell), words: BOOL_WORDS_HINT }));
  return value(b);
}

function convertString(cell: CellValue): Converted {
  if (typeof cell === 'string') {
    const t = trimmedText(cell);
    return t === '' ? EMPTY : value(t);
  }
  // Excel keeps typed references like 1024 as numbers; as text they are what the person meant.
  if (typeof cell === 'number') return value(String(cell));
  return wrongKind(cell, K.text);
}

function convertDatetime(cell: CellValue): Converted {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? problem(formatBoth(C.invalidDate)) : value(cell.toISOString());
  }
  if (typeof cell === 'string') {
    const iso = parseDateText(cell);
    return iso === null ? problem(formatBoth(C.notDate, { value: quote(cell) })) : value(iso);
  }
  return wrongKind(cell, K.date);
}

/** Converts cells for one run; answers for texts other than plain text are remembered per field and distinct text. */
export interface ValueConverter {
  convert(field: FieldDef, cell: CellValue): Converted;
  /** `convert` bound to one field, for converting a whole column: the field's lookups are done once. */
  forField(field: FieldDef): (cell: CellValue) => Converted;
  /**
   * `forField` for one column with what its header or values say beyond the cells (a scale, a currency, `2+1`);
   * without interpretations it is `forField` itself.
   */
  forColumn(field: FieldDef, interpretations: readonly ColumnInterpretation[]): (cell: CellValue) => Converted;
  /** The user's mapping of this text in this field (`{field, value, code}`), if any. */
  override(fieldKey: string, text: string): string | undefined;
}

export function createValueConverter(options: { readonly overrides?: readonly ValueOverride[] } = {}): ValueConverter {
  const overrides = overrideMap(options.overrides ?? []);
  const memo = new Map<FieldDef, TextMemo<Converted>>();

  function convertUncached(field: FieldDef, cell: CellValue): Converted {
    const t = field.type;
    switch (t.kind) {
      case 'string':
        return convertString(cell);
      case 'uint':
        return convertNumber(field, cell, true, 'amount');
      case 'decimal':
        return convertNumber(field, cell, false, 'amount');
      case 'double':
        return convertNumber(field, cell, false, 'coordinate');
      case 'bool':
        return convertBool(field, cell, overrides);
      case 'enum':
        return convertEnum(field, t.set, t.values, cell, overrides);
      case 'datetime':
        return convertDatetime(cell);
      default:
        return assertNever(t, 'field type');
    }
  }

  function remembered(field: FieldDef): TextMemo<Converted> {
    let perField = memo.get(field);
    if (!perField) memo.set(field, (perField = new TextMemo()));
    return perField;
  }

  function convert(field: FieldDef, cell: CellValue): Converted {
    if (cell === null || cell === undefined) return EMPTY;
    if (isCellError(cell)) {
      return problem(formatBoth(C.excelError, { error: cell.error }));
    }
    if (typeof cell !== 'string') return convertUncached(field, cell);
    if (isBlankText(cell)) return EMPTY;
    // Plain text is converted by trimming alone; remembering it would only cost memory.
    if (field.type.kind === 'string') return convertString(cell);
    return rememberedText(field, remembered(field), cell);
  }

  function rememberedText(field: FieldDef, perField: TextMemo<Converted>, text: string): Converted {
    return perField.get(text) ?? perField.remember(text, convertUncached(field, text));
  }

  function forField(field: FieldDef): (cell: CellValue) => Converted {
    if (field.type.kind === 'string') return (cell) => convert(field, cell);
    const perField = remembered(field);
    // The same steps as `convert` for a text; anything else goes through `convert` itself.
    return (cell) => {
      if (typeof cell !== 'string') return convert(field, cell);
      if (isBlankText(cell)) return EMPTY;
      return rememberedText(field, perField, cell);
    };
  }

  const columnMemos = new Map<string, TextMemo<Converted>>();
  const readAmount = (field: FieldDef, cell: CellValue): Converted => convertNumber(field, cell, false, 'amount');
  function forColumn(
    field: FieldDef,
    interpretations: readonly ColumnInterpretation[],
  ): (cell: CellValue) => Converted {
    if (interpretations.length === 0) return forField(field);
    const plain = forField(field);
    const signature = `${field.key}\u0000${interpretationSignature(interpretations)}`;
    let perColumn = columnMemos.get(signature);
    if (!perColumn) columnMemos.set(signature, (perColumn = new TextMemo()));
    const memo = perColumn;
    return (cell) => {
      if (typeof cell !== 'string') return interpretCell(field, cell, interpretations, plain, readAmount);
      if (isBlankText(cell)) return EMPTY;
      return memo.get(cell) ?? memo.remember(cell, interpretCell(field, cell, interpretations, plain, readAmount));
    };
  }

  return {
    override: (fieldKey, text) => findOverride(overrides, fieldKey, text),
    convert,
    forField,
    forColumn,
  };
}
