// Problems phrased for a person: the field's label with its key, the column, and the value.
import type { FieldDef, FieldIssue, SheetRole, ValueSetName } from '../../catalog';
import { VALUE_SETS, describeIssue, findField, valueWords } from '../../catalog';
import type { RowProblem } from '../model/prepared-row';
import type { ValueProblem } from '../values/value-problem';
import { columnIndex } from '../model/column-letter';

/** `Ár (price.price)` in Hungarian, `Price (price.price)` in English; the key alone when the catalog has no label. */
export function fieldName(def: FieldDef | undefined, key: string, lang: 'en' | 'hu'): string {
  return def ? `${def.label[lang]} (${key})` : key;
}

export function problemFromValue(def: FieldDef, column: string | null, value: unknown, p: ValueProblem): RowProblem {
  return {
    field: def.key,
    column,
    value,
    message: `${fieldName(def, def.key, 'en')}: ${p.en}`,
    messageHu: `${fieldName(def, def.key, 'hu')}: ${p.hu}`,
  };
}

/** A rule of the row as a whole (duplicates, missing owner), named after the field it is about. */
export function rowProblem(
  role: SheetRole,
  key: string,
  column: string | null,
  value: unknown,
  en: string,
  hu: string,
): RowProblem {
  const def = findField(role, key);
  return {
    field: key,
    column,
    value,
    message: `${fieldName(def, key, 'en')}: ${en}`,
    messageHu: `${fieldName(def, key, 'hu')}: ${hu}`,
  };
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
    en = `${fieldName(given, issue.rule.other, 'en')} is given, so ${fieldName(missing, issue.field, 'en')} is required too.`;
    hu = `${fieldName(given, issue.rule.other, 'hu')} megadásakor ${fieldName(missing, issue.field, 'hu')} is kötelező.`;
  }
  if (issue.rule.kind === 'unknown_field' && def?.onlyOn !== undefined) {
    const when =
      def.onlyOn === 'modify'
        ? ['updating an existing record', 'meglévő rekord módosításakor']
        : ['creating a record', 'új rekord létrehozásakor'];
    en = `${fieldName(def, issue.field, 'en')} can only be given when ${when[0]}; leave it empty in this row.`;
    hu = `${fieldName(def, issue.field, 'hu')} csak ${when[1]} adható meg; ebben a sorban hagyja üresen.`;
  }
  if (column === null && issue.rule.kind === 'required') {
    en += ' No column of the sheet is mapped to it.';
    hu += ' A munkalap egyik oszlopa sincs hozzárendelve.';
  }
  return { field: issue.field, column, value: issue.value, message: en, messageHu: hu };
}

/** Problems in the order of the sheet's columns; rules of the whole row last. */
export function byColumn(a: RowProblem, b: RowProblem): number {
  const x = a.column === null ? Infinity : columnIndex(a.column);
  const y = b.column === null ? Infinity : columnIndex(b.column);
  return x - y;
}
