// Step 2a: open a workbook, read every sheet as a table and propose each sheet's role.
import { propertyTypeFromSheetName } from '../../engine/mapping';
import type { WorkbookSource } from '../../engine/model/workbook-source';
import { proposedSheetRoles, readSheetTables } from '../../engine/pipeline/read-sheet-tables';
import { openWorkbook } from '../../engine/workbook/open-workbook';
import type { SheetSummary, WorkbookInfo } from '../../shared/contract';
import { fail } from '../app-failure';
import { cellText } from '../../engine/workbook/cell-text';
import type { SessionEnv } from './session-env';
import { say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { closeBook, resetForNewBook } from './session-state';
import { fileFailure, reading } from './workbook-reading';
import { message } from '../messages/service-messages';

const PREVIEW_ROWS = 8;

const PREVIEW_CHARS = 40;

/** A cell's text as the preview shows it: cut to 40 characters, the cut marked (a title cut silently read as whole). */
export function previewText(text: string): string {
  const chars = [...text];
  return chars.length <= PREVIEW_CHARS ? text : `${chars.slice(0, PREVIEW_CHARS - 1).join('')}…`;
}

/** The first non-empty rows of a sheet as they are (the header row and any title above it), cut short. */
async function previewOf(source: WorkbookSource, sheet: string): Promise<SheetSummary['preview']> {
  const preview: { row: number; cells: string[] }[] = [];
  for await (const r of source.rows(sheet)) {
    if (r.cells.every((c) => cellText(c).trim() === '')) continue;
    preview.push({ row: r.number, cells: r.cells.slice(0, 12).map((c) => previewText(cellText(c))) });
    if (preview.length >= PREVIEW_ROWS) break;
  }
  return preview;
}

/** Replaces the session's workbook; everything built for the previous one is dropped. */
export async function openWorkbookStep(
  state: SessionState,
  env: SessionEnv,
  path: string,
  fileName: string,
): Promise<WorkbookInfo> {
  if (state.running) fail('busy', tell(env, SESSION_MESSAGES.uploadRunningWait));
  try {
    return await readBook(state, env, path, fileName);
  } catch (e) {
    // The user chose another file: the previous one must not stay loaded under the error.
    closeBook(state);
    throw e;
  }
}

async function readBook(state: SessionState, env: SessionEnv, path: string, fileName: string): Promise<WorkbookInfo> {
  const opened = await openWorkbook(path);
  if (!opened.ok) fileFailure(opened.error, path, fileName);
  const source = opened.value;
  const previews = new Map<string, SheetSummary['preview']>();
  const skippedSheets = source.skippedSheets.map((s) => ({
    name: s.name,
    hidden: s.hidden,
    reason: say(env, s.reason, s.reasonHu),
  }));
  // The engine's reading, as the command line's; the app adds a preview of each sheet's first rows.
  const read = await reading(path, fileName, () =>
    readSheetTables(source, {
      beforeSheet: async (info) => {
        previews.set(info.name, await previewOf(source, info.name));
      },
    }),
  ).finally(() => source.close());
  if (!read.ok) fileFailure(read.error, path, fileName);
  // Not offered, but said: the user may be looking for that sheet in the list.
  for (const e of read.value.empty)
    skippedSheets.push({ name: e.sheet.name, hidden: e.sheet.hidden, reason: say(env, e.reason.en, e.reason.hu) });
  const { tables } = read.value;
  const warnings = tables.flatMap((t) => t.warnings.map((w) => ({ sheet: w.sheet, text: say(env, w.en, w.hu) })));
  // The engine's roles, as the command line's: a lone sheet that says nothing of its rows is read as listings.
  const roles = proposedSheetRoles(tables);
  const hidden = new Map(source.sheets.map((s) => [s.name, s.hidden]));
  const summaries: SheetSummary[] = tables.map((t, i) => ({
    name: t.sheet,
    hidden: hidden.get(t.sheet) ?? false,
    rowCount: t.rows.length,
    role: roles[i] ?? null,
    headerRow: t.headerRow,
    defaultPropertyType: propertyTypeFromSheetName(t.sheet),
    preview: previews.get(t.sheet) ?? [],
  }));
  if (summaries.length === 0) fail('bad_workbook', message(env.lang(), 'fileEmpty', { file: fileName }));
  state.book = { path, fileName, format: source.format, tables: new Map(tables.map((t) => [t.sheet, t])), summaries };
  resetForNewBook(state);
  return {
    fileName,
    format: source.format,
    sheets: summaries,
    ...(skippedSheets.length === 0 ? {} : { skippedSheets }),
    ...(warnings.length === 0 ? {} : { warnings }),
  };
}
