// Open + map + validate and write-back of a 50,000-row property workbook, each next to a bare exceljs stream read.
// Usage: npx tsx bench/pipeline-bench.ts [--rows 50000] [--runs 3]. Medians; every measurement in its own process.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSeedReference } from '../src/cli/commands/template-command';
import { importResults, openImport, prepareImport } from '../src/engine/pipeline';
import type { PreparedRow } from '../src/engine/model/prepared-row';
import type { TableRow } from '../src/engine/validation';
import { createPrepareContext, createRowPreparer, flagDuplicates, prepareRows } from '../src/engine/validation';
import { writeResults } from '../src/engine/write-back/write-back';
import { generatePropertyWorkbook, PROPERTY_HEADERS } from './property-workbook';
import {
  childArguments,
  exceljsStreamRead,
  measureInChild,
  median,
  option,
  reportChild,
  seconds,
  workDir,
} from './bench-kit';

const script = fileURLToPath(import.meta.url);

async function openMapValidate(file: string): Promise<{
  opened: Awaited<ReturnType<typeof openImport>>;
  rows: number;
  invalid: number;
  prepared: ReturnType<typeof prepareImport> | null;
}> {
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: 1, reference: demoSeedReference() });
  const rows = prepared.sheets.flatMap((s) => s.rows);
  return { opened, rows: rows.length, invalid: rows.filter((r) => r.problems.length > 0).length, prepared };
}

/** Rows per second from a wall time and a CPU time (user + system, all threads) in milliseconds. */
function rates(rows: number, ms: number, cpuMs: number): { rowsPerSecond: number; cpuRowsPerSecond: number } {
  return { rowsPerSecond: Math.round(rows / (ms / 1000)), cpuRowsPerSecond: Math.round(rows / (cpuMs / 1000)) };
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
}

/**
 * The baseline of the validation rate: a bare loop reading every cell of the same rows once (what any preparation
 * must at least do), in the same process, so the ratio says what preparing costs beyond reading.
 */
function bareLoop(rows: readonly TableRow[]): { rowsPerSecond: number; cpuRowsPerSecond: number; touched: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let touched = 0;
  // Ten passes, since one is too short to time; the rate is per pass.
  for (let pass = 0; pass < 10; pass++) {
    for (const row of rows) {
      for (const cell of row.cells) {
        if (typeof cell === 'string') touched += cell.length;
        else if (cell !== null && cell !== undefined) touched++;
      }
    }
  }
  return { ...rates(rows.length * 10, performance.now() - start, cpuMsSince(cpu)), touched };
}

/**
 * `prepareRows` of the first sheet with the prepared rows kept, in a fresh process (so JIT warm-up and the garbage
 * collection of the kept rows count, as they do for a user); `full` prepares every row by the full path (every body
 * built and checked, as before the quick path), for comparison in the same run.
 */
async function validateOnly(file: string, full: boolean): Promise<Record<string, number>> {
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const table = opened.value.tables[0];
  const mapping = opened.value.mapping.sheets[0];
  if (!table || !mapping) throw new Error('no table');
  const bare = bareLoop(table.rows);
  const options = { officeId: 1, reference: demoSeedReference() };
  const start = performance.now();
  const cpu = process.cpuUsage();
  let prepared: PreparedRow[];
  if (full) {
    const preparer = createRowPreparer(mapping, createPrepareContext(options), { quickRows: false });
    const rows: PreparedRow[] = [];
    for (const row of table.rows) {
      const p = preparer.prepare(row);
      if (p) rows.push(p);
    }
    prepared = flagDuplicates(rows, preparer.plan.role, preparer.plan.columnOf);
  } else {
    prepared = prepareRows({ mapping, rows: table.rows }, options);
  }
  const measured = rates(prepared.length, performance.now() - start, cpuMsSince(cpu));
  return {
    rows: prepared.length,
    invalid: prepared.filter((r) => r.problems.length > 0).length,
    ...measured,
    bareRowsPerSecond: bare.rowsPerSecond,
    bareCpuRowsPerSecond: bare.cpuRowsPerSecond,
  };
}

async function writeBack(file: string): Promise<Record<string, number>> {
  const { opened, prepared } = await openMapValidate(file);
  if (!opened.ok || !prepared) throw new Error('not opened');
  const results = importResults(prepared, opened.value.mapping, null);
  const withStatus = results.map((s) => ({
    ...s,
    results: prepared.sheets
      .flatMap((p) => p.rows)
      .map((r) => ({ row: r.row, status: 'created' as const, serviceId: 700_000 + r.row, importedAt: new Date() })),
  }));
  const start = performance.now();
  const out = path.join(workDir, 'pipeline-results.xlsx');
  const written = await writeResults({ input: file, output: out, sheets: withStatus, overwrite: true });
  if (!written.ok) throw new Error(written.error.message);
  return { writeMs: performance.now() - start };
}

async function child(args: readonly string[]): Promise<void> {
  const [kind = '', file = ''] = args;
  await reportChild(async () => {
    switch (kind) {
      case 'exceljs':
        return exceljsStreamRead(file);
      case 'pipeline': {
        const r = await openMapValidate(file);
        return { rows: r.rows, invalid: r.invalid };
      }
      case 'validate':
        return validateOnly(file, false);
      case 'validate-full':
        return validateOnly(file, true);
      case 'write-back':
        return writeBack(file);
      default:
        throw new Error(`unknown measurement ${kind}`);
    }
  });
}

async function main(): Promise<void> {
  const childArgs = childArguments();
  if (childArgs) return child(childArgs);
  const rows = option('rows', 50_000);
  const runs = option('runs', 3);
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, `properties-${rows}.xlsx`);
  if (!existsSync(file)) {
    await generatePropertyWorkbook(file, rows);
    console.log(`generated ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB)`);
  }
  const kinds = ['exceljs', 'pipeline', 'validate', 'validate-full', 'write-back'] as const;
  const all: Record<string, ReturnType<typeof measureInChild>[]> = {};
  for (let i = 0; i < runs; i++) for (const k of kinds) (all[k] ??= []).push(measureInChild(script, [k, file]));
  const med = (k: string, f: (m: ReturnType<typeof measureInChild>) => number): number => median((all[k] ?? []).map(f));
  const base = med('exceljs', (m) => m.ms);
  console.log(
    `pipeline: ${rows} property rows × ${PROPERTY_HEADERS.length} columns, median of ${runs} runs (${new Date().toISOString()}, node ${process.version})`,
  );
  console.log(
    `  exceljs stream read (baseline)       ${seconds(base)}   peak RSS ${med('exceljs', (m) => m.peakRssMb).toFixed(0)} MB`,
  );
  const pipe = med('pipeline', (m) => m.ms);
  console.log(
    `  open + map + validate                ${seconds(pipe)}   peak RSS ${med('pipeline', (m) => m.peakRssMb).toFixed(0)} MB   ${(pipe / base).toFixed(2)}× baseline (target ≤ 0.3×, < 400 MB)   invalid rows ${med('pipeline', (m) => m.detail.invalid ?? 0)}`,
  );
  const rate = (k: string, f: string): number => med(k, (m) => m.detail[f] ?? 0);
  const show = (n: number): string => n.toLocaleString('en');
  const quick = rate('validate', 'rowsPerSecond');
  const bare = rate('validate', 'bareRowsPerSecond');
  const full = rate('validate-full', 'rowsPerSecond');
  const cpu = (k: string, f: string): string => `(CPU ${show(rate(k, f))} rows/s)`;
  console.log(
    `  validation alone, rows kept          ${show(quick)} rows/s ${cpu('validate', 'cpuRowsPerSecond')}` +
      '   target ≥ 200,000',
  );
  console.log(
    `    baseline: bare loop over the cells ${show(bare)} rows/s ${cpu('validate', 'bareCpuRowsPerSecond')}` +
      `   validation at ${((quick / bare) * 100).toFixed(2)} % of it`,
  );
  console.log(
    `    every row by the full path         ${show(full)} rows/s ${cpu('validate-full', 'cpuRowsPerSecond')}` +
      `   quick path ${(quick / full).toFixed(2)}× it`,
  );
  const wb = med('write-back', (m) => m.detail.writeMs ?? 0);
  console.log(
    `  write results back (every row)       ${seconds(wb)}   peak RSS (whole process) ${med('write-back', (m) => m.peakRssMb).toFixed(0)} MB   ${(wb / base).toFixed(2)}× baseline (target ≤ 0.3×)`,
  );
}

await main();
