// Step 2a: open a workbook, read every sheet as a table and propose each sheet's role.
import {
  propertyTypeFromSheetName,
  roleFromHeaders,
  roleFromSheetName,
  withLoneSheetAsListings,
} from '../../engine/mapping';
import { headersOf } from '../../engine/pipeline/open-import';
import { openWorkbook } from '../../engine/workbook/open-workbook';
import { readTable } from '../../engine/workbook/read-table';
import type { SheetTable } from '../../engine/model/sheet-table';
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
  const tables = new Map<string, SheetTable>();
  const summaries: SheetSummary[] = [];
  const warnings: { sheet: string; text: string }[] = [];
  const skippedSheets = source.skippedSheets.map((s) => ({
    name: s.name,
    hidden: s.hidden,
    reason: say(env, s.reason, s.reasonHu),
  }));
  try {
    await reading(path, fileName, async () => {
      for (const info of source.sheets) {
        const preview: { row: number; cells: string[] }[] = [];
        for await (const r of source.rows(info.name)) {
          if (r.cells.every((c) => cellText(c).trim() === '')) continue;
          preview.push({ row: r.number, cells: r.cells.slice(0, 12).map((c) => cellText(c).slice(0, 40)) });
          if (preview.length >= PREVIEW_ROWS) break;
        }
        const table = await readTable(source, info.name);
        if (!table.ok) {
          if (table.error.kind === 'empty') {
            // Not offered, but said: the user may be looking for that sheet in the list.
            skippedSheets.push({
              name: info.name,
              hidden: info.hidden,
              reason: tell(env, SESSION_MESSAGES.sheetEmpty),
            });
            continue;
          }
          fileFailure(table.error, path, fileName);
        }
        tables.set(info.name, table.value);
        for (const w of table.value.warnings) warnings.push({ sheet: w.sheet, text: say(env, w.en, w.hu) });
        const role = roleFromSheetName(info.name) ?? roleFromHeaders(headersOf(table.value));
        summaries.push({
          name: info.name,
          hidden: info.hidden,
          rowCount: table.value.rows.length,
          role,
          headerRow: table.value.headerRow,
          defaultPropertyType: propertyTypeFromSheetName(info.name),
          preview,
        });
      }
    });
  } finally {
    await source.close();
  }
  if (summaries.length === 0) fail('bad_workbook', message(env.lang(), 'fileEmpty', { file: fileName }));
  // The engine's rule, as the command line's: a lone sheet that says nothing of its rows is read as listings.
  const roles = withLoneSheetAsListings(summaries.map((s) => s.role));
  summaries.forEach((s, i) => (summaries[i] = { ...s, role: roles[i] ?? null }));
  state.book = { path, fileName, format: source.format, tables, summaries };
  resetForNewBook(state);
  return {
    fileName,
    format: source.format,
    sheets: summaries,
    ...(skippedSheets.length === 0 ? {} : { skippedSheets }),
    ...(warnings.length === 0 ? {} : { warnings }),
  };
}
