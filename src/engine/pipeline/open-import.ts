// Opens a workbook for an import: every sheet read as a table and a mapping proposed for it.
import type { Result, SheetRole } from '../../catalog';
import { err, ok } from '../../catalog';
import type { WorkbookMapping } from '../model/workbook-mapping';
import type { MappingTemplate, SheetHeaders } from '../mapping';
import { proposeFromValues, proposeMapping, setSheetRole, withLoneSheetAsListings } from '../mapping';
import { openWorkbook } from '../workbook/open-workbook';
import { headersOf, readSheetTables } from './read-sheet-tables';
import type { SheetTable } from '../model/sheet-table';
import type { WorkbookError } from '../model/workbook-error';
import { PIPELINE_MESSAGES } from './pipeline-messages';

export interface OpenImportOptions {
  readonly template?: MappingTemplate | null;
  /** Header rows the user confirmed, by sheet name; detected otherwise. */
  readonly headerRows?: Readonly<Record<string, number>>;
  /** Sheet roles the user set, by sheet name. */
  readonly roles?: Readonly<Record<string, SheetRole | null>>;
  /** An .xlsx's sheets kept once read, for the next write-back of the file (an upload's trial; `openWorkbook`). */
  readonly keepSheets?: boolean;
}

export interface OpenedImport {
  readonly path: string;
  readonly format: 'xlsx' | 'csv';
  readonly tables: readonly SheetTable[];
  /** Sheets that could not be read as a table (empty ones), with the reason. */
  readonly unreadable: readonly { readonly sheet: string; readonly message: string }[];
  readonly mapping: WorkbookMapping;
  /** Columns mapped from their values, not their header (`sheet!index`): the sellers' ID, a column of deal words. */
  readonly proposedFromValues: readonly string[];
}

export { headersOf };

/**
 * The mapping proposed for tables read from a workbook: each sheet's role and columns from its headers (a lone sheet
 * that says nothing is read as listings), then the sellers' ID column and fields whose words fill a column from the
 * values, as in the app. The export maps the rows it
 * writes with it, as a re-import will map them.
 */
export function proposeTableMapping(
  tables: readonly SheetTable[],
  options: OpenImportOptions = {},
): { mapping: WorkbookMapping; proposed: string[] } {
  const sheets: SheetHeaders[] = tables.map((t) => {
    const role = options.roles?.[t.sheet];
    return { sheet: t.sheet, headerRow: t.headerRow, headers: headersOf(t), ...(role === undefined ? {} : { role }) };
  });
  const proposed = proposeMapping(sheets, { template: options.template ?? null });
  // A lone sheet that says nothing of its rows is read as listings, as the app offers it (a role the user set stays).
  const roles = withLoneSheetAsListings(proposed.sheets.map((s) => s.role));
  const mapping = {
    sheets: proposed.sheets.map((s, i) => {
      const role = roles[i] ?? null;
      return role !== s.role && role !== null && options.roles?.[s.sheet] === undefined ? setSheetRole(s, role) : s;
    }),
  };
  const byName = new Map(tables.map((t) => [t.sheet, t]));
  return proposeFromValues(mapping, byName);
}

/** The command line's line for a sheet not read, its reason a clause or a sentence. */
function notRead(sheet: string, reason: string): string {
  return `Sheet "${sheet}" is not read: ${reason.replace(/\.$/, '')}.`;
}

export async function openImport(
  path: string,
  options: OpenImportOptions = {},
): Promise<Result<OpenedImport, WorkbookError>> {
  const opened = await openWorkbook(path, options.keepSheets === true ? { keepSheets: true } : {});
  if (!opened.ok) return opened;
  const source = opened.value;
  try {
    const read = await readSheetTables(source, { headerRows: options.headerRows });
    if (!read.ok) return read;
    const { tables } = read.value;
    // Chart, macro and dialog sheets, and second listings of one part, are not read; they are reported with the rest.
    const unreadable = [
      ...source.skippedSheets.map((s) => ({ sheet: s.name, message: notRead(s.name, s.reason) })),
      ...read.value.empty.map((e) => ({ sheet: e.sheet.name, message: notRead(e.sheet.name, e.reason.en) })),
    ];
    if (tables.length === 0) {
      return err({
        kind: 'empty',
        message: PIPELINE_MESSAGES.noTable.en,
        messageHu: PIPELINE_MESSAGES.noTable.hu,
      });
    }
    const { mapping, proposed } = proposeTableMapping(tables, options);
    return ok({ path, format: source.format, tables, unreadable, mapping, proposedFromValues: proposed });
  } finally {
    await source.close();
  }
}
