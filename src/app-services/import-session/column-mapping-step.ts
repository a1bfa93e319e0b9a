// Step 2b and 3: the sheets' roles and header rows, then which field each column fills.
import { mappableField } from '../../catalog';
import type { WorkbookMapping } from '../../engine/model/workbook-mapping';
import type { MappingTemplate } from '../../engine/mapping';
import {
  proposeMapping,
  proposeFromValues,
  setColumnField,
  unlinkedSellers,
  unmappedRequiredFields,
} from '../../engine/mapping';
import { headersOf } from '../../engine/pipeline/open-import';
import { openWorkbook } from '../../engine/workbook/open-workbook';
import { readTable } from '../../engine/workbook/read-table';
import type { MappingView, SheetChoice } from '../../shared/contract';
import { fail } from '../app-failure';
import { cellText } from '../../engine/workbook/cell-text';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { currentMapping, invalidate, openBook } from './session-state';
import { fileFailure, reading } from './workbook-reading';

/** Re-reads the sheets whose header row the user changed, then proposes the mapping (optionally from a template). */
export async function configureSheets(
  state: SessionState,
  env: SessionEnv,
  choices: readonly SheetChoice[],
  template: MappingTemplate | null,
): Promise<MappingView> {
  const book = openBook(state, env);
  const chosen = choices.filter((c) => c.role !== null);
  if (chosen.length === 0) fail('invalid_request', tell(env, SESSION_MESSAGES.chooseRole));
  const reread = chosen.filter((c) => book.tables.get(c.name)?.headerRow !== c.headerRow);
  if (reread.length > 0) {
    const opened = await openWorkbook(book.path);
    if (!opened.ok) fileFailure(opened.error, book.path, book.fileName);
    await reading(book.path, book.fileName, async () => {
      try {
        for (const c of reread) {
          const t = await readTable(opened.value, c.name, { headerRow: c.headerRow });
          if (!t.ok) fileFailure(t.error, book.path, book.fileName);
          book.tables.set(c.name, t.value);
        }
      } finally {
        await opened.value.close();
      }
    });
  }
  const sheets = chosen.map((c) => {
    const table =
      book.tables.get(c.name) ??
      fail('not_found', tell(env, SESSION_MESSAGES.noSheetIn, { sheet: c.name, file: book.fileName }));
    const type = c.defaultPropertyType === undefined ? {} : { defaultPropertyType: c.defaultPropertyType };
    return { sheet: c.name, headerRow: table.headerRow, headers: headersOf(table), role: c.role, ...type };
  });
  state.chosenTypes.clear();
  for (const c of chosen) if (c.defaultPropertyType !== undefined) state.chosenTypes.set(c.name, c.defaultPropertyType);
  const linked = proposeFromValues(proposeMapping(sheets, { template }), book.tables);
  state.mapping = linked.mapping;
  state.proposedFromValues.clear();
  for (const k of linked.proposed) state.proposedFromValues.add(k);
  state.edits.clear();
  state.rowResults.clear();
  state.notReached.clear();
  state.lastRun = null;
  invalidate(state);
  return mappingView(state, env);
}

/** The current sheets mapped again with a saved template; a default property type the user chose stays. */
export function applyTemplate(state: SessionState, env: SessionEnv, template: MappingTemplate): Promise<MappingView> {
  const sheets = currentMapping(state, env).sheets.map((s) => {
    const type = state.chosenTypes.get(s.sheet);
    return {
      name: s.sheet,
      role: s.role,
      headerRow: s.headerRow,
      ...(type === undefined ? {} : { defaultPropertyType: type }),
    };
  });
  return configureSheets(state, env, sheets, template);
}

/**
 * Every column with samples and its field, and the required fields no column fills (owner fields come from the
 * seller; the property type not when the sheet has a default one).
 */
export function mappingView(state: SessionState, env: SessionEnv): MappingView {
  const book = openBook(state, env);
  const mapping = currentMapping(state, env);
  return {
    sheets: mapping.sheets.flatMap((s) => {
      if (s.role === null) return [];
      const table = book.tables.get(s.sheet);
      const missingRequired = unmappedRequiredFields(s)
        .filter((f) => f.block !== 'owner')
        .map((f) => f.key);
      const columns = s.columns
        .filter((c) => c.header.trim() !== '')
        .map((c) => {
          const samples = [
            ...new Set(
              (table?.rows ?? [])
                .slice(0, 60)
                .map((r) => cellText(r.cells[c.index]).trim())
                .filter((t) => t !== ''),
            ),
          ].slice(0, 3);
          const source =
            c.field !== null && state.proposedFromValues.has(`${s.sheet}!${c.index}`) ? ('values' as const) : c.source;
          return {
            index: c.index,
            column: c.column,
            header: c.header,
            samples,
            field: c.field,
            confidence: c.confidence,
            source,
          };
        });
      return [
        {
          sheet: s.sheet,
          role: s.role,
          headerRow: s.headerRow,
          columns,
          defaultPropertyType: s.defaultPropertyType ?? null,
          missingRequired,
          unlinked: unlinkedSellers(mapping, book.tables, s),
          defaults: !state.defaultsOff.has(s.sheet),
        },
      ];
    }),
  };
}

/** Turns the office defaults on or off for one sheet; rows are prepared again on next use. */
export function setSheetDefaults(state: SessionState, env: SessionEnv, sheet: string, on: boolean): MappingView {
  if (!currentMapping(state, env).sheets.some((s) => s.sheet === sheet))
    fail('not_found', tell(env, SESSION_MESSAGES.sheetNotImported, { sheet }));
  if (on) state.defaultsOff.delete(sheet);
  else state.defaultsOff.add(sheet);
  invalidate(state);
  return mappingView(state, env);
}

/** Applies all changes or none: the first bad one fails before the mapping is replaced. */
export function setColumns(
  state: SessionState,
  env: SessionEnv,
  changes: readonly { sheet: string; index: number; field: string | null }[],
): MappingView {
  let mapping: WorkbookMapping = currentMapping(state, env);
  for (const ch of changes) {
    const s =
      mapping.sheets.find((x) => x.sheet === ch.sheet) ??
      fail('not_found', tell(env, SESSION_MESSAGES.sheetNotImported, { sheet: ch.sheet }));
    if (s.role === null) fail('invalid_request', tell(env, SESSION_MESSAGES.sheetHasNoRole, { sheet: ch.sheet }));
    if (ch.field !== null && !mappableField(s.role, ch.field))
      fail('invalid_request', tell(env, SESSION_MESSAGES.notAField, { field: ch.field, role: s.role }));
    const next = setColumnField(s, ch.index, ch.field);
    state.proposedFromValues.delete(`${s.sheet}!${ch.index}`);
    mapping = { sheets: mapping.sheets.map((x) => (x.sheet === s.sheet ? next : x)) };
  }
  state.mapping = mapping;
  invalidate(state);
  return mappingView(state, env);
}
