// Read speed: this project's workbook reader against a bare exceljs stream read of the same 50,000 × 40 workbook.
// Usage: npx tsx bench/read-bench.ts [--rows 50000] [--runs 5]. Each measurement runs in its own process so that
// peak RSS belongs to that reader alone; the figures printed are medians. CPU time (user + system, all threads)
// is printed too: on a shared machine it varies less than wall time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { openWorkbook } from '../src/engine/workbook/open-workbook';
import { openTable, readTable } from '../src/engine/workbook/read-table';
import { exceljsStreamRead, median, option, workDir } from './bench-kit';

const COLUMNS = 40;

const STREETS = [
  'Váci út',
  'Andrássy út',
  'Árpád fejedelem útja',
  'Őrház utca',
  'Ürömi út',
  'Szőlő utca',
  'Kőbányai út',
  'Tűzoltó utca',
];
const TYPES = ['lakás', 'családi ház', 'telek', 'iroda', 'üzlethelyiség'];

/** Mixed columns: unique accented text, repeated words, numbers, dates and booleans, as real listing sheets have. */
function rowValues(i: number): unknown[] {
  const values: unknown[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    switch (c % 8) {
      case 0:
        values.push(`${STREETS[i % STREETS.length] ?? ''} ${i % 250}. – Árvíztűrő tükörfúrógép ${i}`);
        break;
      case 1:
        values.push(TYPES[(i + c) % TYPES.length]);
        break;
      case 2:
        values.push(1_000_000 + ((i * 7919 + c) % 90_000_000));
        break;
      case 3:
        values.push(((i * 31 + c) % 2000) / 10);
        break;
      case 4:
        values.push(new Date(Date.UTC(2020 + (i % 5), (i + c) % 12, 1 + (i % 28))));
        break;
      case 5:
        values.push((i + c) % 3 === 0);
        break;
      case 6:
        values.push(`ŐŰ-${(i * 13 + c) % 5000}`);
        break;
      default:
        values.push(i * COLUMNS + c);
        break;
    }
  }
  return values;
}

async function generate(file: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const ws = writer.addWorksheet('Ingatlanok');
  ws.columns = Array.from({ length: COLUMNS }, (_v, c) => ({
    key: `c${c}`,
    style: c % 8 === 4 ? { numFmt: 'yyyy.mm.dd' } : {},
  }));
  ws.addRow(Array.from({ length: COLUMNS }, (_v, c) => `Oszlop ${c + 1} – ár, cím, típus`)).commit();
  for (let i = 0; i < rows; i++) ws.addRow(rowValues(i)).commit();
  await writer.commit();
}

async function readWithExceljs(file: string): Promise<number> {
  return (await exceljsStreamRead(file)).cells ?? 0;
}

/** This project's reader as the import uses it: open, then the whole table (header detected) in memory. */
async function readTableWithOwnReader(file: string): Promise<number> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  let cells = 0;
  for (const sheet of opened.value.sheets) {
    const table = await readTable(opened.value, sheet.name);
    if (!table.ok) throw new Error(table.error.message);
    cells += table.value.columns.length;
    for (const row of table.value.rows) for (const v of row.cells) if (v !== null) cells++;
  }
  await opened.value.close();
  return cells;
}

/** This project's reader, streaming: open, detect the header, stream the data rows. */
async function readWithOwnReader(file: string): Promise<number> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  let cells = 0;
  for (const sheet of opened.value.sheets) {
    const table = await openTable(opened.value, sheet.name);
    if (!table.ok) throw new Error(table.error.message);
    cells += table.value.columns.length;
    for await (const row of table.value.rows) for (const v of row.cells) if (v !== null) cells++;
  }
  await opened.value.close();
  return cells;
}

interface Measurement {
  readonly ms: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
  readonly cells: number;
}

async function child(kind: string, file: string): Promise<void> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const readers: Record<string, (file: string) => Promise<number>> = {
    exceljs: readWithExceljs,
    own: readTableWithOwnReader,
    'own-stream': readWithOwnReader,
  };
  const read = readers[kind];
  const cells = read ? await read(file) : 0;
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const measurement: Measurement = {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    cells,
  };
  process.stdout.write(`${JSON.stringify(measurement)}\n`);
}

function measure(kind: string, file: string): Measurement {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', kind, file], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${kind} run failed: ${run.stderr}`);
  const line = run.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as Measurement;
}

async function main(): Promise<void> {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    await child(process.argv[childAt + 1] ?? '', process.argv[childAt + 2] ?? '');
    return;
  }
  const rows = option('rows', 50_000);
  const runs = option('runs', 5);
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, `read-${rows}x${COLUMNS}.xlsx`);
  if (!existsSync(file)) {
    const t = performance.now();
    await generate(file, rows);
    console.log(
      `generated ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  // 'idle' loads the same modules and reads nothing: the process's own footprint, to read the RSS figures against.
  const results: Record<string, Measurement[]> = { exceljs: [], own: [], 'own-stream': [], idle: [] };
  for (let i = 0; i < runs; i++) {
    // Interleaved, so a busy moment on the shared machine hits both readers alike.
    for (const kind of Object.keys(results)) results[kind]?.push(measure(kind, file));
  }
  const summary = Object.entries(results).map(([kind, list]) => ({
    kind,
    ms: median(list.map((m) => m.ms)),
    cpuMs: median(list.map((m) => m.cpuMs)),
    peakRssMb: median(list.map((m) => m.peakRssMb)),
    cells: list[0]?.cells ?? 0,
  }));
  console.log(
    `${rows} rows × ${COLUMNS} columns, median of ${runs} runs (${new Date().toISOString()}, node ${process.version})`,
  );
  for (const s of summary) {
    const labels: Record<string, string> = {
      exceljs: 'exceljs stream read (baseline)',
      own: 'own reader: openWorkbook + readTable',
      'own-stream': 'own reader: openWorkbook + openTable',
      idle: 'idle process (no read)',
    };
    const label = labels[s.kind] ?? s.kind;
    console.log(
      `  ${label.padEnd(36)} ${(s.ms / 1000).toFixed(2).padStart(6)} s  (CPU ${(s.cpuMs / 1000).toFixed(2)} s)   peak RSS ${s.peakRssMb.toFixed(0).padStart(5)} MB   ${s.cells} cells`,
    );
  }
  const base = summary.find((s) => s.kind === 'exceljs');
  for (const own of summary.filter((s) => s.kind.startsWith('own'))) {
    if (!base) break;
    console.log(
      `  ${own.kind} / exceljs: ${(own.ms / base.ms).toFixed(3)}× time, ${(own.cpuMs / base.cpuMs).toFixed(3)}× CPU, ${(own.peakRssMb / base.peakRssMb).toFixed(2)}× peak RSS`,
    );
  }
}

await main();
