// Every offered sheet of an opened workbook read as a table, for the command line and the app alike: an empty sheet
// is set aside with one reason both show, any other fault of a sheet fails the whole workbook; then the role each
// sheet's name or headers propose, a lone sheet that says nothing read as listings (docs/architecture.md, "One
// orchestration"). The two differ only in what they show of it (the app adds a preview of each sheet).
import type { Result, SheetRole, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { roleFromHeaders, roleFromSheetName, withLoneSheetAsListings } from '../mapping';
import type { SheetInfo, WorkbookSource } from '../model/workbook-source';
import type { SheetTable } from '../model/sheet-table';
import type { WorkbookError } from '../model/workbook-error';
import { readTable } from '../workbook/read-table';
import { SHEET_TABLE_MESSAGES as M } from './sheet-table-messages';

export interface SheetTables {
  readonly tables: readonly SheetTable[];
  /** Sheets that hold no table, with the reader's reason. */
  readonly empty: readonly { readonly sheet: SheetInfo; readonly reason: Words }[];
}

/**
 * Why an empty sheet is set aside: one clause for a sheet with no table; for a header row the user chose, the reader's
 * sentence, which names the row and what to do.
 */
function emptyReason(e: WorkbookError, headerRow: number | undefined): Words {
  return headerRow === undefined ? formatBoth(M.emptySheet) : { en: e.message, hu: e.messageHu };
}

export async function readSheetTables(
  source: WorkbookSource,
  o: {
    /** Header rows the user confirmed, by sheet name; detected otherwise. */
    readonly headerRows?: Readonly<Record<string, number>> | undefined;
    /** Runs before each sheet is read as a table. */
    readonly beforeSheet?: (sheet: SheetInfo) => Promise<void>;
  } = {},
): Promise<Result<SheetTables, WorkbookError>> {
  const tables: SheetTable[] = [];
  const empty: { sheet: SheetInfo; reason: Words }[] = [];
  for (const info of source.sheets) {
    await o.beforeSheet?.(info);
    const headerRow = o.headerRows?.[info.name];
    const table = await readTable(source, info.name, headerRow === undefined ? {} : { headerRow });
    if (table.ok) tables.push(table.value);
    else if (table.error.kind === 'empty') empty.push({ sheet: info, reason: emptyReason(table.error, headerRow) });
    else return err(table.error);
  }
  return ok({ tables, empty });
}

/** Header texts by 0-based column index, gaps as empty text. */
export function headersOf(table: SheetTable): string[] {
  const headers: string[] = [];
  for (const c of table.columns) headers[c.index] = c.header;
  return Array.from(headers, (h) => h ?? '');
}

/** The role each table's sheet name, else its headers, proposes; a lone sheet that says nothing is read as listings. */
export function proposedSheetRoles(tables: readonly SheetTable[]): (SheetRole | null)[] {
  const roles = tables.map((t) => roleFromSheetName(t.sheet) ?? roleFromHeaders(headersOf(t)));
  return withLoneSheetAsListings(roles);
}
