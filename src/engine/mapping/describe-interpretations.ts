// Every interpretation of a sheet's columns in words, with an example from the sheet ("45,9 → 45 900 000 Ft"), so
// the command line and the app can list them and the user can turn each off per column.
import type { Lang, Words } from '../../catalog';
import { SCALE_WORDS, assertNever, formatBoth, groupThousands, valueWords } from '../../catalog';
import { INTERPRETATION_MESSAGES as M } from './interpretation-messages';
import type { SheetMapping } from '../model/workbook-mapping';
import type { ColumnInterpretation } from '../values/column-interpretation';
import type { InterpretationKind } from '../model/interpretation-kind';
import { parseCompoundRooms } from '../values/compound-rooms';
import { parseNumberText } from '../values/parse-number';
import type { CellValue } from '../model/cell-value';
import { possibleInterpretations } from './column-interpretations';

export interface InterpretationReport {
  readonly column: string;
  readonly header: string;
  readonly field: string;
  readonly kind: InterpretationKind;
  /** False when the user turned it off for this column. */
  readonly on: boolean;
  /** What is read, in both languages: `millions of forints (M Ft)`. */
  readonly what: Words;
  /** One cell of the column and what it becomes, when the sheet has one: `45,9 → 45 900 000 Ft` in Hungarian. */
  readonly example: string | null;
}

const toCent = (n: number): number => Math.round(n * 100) / 100;

const CURRENCY_SIGN: Readonly<Record<string, string>> = { huf: 'Ft', eur: 'EUR' };

/** A cell as the reader's language writes it, for an example: a number grouped (`45,9` or `45.9`), a text as typed. */
export function shownCell(cell: CellValue, lang: Lang): string {
  return typeof cell === 'number' ? groupThousands(cell, lang) : String(cell).trim();
}

function what(i: ColumnInterpretation): Words {
  switch (i.kind) {
    case 'scale': {
      const scale = SCALE_WORDS[i.factor] ?? formatBoth(M.times, { factor: i.factor });
      return formatBoth(M.scale, { scale, unit: i.unit });
    }
    case 'currency':
      return formatBoth(M.currency, { currency: i.currency.toUpperCase(), unit: i.unit });
    case 'period': {
      if (i.target === 'price.price_period') {
        return formatBoth(M.rentPeriod, { period: valueWords('PRICE_PERIOD', i.period), unit: i.unit });
      }
      return formatBoth(i.period === 'yearly' ? M.depositYears : M.depositMonths, { unit: i.unit });
    }
    case 'plot_unit':
      return formatBoth(M.plotUnit, { plotUnit: valueWords('PLOT_UNIT', i.code), unit: i.unit });
    case 'rooms_split':
      return formatBoth(M.roomsSplit);
    default:
      return assertNever(i, 'interpretation');
  }
}

/** A cell's number, and whether it names its own currency or scale (then a header's is not applied to it). */
function numberOf(cell: CellValue): { n: number; ownCurrency: boolean; ownScale: boolean } | null {
  if (typeof cell === 'number') return { n: cell, ownCurrency: false, ownScale: false };
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const p = parseNumberText(cell, 'amount', MONEY_READING);
  if (!p.ok) return null;
  return { n: p.value.value, ownCurrency: p.value.currency !== null, ownScale: p.value.ownScale === true };
}

/** The examples are of money columns, read as the converter reads money (`45 M` is millions). */
const MONEY_READING = { scaleLetters: true } as const;

/** Whole and half rooms as staff write them: `2 + 1 fél`, `2 + 1 half`. */
export function roomsText(rooms: number, halfRooms: number, lang: Lang): string {
  return `${rooms} + ${halfRooms} ${M.halfRoom[lang]}`;
}

/** The first cell the interpretation changes, and what it becomes. */
function example(
  i: ColumnInterpretation,
  all: readonly ColumnInterpretation[],
  cells: Iterable<CellValue>,
  lang: Lang,
): string | null {
  const currency = all.find((x) => x.kind === 'currency');
  const sign = currency?.kind === 'currency' ? ` ${CURRENCY_SIGN[currency.currency] ?? ''}` : '';
  for (const cell of cells) {
    switch (i.kind) {
      case 'scale': {
        const x = numberOf(cell);
        if (x && !x.ownCurrency && !x.ownScale)
          return `${shownCell(cell, lang)} → ${groupThousands(toCent(x.n * i.factor), lang)}${sign}`;
        break;
      }
      case 'currency': {
        const x = numberOf(cell);
        if (x && !x.ownCurrency) {
          const scale = all.find((s) => s.kind === 'scale');
          const factor = scale?.kind === 'scale' && !x.ownScale ? scale.factor : 1;
          const sent = groupThousands(toCent(x.n * factor), lang);
          return `${shownCell(cell, lang)} → ${sent} ${CURRENCY_SIGN[i.currency] ?? ''}`;
        }
        break;
      }
      case 'period':
      case 'plot_unit': {
        if (!numberOf(cell)) break;
        const w = i.kind === 'period' ? valueWords('PRICE_PERIOD', i.period) : valueWords('PLOT_UNIT', i.code);
        return `${shownCell(cell, lang)} → ${w[lang]}`;
        break;
      }
      case 'rooms_split': {
        const r = typeof cell === 'string' || typeof cell === 'number' ? parseCompoundRooms(cell) : null;
        if (r) return `${shownCell(cell, lang)} → ${roomsText(r.rooms, r.halfRooms, lang)}`;
        break;
      }
      default:
        return assertNever(i, 'interpretation');
    }
  }
  return null;
}

/**
 * The interpretations of every mapped column of a sheet, on or off; `rows` gives the examples, written in `lang` (the
 * command line's lines are English: its default). A compound-room split is listed only when a cell uses it, as every
 * rooms column allows it.
 */
export function describeInterpretations(
  sheet: SheetMapping,
  rows: Iterable<{ readonly cells: readonly CellValue[] }>,
  lang: Lang = 'en',
): InterpretationReport[] {
  const cellsOf = (index: number): CellValue[] => {
    const out: CellValue[] = [];
    for (const r of rows) {
      const c = r.cells[index];
      if (c !== undefined && c !== null) out.push(c);
      if (out.length >= 200) break;
    }
    return out;
  };
  const out: InterpretationReport[] = [];
  for (const c of sheet.columns) {
    const all = possibleInterpretations(c.header, c.field, c.unit);
    if (c.field === null || all.length === 0) continue;
    const cells = cellsOf(c.index);
    for (const i of all) {
      const ex = example(i, all, cells, lang);
      if (i.kind === 'rooms_split' && ex === null) continue;
      const on = !(c.off ?? []).includes(i.kind);
      out.push({ column: c.column, header: c.header, field: c.field, kind: i.kind, on, what: what(i), example: ex });
    }
  }
  return out;
}
