// Problems phrased for a person: the field's label with its key, the column, and the value.
import type { FieldDef, FieldIssue, SheetRole, ValueSetName, Words } from '../../catalog';
import { VALUE_SETS, describeIssue, findField, formatBoth, valueWords } from '../../catalog';
import { FIELD_PROBLEM_MESSAGES as F } from './validation-messages';
import type { RowProblem } from '../model/prepared-row';
import type { ValueProblem } from '../values/value-problem';
import { columnIndex } from '../model/column-letter';

/** `Ár (price.price)` in Hungarian, `Price (price.price)` in English; the key alone when the catalog has no label. */
export function fieldName(def: FieldDef | undefined, key: string, lang: 'en' | 'hu'): string {
  return def ? `${def.label[lang]} (${key})` : key;
}

/**
 * A field as staff know it, without the API's key: its column's header in their workbook where one is mapped, else
 * its label in their language; the key only when the catalog has no such field.
 */
export function knownFieldName(def: FieldDef | undefined, key: string, lang: 'en' | 'hu', header?: string): string {
  return header ?? (def ? def.label[lang] : key);
}

export function problemFromValue(def: FieldDef, column: string | null, value: unknown, p: ValueProblem): RowProblem {
  const text = formatBoth(F.ofField, { field: namesOf(def, def.key), problem: p });
  return { field: def.key, column, value, message: text.en, messageHu: text.hu };
}

/**
 * A rule of the row as a whole (duplicates, missing owner), named after the field it is about; `problem` is a
 * catalog's message formatted in both languages (docs/messages.md), never a pair of texts written at the call.
 */
export function rowProblem(
  role: SheetRole,
  key: string,
  column: string | null,
  value: unknown,
  problem: Words,
): RowProblem {
  const text = formatBoth(F.ofField, { field: namesOf(findField(role, key), key), problem });
  return { field: key, column, value, message: text.en, messageHu: text.hu };
}

/** A field's name in both languages, as {@link fieldName} writes it. */
function namesOf(def: FieldDef | undefined, key: string): Words {
  return { en: fieldName(def, key, 'en'), hu: fieldName(def, key, 'hu') };
}

/** A code of a field's value set as staff read it (`rent` → `kiadó`); other values as given. */
function valueWord(def: FieldDef | undefined, value: string, lang: 'en' | 'hu'): string {
  const set = def?.type.kind === 'enum' ? def.type.set : null;
  if (set === null || !(set in VALUE_SETS)) return value;
  return valueWords(set as ValueSetName, value)[lang];
}

function withNames(issue: FieldIssue, role: SheetRole, def: FieldDef | undefined, lang: 'en' | 'hu'): FieldIssue {
  const r = issue.rule;
  const path = fieldName(def, issue.field, lang);
  if (r.kind === 'requires_when' || r.kind === 'only_when') {
    const other = findField(role, r.other);
    const value = valueWord(other, r.value, lang);
    return { ...issue, path, rule: { ...r, other: fieldName(other, r.other, lang), value } };
  }
  if (r.kind === 'exclusive' || r.kind === 'requires') {
    return { ...issue, path, rule: { ...r, other: fieldName(findField(role, r.other), r.other, lang) } };
  }
  return { ...issue, path };
}

/** A catalog FieldIssue as a RowProblem; `def` is the row's own definition (special fields differ per type). */
export function problemFromIssue(
  issue: FieldIssue,
  role: SheetRole,
  def: FieldDef | undefined,
  column: string | null,
): RowProblem {
  let en = describeIssue(withNames(issue, role, def, 'en'), 'en');
  let hu = describeIssue(withNames(issue, role, def, 'hu'), 'hu');
  if (issue.rule.kind === 'requires') {
    // The issue sits on the missing field and names the given one: say it that way round.
    const missing = findField(role, issue.field);
    const given = findField(role, issue.rule.other);
    ({ en, hu } = formatBoth(F.requiresGiven, {
      given: namesOf(given, issue.rule.other),
      missing: namesOf(missing, issue.field),
    }));
  }
  if (issue.rule.kind === 'unknown_field' && def?.onlyOn !== undefined) {
    const when = def.onlyOn === 'modify' ? F.whenUpdating : F.whenCreating;
    ({ en, hu } = formatBoth(F.onlyWhen, { field: namesOf(def, issue.field), when }));
  }
  if (column === null && issue.rule.kind === 'required') {
    en += F.noColumn.en;
    hu += F.noColumn.hu;
  }
  return { field: issue.field, column, value: issue.value, message: en, messageHu: hu };
}

/** Problems in the order of the sheet's columns; rules of the whole row last. */
export function byColumn(a: RowProblem, b: RowProblem): number {
  const x = a.column === null ? Infinity : columnIndex(a.column);
  const y = b.column === null ? Infinity : columnIndex(b.column);
  return x - y;
}
