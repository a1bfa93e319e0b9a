// One import as the wizard walks it: the open workbook, its mapping, the prepared rows, edits and the runs.
// Everything heavy happens here on the Node side with the engine; the renderer only ever sees pages of rows.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FieldDef, SheetRole, ValueSetName } from '../catalog';
import { FAULT_LIMIT_PER_HOUR, findField, fieldsForRole, valueWords } from '../catalog';
import { createApiClient } from '../engine/api';
import type { PreparedRow, RowProblem, WorkbookMapping } from '../engine/import-model';
import { rowKey } from '../engine/import-model';
import type { MappingTemplate } from '../engine/mapping';
import { proposeMapping, roleFromHeaders, roleFromSheetName, setColumnField } from '../engine/mapping';
import type { ReferenceData } from '../engine/reference-data';
import { obtainReferenceData } from '../engine/reference';
import { listRuns, markWritten, openFaultBudget, runUpload } from '../engine/upload';
import type { PrepareContext } from '../engine/validation';
import { createPrepareContext, createRowPreparer, prepareWorkbook } from '../engine/validation';
import type { ValueOverride } from '../engine/values';
import { isEnumLike, summarizeValues } from '../engine/values';
import { openWorkbook } from '../engine/workbook/open-workbook';
import { readTable } from '../engine/workbook/read-table';
import type { CellEdit, RowResult, SheetResults } from '../engine/workbook/result-columns';
import type { SheetTable, TableRow } from '../engine/workbook/sheet-table';
import type { CellValue } from '../engine/workbook/workbook-types';
import { columnIndex, isCellError, WorkbookReadError } from '../engine/workbook/workbook-types';
import { writeResults } from '../engine/workbook/write-back';
import type {
  Counts, FailedRow, GridRow, HistoryEntry, Language, MappingView, RowFilter, RowPage, RowStatusName, RunResults,
  RunSummary, SheetChoice, SheetSummary, ValidationSummary, ValueColumn, ValueEntry, WorkbookInfo,
} from '../shared/contract';
import { fail } from './app-failure';
import type { ActiveConnection } from './connection-service';
import type { HostCapabilities } from './host-capabilities';

interface OpenBook {
  readonly path: string;
  readonly fileName: string;
  readonly format: 'xlsx' | 'csv';
  tables: Map<string, SheetTable>;
  readonly summaries: readonly SheetSummary[];
}

interface Prepared {
  readonly rows: PreparedRow[];
  readonly byRow: Map<number, number>;
}

const PREVIEW_ROWS = 8;

/** A fault the reader finds mid-sheet (a truncated or damaged part) is the user's file, not our bug: say what to do. */
async function reading<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof WorkbookReadError) return fail('bad_workbook', e.detail.message);
    throw e;
  }
}

export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (isCellError(v)) return v.error;
  return String(v);
}

/**
 * An edit typed into the grid as the value written into the cell: empty clears it; a plain number in a numeric field
 * (`38500000`, `38 500 000`) becomes a number, yes/no in a cell that held true/false a boolean; anything else stays text
 * as typed (`0612`, `12,5`, `45 M Ft`), which the next read converts exactly as it converted the edit.
 */
function editedValue(text: string, original: CellValue, field: FieldDef | undefined): CellEdit['value'] {
  if (text === '') return null;
  const kind = field?.type.kind;
  if (kind === 'uint' || kind === 'decimal' || kind === 'double') {
    const plain = text.trim();
    const grouped = /^-?\d{1,3}(?:[ \u00a0]\d{3})+$/.test(plain) ? plain.replace(/[ \u00a0]/g, '') : plain;
    const n = Number(grouped);
    if (grouped !== '' && Number.isFinite(n) && String(n) === grouped) return n;
  }
  if (typeof original === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function emptyCounts(): Counts {
  return { total: 0, valid: 0, invalid: 0, failed: 0, done: 0 };
}

function addCount(c: Counts, s: RowStatusName): Counts {
  return {
    total: c.total + 1,
    valid: c.valid + (s === 'valid' ? 1 : 0),
    invalid: c.invalid + (s === 'invalid' ? 1 : 0),
    failed: c.failed + (s === 'failed' ? 1 : 0),
    done: c.done + (s === 'created' || s === 'updated' || s === 'skipped' ? 1 : 0),
  };
}

function headersOf(table: SheetTable): string[] {
  const headers: string[] = [];
  for (const c of table.columns) headers[c.index] = c.header;
  return Array.from(headers, (h) => h ?? '');
}

const BOOL_ALLOWED = [{ code: 'true', en: 'yes', hu: 'igen' }, { code: 'false', en: 'no', hu: 'nem' }];

export class ImportSession {
  private book: OpenBook | null = null;
  private mapping: WorkbookMapping | null = null;
  private overrides: ValueOverride[] = [];
  private edits = new Map<string, Map<number, string>>();
  private prepared = new Map<string, Prepared>();
  /** Table rows by row number, per sheet, built on first use (the grid looks rows up by number). */
  private rowsByNumber = new Map<string, Map<number, TableRow>>();
  private context: PrepareContext | null = null;
  private reference: { key: string; data: ReferenceData | null; notice: string | null } | null = null;
  private notices: string[] = [];
  private rowResults = new Map<string, RowResult>();
  private running: AbortController | null = null;
  private lastRun: { summary: RunSummary; resultsPath: string | null } | null = null;

  constructor(
    private readonly host: HostCapabilities,
    private readonly dataDir: string,
    private readonly lang: () => Language,
    private readonly connection: () => ActiveConnection,
  ) {}

  private say(en: string, hu: string): string {
    return this.lang() === 'hu' ? hu : en;
  }

  private get journalDir(): string {
    return join(this.dataDir, 'journal');
  }

  // ---------- workbook ----------

  async open(path: string, fileName: string): Promise<WorkbookInfo> {
    if (this.running) fail('busy', this.say('An upload is running; wait for it or cancel it first.', 'Feltöltés fut; várja meg vagy szakítsa meg.'));
    const opened = await openWorkbook(path);
    if (!opened.ok) fail('bad_workbook', opened.error.message);
    const source = opened.value;
    const tables = new Map<string, SheetTable>();
    const summaries: SheetSummary[] = [];
    try {
      await reading(async () => {
        for (const info of source.sheets) {
          const preview: { row: number; cells: string[] }[] = [];
          for await (const r of source.rows(info.name)) {
            if (r.cells.every((c) => cellText(c).trim() === '')) continue;
            preview.push({ row: r.number, cells: r.cells.slice(0, 12).map((c) => cellText(c).slice(0, 40)) });
            if (preview.length >= PREVIEW_ROWS) break;
          }
          const table = await readTable(source, info.name);
          if (!table.ok) {
            if (table.error.kind === 'empty') continue;
            fail('bad_workbook', table.error.message);
          }
          tables.set(info.name, table.value);
          const role = roleFromSheetName(info.name) ?? roleFromHeaders(headersOf(table.value));
          summaries.push({ name: info.name, hidden: info.hidden, rowCount: table.value.rows.length, role, headerRow: table.value.headerRow, preview });
        }
      });
    } finally {
      await source.close();
    }
    if (summaries.length === 0) fail('bad_workbook', this.say(`No sheet of ${fileName} holds a table; put a header row and data rows in a sheet.`, `${fileName} egyik munkalapján sincs táblázat; legyen egy fejlécsor és alatta adatsorok.`));
    if (summaries.length === 1 && summaries[0] && summaries[0].role === null) summaries[0] = { ...summaries[0], role: 'properties' };
    this.book = { path, fileName, format: source.format, tables, summaries };
    this.reset();
    return { fileName, format: source.format, sheets: summaries };
  }

  private reset(): void {
    this.mapping = null;
    this.overrides = [];
    this.edits.clear();
    this.rowResults.clear();
    this.invalidate();
    this.lastRun = null;
  }

  private tableRow(sheet: string, row: number): TableRow | undefined {
    let index = this.rowsByNumber.get(sheet);
    if (!index) {
      index = new Map((this.book?.tables.get(sheet)?.rows ?? []).map((r) => [r.number, r]));
      this.rowsByNumber.set(sheet, index);
    }
    return index.get(row);
  }

  /** Another office or service: reference data and prepared rows must be built again for it. */
  connectionChanged(): void {
    this.reference = null;
    this.invalidate();
  }

  private invalidate(): void {
    this.rowsByNumber.clear();
    this.prepared.clear();
    this.context = null;
  }

  private openBook(): OpenBook {
    return this.book ?? fail('no_workbook', this.say('Open a workbook first.', 'Előbb nyisson meg egy munkafüzetet.'));
  }

  private currentMapping(): WorkbookMapping {
    return this.mapping ?? fail('no_workbook', this.say('Open and map a workbook first.', 'Előbb nyisson meg és rendeljen hozzá egy munkafüzetet.'));
  }

  // ---------- mapping ----------

  /** Re-reads the sheets whose header row the user changed, then proposes the mapping (optionally from a template). */
  async configureSheets(choices: readonly SheetChoice[], template: MappingTemplate | null = null): Promise<MappingView> {
    const book = this.openBook();
    const chosen = choices.filter((c) => c.role !== null);
    if (chosen.length === 0) fail('invalid_request', this.say('Choose a role for at least one sheet.', 'Legalább egy munkalapnak adjon szerepet.'));
    const reread = chosen.filter((c) => book.tables.get(c.name)?.headerRow !== c.headerRow);
    if (reread.length > 0) {
      const opened = await openWorkbook(book.path);
      if (!opened.ok) fail('bad_workbook', opened.error.message);
      await reading(async () => {
        try {
          for (const c of reread) {
            const t = await readTable(opened.value, c.name, { headerRow: c.headerRow });
            if (!t.ok) fail('bad_workbook', t.error.message);
            book.tables.set(c.name, t.value);
          }
        } finally {
          await opened.value.close();
        }
      });
    }
    const sheets = chosen.map((c) => {
      const table = book.tables.get(c.name) ?? fail('not_found', `No sheet "${c.name}" in ${book.fileName}.`);
      return { sheet: c.name, headerRow: table.headerRow, headers: headersOf(table), role: c.role };
    });
    this.mapping = proposeMapping(sheets, { template });
    this.edits.clear();
    this.rowResults.clear();
    this.lastRun = null;
    this.invalidate();
    return this.mappingView();
  }

  mappingView(): MappingView {
    const book = this.openBook();
    return {
      sheets: this.currentMapping().sheets.flatMap((s) => {
        if (s.role === null) return [];
        const table = book.tables.get(s.sheet);
        const mapped = new Set(s.columns.map((c) => c.field));
        const missingRequired = fieldsForRole(s.role).filter((f) => f.required.create && f.block !== 'owner' && !mapped.has(f.key)).map((f) => f.key);
        const columns = s.columns.filter((c) => c.header.trim() !== '').map((c) => {
          const samples = [...new Set((table?.rows ?? []).slice(0, 60).map((r) => cellText(r.cells[c.index]).trim()).filter((t) => t !== ''))].slice(0, 3);
          return { index: c.index, column: c.column, header: c.header, samples, field: c.field, confidence: c.confidence, source: c.source };
        });
        return [{ sheet: s.sheet, role: s.role, headerRow: s.headerRow, columns, missingRequired }];
      }),
    };
  }

  setColumns(changes: readonly { sheet: string; index: number; field: string | null }[]): MappingView {
    let mapping = this.currentMapping();
    for (const ch of changes) {
      const s = mapping.sheets.find((x) => x.sheet === ch.sheet) ?? fail('not_found', `Sheet "${ch.sheet}" is not being imported.`);
      if (s.role === null) fail('invalid_request', `Sheet "${ch.sheet}" has no role.`);
      if (ch.field !== null && !findField(s.role, ch.field)) fail('invalid_request', this.say(`"${ch.field}" is not a field of a ${s.role} sheet.`, `„${ch.field}” nem mezője ennek a munkalapnak (${s.role}).`));
      const next = setColumnField(s, ch.index, ch.field);
      mapping = { sheets: mapping.sheets.map((x) => (x.sheet === s.sheet ? next : x)) };
    }
    this.mapping = mapping;
    this.invalidate();
    return this.mappingView();
  }

  mappingForTemplate(): WorkbookMapping {
    return this.currentMapping();
  }

  /** The current sheets mapped again with a saved template. */
  applyTemplate(template: MappingTemplate): Promise<MappingView> {
    const sheets = this.currentMapping().sheets.map((s) => ({ name: s.sheet, role: s.role, headerRow: s.headerRow }));
    return this.configureSheets(sheets, template);
  }

  // ---------- values ----------

  private async ensureContext(): Promise<PrepareContext> {
    if (this.context) return this.context;
    const conn = this.connection();
    const key = `${conn.baseUrl}\u0000${conn.user}`;
    if (this.reference?.key !== key) {
      const outcome = await obtainReferenceData({ connection: conn.credentials, cacheFolder: join(this.dataDir, 'reference-cache') });
      const notice = outcome.source === 'service' ? null
        : outcome.source === 'cache' ? this.say(`The service could not be asked; settlements and offices come from a list saved ${outcome.age.en}.`, `A szolgáltatás nem volt elérhető; a települések és irodák ${outcome.age.hu} mentett listából jönnek.`)
          : this.say('No settlement list is available (no connection and no saved copy): settlements given by name cannot be checked.', 'Nincs településlista (nincs kapcsolat és mentett példány): a név szerint megadott települések nem ellenőrizhetők.');
      this.reference = { key, data: outcome.data, notice };
    }
    this.context = createPrepareContext({ officeId: conn.officeId, reference: this.reference.data, overrides: this.overrides });
    return this.context;
  }

  private column(sheet: string, letter: string): { role: SheetRole; field: FieldDef; index: number; header: string } {
    const s = this.currentMapping().sheets.find((x) => x.sheet === sheet) ?? fail('not_found', `Sheet "${sheet}" is not being imported.`);
    const c = s.columns.find((x) => x.column === letter) ?? fail('not_found', `Column ${letter} of "${sheet}" is not mapped.`);
    const field = s.role && c.field ? findField(s.role, c.field) : undefined;
    if (!s.role || !field) return fail('invalid_request', `Column ${letter} of "${sheet}" is not mapped to a field.`);
    return { role: s.role, field, index: c.index, header: c.header };
  }

  async valueColumns(): Promise<ValueColumn[]> {
    const context = await this.ensureContext();
    const out: ValueColumn[] = [];
    for (const s of this.currentMapping().sheets) {
      if (s.role === null) continue;
      for (const c of s.columns) {
        const field = c.field ? findField(s.role, c.field) : undefined;
        if (field && isEnumLike(field)) out.push(this.valueColumn(s.sheet, c.column, context));
      }
    }
    return out;
  }

  private valueColumn(sheet: string, letter: string, context: PrepareContext): ValueColumn {
    const { field, index, header } = this.column(sheet, letter);
    const table = this.openBook().tables.get(sheet);
    const cells = (table?.rows ?? []).map((r) => this.cellOf(sheet, r, index));
    const values: ValueEntry[] = summarizeValues(field, cells, context.converter, context.regions).slice(0, 500).map((d) => {
      const user = this.overrides.some((o) => o.field === field.key && o.value === d.value);
      return {
        raw: d.value,
        count: d.count,
        code: d.code,
        source: user ? 'user' : d.code === null ? 'none' : d.code === d.value ? 'code' : 'word',
        candidates: d.candidates.slice(0, 10),
        message: d.message ? d.message[this.lang()] : null,
      };
    });
    let allowed: ValueColumn['allowed'] = [];
    if (field.type.kind === 'enum') {
      const set = field.type.set as ValueSetName;
      allowed = field.type.values.map((code) => { const w = valueWords(set, code); return { code, en: w.en, hu: w.hu }; });
    } else if (field.type.kind === 'bool') {
      allowed = BOOL_ALLOWED;
    } else if (context.regions) {
      allowed = [...context.regions.byId.values()].slice(0, 2000).map((r) => ({ code: String(r.id), en: r.name, hu: r.name }));
    }
    return { sheet, column: letter, header, field: field.key, allowed, values };
  }

  async setValue(choice: { sheet: string; column: string; raw: string; code: string | null }): Promise<ValueColumn> {
    const { field } = this.column(choice.sheet, choice.column);
    if (choice.code !== null && field.type.kind === 'enum' && !field.type.values.includes(choice.code)) {
      fail('invalid_request', `"${choice.code}" is not an allowed value of ${field.key}.`);
    }
    this.overrides = this.overrides.filter((o) => !(o.field === field.key && o.value === choice.raw));
    if (choice.code !== null) this.overrides.push({ field: field.key, value: choice.raw, code: choice.code });
    this.invalidate();
    return this.valueColumn(choice.sheet, choice.column, await this.ensureContext());
  }

  // ---------- validation and the grid ----------

  private cellOf(sheet: string, row: TableRow, index: number): CellValue {
    const edited = this.edits.get(rowKey(sheet, row.number))?.get(index);
    return edited === undefined ? (row.cells[index] ?? null) : edited === '' ? null : edited;
  }

  private editedRow(sheet: string, row: TableRow): TableRow {
    const edits = this.edits.get(rowKey(sheet, row.number));
    if (!edits) return row;
    const cells = [...row.cells];
    for (const [i, v] of edits) cells[i] = v === '' ? null : v;
    return { ...row, cells };
  }

  async validate(): Promise<ValidationSummary> {
    const mapping = this.currentMapping();
    const book = this.openBook();
    const total = mapping.sheets.reduce((n, s) => n + (book.tables.get(s.sheet)?.rows.length ?? 0), 0);
    this.emitProgress('validate', null, total, 0, 0, Date.now(), null, false);
    const started = Date.now();
    const context = await this.ensureContext();
    const inputs = mapping.sheets.flatMap((s) => {
      const table = book.tables.get(s.sheet);
      return s.role === null || !table ? [] : [{ mapping: s, rows: table.rows.map((r) => this.editedRow(s.sheet, r)) }];
    });
    const prepared = prepareWorkbook(inputs, context.options);
    this.prepared.clear();
    for (const s of prepared.sheets) {
      this.prepared.set(s.sheet, { rows: [...s.rows], byRow: new Map(s.rows.map((r, i) => [r.row, i])) });
    }
    this.notices = [
      ...(this.reference?.notice ? [this.reference.notice] : []),
      ...prepared.skippedChecks.map((c) => (this.lang() === 'hu' ? c.reasonHu : c.reason)),
    ];
    this.emitProgress('validate', null, total, total, 0, started, null, true);
    return this.validationSummary();
  }

  private statusOf(r: PreparedRow): RowStatusName {
    if (r.problems.length > 0) return 'invalid';
    const res = this.rowResults.get(rowKey(r.sheet, r.row));
    if (!res || res.status === 'invalid') return 'valid';
    return res.status;
  }

  private validationSummary(): ValidationSummary {
    const sheets = this.currentMapping().sheets.flatMap((s) => {
      if (s.role === null) return [];
      const rows = this.prepared.get(s.sheet)?.rows ?? [];
      return [{ sheet: s.sheet, role: s.role, counts: rows.reduce((c, r) => addCount(c, this.statusOf(r)), emptyCounts()) }];
    });
    const counts = sheets.reduce((a, s) => ({ total: a.total + s.counts.total, valid: a.valid + s.counts.valid, invalid: a.invalid + s.counts.invalid, failed: a.failed + s.counts.failed, done: a.done + s.counts.done }), emptyCounts());
    return { counts, sheets, notices: this.notices };
  }

  private async ensureValidated(): Promise<void> {
    if (this.prepared.size === 0 || this.context === null) await this.validate();
  }

  private problemText(p: RowProblem): string {
    return this.lang() === 'hu' ? p.messageHu : p.message;
  }

  private gridRow(sheet: string, r: PreparedRow): GridRow {
    const s = this.currentMapping().sheets.find((x) => x.sheet === sheet);
    const raw = this.tableRow(sheet, r.row);
    const edits = this.edits.get(rowKey(sheet, r.row));
    const columns = (s?.columns ?? []).filter((c) => c.field !== null);
    const letters = new Set(columns.map((c) => c.column));
    const res = this.rowResults.get(rowKey(sheet, r.row));
    const status = this.statusOf(r);
    return {
      row: r.row,
      status,
      cells: columns.map((c) => ({
        text: raw ? cellText(this.cellOf(sheet, raw, c.index)) : '',
        problems: r.problems.filter((p) => p.column === c.column).map((p) => this.problemText(p)),
        edited: edits?.has(c.index) ?? false,
      })),
      rowProblems: [
        ...r.problems.filter((p) => p.column === null || !letters.has(p.column)).map((p) => this.problemText(p)),
        ...(status === 'failed' && res?.errorMessage ? [`${res.errorCode ?? ''} ${res.errorMessage}`.trim()] : []),
      ],
      serviceId: res?.serviceId ?? r.serviceId,
    };
  }

  async page(sheet: string, offset: number, limit: number, filter: RowFilter): Promise<RowPage> {
    await this.ensureValidated();
    const s = this.currentMapping().sheets.find((x) => x.sheet === sheet) ?? fail('not_found', `Sheet "${sheet}" is not being imported.`);
    const all = this.prepared.get(sheet)?.rows ?? [];
    const matching = filter === 'all' ? all : all.filter((r) => this.statusOf(r) === filter);
    return {
      sheet,
      columns: s.columns.filter((c) => c.field !== null).map((c) => ({ index: c.index, column: c.column, header: c.header, field: c.field })),
      total: matching.length,
      offset,
      rows: matching.slice(offset, offset + limit).map((r) => this.gridRow(sheet, r)),
      counts: all.reduce((c, r) => addCount(c, this.statusOf(r)), emptyCounts()),
    };
  }

  /** Revalidates the one edited row at once; rules across rows are checked again at the next full validation. */
  async editCell(sheet: string, row: number, index: number, value: string): Promise<{ row: GridRow; counts: Counts }> {
    await this.ensureValidated();
    const context = await this.ensureContext();
    const s = this.currentMapping().sheets.find((x) => x.sheet === sheet) ?? fail('not_found', `Sheet "${sheet}" is not being imported.`);
    const raw = this.tableRow(sheet, row) ?? fail('not_found', `Row ${row} of "${sheet}" is not a data row.`);
    if (!s.columns.some((c) => c.index === index && c.field !== null)) fail('not_found', `That column of "${sheet}" is not imported.`);
    const key = rowKey(sheet, row);
    const edits = this.edits.get(key) ?? new Map<number, string>();
    edits.set(index, value);
    this.edits.set(key, edits);
    const prepared = this.prepared.get(sheet) ?? fail('no_workbook', 'Validate first.');
    const next = createRowPreparer(s, context).prepare(this.editedRow(sheet, raw));
    const at = prepared.byRow.get(row);
    if (next && at !== undefined) prepared.rows[at] = next;
    const shown = next ?? prepared.rows[at ?? -1] ?? fail('not_found', `Row ${row} has no data in an imported column.`);
    return { row: this.gridRow(sheet, shown), counts: prepared.rows.reduce((c, r) => addCount(c, this.statusOf(r)), emptyCounts()) };
  }

  // ---------- files written for the user ----------

  private sheetResults(withStatuses: boolean): SheetResults[] {
    return this.currentMapping().sheets.flatMap((s) => {
      const rows = this.prepared.get(s.sheet)?.rows;
      if (!rows) return [];
      const results: RowResult[] = [];
      const notes = rows.flatMap((r) => r.problems.filter((p) => p.column !== null).map((p) => ({ row: r.row, column: columnIndex(p.column ?? 'A'), message: `${p.messageHu}\n${p.message}` })));
      if (withStatuses) {
        for (const r of rows) {
          const res = this.rowResults.get(rowKey(r.sheet, r.row));
          if (r.problems.length > 0) results.push({ row: r.row, status: 'invalid', errorMessage: r.problems.map((p) => this.problemText(p)).join(' | ') });
          else if (res && res.status !== 'invalid') results.push(res);
        }
      }
      return [{ sheet: s.sheet, headerRow: s.headerRow, results, notes, edits: this.cellEdits(s.sheet) }];
    });
  }

  /** The grid's edits of one sheet as cell values, so the written workbook holds the values that were checked and sent. */
  private cellEdits(sheet: string): CellEdit[] {
    const s = this.currentMapping().sheets.find((x) => x.sheet === sheet);
    const prefix = rowKey(sheet, 0).slice(0, -1);
    const out: CellEdit[] = [];
    for (const [key, edits] of this.edits) {
      if (!key.startsWith(prefix)) continue;
      const row = Number(key.slice(prefix.length));
      if (!Number.isInteger(row)) continue;
      const original = this.tableRow(sheet, row);
      for (const [column, text] of edits) {
        const mapped = s?.columns.find((c) => c.index === column);
        const field = s?.role && mapped?.field ? findField(s.role, mapped.field) : undefined;
        out.push({ row, column, value: editedValue(text, original?.cells[column] ?? null, field) });
      }
    }
    return out;
  }

  private async writeCopy(kind: 'notes' | 'results', withStatuses: boolean): Promise<{ path: string; name: string }> {
    const book = this.openBook();
    const dir = join(this.dataDir, kind);
    await mkdir(dir, { recursive: true });
    const ext = extname(book.fileName) || `.${book.format}`;
    const stem = basename(book.fileName, extname(book.fileName));
    const name = `${stem} (${kind === 'notes' ? this.say('notes', 'megjegyzések') : this.say('results', 'eredmények')})${ext}`;
    const path = join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}${ext}`);
    const written = await writeResults({ input: book.path, output: path, sheets: this.sheetResults(withStatuses) });
    if (!written.ok) fail('internal', written.error.message);
    return { path, name };
  }

  async writeNotes(): Promise<{ path: string; name: string }> {
    await this.ensureValidated();
    return this.writeCopy('notes', false);
  }

  // ---------- upload ----------

  private emitProgress(kind: 'validate' | 'upload', runId: string | null, total: number, done: number, failed: number, started: number, budget: { used: number; stopAt: number } | null, finished: boolean, rate?: number, eta?: number | null): void {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const r = rate ?? done / seconds;
    this.host.emit('progress', {
      kind, runId, total, done, failed, rate: r,
      etaSeconds: eta !== undefined ? eta : r > 0 ? (total - done) / r : null,
      faultBudget: budget === null ? null : { used: budget.used, limit: FAULT_LIMIT_PER_HOUR, stopAt: budget.stopAt },
      finished,
    });
  }

  async upload(dryRun: boolean, only: 'pending' | 'failed'): Promise<RunSummary> {
    if (this.running) fail('busy', this.say('An upload is already running.', 'Már fut egy feltöltés.'));
    const conn = this.connection();
    const book = this.openBook();
    await this.validate();
    const all = [...this.prepared.values()].flatMap((p) => p.rows);
    const done = (r: PreparedRow) => { const s = this.rowResults.get(rowKey(r.sheet, r.row))?.status; return s === 'created' || s === 'updated' || s === 'skipped'; };
    const rows = only === 'failed'
      ? all.filter((r) => this.rowResults.get(rowKey(r.sheet, r.row))?.status === 'failed')
      : all.filter((r) => !done(r));
    if (rows.length === 0) fail('invalid_request', this.say('There are no rows to send.', 'Nincs elküldendő sor.'));
    const client = createApiClient(conn.credentials);
    if (!client.ok) return fail('connection_failed', client.error);
    const budget = await openFaultBudget({ dir: join(this.dataDir, 'fault-budget'), baseUrl: conn.baseUrl });
    const budgetNow = () => ({ used: budget.used(), stopAt: budget.usable });
    const controller = new AbortController();
    this.running = controller;
    const started = Date.now();
    let runId: string | null = null;
    try {
      const outcome = await runUpload({
        client: client.value,
        rows,
        officeId: conn.officeId,
        dryRun,
        signal: controller.signal,
        journal: { dir: this.journalDir, workbookPath: book.path },
        faultBudget: budget,
        onProgress: (p) => dryRun ? undefined : this.emitProgress('upload', runId, p.total, p.done, p.failed, started, budgetNow(), p.phase === 'done', p.rowsPerSecond, p.etaSeconds),
      });
      if (!outcome.ok) return fail('connection_failed', outcome.error.message);
      const o = outcome.value;
      runId = o.runId;
      const counts = o.plan.counts;
      const base = {
        runId: o.runId, dryRun,
        created: o.summary.created, updated: o.summary.updated, failed: o.summary.failed, skipped: o.summary.skipped, invalid: o.summary.invalid,
        planned: counts.create + counts.modify, durationMs: Date.now() - started, faultBudget: { used: budget.used(), limit: FAULT_LIMIT_PER_HOUR, stopAt: budget.usable },
      };
      if (dryRun) {
        const message = this.say(
          `Dry run: ${counts.create} rows would be created, ${counts.modify} updated; ${counts.invalid} invalid, ${counts.skipped} unchanged. Nothing was sent.`,
          `Próbafuttatás: ${counts.create} sor jönne létre, ${counts.modify} frissülne; ${counts.invalid} hibás, ${counts.skipped} változatlan. Semmi sem lett elküldve.`,
        );
        return { ...base, created: counts.create, updated: counts.modify, skipped: counts.skipped, invalid: counts.invalid, failed: counts.fail, outcome: 'completed', message };
      }
      const stop = o.stoppedEarly;
      // Rows a stopped run never reached stay pending (the next upload sends them) rather than counting as failed.
      const notSent = stop ? `Not sent: ${stop.message}` : null;
      let unsent = 0;
      o.results.forEach((res, i) => {
        const r = rows[i];
        if (!r || res.status === 'invalid') return;
        if (res.status === 'failed' && res.errorCode === undefined && res.errorMessage === notSent) {
          unsent++;
          this.rowResults.delete(rowKey(r.sheet, r.row));
          return;
        }
        this.rowResults.set(rowKey(r.sheet, r.row), res);
      });
      const summary: RunSummary = {
        ...base,
        failed: o.summary.failed - unsent,
        skipped: o.summary.skipped + unsent,
        outcome: stop === null ? 'completed' : stop.reason === 'cancelled' ? 'cancelled' : stop.reason === 'fault_budget' || stop.reason === 'rate_limited' ? 'stopped_fault_budget' : 'failed',
        message: stop === null ? null : stop.reason === 'cancelled'
          ? this.say('The rows already sent keep their results; the rest were not sent.', 'Az elküldött sorok eredménye megmaradt, a többi nem ment el.')
          : stop.message,
      };
      this.emitProgress('upload', o.runId, base.planned, base.planned, o.summary.failed, started, budgetNow(), true);
      const written = await this.writeCopy('results', true);
      if (o.journalFile) await markWritten(o.journalFile);
      this.lastRun = { summary, resultsPath: written.path };
      return summary;
    } finally {
      this.running = null;
      await client.value.close();
    }
  }

  cancel(): void {
    this.running?.abort();
  }

  results(): RunResults {
    const run = this.lastRun ?? fail('not_found', this.say('Nothing has been uploaded yet.', 'Még nem volt feltöltés.'));
    const failedRows: FailedRow[] = [];
    for (const [sheet, p] of this.prepared) {
      for (const r of p.rows) {
        const res = this.rowResults.get(rowKey(sheet, r.row));
        if (res?.status === 'failed') failedRows.push({ sheet, row: r.row, reference: r.transferId, errorCode: res.errorCode ?? null, message: res.errorMessage ?? '' });
      }
    }
    return { summary: run.summary, failedRows, hasResultsWorkbook: run.resultsPath !== null };
  }

  resultsFile(): { path: string; name: string } {
    const run = this.lastRun ?? fail('not_found', this.say('Nothing has been uploaded yet.', 'Még nem volt feltöltés.'));
    if (run.resultsPath === null) fail('not_found', this.say('No results workbook was written for this run.', 'Ehhez a futáshoz nem készült eredmény-munkafüzet.'));
    const book = this.openBook();
    const ext = extname(book.fileName) || `.${book.format}`;
    return { path: run.resultsPath, name: `${basename(book.fileName, extname(book.fileName))} (${this.say('results', 'eredmények')})${ext}` };
  }

  /** Past runs from the engine's journal, newest first; `names` turns stored workbook paths into the names the user knows. */
  async history(officeId: number | undefined, names: ReadonlyMap<string, string>): Promise<HistoryEntry[]> {
    const runs = await listRuns(this.journalDir);
    return runs.filter((r) => officeId === undefined || r.officeId === officeId).map((r) => ({
      runId: r.runId,
      fileName: names.get(r.workbook) ?? basename(r.workbook),
      startedAt: r.startedAt,
      user: r.user,
      officeId: r.officeId ?? 0,
      service: r.baseUrl,
      dryRun: false,
      outcome: r.stoppedEarly === null ? (r.endedAt === null ? 'failed' : 'completed') : r.stoppedEarly.reason === 'cancelled' ? 'cancelled' : r.stoppedEarly.reason === 'fault_budget' ? 'stopped_fault_budget' : 'failed',
      created: r.counts.created,
      updated: r.counts.updated,
      failed: r.counts.failed,
      skipped: r.counts.skipped,
    }));
  }
}
