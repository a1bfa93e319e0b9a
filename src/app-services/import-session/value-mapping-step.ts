// Step 4: for every enum-like column, the distinct values found and the code each maps to; the user's choices.
import type { FieldDef, SheetRole, ValueSetName } from '../../catalog';
import { MONEY_FIELDS, findField, formatBoth, valueWords } from '../../catalog';
import type { PrepareContext } from '../../engine/validation';
import { describeInterpretations, setInterpretation as setColumnInterpretation } from '../../engine/mapping';
import { createRowPreparer } from '../../engine/validation';
import { isEnumLike, squeezeText, summarizeValues } from '../../engine/values';
import type { InterpretationChoice, InterpretationView, ValueColumn, ValueEntry } from '../../shared/contract';
import { failBoth } from '../app-failure';
import { VALUE_STEP_MESSAGES as V } from './value-step-messages';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { ColumnMapping } from '../../engine/model/workbook-mapping';
import { cellOf, editedRow } from './edited-cells';
import { sentExample, unitChoices, withUnit } from './interpretation-units';
import { notAllowedByType } from './type-aware-values';
import { ensureContext } from './prepare-context';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { currentMapping, importedSheet, invalidate, openBook } from './session-state';
import { forgetLearned, learnedWords, rememberWord } from './learned-words-step';
import { BOOLEAN_WORDS } from './boolean-words-messages';

const BOOL_ALLOWED = [
  { code: 'true', ...BOOLEAN_WORDS.yes },
  { code: 'false', ...BOOLEAN_WORDS.no },
];

function column(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  letter: string,
): { role: SheetRole; field: FieldDef; index: number; header: string } {
  const s = importedSheet(state, env, sheet);
  const c =
    s.columns.find((x) => x.column === letter) ??
    failBoth('not_found', formatBoth(V.columnNotMapped, { column: letter, sheet }));
  const field = s.role && c.field ? findField(s.role, c.field) : undefined;
  if (!s.role || !field)
    return failBoth('invalid_request', formatBoth(V.columnWithoutField, { column: letter, sheet }));
  return { role: s.role, field, index: c.index, header: c.header };
}

export async function valueColumns(state: SessionState, env: SessionEnv): Promise<ValueColumn[]> {
  const context = await ensureContext(state, env);
  const learned = await learnedWords(state, env);
  const out: ValueColumn[] = [];
  for (const s of currentMapping(state, env).sheets) {
    if (s.role === null) continue;
    for (const c of s.columns) {
      const field = c.field ? findField(s.role, c.field) : undefined;
      if (field && isEnumLike(field)) out.push(valueColumn(state, env, s.sheet, c.column, context, learned));
    }
  }
  return out;
}

/** Values as edited in the grid; settlement columns offer the regions as their allowed values. */
function valueColumn(
  state: SessionState,
  env: SessionEnv,
  sheet: string,
  letter: string,
  context: PrepareContext,
  learned: readonly { readonly field: string; readonly value: string }[],
): ValueColumn {
  const { field, index, header } = column(state, env, sheet, letter);
  const table = openBook(state, env).tables.get(sheet);
  const cells = (table?.rows ?? []).map((r) => cellOf(state, sheet, r, index));
  const byType = notAllowedByType(
    field,
    importedSheet(state, env, sheet),
    index,
    table?.rows ?? [],
    (r, i) => cellOf(state, sheet, r, i),
    context.converter,
    env.lang(),
  );
  const values: ValueEntry[] = summarizeValues(field, cells, context.converter, context.regions)
    .slice(0, 500)
    .map((d) => {
      const user = state.overrides.some((o) => o.field === field.key && o.value === d.value);
      const remembered =
        !user &&
        d.code !== null &&
        learned.some((w) => w.field === field.key && squeezeText(w.value) === squeezeText(d.value));
      return {
        raw: d.value,
        count: d.count,
        code: d.code,
        source: user
          ? 'user'
          : remembered
            ? 'learned'
            : d.code === null
              ? 'none'
              : d.code === d.value
                ? 'code'
                : 'word',
        candidates: d.candidates.slice(0, 10),
        message: d.message ? d.message[env.lang()] : null,
        ...(d.code !== null && byType.has(d.value) ? { notAllowed: byType.get(d.value) } : {}),
      };
    });
  let allowed: ValueColumn['allowed'] = [];
  if (field.type.kind === 'enum') {
    const set = field.type.set as ValueSetName;
    allowed = field.type.values.map((code) => {
      const w = valueWords(set, code);
      return { code, en: w.en, hu: w.hu };
    });
  } else if (field.type.kind === 'bool') {
    allowed = BOOL_ALLOWED;
  } else if (context.regions) {
    allowed = [...context.regions.byId.values()]
      .slice(0, 2000)
      .map((r) => ({ code: String(r.id), en: r.name, hu: r.name }));
  }
  return { sheet, column: letter, header, field: field.key, allowed, values };
}

/** A null code removes the user's choice for that value; the rows are prepared again on next use. */
export async function setValue(
  state: SessionState,
  env: SessionEnv,
  choice: { sheet: string; column: string; raw: string; code: string | null },
): Promise<ValueColumn> {
  const { field } = column(state, env, choice.sheet, choice.column);
  if (choice.code !== null && field.type.kind === 'enum' && !field.type.values.includes(choice.code)) {
    failBoth('invalid_request', formatBoth(V.notAllowed, { code: choice.code, field: field.label }));
  }
  state.overrides = state.overrides.filter((o) => !(o.field === field.key && o.value === choice.raw));
  if (choice.code !== null) state.overrides.push({ field: field.key, value: choice.raw, code: choice.code });
  // A word mapped by hand is remembered for the office (words learned once); clearing the choice forgets it.
  if (choice.code !== null) await rememberWord(state, env, { field: field.key, value: choice.raw, code: choice.code });
  else await forgetLearned(state, env, [{ field: field.key, value: choice.raw }]);
  invalidate(state);
  const context = await ensureContext(state, env);
  return valueColumn(state, env, choice.sheet, choice.column, context, await learnedWords(state, env));
}

const EXAMPLE_ROWS = 500;

/** Every interpretation of the mapped columns (a header's scale or currency, `2+1`), with an example each. */
export async function interpretations(state: SessionState, env: SessionEnv): Promise<InterpretationView[]> {
  const context = await ensureContext(state, env);
  const out: InterpretationView[] = [];
  const book = openBook(state, env);
  for (const s of currentMapping(state, env).sheets) {
    if (s.role === null) continue;
    // Examples come from the first rows, as edited; a column's interpretation needs no more.
    const first = (book.tables.get(s.sheet)?.rows ?? []).slice(0, EXAMPLE_ROWS);
    const edited = first.map((r) => editedRow(state, s.sheet, r));
    const reports = describeInterpretations(s, edited, env.lang());
    const unitless = s.columns.filter((c) => takesUnit(c) && !reports.some((r) => r.column === c.column));
    if (reports.length === 0 && unitless.length === 0) continue;
    const preparer = createRowPreparer(s, context, { officeDefaults: !state.defaultsOff.has(s.sheet) });
    // In column order: a column's interpretations, or its offer of a unit when its header names none.
    for (const c of s.columns) {
      if (unitless.includes(c)) {
        out.push(asWritten(env, s.sheet, c, sentExample(c, [], edited, preparer, env.lang())));
        continue;
      }
      const mine = reports.filter((r) => r.column === c.column);
      const on = mine.filter((x) => x.on).map((x) => x.kind);
      for (const i of mine) {
        const units = i.kind !== 'rooms_split' ? unitChoices(c) : [];
        out.push({
          sheet: s.sheet,
          ...i,
          what: i.what[env.lang()],
          unit: units[0] ?? null,
          units: [...units],
          sent: sentExample(c, on, edited, preparer, env.lang()),
        });
      }
    }
  }
  return out;
}

/** An amount or area column whose header names no unit: the user may still say it holds millions, or euros. */
function takesUnit(c: ColumnMapping): boolean {
  return c.field !== null && (MONEY_FIELDS.includes(c.field) || c.field === 'special.plot_area');
}

function asWritten(env: SessionEnv, sheet: string, c: ColumnMapping, sent: string | null): InterpretationView {
  return {
    sheet,
    column: c.column,
    header: c.header,
    field: c.field ?? '',
    kind: 'scale',
    on: false,
    asWritten: true,
    what: tell(env, SESSION_MESSAGES.noUnit),
    example: null,
    unit: null,
    units: [...unitChoices(c)],
    sent,
  };
}

/**
 * Turns one interpretation of a column on or off, and with `unit` reads the whole column in another unit (null:
 * the header's again), as a mapping file's `units` does; the rows are prepared again on next use.
 */
export async function setInterpretation(
  state: SessionState,
  env: SessionEnv,
  choice: InterpretationChoice,
): Promise<InterpretationView[]> {
  const mapping = currentMapping(state, env);
  const s = importedSheet(state, env, choice.sheet);
  const c =
    s.columns.find((x) => x.column === choice.column) ??
    failBoth('not_found', formatBoth(V.columnNotMapped, { column: choice.column, sheet: choice.sheet }));
  let changed = setColumnInterpretation(s, c.index, choice.kind, choice.on);
  if (choice.unit !== undefined) changed = withUnit(env, changed, c.index, choice.unit);
  const sheets = mapping.sheets.map((x) => (x.sheet === s.sheet ? changed : x));
  state.mapping = { ...mapping, sheets };
  invalidate(state);
  return interpretations(state, env);
}
