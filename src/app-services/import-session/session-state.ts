// The state one import builds up as the wizard walks it, shared by the step modules.
import type { PropertyType, SheetRole, Words } from '../../catalog';
import type { WarningKind } from '../../catalog/warning-kinds';
import type { PreparedRow } from '../../engine/model/prepared-row';
import type { SheetMapping, WorkbookMapping } from '../../engine/model/workbook-mapping';
import type { KnownSellers } from '../../engine/reference';
import type { ReferenceData } from '../../engine/model/reference-data';
import type { PrepareContext } from '../../engine/validation';
import type { ValueOverride } from '../../engine/values';
import type { RowResult } from '../../engine/model/row-result';
import type { SheetTable, TableRow } from '../../engine/model/sheet-table';
import type { RunSummary, SheetSummary } from '../../shared/contract';
import { fail } from '../app-failure';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';

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
  /** The engine's notice of data not fetched now (import-reference.ts), in both languages. */
  readonly notice: Words | null;
  /** The service refused the log-in: why nothing may be sent until it works (import-reference.ts); null otherwise. */
  readonly loginRefused: Words | null;
}

/** One sheet's rows as prepared one by one, before the rules across rows; edits replace rows here. */
export interface BaseSheet {
  readonly rows: PreparedRow[];
  readonly byRow: Map<number, number>;
  readonly role: SheetRole;
  readonly columnOf: ReadonlyMap<string, string>;
}

/** Seller references looked up for one service, user and office; kept on disk (engine/reference/seller-lookup.ts). */
export type ServerSellers = KnownSellers;

/** One edit or bulk edit as it can be undone: each cell's text before it (undefined: not edited before). */
export interface UndoEntry {
  readonly sheet: string;
  readonly cells: readonly { readonly row: number; readonly index: number; readonly previous: string | undefined }[];
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
  /** Rows before the rules across rows, so an edit re-runs those rules over every row without converting them again. */
  readonly base: Map<string, BaseSheet>;
  /** Valid rows that wait for an invalid row they depend on (a seller row), by row key. */
  readonly blockedBy: Map<string, { readonly sheet: string; readonly row: number }>;
  serverSellers: ServerSellers | null;
  /** Sheets whose office defaults (currency from the price, monthly rent) the user turned off. */
  readonly defaultsOff: Set<string>;
  /** Columns whose field was proposed from the values (the sellers' ID that the listings refer to), `sheet!index`. */
  readonly proposedFromValues: Set<string>;
  /**
   * What each row was when it got its last upload result, by row key: a failed row is worth resending only if changed.
   */
  readonly sentFingerprints: Map<string, string>;
  /** Edits that can be undone, newest last; an upload clears them (what was sent stays). */
  readonly undo: UndoEntry[];
  /** Table rows by row number, per sheet, built on first use (the grid looks rows up by number). */
  readonly rowsByNumber: Map<string, Map<number, TableRow>>;
  context: PrepareContext | null;
  reference: ReferenceEntry | null;
  /** The banner's notices in both languages: the UI shows the one it speaks, also after a switch. */
  notices: Words[];
  /** Upload results by row key, kept across runs so resubmits and the results workbook see them all. */
  readonly rowResults: Map<string, RowResult>;
  /**
   * Rows a stopped run never reached, by row key: they have no result (still to be sent), and the resend takes them
   * beside the failed rows (docs/upload.md, "Counts of a run").
   */
  readonly notReached: Set<string>;
  running: AbortController | null;
  /**
   * Plausibility warnings the user accepted: rows as `Sheet!row#kind`, and whole kinds; kept through re-validation and
   * the steps, sent with the upload (docs/plausibility.md, "In the app").
   */
  readonly acceptedWarnings: { readonly rows: Set<string>; readonly kinds: Set<WarningKind> };
  lastRun: { summary: RunSummary; resultsPath: string | null; resultsName?: string } | null;
}

export function newSessionState(): SessionState {
  return {
    book: null,
    mapping: null,
    chosenTypes: new Map(),
    overrides: [],
    edits: new Map(),
    prepared: new Map(),
    base: new Map(),
    blockedBy: new Map(),
    serverSellers: null,
    defaultsOff: new Set(),
    proposedFromValues: new Set(),
    sentFingerprints: new Map(),
    undo: [],
    rowsByNumber: new Map(),
    context: null,
    reference: null,
    notices: [],
    rowResults: new Map(),
    notReached: new Set(),
    running: null,
    acceptedWarnings: { rows: new Set(), kinds: new Set() },
    lastRun: null,
  };
}

/** Prepared rows and the context they were prepared with no longer hold: build them again on next use. */
export function invalidate(state: SessionState): void {
  state.rowsByNumber.clear();
  state.prepared.clear();
  state.base.clear();
  state.blockedBy.clear();
  state.context = null;
}

/** A newly opened workbook starts with no mapping, values, edits or results. */
export function resetForNewBook(state: SessionState): void {
  state.mapping = null;
  state.chosenTypes.clear();
  state.overrides = [];
  state.edits.clear();
  state.rowResults.clear();
  state.notReached.clear();
  state.defaultsOff.clear();
  state.proposedFromValues.clear();
  state.sentFingerprints.clear();
  state.undo.length = 0;
  state.acceptedWarnings.rows.clear();
  state.acceptedWarnings.kinds.clear();
  invalidate(state);
  state.lastRun = null;
}

/** A workbook that failed to open replaces the previous one: nothing of that one stays loaded underneath. */
export function closeBook(state: SessionState): void {
  state.book = null;
  resetForNewBook(state);
}

export function openBook(state: SessionState, env: SessionEnv): OpenBook {
  return state.book ?? fail('no_workbook', tell(env, SESSION_MESSAGES.openWorkbookFirst));
}

export function currentMapping(state: SessionState, env: SessionEnv): WorkbookMapping {
  return state.mapping ?? fail('no_workbook', tell(env, SESSION_MESSAGES.openAndMapFirst));
}

/** The mapping of a sheet the user asks about; a sheet not in the import is the caller's mistake. */
export function importedSheet(state: SessionState, env: SessionEnv, sheet: string): SheetMapping {
  return (
    currentMapping(state, env).sheets.find((x) => x.sheet === sheet) ??
    fail('not_found', tell(env, SESSION_MESSAGES.sheetNotImported, { sheet }))
  );
}
