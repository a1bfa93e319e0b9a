// Puts the values cells gave other fields of their row (`2+1` → half rooms, `Ft/hó` → rent period) into the body,
// where the row has no value of its own; a different value of its own is a problem, never overwritten.
import type { Words } from '../../catalog';
import { formatBoth, valueWords } from '../../catalog';
import type { CellFill } from './column-interpretation';
import { VALUES_MESSAGES } from './values-messages';

type Body = Record<string, Record<string, unknown>>;

export interface FillConflict {
  readonly key: string;
  readonly given: unknown;
  readonly wanted: string | number;
  readonly en: string;
  readonly hu: string;
}

function blockOf(body: Body, key: string, type: string | null): Record<string, unknown> | null {
  const dot = key.indexOf('.');
  const block = key.slice(0, dot);
  if (block !== 'special') return (body[block] ??= {});
  if (type === null) return null;
  const special = (body.special ??= {}) as Record<string, Record<string, unknown>>;
  return (special[type] ??= {});
}

/** A value as the office writes it: a period's word (`havonta`), not its code (`monthly`). */
function shown(key: string, value: unknown): Words | string {
  return key === 'price.price_period' && typeof value === 'string' ? valueWords('PRICE_PERIOD', value) : String(value);
}

/** The row's own value and the fill's, with the column that gave the fill when it is known. */
function conflictWords(f: CellFill, given: unknown): Words {
  const values = { given: shown(f.key, given), wanted: shown(f.key, f.value) };
  if (f.from === undefined) return formatBoth(VALUES_MESSAGES.fillConflict, values);
  return formatBoth(VALUES_MESSAGES.fillConflictFrom, { ...values, label: f.from.label, column: f.from.column });
}

function valueAt(body: Body, key: string): unknown {
  const dot = key.indexOf('.');
  return body[key.slice(0, dot)]?.[key.slice(dot + 1)];
}

/** Fills the body; fields that failed to convert (`isBad`) are left alone. Returns the conflicts. */
export function applyFills(
  body: Body,
  fills: readonly CellFill[],
  type: string | null,
  isBad: (key: string) => boolean,
): FillConflict[] {
  const conflicts: FillConflict[] = [];
  for (const f of fills) {
    if (isBad(f.key)) continue;
    if (f.onlyWhen) {
      const held = valueAt(body, f.onlyWhen.key);
      if (held !== f.onlyWhen.value) {
        // A row without the value at all has its own problem there; one that holds another is told why.
        if (f.otherwise && held !== undefined) {
          conflicts.push({ key: f.otherwise.key, given: f.otherwise.given, wanted: f.value, ...f.otherwise.words });
        }
        continue;
      }
    }
    const block = blockOf(body, f.key, type);
    if (block === null) continue;
    const name = f.key.slice(f.key.indexOf('.') + 1);
    const given = block[name];
    if (given === undefined) block[name] = f.value;
    else if (given !== f.value) {
      conflicts.push({
        key: f.key,
        given,
        wanted: f.value,
        ...conflictWords(f, given),
      });
    }
  }
  return conflicts;
}
