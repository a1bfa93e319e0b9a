// What every bench script shares: options, medians, and measurements taken in a child process of their own.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.work');

export function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface Measurement {
  readonly ms: number;
  readonly peakRssMb: number;
  readonly detail: Readonly<Record<string, number>>;
}

/** The arguments after `--child` when this process is a measurement child, else null. */
export function childArguments(): readonly string[] | null {
  const at = process.argv.indexOf('--child');
  return at >= 0 ? process.argv.slice(at + 1) : null;
}

/** Times `work` in this (child) process and prints the measurement as the last line of stdout. */
export async function reportChild(work: () => Promise<Readonly<Record<string, number>>>): Promise<void> {
  const start = performance.now();
  const detail = await work();
  const measurement: Measurement = {
    ms: performance.now() - start,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    detail,
  };
  process.stdout.write(`${JSON.stringify(measurement)}\n`);
}

/** Runs `script --child ...args` in a fresh Node process, so peak RSS belongs to that measurement alone. */
export function measureInChild(script: string, args: readonly string[]): Measurement {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as Measurement;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2).padStart(6)} s`;
}

/**
 * The reading baseline (docs/performance.md): a bare exceljs stream read that touches every row's values and nothing
 * else.
 */
export async function exceljsStreamRead(file: string): Promise<Record<string, number>> {
  const { default: ExcelJS } = await import('exceljs');
  let cells = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values;
      if (Array.isArray(values)) for (const v of values) if (v !== undefined && v !== null) cells++;
    }
  }
  return { cells };
}

/** A CSV of `count` sellers, as an upload reads them (in `workDir`, which must exist). */
export function sellerCsv(count: number): string {
  const file = path.join(workDir, `sellers-${count}.csv`);
  const lines = Array.from(
    { length: count },
    (_, i) => `Eladó ${i + 1};+36 1 555 ${String(i + 1).padStart(4, '0')};s${i + 1}@example.hu`,
  );
  writeFileSync(file, `Név;Telefon;E-mail\n${lines.join('\n')}\n`);
  return file;
}
