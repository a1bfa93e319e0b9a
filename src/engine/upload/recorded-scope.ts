// The scope an export recorded on its Help sheet (template/export-scope.ts), read back for the sync preview.
import { openWorkbook } from '../workbook/open-workbook';
// Not the template's index, which would load exceljs (the template's renderer) into every upload.
import type { ListingScope } from '../template/export-scope';
import { SCOPE_LABEL, parseScopeText } from '../template/export-scope';
import { TEMPLATE_SHEET_NAMES } from '../template/template-words';

export type RecordedScope =
  | { readonly kind: 'found'; readonly scope: ListingScope }
  /** No Help sheet or no scope line: a template filled by hand, a CSV file, an export made before scopes. */
  | { readonly kind: 'none' }
  /** The line is there but does not read as a scope (edited or damaged). */
  | { readonly kind: 'unreadable'; readonly text: string };

const HELP_NAMES: ReadonlySet<string> = new Set(Object.values(TEMPLATE_SHEET_NAMES.help));
const LABELS: ReadonlySet<string> = new Set(Object.values(SCOPE_LABEL));

/** Looks for the scope line on the workbook's Help sheet (either language); never throws. */
export async function readRecordedScope(file: string): Promise<RecordedScope> {
  const opened = await openWorkbook(file);
  if (!opened.ok) return { kind: 'none' };
  const source = opened.value;
  try {
    for (const sheet of source.sheets) {
      if (!HELP_NAMES.has(sheet.name)) continue;
      for await (const row of source.rows(sheet.name)) {
        const [label, value] = row.cells;
        if (typeof label !== 'string' || !LABELS.has(label.trim())) continue;
        const text = typeof value === 'string' ? value : String(value ?? '');
        const scope = parseScopeText(text);
        return scope === null ? { kind: 'unreadable', text } : { kind: 'found', scope };
      }
    }
    return { kind: 'none' };
  } catch {
    return { kind: 'none' };
  } finally {
    await source.close().catch(() => undefined);
  }
}
