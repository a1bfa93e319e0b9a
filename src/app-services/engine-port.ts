// The engine calls the app makes, in one place, so each temporary adapter can be swapped for the real engine part.
import type { FieldDef, Operation, Result, SheetRole } from '../catalog';
import type { SheetResults } from '../engine/workbook/result-columns';
import type { WorkbookError, WorkbookSource } from '../engine/workbook/workbook-types';
import type { FieldMatch, ValueMatch } from './interim/interim-mapping';
import { matchColumn, matchValue } from './interim/interim-mapping';
import type { InterimPrepared, MappedCell } from './interim/interim-prepare';
import { prepareRowInterim } from './interim/interim-prepare';
import type { InterimUploadResult, UploadConnection, UploadItem, UploadProgress } from './interim/interim-upload';
import { uploadInterim } from './interim/interim-upload';
import { startSandboxInterim } from './interim/interim-sandbox';
import type { CellEdit } from './interim/interim-write-back';
import { writeResultsInterim } from './interim/interim-write-back';
import { openWorkbookInterim } from './interim/interim-workbook-reader';

export type { FieldMatch, ValueMatch, InterimPrepared as PreparedCells, MappedCell, UploadConnection, UploadItem, UploadProgress, CellEdit };

export interface RunningSandbox {
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface EnginePort {
  openWorkbook(path: string): Promise<Result<WorkbookSource, WorkbookError>>;
  matchColumn(role: SheetRole, header: string): FieldMatch;
  matchValue(def: FieldDef, raw: string): ValueMatch;
  prepareRow(role: SheetRole, op: Operation, cells: readonly MappedCell[], valueFor: (field: string, column: string, raw: string) => string | null | undefined): InterimPrepared;
  upload(conn: UploadConnection, officeId: number, items: readonly UploadItem[], opts: { signal: AbortSignal; stopAtFaults: number; onProgress: (p: UploadProgress) => void }): Promise<InterimUploadResult>;
  writeResults(source: string, target: string, sheets: readonly SheetResults[], edits: readonly CellEdit[]): Promise<void>;
  startSandbox(opts: { port: number; seed: string; dataDir: string }): Promise<RunningSandbox>;
}

/** TEMPORARY: every part is the interim adapter until src/engine and src/sandbox land. */
export const ENGINE: EnginePort = {
  openWorkbook: openWorkbookInterim,
  matchColumn,
  matchValue,
  prepareRow: prepareRowInterim,
  upload: uploadInterim,
  writeResults: writeResultsInterim,
  startSandbox: (opts) => startSandboxInterim({ port: opts.port }),
};
