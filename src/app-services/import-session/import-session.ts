// One import as the wizard walks it: the open workbook, its mapping, the prepared rows, edits and the runs.
// Everything heavy happens on the Node side with the engine; the renderer only ever sees pages of rows.
// This class holds the session's state; each wizard step lives in its own module beside it.
import type { Words } from '../../catalog';
import type { WorkbookMapping } from '../../engine/model/workbook-mapping';
import type { MappingTemplate } from '../../engine/mapping';
import type {
  Counts,
  GridRow,
  HistoryEntry,
  Language,
  MappingView,
  ProblemKinds,
  Problems,
  RowFilter,
  RowPage,
  RunResults,
  RunSummary,
  SellerChoice,
  SheetChoice,
  SyncPreview,
  SyncScopeRequest,
  ValidationSummary,
  ValueColumn,
  WorkbookInfo,
} from '../../shared/contract';
import type { ActiveConnection } from '../connection-service';
import type { HostCapabilities } from '../host-capabilities';
import { applyTemplate, configureSheets, mappingView, setColumns, setSheetDefaults } from './column-mapping-step';
import { history } from './history';
import { openWorkbookStep } from './open-workbook-step';
import { results, resultsFile } from './results-step';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { currentMapping, invalidate, newSessionState } from './session-state';
import type { UploadConfirms } from './upload-step';
import { cancel, upload } from './upload-step';
import {
  bulkReplace,
  cancelValidation,
  editCell,
  editCells,
  ensureValidated,
  page,
  problems,
  undoEdit,
  validate,
} from './validation-step';
import type { BulkResult, BulkScope } from './bulk-scope';
import { interpretations, setInterpretation, setValue, valueColumns } from './value-mapping-step';
import { forgetLearned, listLearned } from './learned-words-step';
import type { InterpretationChoice, InterpretationView, LearnedWordView } from '../../shared/contract';
import { writeNotes } from './workbook-copies';
import { rememberSentSellers } from './server-sellers';
import type { WithdrawRequest } from './sync-step';
import { syncPreview, withdrawMissing } from './sync-step';
import { sellerChoices } from './seller-choices';
import type { WarningKind } from '../../catalog/warning-kinds';
import type { SessionWarningsView } from '../../shared/contract-warnings';
import { acceptWarnings, sessionWarnings } from './plausibility-step';

export class ImportSession {
  private readonly state: SessionState = newSessionState();
  private readonly env: SessionEnv;

  constructor(host: HostCapabilities, dataDir: string, lang: () => Language, connection: () => ActiveConnection) {
    this.env = { host, dataDir, lang, connection };
  }

  open(path: string, fileName: string): Promise<WorkbookInfo> {
    return openWorkbookStep(this.state, this.env, path, fileName);
  }

  /** Another office or service: reference data and prepared rows must be built again for it. */
  connectionChanged(): void {
    this.state.reference = null;
    invalidate(this.state);
  }

  configureSheets(choices: readonly SheetChoice[], template: MappingTemplate | null = null): Promise<MappingView> {
    return configureSheets(this.state, this.env, choices, template);
  }

  mappingView(): MappingView {
    return mappingView(this.state, this.env);
  }

  setColumns(changes: readonly { sheet: string; index: number; field: string | null }[]): MappingView {
    return setColumns(this.state, this.env, changes);
  }

  mappingForTemplate(): WorkbookMapping {
    return currentMapping(this.state, this.env);
  }

  applyTemplate(template: MappingTemplate): Promise<MappingView> {
    return applyTemplate(this.state, this.env, template);
  }

  valueColumns(): Promise<ValueColumn[]> {
    return valueColumns(this.state, this.env);
  }

  setValue(choice: { sheet: string; column: string; raw: string; code: string | null }): Promise<ValueColumn> {
    return setValue(this.state, this.env, choice);
  }

  interpretations(): Promise<InterpretationView[]> {
    return interpretations(this.state, this.env);
  }

  setInterpretation(choice: InterpretationChoice): Promise<InterpretationView[]> {
    return setInterpretation(this.state, this.env, choice);
  }

  learnedWords(): Promise<LearnedWordView[]> {
    return listLearned(this.state, this.env);
  }

  forgetLearnedWords(which: readonly { field: string; value: string }[] | 'all'): Promise<LearnedWordView[]> {
    return forgetLearned(this.state, this.env, which);
  }

  validate(): Promise<ValidationSummary> {
    return validate(this.state, this.env);
  }

  cancelValidation(): boolean {
    return cancelValidation(this.state);
  }

  page(sheet: string, offset: number, limit: number, filter: RowFilter, rows?: readonly number[]): Promise<RowPage> {
    return page(this.state, this.env, sheet, offset, limit, filter, rows);
  }

  editCell(sheet: string, row: number, index: number, value: string): Promise<{ row: GridRow; counts: Counts }> {
    return editCell(this.state, this.env, sheet, row, index, value);
  }

  /** The sellers the seller cell may name (the workbook's after validation, and the portal's). */
  sellerChoices(): Promise<SellerChoice[]> {
    return sellerChoices(this.state, this.env);
  }

  problems(sheet: string, filter: RowFilter, include?: ProblemKinds): Promise<Problems> {
    return problems(this.state, this.env, sheet, filter, include);
  }

  async warnings(): Promise<SessionWarningsView> {
    await ensureValidated(this.state, this.env);
    return sessionWarnings(this.state, this.env);
  }

  acceptWarnings(rows: readonly string[], kinds: readonly WarningKind[]): Promise<SessionWarningsView> {
    return acceptWarnings(this.state, this.env, rows, kinds);
  }

  editCells(
    sheet: string,
    cells: readonly { row: number; index: number; value: string }[],
  ): Promise<{ counts: Counts; changed: number }> {
    return editCells(this.state, this.env, sheet, cells).then((counts) => ({ counts, changed: cells.length }));
  }

  bulkReplace(o: {
    sheet: string;
    index: number;
    find: string;
    replace: string;
    scope: BulkScope;
    apply: boolean;
  }): Promise<BulkResult> {
    return bulkReplace(this.state, this.env, o);
  }

  undoEdit(): Promise<{ counts: Counts; changed: number; sheet: string | null }> {
    return undoEdit(this.state, this.env);
  }

  setSheetDefaults(sheet: string, on: boolean): MappingView {
    return setSheetDefaults(this.state, this.env, sheet, on);
  }

  writeNotes(): Promise<{ path: string; name: string }> {
    return writeNotes(this.state, this.env);
  }

  /** What was sent cannot be undone: the edits before it leave the undo list once a real run starts. */
  async upload(dryRun: boolean, only: 'pending' | 'failed', confirms: UploadConfirms = {}): Promise<RunSummary> {
    if (!dryRun) this.state.undo.length = 0;
    const summary = await upload(this.state, this.env, dryRun, only, confirms);
    if (!dryRun) rememberSentSellers(this.state);
    return summary;
  }

  cancel(): void {
    cancel(this.state);
  }

  /** Sync preview (sync-step.ts): the office's listings on the portal missing from the workbook. */
  syncPreview(scope?: SyncScopeRequest): Promise<SyncPreview> {
    return syncPreview(this.state, this.env, scope);
  }

  withdrawMissing(request: WithdrawRequest): Promise<{ withdrawn: number; failed: Words[] }> {
    return withdrawMissing(this.state, this.env, request);
  }

  results(): RunResults {
    return results(this.state, this.env);
  }

  resultsFile(): { path: string; name: string } {
    return resultsFile(this.state, this.env);
  }

  history(officeId: number | undefined, names: ReadonlyMap<string, string>): Promise<HistoryEntry[]> {
    return history(this.env, officeId, names);
  }
}
