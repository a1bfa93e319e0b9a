// Reads a corpus workbook with this project's reader (the calls the CLI and the app make), compares it with openpyxl.
import { openWorkbook } from '../../src/engine/workbook/open-workbook';
import { readTable } from '../../src/engine/workbook/read-table';
import { columnLetter } from '../../src/engine/model/column-letter';
import type { Dump } from './corpus-tools';
import type { Norm } from './corpus-values';
import { inRange, kindOf, normalise, parseRange, parseRef, sameValue, show } from './corpus-values';

export interface OurSheet {
  readonly name: string;
  readonly hidden: boolean;
  readonly cells: ReadonlyMap<string, Norm>;
  /** readTable's header row and data row numbers, or why it failed. */
  readonly table:
    | {
        readonly headerRow: number;
        readonly dataRows: readonly number[];
        readonly firstColumn: number;
        readonly lastColumn: number;
      }
    | { readonly error: string };
}

export type OurRead =
  | {
      readonly ok: true;
      readonly sheets: readonly OurSheet[];
      readonly skipped: readonly { readonly name: string; readonly reason: string }[];
    }
  | { readonly ok: false; readonly error: string };

export async function readOurs(file: string): Promise<OurRead> {
  const opened = await openWorkbook(file);
  if (!opened.ok) return { ok: false, error: `${opened.error.kind}: ${opened.error.message}` };
  const source = opened.value;
  try {
    const sheets: OurSheet[] = [];
    for (const info of source.sheets) {
      const cells = new Map<string, Norm>();
      let rowsError: string | null = null;
      try {
        for await (const row of source.rows(info.name)) {
          row.cells.forEach((value, column) => {
            const v = normalise(value);
            if (v !== null) cells.set(`${columnLetter(column)}${row.number}`, v);
          });
        }
      } catch (e) {
        rowsError = e instanceof Error ? e.message : String(e);
      }
      const table = await readTable(source, info.name);
      sheets.push({
        name: info.name,
        hidden: info.hidden,
        cells,
        table:
          rowsError !== null
            ? { error: rowsError }
            : table.ok
              ? {
                  headerRow: table.value.headerRow,
                  dataRows: table.value.rows.map((r) => r.number),
                  firstColumn: table.value.columns[0]?.index ?? 0,
                  lastColumn: table.value.columns[table.value.columns.length - 1]?.index ?? 0,
                }
              : { error: table.error.message },
      });
    }
    return { ok: true, sheets, skipped: source.skippedSheets.map((s) => ({ name: s.name, reason: s.reason })) };
  } finally {
    await source.close();
  }
}

/** Classes of read mismatches; the corpus test's known-failure list names them. */
export type ReadClass =
  | 'read:open-failed'
  | 'read:sheets-differ'
  | 'read:hidden-differs'
  | 'read:cell-missing'
  | 'read:cell-extra'
  | 'read:type-differs'
  | 'read:value-differs'
  | 'read:table-failed'
  | 'read:sheet-not-listed';

export interface ReadMismatch {
  readonly kind: ReadClass;
  readonly detail: string;
}

/**
 * Cells where openpyxl 3.0 is known to read differently from Excel, with Excel's value: the comparison uses these
 * instead of openpyxl's. Each names why.
 */
export const REFERENCE_OVERRIDES: Readonly<Record<string, { readonly value: Norm; readonly why: string }>> = {
  'hw-crlf.xlsx Sheet1!B3': {
    value: { s: 'escape\r\nsor és \ttab és _x000D_ marad' },
    why:
      'openpyxl 3.0 leaves _x000D_ and _x0009_ escapes as they are; Excel decodes them ' +
      '(_x005F_ escapes the underscore)',
  },
  'hw-number-format-traps.xlsx Sheet1!B14': {
    value: { d: '1900-01-12T12:00:00.000' },
    why: 'the format "d" (day of the month) is a date format to Excel; openpyxl 3.0 does not see a date in it',
  },
  'hw-number-format-traps.xlsx Sheet1!B18': {
    value: { d: '2023-03-15T18:00:00.000' },
    why: 'the format h" óra" (hour and a quoted word) is a time format to Excel; openpyxl 3.0 sees no date in it',
  },
  ...Object.fromEntries(
    [
      ['B3', 2958466],
      ['B4', 26234567],
      ['B5', -1],
      ['B6', -0.5],
    ].map(([cell, n]) => [
      `hw-date-out-of-range.xlsx Sheet1!${String(cell)}`,
      {
        value: { n: Number(n) },
        why:
          "a date-formatted number outside Excel's dates (after 9999-12-31, or negative) is shown as #### and " +
          'stays a number; openpyxl gives #VALUE! or 1899-12-29',
      },
    ]),
  ),
  'hw-early-dates.xlsx Sheet1!B6': {
    value: { s: '1900-02-29' },
    why:
      "serial 60 is Excel's phantom 29 February 1900, which no date type holds: openpyxl gives 28 February, " +
      'the reader the text Excel shows',
  },
};

/** Sheets openpyxl has that a reader of listings must offer: worksheets (chart, macro, dialog sheets hold no table). */
function referenceWorksheets(dump: Dump): Dump['sheets'] {
  return dump.sheets.filter((s) => s.kind === 'worksheet' || s.kind === 'unknown');
}

export function compareRead(fileName: string, ours: OurRead, theirs: Dump): ReadMismatch[] {
  if (!theirs.ok) return [];
  const worksheets = referenceWorksheets(theirs);
  if (!ours.ok) {
    const anyCells = worksheets.some((s) => Object.keys(s.cells).length > 0);
    return anyCells ? [{ kind: 'read:open-failed', detail: ours.error }] : [];
  }
  const found: ReadMismatch[] = [];
  const nonWorksheets = new Set(theirs.sheets.filter((s) => !worksheets.includes(s)).map((s) => s.name));
  const ourNames = ours.sheets.map((s) => s.name).filter((n) => !nonWorksheets.has(n));
  const theirNames = worksheets.map((s) => s.name);
  if (JSON.stringify(ourNames) !== JSON.stringify(theirNames)) {
    found.push({
      kind: 'read:sheets-differ',
      detail: `ours [${ourNames.join(', ')}], openpyxl [${theirNames.join(', ')}]`,
    });
  }
  // Chart, macro and dialog sheets are listed as skipped, with the reason, so the user sees why they are not offered.
  const unlisted = theirs.sheets.filter(
    (s) => !worksheets.includes(s) && !ours.skipped.some((k) => k.name === s.name && k.reason !== ''),
  );
  if (unlisted.length > 0)
    found.push({ kind: 'read:sheet-not-listed', detail: unlisted.map((s) => `${s.name} (${s.kind})`).join(', ') });
  const examples = new Map<ReadClass, string[]>();
  const note = (kind: ReadClass, text: string): void => {
    const list = examples.get(kind) ?? [];
    list.push(text);
    examples.set(kind, list);
  };
  for (const sheet of worksheets) {
    const our = ours.sheets.find((s) => s.name === sheet.name);
    if (!our) continue;
    if (our.hidden !== (sheet.state !== 'visible'))
      note('read:hidden-differs', `${sheet.name}: ours hidden=${String(our.hidden)}, openpyxl ${sheet.state}`);
    const merged = sheet.merges.map(parseRange).filter((r) => r !== null);
    const refs = new Set([...Object.keys(sheet.cells), ...our.cells.keys()]);
    for (const ref of refs) {
      // openpyxl drops the cells a merged range covers (all but its top-left one); they are not compared.
      const { column, row } = parseRef(ref);
      if (merged.some((m) => inRange(m, column, row) && !(m.left === column && m.top === row))) continue;
      const override = REFERENCE_OVERRIDES[`${fileName} ${sheet.name}!${ref}`];
      const theirValue = override?.value ?? sheet.cells[ref];
      const ourValue = our.cells.get(ref);
      const where = `${sheet.name}!${ref}`;
      if (theirValue === undefined && ourValue === undefined) continue;
      if (ourValue === undefined) note('read:cell-missing', `${where}: openpyxl ${show(theirValue)}`);
      else if (theirValue === undefined) note('read:cell-extra', `${where}: ours ${show(ourValue)}`);
      else if (!sameValue(ourValue, theirValue)) {
        const kind =
          kindOf(ourValue) === kindOf(theirValue) ||
          (kindOf(ourValue) === 'date' && ['time', 'duration'].includes(kindOf(theirValue)))
            ? 'read:value-differs'
            : 'read:type-differs';
        note(kind, `${where}: ours ${show(ourValue)}, openpyxl ${show(theirValue)}`);
      }
    }
    const filledRows = new Set(Object.keys(sheet.cells).map((r) => r.replace(/^[A-Z]+/, '')));
    if ('error' in our.table && filledRows.size >= 2) note('read:table-failed', `${sheet.name}: ${our.table.error}`);
  }
  for (const [kind, list] of examples) {
    found.push({ kind, detail: `${list.length} cell(s)/sheet(s), e.g. ${list.slice(0, 3).join('; ')}` });
  }
  return found;
}
