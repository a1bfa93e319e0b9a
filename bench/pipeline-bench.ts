// Open + map + validate and write-back of a 50,000-row property workbook, each next to a bare exceljs stream read.
// Usage: npx tsx bench/pipeline-bench.ts [--rows 50000] [--runs 3]. Medians; every measurement in its own process.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSeedReference } from '../src/cli/commands/template-command';
import { importResults, openImport, prepareImport } from '../src/engine/pipeline';
import { prepareRows } from '../src/engine/validation';
import { writeResults } from '../src/engine/workbook/write-back';
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

async function validateOnly(file: string): Promise<Record<string, number>> {
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const table = opened.value.tables[0];
  const mapping = opened.value.mapping.sheets[0];
  if (!table || !mapping) throw new Error('no table');
  const start = performance.now();
  const prepared = prepareRows({ mapping, rows: table.rows }, { officeId: 1, reference: demoSeedReference() });
  const ms = performance.now() - start;
  return { rows: prepared.length, rowsPerSecond: Math.round(prepared.length / (ms / 1000)) };
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
        return validateOnly(file);
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
  const kinds = ['exceljs', 'pipeline', 'validate', 'write-back'] as const;
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
  console.log(
    `  validation alone                     ${med('validate', (m) => m.detail.rowsPerSecond ?? 0).toLocaleString('en')} rows/s (target ≥ 200,000)`,
  );
  const wb = med('write-back', (m) => m.detail.writeMs ?? 0);
  console.log(
    `  write results back (every row)       ${seconds(wb)}   peak RSS (whole process) ${med('write-back', (m) => m.peakRssMb).toFixed(0)} MB   ${(wb / base).toFixed(2)}× baseline (target ≤ 0.3×)`,
  );
}

await main();
