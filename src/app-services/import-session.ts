// One import as the wizard walks it: the open workbook, its mapping, the prepared rows, edits and the last run.
// Everything heavy happens here on the Node side; the renderer only ever sees pages of rows.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { SheetRole, ValueSetName } from '../catalog';
import { FAULT_LIMIT_PER_HOUR, fieldsForRole, findField, valueWords } from '../catalog';
import { rowKey } from '../engine/import-model';
import type { RowProblem } from '../engine/import-model';
import type { RowResult, SheetResults } from '../engine/workbook/result-columns';
import type { CellValue, SheetRow, WorkbookSource } from '../engine/workbook/workbook-types';
import { columnLetter, isCellError } from '../engine/workbook/workbook-types';
import type {
  Counts, FailedRow, GridRow, Language, MappedColumn, MappingView, RowFilter, RowPage, RowStatusName, RunResults,
  RunSummary, SheetChoice, SheetSummary, ValidationSummary, ValueColumn, ValueEntry, WorkbookInfo,
} from '../shared/contract';
import { fail } from './app-failure';
import type { ActiveConnection } from './connection-service';
import type { EnginePort, UploadItem } from './engine-port';
import type { HistoryStore } from './history-store';
import type { HostCapabilities } from './host-capabilities';
import type { MappingTemplate } from './mapping-templates';

interface RawSheet {
  readonly name: string;
  readonly hidden: boolean;
  readonly rows: readonly SheetRow[];
}

interface OpenWorkbook {
  readonly path: string;
  readonly fileName: string;
  readonly format: 'xlsx' | 'csv';
  readonly sheets: readonly RawSheet[];
}

interface SheetState {
  readonly name: string;
  readonly role: SheetRole;
  readonly headerRow: number;
  readonly dataRows: readonly SheetRow[];
  columns: MappedColumn[];
}

interface RowState {
  readonly sheet: string;
  readonly row: number;
  problems: readonly RowProblem[];
  body: unknown;
  status: RowStatusName;
  serviceId: number | null;
  errorCode: number | null;
  errorMessage: string | null;
  importedAt: Date | null;
  reference: string | null;
}

const FAULT_STOP_MARGIN = 10;
const YIELD_EVERY = 1000;

const ROLE_WORDS: readonly (readonly [SheetRole, RegExp])[] = [
  ['seller_images', /(seller|értékesítő|ertekesito).*(image|kép|kep)/i],
  ['property_images', /(image|kép|kep|fotó|foto)/i],
  ['sellers', /(seller|értékesítő|ertekesito|agent|ügynök)/i],
  ['properties', /(propert|listing|ingatlan|hirdet)/i],
];

export function roleFromSheetName(name: string): SheetRole | null {
  return ROLE_WORDS.find(([, re]) => re.test(name))?.[0] ?? null;
}

export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (isCellError(v)) return v.error;
  return String(v);
}

/** The first of the top rows that looks like a header: at least two text cells and most of the table's width. */
export function detectHeaderRow(rows: readonly SheetRow[]): number {
  const top = rows.slice(0, 20);
  const width = (r: SheetRow) => r.cells.filter((c) => c !== null && cellText(c).trim() !== '').length;
  const widest = Math.max(0, ...top.map(width));
  const found = top.find((r) => r.cells.filter((c) => typeof c === 'string' && c.trim() !== '').length >= 2 && width(r) >= Math.ceil(widest * 0.6));
  return found?.number ?? top[0]?.number ?? 1;
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

export class ImportSession {
  private workbook: OpenWorkbook | null = null;
  private sheets: SheetState[] = [];
  private rows = new Map<string, RowState[]>();
  private edits = new Map<string, Map<number, string>>();
  private valueChoices = new Map<string, string | null>();
  private running: AbortController | null = null;
  private lastRun: { summary: RunSummary; resultsPath: string | null } | null = null;

  constructor(
    private readonly engine: EnginePort,
    private readonly host: HostCapabilities,
    private readonly dataDir: string,
    private readonly history: HistoryStore,
    private readonly lang: () => Language,
    private readonly connection: () => ActiveConnection,
  ) {}

  private say(en: string, hu: string): string {
    return this.lang() === 'hu' ? hu : en;
  }

  // ---------- workbook ----------

  async open(path: string, fileName: string): Promise<WorkbookInfo> {
    if (this.running) fail('busy', this.say('An upload is running; wait for it or cancel it first.', 'Feltöltés fut; várja meg vagy szakítsa meg.'));
    const ext = extname(fileName).toLowerCase();
    if (ext !== '.xlsx' && ext !== '.csv') {
      fail('bad_workbook', this.say(`${fileName} is not an .xlsx or .csv file; save it from Excel as .xlsx and open that.`, `${fileName} nem .xlsx vagy .csv fájl; mentse el Excelből .xlsx formátumban, és azt nyissa meg.`));
    }
    const opened = await this.engine.openWorkbook(path);
    if (!opened.ok) fail('bad_workbook', opened.error.message);
    const source: WorkbookSource = opened.value;
    try {
      const sheets: RawSheet[] = [];
      for (const s of source.sheets) {
        const rows: SheetRow[] = [];
        for await (const r of source.rows(s.name)) rows.push(r);
        sheets.push({ name: s.name, hidden: s.hidden, rows });
      }
      this.workbook = { path, fileName, format: source.format, sheets };
    } finally {
      await source.close();
    }
    this.sheets = [];
    this.rows.clear();
    this.edits.clear();
    this.valueChoices.clear();
    this.lastRun = null;
    if (this.workbook.sheets.every((s) => s.rows.length === 0)) fail('bad_workbook', this.say(`${fileName} has no rows in any sheet.`, `${fileName} egyik munkalapján sincs adat.`));
    return { fileName, format: this.workbook.format, sheets: this.workbook.sheets.map((s) => this.summary(s)) };
  }

  private summary(s: RawSheet): SheetSummary {
    const headerRow = detectHeaderRow(s.rows);
    const role = roleFromSheetName(s.name) ?? (this.workbook && this.workbook.sheets.length === 1 ? 'properties' : null);
    return {
      name: s.name,
      hidden: s.hidden,
      rowCount: s.rows.filter((r) => r.number > headerRow).length,
      role,
      headerRow,
      preview: s.rows.slice(0, 8).map((r) => ({ row: r.number, cells: r.cells.slice(0, 12).map((c) => cellText(c).slice(0, 40)) })),
    };
  }

  private openBook(): OpenWorkbook {
    return this.workbook ?? fail('no_workbook', this.say('Open a workbook first.', 'Előbb nyisson meg egy munkafüzetet.'));
  }

  // ---------- mapping ----------

  configureSheets(choices: readonly SheetChoice[]): MappingView {
    const book = this.openBook();
    const chosen = choices.filter((c) => c.role !== null);
    if (chosen.length === 0) fail('invalid_request', this.say('Choose a role for at least one sheet.', 'Legalább egy munkalapnak adjon szerepet.'));
    this.sheets = chosen.map((c) => {
      const raw = book.sheets.find((s) => s.name === c.name) ?? fail('not_found', `No sheet "${c.name}" in ${book.fileName}.`);
      const role = c.role ?? fail('invalid_request', 'role');
      const header = raw.rows.find((r) => r.number === c.headerRow) ?? fail('invalid_request', this.say(`Row ${c.headerRow} of "${c.name}" is empty; choose the row with the column headers.`, `A(z) „${c.name}” ${c.headerRow}. sora üres; válassza az oszlopfejléceket tartalmazó sort.`));
      const dataRows = raw.rows.filter((r) => r.number > c.headerRow && r.cells.some((v) => cellText(v).trim() !== ''));
      const columns: MappedColumn[] = [];
      header.cells.forEach((cell, index) => {
        const headerText = cellText(cell).trim();
        if (headerText === '') return;
        const match = this.engine.matchColumn(role, headerText);
        const samples = [...new Set(dataRows.slice(0, 50).map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== ''))].slice(0, 3);
        columns.push({ index, column: columnLetter(index), header: headerText, samples, field: match.field, confidence: match.confidence, source: match.source });
      });
      return { name: c.name, role, headerRow: c.headerRow, dataRows, columns };
    });
    this.rows.clear();
    this.edits.clear();
    this.lastRun = null;
    return this.mappingView();
  }

  mappingView(): MappingView {
    return {
      sheets: this.sheets.map((s) => {
        const mapped = new Set(s.columns.map((c) => c.field));
        const missingRequired = fieldsForRole(s.role).filter((f) => f.required.create && !mapped.has(f.key)).map((f) => f.key);
        return { sheet: s.name, role: s.role, headerRow: s.headerRow, columns: s.columns, missingRequired };
      }),
    };
  }

  private sheetState(name: string): SheetState {
    return this.sheets.find((s) => s.name === name) ?? fail('not_found', this.say(`Sheet "${name}" is not being imported.`, `A(z) „${name}” munkalap nincs az importban.`));
  }

  setColumns(changes: readonly { sheet: string; index: number; field: string | null }[]): MappingView {
    for (const ch of changes) {
      const s = this.sheetState(ch.sheet);
      if (ch.field !== null && !findField(s.role, ch.field)) fail('invalid_request', this.say(`"${ch.field}" is not a field of ${s.role}.`, `„${ch.field}” nem mezője ennek: ${s.role}.`));
      s.columns = s.columns.map((c) => (c.index === ch.index ? { ...c, field: ch.field, confidence: ch.field === null ? 0 : 1, source: ch.field === null ? 'none' : 'user' } : c));
    }
    this.rows.clear();
    return this.mappingView();
  }

  toTemplate(): MappingTemplate {
    if (this.sheets.length === 0) fail('no_workbook', this.say('Map a workbook first.', 'Előbb rendelje hozzá az oszlopokat.'));
    return { version: 1, sheets: this.sheets.map((s) => ({ role: s.role, columns: s.columns.map((c) => ({ header: c.header, field: c.field })) })) };
  }

  applyTemplate(t: MappingTemplate): MappingView {
    for (const s of this.sheets) {
      const saved = t.sheets.find((x) => x.role === s.role);
      if (!saved) continue;
      s.columns = s.columns.map((c) => {
        const hit = saved.columns.find((x) => x.header.trim().toLowerCase() === c.header.trim().toLowerCase());
        return hit ? { ...c, field: hit.field, confidence: hit.field === null ? 0 : 1, source: hit.field === null ? 'none' : 'template' } : c;
      });
    }
    this.rows.clear();
    return this.mappingView();
  }

  // ---------- values ----------

  private choiceKey(sheet: string, column: string, raw: string): string {
    return `${sheet}\u0000${column}\u0000${raw}`;
  }

  valueColumns(): ValueColumn[] {
    const out: ValueColumn[] = [];
    for (const s of this.sheets) {
      for (const c of s.columns) {
        const v = this.valueColumn(s, c);
        if (v) out.push(v);
      }
    }
    return out;
  }

  private valueColumn(s: SheetState, c: MappedColumn): ValueColumn | null {
    const def = c.field === null ? undefined : findField(s.role, c.field);
    if (!def || def.type.kind !== 'enum' || c.field === null) return null;
    const set = def.type.set as ValueSetName;
    const counts = new Map<string, number>();
    for (const r of s.dataRows) {
      const t = this.cellValue(s, r, c.index).trim();
      if (t !== '') counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    const values: ValueEntry[] = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 500).map(([raw, count]) => {
      const key = this.choiceKey(s.name, c.column, raw);
      if (this.valueChoices.has(key)) return { raw, count, code: this.valueChoices.get(key) ?? null, source: 'user' };
      const m = this.engine.matchValue(def, raw);
      return { raw, count, code: m.code, source: m.source };
    });
    const allowed = def.type.values.map((code) => { const w = valueWords(set, code); return { code, en: w.en, hu: w.hu }; });
    return { sheet: s.name, column: c.column, header: c.header, field: c.field, allowed, values };
  }

  setValue(choice: { sheet: string; column: string; raw: string; code: string | null }): ValueColumn {
    const s = this.sheetState(choice.sheet);
    const c = s.columns.find((x) => x.column === choice.column) ?? fail('not_found', `Column ${choice.column} of "${s.name}" is not mapped.`);
    const def = c.field === null ? undefined : findField(s.role, c.field);
    if (!def || def.type.kind !== 'enum') fail('invalid_request', `Column ${c.column} is not mapped to a field with a list of values.`);
    if (choice.code !== null && !def.type.values.includes(choice.code)) fail('invalid_request', `"${choice.code}" is not an allowed value of ${def.key}.`);
    this.valueChoices.set(this.choiceKey(s.name, c.column, choice.raw), choice.code);
    this.rows.clear();
    return this.valueColumn(s, c) ?? fail('internal', 'value column vanished');
  }

  // ---------- validation and the grid ----------

  private cellValue(s: SheetState, r: SheetRow, index: number): string {
    const edited = this.edits.get(rowKey(s.name, r.number))?.get(index);
    return edited ?? cellText(r.cells[index]);
  }

  private prepare(s: SheetState, r: SheetRow, prev: RowState | undefined): RowState {
    const edits = this.edits.get(rowKey(s.name, r.number));
    const cells = s.columns.flatMap((c) => (c.field === null ? [] : [{
      field: c.field,
      column: c.column,
      value: edits?.has(c.index) ? (edits.get(c.index) ?? null) : (r.cells[c.index] ?? null),
    }]));
    const serviceId = prev?.serviceId ?? null;
    const p = s.role === 'sellers' || s.role === 'properties'
      ? this.engine.prepareRow(s.role, serviceId === null ? 'create' : 'modify', cells, (_f, column, raw) => {
        const key = this.choiceKey(s.name, column, raw);
        return this.valueChoices.has(key) ? (this.valueChoices.get(key) ?? null) : undefined;
      })
      : { body: {}, transferId: null, problems: [{ field: '', column: null, value: null, message: 'Image sheets are imported once the engine supports them.', messageHu: 'A képes munkalapok importja még nem támogatott.' }] };
    const keep = prev && (prev.status === 'created' || prev.status === 'updated' || prev.status === 'skipped');
    return {
      sheet: s.name,
      row: r.number,
      problems: p.problems,
      body: p.body,
      status: keep ? prev.status : p.problems.length > 0 ? 'invalid' : prev?.status === 'failed' ? 'failed' : 'valid',
      serviceId,
      errorCode: prev?.errorCode ?? null,
      errorMessage: prev?.errorMessage ?? null,
      importedAt: prev?.importedAt ?? null,
      reference: p.transferId,
    };
  }

  private addDuplicateProblems(states: RowState[]): void {
    const seen = new Map<string, number>();
    for (const st of states) {
      if (st.reference === null) continue;
      const first = seen.get(st.reference);
      if (first === undefined) { seen.set(st.reference, st.row); continue; }
      st.problems = [...st.problems, {
        field: 'id.transfer_id', column: null, value: st.reference,
        message: `id.transfer_id: "${st.reference}" is also used in row ${first}; each reference must be unique.`,
        messageHu: `id.transfer_id: „${st.reference}” a(z) ${first}. sorban is szerepel; minden azonosító egyedi kell legyen.`,
      }];
      if (st.status === 'valid') st.status = 'invalid';
    }
  }

  async validate(): Promise<ValidationSummary> {
    if (this.sheets.length === 0) fail('no_workbook', this.say('Open and map a workbook first.', 'Előbb nyisson meg és rendeljen hozzá egy munkafüzetet.'));
    const total = this.sheets.reduce((n, s) => n + s.dataRows.length, 0);
    const started = Date.now();
    let done = 0;
    for (const s of this.sheets) {
      const prev = new Map((this.rows.get(s.name) ?? []).map((r) => [r.row, r]));
      const states: RowState[] = [];
      for (const r of s.dataRows) {
        states.push(this.prepare(s, r, prev.get(r.number)));
        done++;
        if (done % YIELD_EVERY === 0) {
          this.emitProgress('validate', null, total, done, 0, started, null, false);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      this.addDuplicateProblems(states);
      this.rows.set(s.name, states);
    }
    this.emitProgress('validate', null, total, done, 0, started, null, true);
    return this.validationSummary();
  }

  private validationSummary(): ValidationSummary {
    const sheets = this.sheets.map((s) => ({ sheet: s.name, role: s.role, counts: (this.rows.get(s.name) ?? []).reduce((c, r) => addCount(c, r.status), emptyCounts()) }));
    const counts = sheets.reduce((a, s) => ({ total: a.total + s.counts.total, valid: a.valid + s.counts.valid, invalid: a.invalid + s.counts.invalid, failed: a.failed + s.counts.failed, done: a.done + s.counts.done }), emptyCounts());
    return { counts, sheets, notices: [] };
  }

  private async ensureValidated(): Promise<void> {
    if (this.sheets.length > 0 && this.sheets.some((s) => !this.rows.has(s.name))) await this.validate();
  }

  private gridRow(s: SheetState, st: RowState): GridRow {
    const raw = s.dataRows.find((r) => r.number === st.row);
    const edits = this.edits.get(rowKey(s.name, st.row));
    const lang = this.lang();
    const message = (p: RowProblem) => (lang === 'hu' ? p.messageHu : p.message);
    const mappedLetters = new Set(s.columns.map((c) => c.column));
    return {
      row: st.row,
      status: st.status,
      cells: s.columns.map((c) => ({
        text: raw ? this.cellValue(s, raw, c.index) : '',
        problems: st.problems.filter((p) => p.column === c.column).map(message),
        edited: edits?.has(c.index) ?? false,
      })),
      rowProblems: [
        ...st.problems.filter((p) => p.column === null || !mappedLetters.has(p.column)).map(message),
        ...(st.status === 'failed' && st.errorMessage ? [`${st.errorCode ?? ''} ${st.errorMessage}`.trim()] : []),
      ],
      serviceId: st.serviceId,
    };
  }

  async page(sheet: string, offset: number, limit: number, filter: RowFilter): Promise<RowPage> {
    await this.ensureValidated();
    const s = this.sheetState(sheet);
    const all = this.rows.get(sheet) ?? [];
    const matching = filter === 'all' ? all : all.filter((r) => r.status === filter);
    return {
      sheet,
      columns: s.columns.map((c) => ({ index: c.index, column: c.column, header: c.header, field: c.field })),
      total: matching.length,
      offset,
      rows: matching.slice(offset, offset + limit).map((r) => this.gridRow(s, r)),
      counts: all.reduce((c, r) => addCount(c, r.status), emptyCounts()),
    };
  }

  async editCell(sheet: string, row: number, index: number, value: string): Promise<{ row: GridRow; counts: Counts }> {
    await this.ensureValidated();
    const s = this.sheetState(sheet);
    const raw = s.dataRows.find((r) => r.number === row) ?? fail('not_found', `Row ${row} of "${sheet}" is not a data row.`);
    if (!s.columns.some((c) => c.index === index)) fail('not_found', `Column ${columnLetter(index)} of "${sheet}" is not in the grid.`);
    const key = rowKey(sheet, row);
    const edits = this.edits.get(key) ?? new Map<number, string>();
    edits.set(index, value);
    this.edits.set(key, edits);
    const states = this.rows.get(sheet) ?? [];
    const at = states.findIndex((r) => r.row === row);
    const next = this.prepare(s, raw, states[at]);
    if (at >= 0) states[at] = next;
    this.addDuplicateProblems(states.filter((r) => r.reference !== null && r.reference === next.reference));
    return { row: this.gridRow(s, next), counts: states.reduce((c, r) => addCount(c, r.status), emptyCounts()) };
  }

  // ---------- files written for the user ----------

  private editList(): { sheet: string; row: number; column: number; value: string }[] {
    return [...this.edits.entries()].flatMap(([key, m]) => {
      const bang = key.lastIndexOf('!');
      return [...m.entries()].map(([column, value]) => ({ sheet: key.slice(0, bang), row: Number(key.slice(bang + 1)), column, value }));
    });
  }

  private sheetResults(withStatuses: boolean): SheetResults[] {
    return this.sheets.map((s) => {
      const byLetter = new Map(s.columns.map((c) => [c.column, c.index]));
      const states = this.rows.get(s.name) ?? [];
      const results: RowResult[] = withStatuses ? states.flatMap((st): RowResult[] => {
        switch (st.status) {
          case 'created': case 'updated': case 'skipped':
            return [{ row: st.row, status: st.status, ...(st.serviceId !== null ? { serviceId: st.serviceId } : {}), ...(st.importedAt ? { importedAt: st.importedAt } : {}) }];
          case 'failed':
            return [{ row: st.row, status: 'failed', ...(st.errorCode !== null ? { errorCode: st.errorCode } : {}), errorMessage: st.errorMessage ?? '' }];
          case 'invalid':
            return [{ row: st.row, status: 'invalid', errorMessage: st.problems.map((p) => (this.lang() === 'hu' ? p.messageHu : p.message)).join(' ') }];
          case 'valid': case 'pending':
            return [];
        }
      }) : [];
      const notes = states.flatMap((st) => st.problems.flatMap((p) => {
        const column = p.column === null ? undefined : byLetter.get(p.column);
        return column === undefined ? [] : [{ row: st.row, column, message: this.lang() === 'hu' ? p.messageHu : p.message }];
      }));
      return { sheet: s.name, headerRow: s.headerRow, results, notes };
    });
  }

  private async writeCopy(kind: 'notes' | 'results', withStatuses: boolean): Promise<{ path: string; name: string }> {
    const book = this.openBook();
    if (book.format !== 'xlsx') fail('unsupported', this.say('Results and notes can be written into .xlsx workbooks; save the CSV as .xlsx first.', 'Eredmény és megjegyzés csak .xlsx munkafüzetbe írható; előbb mentse a CSV-t .xlsx formátumban.'));
    const dir = join(this.dataDir, kind);
    await mkdir(dir, { recursive: true });
    const stem = basename(book.fileName, extname(book.fileName));
    const name = `${stem} (${kind === 'notes' ? this.say('notes', 'megjegyzések') : this.say('results', 'eredmények')}).xlsx`;
    const path = join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}.xlsx`);
    await this.engine.writeResults(book.path, path, this.sheetResults(withStatuses), this.editList());
    return { path, name };
  }

  async writeNotes(): Promise<{ path: string; name: string }> {
    await this.ensureValidated();
    return this.writeCopy('notes', false);
  }

  // ---------- upload ----------

  private emitProgress(kind: 'validate' | 'upload', runId: string | null, total: number, done: number, failed: number, started: number, faults: number | null, finished: boolean): void {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = done / seconds;
    this.host.emit('progress', {
      kind, runId, total, done, failed, rate,
      etaSeconds: rate > 0 ? (total - done) / rate : null,
      faultBudget: faults === null ? null : { used: faults, limit: FAULT_LIMIT_PER_HOUR, stopAt: FAULT_LIMIT_PER_HOUR - FAULT_STOP_MARGIN },
      finished,
    });
  }

  async upload(dryRun: boolean, only: 'pending' | 'failed'): Promise<RunSummary> {
    if (this.running) fail('busy', this.say('An upload is already running.', 'Már fut egy feltöltés.'));
    await this.ensureValidated();
    const conn = this.connection();
    const book = this.openBook();
    if (only === 'failed') await this.validate();
    const wanted = (st: RowState) => (only === 'failed' ? st.status === 'failed' : st.status === 'valid');
    const targets = this.sheets.flatMap((s) => (s.role === 'sellers' || s.role === 'properties' ? (this.rows.get(s.name) ?? []).filter(wanted).map((st) => ({ s, st })) : []));
    const invalid = this.sheets.reduce((n, s) => n + (this.rows.get(s.name) ?? []).filter((r) => r.status === 'invalid').length, 0);
    const runId = randomUUID();
    const started = Date.now();
    const budget = { used: 0, limit: FAULT_LIMIT_PER_HOUR, stopAt: FAULT_LIMIT_PER_HOUR - FAULT_STOP_MARGIN };
    const base = { runId, dryRun, created: 0, updated: 0, failed: 0, skipped: 0, invalid, planned: targets.length, faultBudget: budget };
    if (dryRun) {
      const batches = Math.ceil(targets.length / 100);
      const summary: RunSummary = { ...base, outcome: 'completed', durationMs: Date.now() - started, message: this.say(`Dry run: ${targets.length} rows would be sent in ${batches} batch request(s); nothing was sent.`, `Próbafuttatás: ${targets.length} sor menne el ${batches} kötegben; semmi sem lett elküldve.`) };
      return summary;
    }
    const byKey = new Map(targets.map((t) => [rowKey(t.s.name, t.st.row), t.st]));
    const items: UploadItem[] = targets.map((t) => ({ key: rowKey(t.s.name, t.st.row), role: t.s.role === 'sellers' ? 'sellers' : 'properties', body: t.st.body, serviceId: t.st.serviceId }));
    const controller = new AbortController();
    this.running = controller;
    this.emitProgress('upload', runId, items.length, 0, 0, started, 0, false);
    let outcome: RunSummary['outcome'] = 'completed';
    let message: string | null = null;
    let faults = 0;
    try {
      const result = await this.engine.upload(conn.credentials, conn.officeId, items, {
        signal: controller.signal,
        stopAtFaults: budget.stopAt,
        onProgress: (p) => this.emitProgress('upload', runId, items.length, p.done, p.failed, started, p.faultsUsed, false),
      });
      faults = result.faultsUsed;
      const now = new Date();
      for (const o of result.outcomes) {
        const st = byKey.get(o.key);
        if (!st) continue;
        st.status = o.status;
        st.serviceId = o.serviceId ?? st.serviceId;
        st.errorCode = o.errorCode;
        st.errorMessage = o.errorMessage;
        st.importedAt = o.status === 'failed' ? null : now;
      }
      if (result.stopped === 'cancelled') { outcome = 'cancelled'; message = this.say('Cancelled: the rows already sent keep their results; the rest were not sent.', 'Megszakítva: az elküldött sorok eredménye megmaradt, a többi nem ment el.'); }
      if (result.stopped === 'fault_budget') { outcome = 'stopped_fault_budget'; message = this.say(`Stopped before the service's limit of ${FAULT_LIMIT_PER_HOUR} faulty requests per hour (${faults} used); fix the failed rows and resubmit later.`, `Leállítva a szolgáltatás óránkénti ${FAULT_LIMIT_PER_HOUR} hibás kérés korlátja előtt (${faults} felhasználva); javítsa a hibás sorokat, és később küldje újra.`); }
    } catch (e) {
      outcome = 'failed';
      message = this.say(`The upload stopped: ${(e as Error).message}`, `A feltöltés leállt: ${(e as Error).message}`);
    } finally {
      this.running = null;
    }
    const sent = [...byKey.values()];
    const summary: RunSummary = {
      ...base,
      outcome,
      message,
      created: sent.filter((r) => r.status === 'created').length,
      updated: sent.filter((r) => r.status === 'updated').length,
      failed: sent.filter((r) => r.status === 'failed').length,
      skipped: sent.filter((r) => r.status === 'valid').length,
      durationMs: Date.now() - started,
      faultBudget: { ...budget, used: faults },
    };
    this.emitProgress('upload', runId, items.length, items.length - summary.skipped, summary.failed, started, faults, true);
    let resultsPath: string | null = null;
    if (book.format === 'xlsx') resultsPath = (await this.writeCopy('results', true)).path;
    this.lastRun = { summary, resultsPath };
    await this.history.add({
      runId, fileName: book.fileName, startedAt: new Date(started).toISOString(), user: conn.user, officeId: conn.officeId, profileName: conn.profileName,
      dryRun, outcome, created: summary.created, updated: summary.updated, failed: summary.failed, skipped: summary.skipped,
    });
    return summary;
  }

  cancel(): void {
    this.running?.abort();
  }

  results(): RunResults {
    const run = this.lastRun ?? fail('not_found', this.say('Nothing has been uploaded yet.', 'Még nem volt feltöltés.'));
    const failedRows: FailedRow[] = [];
    for (const s of this.sheets) {
      for (const st of this.rows.get(s.name) ?? []) {
        if (st.status === 'failed') failedRows.push({ sheet: s.name, row: st.row, reference: st.reference, errorCode: st.errorCode, message: st.errorMessage ?? '' });
      }
    }
    return { summary: run.summary, failedRows, hasResultsWorkbook: run.resultsPath !== null };
  }

  async resultsFile(): Promise<{ path: string; name: string }> {
    const run = this.lastRun ?? fail('not_found', this.say('Nothing has been uploaded yet.', 'Még nem volt feltöltés.'));
    if (run.resultsPath === null) fail('not_found', this.say('No results workbook was written for this run.', 'Ehhez a futáshoz nem készült eredmény-munkafüzet.'));
    const book = this.openBook();
    return { path: run.resultsPath, name: `${basename(book.fileName, extname(book.fileName))} (${this.say('results', 'eredmények')}).xlsx` };
  }
}
