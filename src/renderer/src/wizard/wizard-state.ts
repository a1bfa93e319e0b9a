// The wizard's flow as one pure reducer: which step is shown, what each step enables, what a change invalidates,
// and where dry runs, uploads, resends and History lead. Components dispatch; they hold no flow state of their own.
// Decisions: docs/architecture.md, "The wizard's flow".
import type {
  Connection,
  Counts,
  EngineRestartedEvent,
  MappingView,
  RunSummary,
  ValidationSummary,
  WorkbookInfo,
} from '../../../shared/contract';
import { stepAfterRestart } from '../engine-restart';

export const STEPS = ['connect', 'open', 'columns', 'values', 'review', 'upload', 'results'] as const;
export type StepId = (typeof STEPS)[number];

/** What the main area shows: the wizard's current step, History or the export. */
export type WizardView = 'wizard' | 'history' | 'export';

export type OpenRequest = { readonly kind: 'dialog' } | { readonly kind: 'path'; readonly path: string };

export interface WizardState {
  readonly step: StepId;
  readonly view: WizardView;
  readonly connection: Connection | null;
  readonly workbook: WorkbookInfo | null;
  readonly mapping: MappingView | null;
  /** The last validation of the current mapping; null once a column or value choice changes it. */
  readonly summary: ValidationSummary | null;
  /** The last upload that sent rows: what Results shows. A dry run never replaces it. */
  readonly run: RunSummary | null;
  /** The last dry run, until the rows or the mapping change under it. */
  readonly dryRun: RunSummary | null;
  /** Run ids of this session's uploads, newest first: History opens the newest in Results. */
  readonly runs: readonly string[];
  /** A workbook to open asked for from the menu, handed to the Open step. */
  readonly openRequest: OpenRequest | null;
  /**
   * The last check of a saved connection: ok (an office still to choose) or failed; null once connected, never
   * checked, or its offices forgotten. A check of an unsaved form never sets it (docs/wizard.md, "Connect step").
   */
  readonly check: 'ok' | 'failed' | null;
}

export type WizardAction =
  /** ok: null when the check's offices are forgotten (another profile chosen, the form opened or changed). */
  | { readonly type: 'connectionChecked'; readonly ok: boolean | null }
  | { readonly type: 'connected'; readonly connection: Connection }
  | { readonly type: 'workbookOpened'; readonly workbook: WorkbookInfo }
  | { readonly type: 'openFailed' }
  | { readonly type: 'sheetsConfigured'; readonly mapping: MappingView }
  | { readonly type: 'mappingChanged'; readonly mapping: MappingView }
  | { readonly type: 'valuesChanged' }
  | { readonly type: 'validated'; readonly summary: ValidationSummary }
  | { readonly type: 'rowsEdited' }
  | { readonly type: 'runFinished'; readonly run: RunSummary }
  | { readonly type: 'goTo'; readonly step: StepId }
  | { readonly type: 'toggleHistory' }
  | { readonly type: 'showHistory' }
  | { readonly type: 'toggleExport' }
  | { readonly type: 'openRun'; readonly runId: string }
  | { readonly type: 'openRequested'; readonly request: OpenRequest }
  | { readonly type: 'openRequestHandled' }
  | { readonly type: 'engineRestarted'; readonly restored: EngineRestartedEvent['restored'] };

export const INITIAL_WIZARD: WizardState = {
  step: 'connect',
  view: 'wizard',
  connection: null,
  workbook: null,
  mapping: null,
  summary: null,
  run: null,
  dryRun: null,
  runs: [],
  openRequest: null,
  check: null,
};

/** Rows an upload would send: valid ones and failed ones (a failed row fixed in Review is sent again as it is now). */
export function sendableRows(c: Counts): number {
  return c.valid + c.failed;
}

/** Whether every row is in exactly one of the counts' groups. */
export function countsAddUp(c: Counts): boolean {
  return c.valid + c.invalid + c.failed + c.done + c.blocked === c.total;
}

/** Which steps the step list lets the user go to. Results stays open once an upload ran, whatever came after. */
export function reachableSteps(s: WizardState): Readonly<Record<StepId, boolean>> {
  return {
    connect: true,
    open: s.connection !== null,
    columns: s.mapping !== null,
    values: s.mapping !== null,
    review: s.mapping !== null,
    upload: s.mapping !== null && s.connection !== null && (s.summary !== null || s.run !== null),
    results: s.run !== null,
  };
}

/** History can open a run in Results when it is this session's last upload (the one the services hold). */
export function canOpenRun(s: WizardState, runId: string): boolean {
  return s.run !== null && s.run.runId === runId;
}

/** Everything that followed from the workbook is dropped: a new workbook starts over after Open. */
function withoutWorkbook(s: WizardState): WizardState {
  return { ...s, mapping: null, summary: null, run: null, dryRun: null, runs: [] };
}

function show(s: WizardState, step: StepId): WizardState {
  return { ...s, step, view: 'wizard' };
}

function checkOf(ok: boolean | null): WizardState['check'] {
  if (ok === null) return null;
  return ok ? 'ok' : 'failed';
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'connectionChecked':
      // A failed check drops the connection in use: nothing is sent until a check succeeds (docs/wizard.md).
      if (a.ok === false) return { ...s, check: 'failed', connection: null };
      return s.check === checkOf(a.ok) ? s : { ...s, check: checkOf(a.ok) };
    case 'connected':
      return show({ ...s, connection: a.connection, check: null }, 'open');
    case 'workbookOpened':
      return withoutWorkbook({ ...s, workbook: a.workbook });
    case 'openFailed':
      return withoutWorkbook({ ...s, workbook: null });
    case 'sheetsConfigured':
      return show({ ...s, mapping: a.mapping, summary: null, dryRun: null }, 'columns');
    case 'mappingChanged':
      return { ...s, mapping: a.mapping, summary: null, dryRun: null };
    case 'valuesChanged':
      return { ...s, summary: null, dryRun: null };
    case 'validated':
      return { ...s, summary: a.summary };
    case 'rowsEdited':
      return s.dryRun === null ? s : { ...s, dryRun: null };
    case 'runFinished':
      if (a.run.dryRun) return { ...s, dryRun: a.run };
      return show({ ...s, run: a.run, dryRun: null, runs: [a.run.runId, ...s.runs] }, 'results');
    case 'goTo':
      return reachableSteps(s)[a.step] ? show(s, a.step) : s;
    case 'toggleHistory':
      return { ...s, view: s.view === 'history' ? 'wizard' : 'history' };
    case 'showHistory':
      return { ...s, view: 'history' };
    case 'toggleExport':
      return s.connection === null ? s : { ...s, view: s.view === 'export' ? 'wizard' : 'export' };
    case 'openRun':
      return canOpenRun(s, a.runId) ? show(s, 'results') : s;
    case 'openRequested':
      return s.connection === null ? s : show({ ...s, openRequest: a.request }, 'open');
    case 'openRequestHandled':
      return { ...s, openRequest: null };
    case 'engineRestarted': {
      const kept = a.restored === 'workbook' ? s : { ...s, workbook: null, mapping: null };
      return {
        ...kept,
        connection: a.restored === 'none' ? null : s.connection,
        summary: null,
        run: null,
        dryRun: null,
        runs: [],
        step: stepAfterRestart(s.step, a.restored),
      };
    }
  }
}
