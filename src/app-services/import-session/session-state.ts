// The state one import builds up as the wizard walks it, shared by the step modules.
import type { PropertyType } from '../../catalog';
import type { PreparedRow, SheetMapping, WorkbookMapping } from '../../engine/import-model';
import type { ReferenceData } from '../../engine/reference-data';
import type { PrepareContext } from '../../engine/validation';
import type { ValueOverride } from '../../engine/values';
import type { RowResult } from '../../engine/workbook/result-columns';
import type { SheetTable, TableRow } from '../../engine/workbook/sheet-table';
import type { RunSummary, SheetSummary } from '../../shared/contract';
import { fail } from '../app-failure';
import type { SessionEnv } from './session-env';
import { say } from './session-env';

export interface OpenBook {
  readonly path: string;
  readonly fileName: string;
  readonly format: 'xlsx' | 'csv';
  tables: Map<string, SheetTable>;
  readonly summaries: readonly SheetSummary[];
}

/** One sheet's prepared rows, with their positions by row number so an edit replaces its row in place. */
export interface PreparedSheet {
  readonly rows: PreparedRow[];
  readonly byRow: Map<number, number>;
}

/** Reference data fetched for one service and user, with the notice to show when it is not fresh from the service. */
export interface ReferenceEntry {
  readonly key: string;
  readonly data: ReferenceData | null;
  readonly notice: string | null;
}

export interface SessionState {
  book: OpenBook | null;
  mapping: WorkbookMapping | null;
  /** Default property types the user chose per sheet (null: none), kept so a loaded template does not replace them. */
  readonly chosenTypes: Map<string, PropertyType | null>;
  overrides: ValueOverride[];
  /** Grid edits by row key: column index → text as typed. */
  readonly edits: Map<string, Map<number, string>>;
  readonly prepared: Map<string, PreparedSheet>;
  /** Table rows by row number, per sheet, built on first use (the grid looks rows up by number). */
  readonly rowsByNumber: Map<string, Map<number, TableRow>>;
  context: PrepareContext | null;
  reference: ReferenceEntry | null;
  notices: string[];
  /** Upload results by row key, kept across runs so resubmits and the results workbook see them all. */
  readonly rowResults: Map<string, RowResult>;
  running: AbortController | null;
  lastRun: { summary: RunSummary; resultsPath: string | null } | null;
}

export function newSessionState(): SessionState {
  return {
    book: null,
    mapping: null,
    chosenTypes: new Map(),
    overrides: [],
    edits: new Map(),
    prepared: new Map(),
    rowsByNumber: new Map(),
    context: null,
    reference: null,
    notices: [],
    rowResults: new Map(),
    running: null,
    lastRun: null,
  };
}

/** Prepared rows and the context they were prepared with no longer hold: build them again on next use. */
export function invalidate(state: SessionState): void {
  state.rowsByNumber.clear();
  state.prepared.clear();
  state.context = null;
}

/** A newly opened workbook starts with no mapping, values, edits or results. */
export function resetForNewBook(state: SessionState): void {
  state.mapping = null;
  state.chosenTypes.clear();
  state.overrides = [];
  state.edits.clear();
  state.rowResults.clear();
  invalidate(state);
  state.lastRun = null;
}

export function openBook(state: SessionState, env: SessionEnv): OpenBook {
  return state.book ?? fail('no_workbook', say(env, 'Open a workbook first.', 'Előbb nyisson meg egy munkafüzetet.'));
}

export function currentMapping(state: SessionState, env: SessionEnv): WorkbookMapping {
  return state.mapping ?? fail('no_workbook', say(env, 'Open and map a workbook first.', 'Előbb nyisson meg és rendeljen hozzá egy munkafüzetet.'));
}

/** The mapping of a sheet the user asks about; a sheet not in the import is the caller's mistake. */
export function importedSheet(state: SessionState, env: SessionEnv, sheet: string): SheetMapping {
  return currentMapping(state, env).sheets.find((x) => x.sheet === sheet) ?? fail('not_found', `Sheet "${sheet}" is not being imported.`);
}
