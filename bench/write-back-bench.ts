// Benchmark: results written back into a 50,000-row × 40-column workbook, next to a bare exceljs stream read of it.
// Each measurement runs in its own process so peak RSS is that task's alone. Usage: npx tsx bench/write-back-bench.ts
// [runs]
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { RowResult, SheetResults } from '../src/engine/workbook/result-columns';
import { writeResults } from '../src/engine/workbook/write-back';
import type { Measurement } from './bench-kit';
import { exceljsStreamRead, measureInChild, median, workDir } from './bench-kit';

const WORK = workDir;
const ROWS = 50_000;
const COLUMNS = 40;
const INPUT = path.join(WORK, `write-back-${ROWS}x${COLUMNS}.xlsx`);
const OUTPUT = path.join(WORK, `write-back-${ROWS}x${COLUMNS}-results.xlsx`);

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
  if (task === 'write-back') {
    const sheet = results();
    const t0 = performance.now();
    const r = await writeResults({ input: INPUT, output: OUTPUT, sheets: [sheet], overwrite: true });
    if (!r.ok) throw new Error(r.error.message);
    console.log(JSON.stringify({ ms: performance.now() - t0, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
    return;
  }
  const { cells = 0 } = await exceljsStreamRead(INPUT);
  if (cells === 0) throw new Error('exceljs read no cells');
  console.log(JSON.stringify({ ms: performance.now() - started, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function measure(task: string): Measurement {
  return measureInChild(fileURLToPath(import.meta.url), [task]);
}

export interface WriteBackBenchFigures {
  readonly rows: number;
  readonly columns: number;
  readonly inputBytes: number;
  readonly outputBytes: number;
  readonly runs: number;
  /** Medians over the runs; each measurement ran in its own process. */
  readonly baseline: { readonly ms: number; readonly peakRssMb: number };
  readonly writeBack: { readonly ms: number; readonly peakRssMb: number };
  readonly ratio: number;
}

/** Generates the workbook if needed and measures `runs` alternating runs of the baseline and the write-back. */
export async function measureWriteBack(runs = 3): Promise<WriteBackBenchFigures> {
  await generate();
  const baseline: Measurement[] = [];
  const writeBack: Measurement[] = [];
  for (let i = 0; i < runs; i++) {
    baseline.push(measure('exceljs-read'));
    writeBack.push(measure('write-back'));
  }
  const b = { ms: median(baseline.map((m) => m.ms)), peakRssMb: median(baseline.map((m) => m.peakRssMb)) };
  const w = { ms: median(writeBack.map((m) => m.ms)), peakRssMb: median(writeBack.map((m) => m.peakRssMb)) };
  return {
    rows: ROWS,
    columns: COLUMNS,
    inputBytes: (await stat(INPUT)).size,
    outputBytes: (await stat(OUTPUT)).size,
    runs,
    baseline: b,
    writeBack: w,
    ratio: w.ms / b.ms,
  };
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
  console.log(
    `  exceljs stream read (baseline): ${(f.baseline.ms / 1000).toFixed(2)} s, peak RSS ${f.baseline.peakRssMb.toFixed(0)} MB`,
  );
  console.log(
    `  write-back (every row + ${f.rows / 100} notes): ${(f.writeBack.ms / 1000).toFixed(2)} s, peak RSS ${f.writeBack.peakRssMb.toFixed(0)} MB`,
  );
  console.log(
    `  ratio ${f.ratio.toFixed(2)}× (target ≤ 0.30×), peak ${f.writeBack.peakRssMb < 400 ? 'under' : 'OVER'} 400 MB`,
  );
  if (process.argv.includes('--clean')) await rm(OUTPUT, { force: true });
}

// Runs only when started directly, so bench/run.ts can import measureWriteBack.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
