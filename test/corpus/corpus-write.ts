// Writes results into a corpus workbook and checks the copy: the user's cells, the untouched parts, where results went.
import {
  RESULT_HEADERS,
  RESULT_HEADERS_HU,
  resultKeyOfHeader,
  statusWord,
} from '../../src/engine/model/result-headers';
import type { Lang } from '../../src/catalog';
import { type RowResult } from '../../src/engine/model/row-result';
import { type SheetResults } from '../../src/engine/model/sheet-results';
import type { WriteBackSummary } from '../../src/engine/write-back/write-back-types';
import { columnIndex, columnLetter } from '../../src/engine/model/column-letter';
import type { OurRead, OurSheet } from './corpus-read';
import type { Dump, DumpedSheet, LibreOfficeOpened } from './corpus-tools';
import type { Norm } from './corpus-values';
import { inRange, parseRange, parseRef, show } from './corpus-values';

export type WriteClass =
  | 'write:refused'
  | 'write:not-refused'
  | 'write:no-table'
  | 'write:cell-harmed'
  | 'write:stray-cell'
  | 'write:result-missing'
  | 'write:part-changed'
  | 'write:part-recompressed'
  | 'write:unexpected-rewrite'
  | 'write:result-under-merge'
  | 'write:result-in-pivot'
  | 'write:result-in-table'
  | 'write:result-hidden'
  | 'write:result-in-filter'
  | 'write:result-under-picture'
  | 'write:comment-harmed'
  | 'write:package-invalid'
  | 'write:result-in-formula-range'
  | 'write:edit-missing'
  | 'write:display-changed'
  | 'write:openpyxl-cannot-open'
  | 'write:libreoffice-cannot-open'
  | 'write:libreoffice-lost-results';

export interface WriteFinding {
  readonly kind: WriteClass;
  readonly detail: string;
  /** For `write:cell-harmed`: how many of the user's cells changed. */
  readonly cells?: number;
}

const IMPORTED_AT = new Date(Date.UTC(2026, 10, 24, 9, 30, 0));
const MAX_SHEETS = 3;

const HYPERLINK_TEXT = '=HYPERLINK("http://x") ütközés';

/** Results for four data rows (the first three and the last): every kind of result, a formula-looking message. */
function resultsFor(rows: readonly number[]): RowResult[] {
  const chosen = [...new Set([...rows.slice(0, 3), ...rows.slice(-1)])];
  const shapes: ((row: number) => RowResult)[] = [
    (row) => ({ row, status: 'created', serviceId: 7001, importedAt: IMPORTED_AT, fingerprint: 'fp-1' }),
    // The message in both languages, so the cell holds the formula-looking text itself in any workbook.
    (row) => ({ row, status: 'failed', errorCode: 409, errorMessage: HYPERLINK_TEXT, errorMessageHu: HYPERLINK_TEXT }),
    (row) => ({ row, status: 'invalid', errorMessage: 'Ár: kötelező mező' }),
    (row) => ({ row, status: 'updated', serviceId: 7004, importedAt: IMPORTED_AT, fingerprint: 'fp-4' }),
  ];
  return chosen.map((row, i) => (shapes[i] ?? shapes[0])?.(row) ?? { row, status: 'skipped' });
}

/** The right-most column of `row` holding a plain number (not a date), outside result columns an earlier run made. */
function numberColumnOf(sheet: OurSheet, row: number): number | undefined {
  if ('error' in sheet.table) return undefined;
  const ours = new Set<string>([...Object.values(RESULT_HEADERS), ...Object.values(RESULT_HEADERS_HU)]);
  let found: number | undefined;
  for (const [ref, value] of sheet.cells) {
    const at = parseRef(ref);
    if (at.row !== row || !('n' in value)) continue;
    const header = sheet.cells.get(`${columnLetter(at.column)}${sheet.table.headerRow}`);
    if (header && 's' in header && ours.has(header.s)) continue;
    if (found === undefined || at.column > found) found = at.column;
  }
  return found;
}

/**
 * The results written into a workbook: every sheet our reader reads as a table with data rows (at most three sheets),
 * one note on the first result row. When our reader cannot read the file, openpyxl's first filled sheet is used
 * (first filled row as header, the rows below as data), so the write-back is still measured.
 */
export function planResults(ours: OurRead, theirs: Dump): SheetResults[] {
  const plans: SheetResults[] = [];
  if (ours.ok) {
    for (const sheet of ours.sheets) {
      if ('error' in sheet.table || sheet.table.dataRows.length === 0 || plans.length >= MAX_SHEETS) continue;
      const results = resultsFor(sheet.table.dataRows);
      const first = results[0];
      const second = results[1] ?? first;
      const last = results[results.length - 1] ?? first;
      const { firstColumn } = sheet.table;
      const numberColumn = last ? numberColumnOf(sheet, last.row) : undefined;
      plans.push({
        sheet: sheet.name,
        headerRow: sheet.table.headerRow,
        results,
        notes: first ? [{ row: first.row, column: firstColumn, message: 'Ellenőrizendő érték' }] : [],
        // Values corrected in the app: a formula-looking text (must stay text) and a number.
        edits:
          second && last
            ? [
                { row: second.row, column: firstColumn, value: '=Szerkesztett – új érték' },
                ...(numberColumn !== undefined && (last.row !== second.row || numberColumn !== firstColumn)
                  ? [{ row: last.row, column: numberColumn, value: 4242 }]
                  : []),
              ]
            : [],
      });
    }
  }
  if (plans.length > 0 || !theirs.ok) return plans;
  for (const sheet of theirs.sheets) {
    if (sheet.kind !== 'worksheet') continue;
    const rows = [...new Set(Object.keys(sheet.cells).map((r) => parseRef(r).row))].sort((a, b) => a - b);
    const [header, ...data] = rows;
    if (header === undefined || data.length === 0) continue;
    return [{ sheet: sheet.name, headerRow: header, results: resultsFor(data), notes: [] }];
  }
  return plans;
}

function letterIndex(letter: string): number {
  return columnIndex(letter);
}

interface Placed {
  readonly plan: SheetResults;
  readonly columns: Readonly<Record<keyof typeof RESULT_HEADERS, string>>;
  readonly reused: ReadonlySet<string>;
}

function placedSheets(plans: readonly SheetResults[], summary: WriteBackSummary): Placed[] {
  return summary.sheets.flatMap((s) => {
    const plan = plans.find((p) => p.sheet === s.sheet);
    if (!plan) return [];
    return [{ plan, columns: s.columns, reused: new Set(s.reusedHeaders.map((k) => s.columns[k])) }];
  });
}

function editAt(placed: Placed | undefined, ref: string): Norm | undefined {
  const { column, row } = parseRef(ref);
  const edit = placed?.plan.edits?.find((e) => e.row === row && e.column === column);
  if (edit === undefined) return undefined;
  if (edit.value === null) return { s: '' };
  return typeof edit.value === 'string'
    ? { s: edit.value }
    : typeof edit.value === 'number'
      ? { n: edit.value }
      : { b: edit.value };
}

function isResultCell(placed: Placed, ref: string): boolean {
  const { column, row } = parseRef(ref);
  const columns = Object.values(placed.columns).map(letterIndex);
  if (!columns.includes(column)) return false;
  return row === placed.plan.headerRow || placed.plan.results.some((r) => r.row === row);
}

function equalNorm(a: Norm | undefined, b: Norm | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every cell of the input (as openpyxl reads it) is in the output unchanged; new cells are only results. */
function checkCells(input: Dump, output: Dump, placed: readonly Placed[]): WriteFinding[] {
  const harmed: string[] = [];
  const stray: string[] = [];
  const editsMissing: string[] = [];
  for (const before of input.sheets) {
    if (before.kind !== 'worksheet' || before.notReadByOpenpyxl === true) continue;
    const after = output.sheets.find((s) => s.name === before.name);
    const mine = placed.find((p) => p.plan.sheet === before.name);
    // Result columns count as an earlier run's only when its status header is in the header row: a user's own column
    // that merely shares a name ("Service ID") is user data.
    const earlierRun =
      mine !== undefined &&
      Object.entries(before.cells).some(
        ([ref, v]) => parseRef(ref).row === mine.plan.headerRow && 's' in v && resultKeyOfHeader(v.s)?.key === 'status',
      );
    for (const edit of mine?.plan.edits ?? []) {
      const ref = `${columnLetter(edit.column)}${edit.row}`;
      const now = after?.cells[ref];
      if (!equalNorm(now, editAt(mine, ref)))
        editsMissing.push(`${before.name}!${ref} should be ${JSON.stringify(edit.value)}, is ${show(now)}`);
    }
    for (const [ref, value] of Object.entries(before.cells)) {
      const now = after?.cells[ref];
      if (editAt(mine, ref) !== undefined || equalNorm(now, value)) continue;
      // A result column an earlier write-back made is ours to overwrite in the rows written now.
      if (mine && earlierRun && mine.reused.has(ref.replace(/\d+$/, '')) && isResultCell(mine, ref)) continue;
      harmed.push(`${before.name}!${ref}: ${show(value)} became ${show(now)}`);
    }
    for (const [ref, value] of Object.entries(after?.cells ?? {})) {
      if (before.cells[ref] !== undefined || editAt(mine, ref) !== undefined) continue;
      if (mine && isResultCell(mine, ref)) continue;
      stray.push(`${before.name}!${ref}: ${show(value)}`);
    }
  }
  const found: WriteFinding[] = [];
  if (harmed.length > 0)
    found.push({
      kind: 'write:cell-harmed',
      detail: `${harmed.length} cell(s), e.g. ${harmed.slice(0, 3).join('; ')}`,
      cells: harmed.length,
    });
  if (stray.length > 0)
    found.push({ kind: 'write:stray-cell', detail: `${stray.length} cell(s), e.g. ${stray.slice(0, 3).join('; ')}` });
  if (editsMissing.length > 0) found.push({ kind: 'write:edit-missing', detail: editsMissing.slice(0, 3).join('; ') });
  return found;
}

/** The user's comments stay (a note on the same cell may add to one, never replace it). */
function checkComments(input: Dump, output: Dump): WriteFinding[] {
  const lost: string[] = [];
  for (const before of input.sheets) {
    const after = output.sheets.find((s) => s.name === before.name);
    for (const [ref, text] of Object.entries(before.comments)) {
      if (!(after?.comments[ref] ?? '').includes(text))
        lost.push(`${before.name}!${ref} "${text}" became "${after?.comments[ref] ?? '(none)'}"`);
    }
  }
  return lost.length > 0 ? [{ kind: 'write:comment-harmed', detail: lost.slice(0, 3).join('; ') }] : [];
}

/** Nothing Excel would refuse or repair that the input did not already have. */
function checkPackage(input: Dump, output: Dump): WriteFinding[] {
  const had = new Set(input.packageProblems ?? []);
  const added = (output.packageProblems ?? []).filter((p) => !had.has(p));
  return added.length > 0 ? [{ kind: 'write:package-invalid', detail: added.slice(0, 4).join('; ') }] : [];
}

const STAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d\d:\d\d$/;

/** The language of the status header the write-back put in, English when it is missing (then reported missing). */
function writtenLanguage(header: Dump['sheets'][number]['cells'][string] | undefined): Lang {
  return header !== undefined && 's' in header ? (resultKeyOfHeader(header.s)?.lang ?? 'en') : 'en';
}

function checkResultsPresent(output: Dump, placed: readonly Placed[]): WriteFinding[] {
  const missing: string[] = [];
  for (const p of placed) {
    const sheet = output.sheets.find((s) => s.name === p.plan.sheet);
    const want = (ref: string, text: string): void => {
      const v = sheet?.cells[ref];
      if (!v || !('s' in v) || v.s !== text) missing.push(`${p.plan.sheet}!${ref} should be "${text}", is ${show(v)}`);
    };
    // The result columns speak the sheet's language (docs/write-back.md, "The workbook's language"): either is right.
    const lang = writtenLanguage(sheet?.cells[`${p.columns.status}${p.plan.headerRow}`]);
    want(`${p.columns.status}${p.plan.headerRow}`, (lang === 'hu' ? RESULT_HEADERS_HU : RESULT_HEADERS).status);
    const wantNumber = (ref: string, value: number): void => {
      const v = sheet?.cells[ref];
      if (!(v !== undefined && 'n' in v && v.n === value))
        missing.push(`${p.plan.sheet}!${ref} should be the number ${String(value)}, is ${show(v)}`);
    };
    // `Imported at` is a text with its time zone, as History shows the run's time.
    const wantStamp = (ref: string): void => {
      const v = sheet?.cells[ref];
      if (!(v !== undefined && 's' in v && STAMP.test(v.s)))
        missing.push(`${p.plan.sheet}!${ref} should be a time with its zone, is ${show(v)}`);
    };
    for (const r of p.plan.results) {
      want(`${p.columns.status}${r.row}`, statusWord(r.status, lang));
      if (r.serviceId !== undefined) wantNumber(`${p.columns.serviceId}${r.row}`, r.serviceId);
      if (r.importedAt !== undefined) wantStamp(`${p.columns.importedAt}${r.row}`);
      // A message that looks like a formula stays text.
      if (r.errorMessage !== undefined) want(`${p.columns.errorMessage}${r.row}`, r.errorMessage);
    }
  }
  return missing.length > 0
    ? [{ kind: 'write:result-missing', detail: `${missing.length}: ${missing.slice(0, 3).join('; ')}` }]
    : [];
}

/** Result cells (the fingerprint column is hidden on purpose) are not hidden, merged over, in a pivot or table. */
function checkVisible(input: Dump, output: Dump, placed: readonly Placed[]): WriteFinding[] {
  const problems = new Map<WriteClass, string[]>();
  const add = (kind: WriteClass, text: string): void => {
    problems.set(kind, [...(problems.get(kind) ?? []), text]);
  };
  for (const p of placed) {
    const sheet = output.sheets.find((s) => s.name === p.plan.sheet);
    const before = input.sheets.find((s) => s.name === p.plan.sheet);
    if (!sheet) continue;
    const rows = [p.plan.headerRow, ...p.plan.results.map((r) => r.row)];
    const merges = sheet.merges.map((m) => [m, parseRange(m)] as const);
    const pivots = [...sheet.pivots, ...(before?.pivots ?? [])].map((m) => [m, parseRange(m)] as const);
    // A column of the user's filter may carry criteria: a result there would be filtered by them.
    const filter = before?.autoFilter ? parseRange(before.autoFilter) : null;
    const pictures = sheet.pictures.map(([left, top, right, bottom]) => ({ left, top, right, bottom }));
    // A result inside a range the user's formulas add up or count changes what they show once Excel recalculates.
    const formulaRanges = (before?.formulaRanges ?? []).map(([left, top, right, bottom]) => ({
      left,
      top,
      right,
      bottom,
    }));
    for (const [key, letter] of Object.entries(p.columns)) {
      const column = letterIndex(letter);
      if (key !== 'fingerprint' && sheet.hiddenColumns.includes(column + 1))
        add('write:result-hidden', `${RESULT_HEADERS[key as keyof typeof RESULT_HEADERS]} in hidden column ${letter}`);
      for (const row of rows) {
        for (const [ref, range] of merges)
          if (range && inRange(range, column, row) && !(range.left === column && range.top === row))
            add('write:result-under-merge', `${letter}${row} under ${ref}`);
        for (const [ref, range] of pivots)
          if (range && inRange(range, column, row)) add('write:result-in-pivot', `${letter}${row} in pivot ${ref}`);
        if (filter && inRange(filter, column, row))
          add('write:result-in-filter', `${letter}${row} in the autofilter ${before?.autoFilter ?? ''}`);
        for (const pic of pictures)
          if (inRange(pic, column, row))
            add('write:result-under-picture', `${letter}${row} under a drawing anchored ${JSON.stringify(pic)}`);
        if (key !== 'fingerprint' && formulaRanges.some((r) => inRange(r, column, row)))
          add('write:result-in-formula-range', `${letter}${row} inside a range a formula of the sheet refers to`);
        for (const table of sheet.tables) {
          const range = parseRange(table.ref);
          if (!range || !inRange(range, column, row)) continue;
          const header = sheet.cells[`${letter}${range.top}`];
          const consistent =
            table.columns.length === range.right - range.left + 1 &&
            header !== undefined &&
            's' in header &&
            table.columns[column - range.left] === header.s;
          if (!consistent)
            add(
              'write:result-in-table',
              `${letter}${row} in table ${table.name} ${table.ref} (columns ${table.columns.length})`,
            );
        }
      }
    }
  }
  return [...problems].map(([kind, list]) => ({
    kind,
    detail: `${list.length}, e.g. ${[...new Set(list)].slice(0, 3).join('; ')}`,
  }));
}

function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** Parts the write-back may rewrite: the written sheets and what they link to, the content types, and the workbook's
 * relationships when it adds a styles part to a workbook that had none or drops the calcChain. */
function rewritableParts(input: Dump, placed: readonly Placed[], summary: WriteBackSummary): Set<string> {
  const allowed = new Set<string>(['[Content_Types].xml']);
  const stylesAdded = summary.partsAdded.some((p) => /styles\.xml$/i.test(p));
  const calcChainDropped = summary.partsRemoved.some((p) => /calcchain\.xml$/i.test(p));
  if (input.workbookPart && (stylesAdded || calcChainDropped)) allowed.add(relsPartOf(input.workbookPart));
  for (const p of placed) {
    const sheet: DumpedSheet | undefined = input.sheets.find((s) => s.name === p.plan.sheet);
    if (!sheet?.part) continue;
    allowed.add(sheet.part);
    allowed.add(relsPartOf(sheet.part));
    for (const r of sheet.related) allowed.add(r);
  }
  return allowed;
}

/** Parts the write-back did not say it rewrote are byte-identical; those it rewrote belong to the sheets written. */
function checkParts(input: Dump, output: Dump, placed: readonly Placed[], summary: WriteBackSummary): WriteFinding[] {
  const rewritten = new Set(summary.partsRewritten);
  const removed = new Set(summary.partsRemoved);
  const allowed = rewritableParts(input, placed, summary);
  const changed: string[] = [];
  const recompressed: string[] = [];
  const unexpected: string[] = [];
  for (const [name, [content, stored]] of Object.entries(input.parts)) {
    const now = output.parts[name];
    const lower = name.toLowerCase();
    const mayChange = allowed.has(name) || /(^|\/)styles\.xml$/i.test(name) || /calcchain\.xml$/i.test(lower);
    if (now === undefined) {
      if (!removed.has(name) || !/calcchain\.xml$/i.test(lower)) changed.push(`${name} removed`);
      continue;
    }
    if (now[0] !== content) {
      if (!rewritten.has(name)) changed.push(`${name} changed but not reported`);
      else if (!mayChange) unexpected.push(name);
    } else if (now[1] !== stored && !rewritten.has(name)) {
      recompressed.push(name);
    }
  }
  const found: WriteFinding[] = [];
  if (changed.length > 0) found.push({ kind: 'write:part-changed', detail: changed.join('; ') });
  if (recompressed.length > 0) found.push({ kind: 'write:part-recompressed', detail: recompressed.join('; ') });
  if (unexpected.length > 0) found.push({ kind: 'write:unexpected-rewrite', detail: unexpected.join('; ') });
  return found;
}

function checkLibreOffice(lo: LibreOfficeOpened | undefined, placed: readonly Placed[]): WriteFinding[] {
  if (!lo?.opened)
    return [{ kind: 'write:libreoffice-cannot-open', detail: 'LibreOffice wrote no csv for the output' }];
  const lost: string[] = [];
  for (const p of placed) {
    const csv = lo.sheets.get(p.plan.sheet);
    // LibreOffice names the csv after the sheet; a name it had to change is not checked here.
    if (csv === undefined) continue;
    const lang: Lang = csv.includes(RESULT_HEADERS_HU.status) ? 'hu' : 'en';
    if (!csv.includes(RESULT_HEADERS.status) && lang === 'en')
      lost.push(`${p.plan.sheet}: no "${RESULT_HEADERS.status}" header after LibreOffice loaded it`);
    for (const r of p.plan.results)
      if (!csv.includes(statusWord(r.status, lang)))
        lost.push(`${p.plan.sheet}: status "${statusWord(r.status, lang)}" of row ${r.row} gone`);
  }
  return lost.length > 0 ? [{ kind: 'write:libreoffice-lost-results', detail: lost.slice(0, 3).join('; ') }] : [];
}

/** A csv text as rows of fields (LibreOffice's export: comma-separated, `"` quoting, doubled quotes inside). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Every cell LibreOffice showed in the input it shows the same in the copy (number formats and dates included). */
function checkDisplay(
  before: LibreOfficeOpened | undefined,
  after: LibreOfficeOpened | undefined,
  placed: readonly Placed[],
): WriteFinding[] {
  if (before?.opened !== true || after?.opened !== true) return [];
  const changed: string[] = [];
  for (const [sheet, csv] of before.sheets) {
    const mine = placed.find((p) => p.plan.sheet === sheet);
    const old = parseCsv(csv);
    const now = parseCsv(after.sheets.get(sheet) ?? '');
    old.forEach((fields, r) => {
      fields.forEach((value, c) => {
        const ref = `${columnLetter(c)}${r + 1}`;
        const shown = now[r]?.[c] ?? '';
        if (value === '' || shown === value || editAt(mine, ref) !== undefined || (mine && isResultCell(mine, ref)))
          return;
        changed.push(`${sheet}!${ref}: "${value}" shown as "${shown}"`);
      });
    });
  }
  return changed.length > 0
    ? [{ kind: 'write:display-changed', detail: `${changed.length}, e.g. ${changed.slice(0, 3).join('; ')}` }]
    : [];
}

/** All checks of one written copy. */
export function checkOutput(args: {
  readonly plans: readonly SheetResults[];
  readonly summary: WriteBackSummary;
  readonly input: Dump;
  readonly output: Dump;
  readonly libreOffice: LibreOfficeOpened | undefined;
  /** The input as LibreOffice showed it, to compare the copy with. */
  readonly libreOfficeInput: LibreOfficeOpened | undefined;
}): WriteFinding[] {
  const { plans, summary, input, output } = args;
  const placed = placedSheets(plans, summary);
  const found: WriteFinding[] = [];
  if (!output.opens && input.opens)
    found.push({ kind: 'write:openpyxl-cannot-open', detail: output.error ?? 'openpyxl failed' });
  if (output.ok && input.ok) {
    found.push(
      ...checkCells(input, output, placed),
      ...checkResultsPresent(output, placed),
      ...checkVisible(input, output, placed),
      ...checkComments(input, output),
    );
  }
  found.push(
    ...checkPackage(input, output),
    ...checkParts(input, output, placed, summary),
    ...checkLibreOffice(args.libreOffice, placed),
    ...checkDisplay(args.libreOfficeInput, args.libreOffice, placed),
  );
  return found;
}
