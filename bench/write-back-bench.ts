// Benchmark: results written back into a 50,000-row × 40-column workbook, next to a bare exceljs stream read of it,
// and written again into that results file (a re-run: earlier result columns reused, earlier notes' fills taken off).
// Each measurement runs in its own process so peak RSS is that task's alone; CPU time is given too, steadier than
// wall time on a shared machine. Usage: npx tsx bench/write-back-bench.ts [runs]. A profile of one write:
// node --cpu-prof --import tsx bench/write-back-bench.ts --child write-back
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { RowResult } from '../src/engine/model/row-result';
import type { SheetResults } from '../src/engine/model/sheet-results';
import { writeResults } from '../src/engine/write-back/write-back';
import type { Measurement } from './bench-kit';
import { exceljsStreamRead, measureInChild, median, workDir } from './bench-kit';

const WORK = workDir;
const ROWS = 50_000;
const COLUMNS = 40;
const INPUT = path.join(WORK, `write-back-${ROWS}x${COLUMNS}.xlsx`);
const OUTPUT = path.join(WORK, `write-back-${ROWS}x${COLUMNS}-results.xlsx`);
const AGAIN = path.join(WORK, `write-back-${ROWS}x${COLUMNS}-results-again.xlsx`);

async function generate(): Promise<void> {
  if (existsSync(INPUT)) return;
  await mkdir(WORK, { recursive: true });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: INPUT, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Properties');
  ws.addRow(Array.from({ length: COLUMNS }, (_, c) => `Field ${c + 1}`)).commit();
  const cities = ['Budapest', 'Debrecen', 'Szeged', 'Pécs', 'Győr', 'Miskolc'];
  for (let r = 1; r <= ROWS; r++) {
    const row: (string | number | Date)[] = [];
    for (let c = 0; c < COLUMNS; c++) {
      switch (c % 5) {
        case 0:
          row.push(`REF-${r}-${c}`);
          break;
        case 1:
          row.push(cities[(r + c) % cities.length] ?? '');
          break;
        case 2:
          row.push(r * 1000 + c);
          break;
        case 3:
          row.push((r % 997) / 7);
          break;
        default:
          row.push(`Lakás ${r} leírás ${c}, erkéllyel és kilátással`);
      }
    }
    ws.addRow(row).commit();
  }
  ws.commit();
  await wb.commit();
}

function results(): SheetResults {
  const rows: RowResult[] = [];
  const notes: { row: number; column: number; message: string }[] = [];
  const at = new Date();
  for (let row = 2; row <= ROWS + 1; row++) {
    if (row % 100 === 0) {
      rows.push({ row, status: 'invalid', errorMessage: `Row ${row}: price is out of range` });
      notes.push({ row, column: 2, message: 'Price must be between 1 and 10,000,000,000' });
    } else {
      rows.push({
        row,
        status: 'created',
        serviceId: 1_000_000 + row,
        importedAt: at,
        fingerprint: `sha256:${row.toString(16).padStart(12, '0')}`,
      });
    }
  }
  return { sheet: 'Properties', headerRow: 1, results: rows, notes };
}

async function child(task: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = (from: number, cpuFrom: NodeJS.CpuUsage): void => {
    const used = process.cpuUsage(cpuFrom);
    const cpuMs = (used.user + used.system) / 1000;
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    console.log(JSON.stringify({ ms: performance.now() - from, peakRssMb, detail: { cpuMs } }));
  };
  if (task === 'write-back' || task === 'write-again') {
    const sheet = results();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const [input, output] = task === 'write-back' ? [INPUT, OUTPUT] : [OUTPUT, AGAIN];
    const r = await writeResults({ input, output, sheets: [sheet], overwrite: true });
    if (!r.ok) throw new Error(r.error.message);
    report(t0, c0);
    return;
  }
  const { cells = 0 } = await exceljsStreamRead(INPUT);
  if (cells === 0) throw new Error('exceljs read no cells');
  report(started, cpu);
}

function measure(task: string): Measurement {
  return measureInChild(fileURLToPath(import.meta.url), [task]);
}

interface Figure {
  readonly ms: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
}

export interface WriteBackBenchFigures {
  readonly rows: number;
  readonly columns: number;
  readonly inputBytes: number;
  readonly outputBytes: number;
  readonly runs: number;
  /** Medians over the runs; each measurement ran in its own process. */
  readonly baseline: Figure;
  readonly writeBack: Figure;
  /** Written again into the write-back's output. */
  readonly writeAgain: Figure;
  readonly ratio: number;
}

function medianOf(ms: readonly Measurement[]): Figure {
  return {
    ms: median(ms.map((m) => m.ms)),
    cpuMs: median(ms.map((m) => m.detail.cpuMs ?? 0)),
    peakRssMb: median(ms.map((m) => m.peakRssMb)),
  };
}

/** Generates the workbook if needed and measures `runs` alternating runs of the baseline and the write-backs. */
export async function measureWriteBack(runs = 3): Promise<WriteBackBenchFigures> {
  await generate();
  const baseline: Measurement[] = [];
  const writeBack: Measurement[] = [];
  const writeAgain: Measurement[] = [];
  for (let i = 0; i < runs; i++) {
    baseline.push(measure('exceljs-read'));
    writeBack.push(measure('write-back'));
    writeAgain.push(measure('write-again'));
  }
  const b = medianOf(baseline);
  const w = medianOf(writeBack);
  return {
    rows: ROWS,
    columns: COLUMNS,
    inputBytes: (await stat(INPUT)).size,
    outputBytes: (await stat(OUTPUT)).size,
    runs,
    baseline: b,
    writeBack: w,
    writeAgain: medianOf(writeAgain),
    ratio: w.ms / b.ms,
  };
}

function line(f: Figure, baseline: Figure): string {
  const ratios = `${(f.ms / baseline.ms).toFixed(2)}× time, ${(f.cpuMs / baseline.cpuMs).toFixed(2)}× CPU`;
  return `${(f.ms / 1000).toFixed(2)} s (CPU ${(f.cpuMs / 1000).toFixed(2)} s), peak RSS ${f.peakRssMb.toFixed(0)} MB: ${ratios}`;
}

async function main(): Promise<void> {
  const childIndex = process.argv.indexOf('--child');
  if (childIndex >= 0) {
    await child(process.argv[childIndex + 1] ?? '');
    return;
  }
  const f = await measureWriteBack(Number(process.argv[2] ?? 3));
  console.log(
    `write-back bench: ${f.rows} rows × ${f.columns} columns, ${(f.inputBytes / 1e6).toFixed(1)} MB in, ${(f.outputBytes / 1e6).toFixed(1)} MB out, median of ${f.runs} runs`,
  );
  const b = f.baseline;
  console.log(
    `  exceljs stream read (baseline): ${(b.ms / 1000).toFixed(2)} s (CPU ${(b.cpuMs / 1000).toFixed(2)} s), peak RSS ${b.peakRssMb.toFixed(0)} MB`,
  );
  console.log(`  write-back (every row + ${f.rows / 100} notes): ${line(f.writeBack, b)}`);
  console.log(`  written again into its output: ${line(f.writeAgain, b)}`);
  console.log(
    `  ratio ${f.ratio.toFixed(2)}× (target ≤ 0.30×), peak ${f.writeBack.peakRssMb < 400 ? 'under' : 'OVER'} 400 MB`,
  );
  if (process.argv.includes('--clean')) for (const file of [OUTPUT, AGAIN]) await rm(file, { force: true });
}

// Runs only when started directly, so bench/run.ts can import measureWriteBack.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
