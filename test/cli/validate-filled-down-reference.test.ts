import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';

// 30,000 rows sharing one transfer_id (a reference filled down) once ran out of memory in `validate`.
const ROWS = 30_000;
let dir: string;
let book: string;

interface ValidateReport {
  readonly rows: readonly { row: number; status: string; problems: readonly { field: string; message: string }[] }[];
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-filled-down-'));
  book = path.join(dir, 'ertekesitok.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: book });
  const ws = wb.addWorksheet('Értékesítők');
  ws.addRow(['Azonosító', 'Név', 'Telefon', 'Email']).commit();
  for (let i = 0; i < ROWS; i++) ws.addRow(['S-1', `Eladó ${i}`, '+36 1 234 5678', `s${i}@example.hu`]).commit();
  ws.commit();
  await wb.commit();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function runCli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = path.join(import.meta.dirname, '..', '..');
  return new Promise((resolve) => {
    // A heap far below the 4.3 GB the quadratic report reached: the run must fit in it.
    execFile(
      process.execPath,
      ['--max-old-space-size=512', '--import', 'tsx', 'src/cli/index.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, LISTING_IMPORTER_DATA_DIR: path.join(dir, 'data') },
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

it('validate reports each row of a filled-down reference once, with the count, within a 512 MB heap', async () => {
  const { code, stdout, stderr } = await runCli(['validate', book, '--office-id', '1', '--json']);
  expect(stderr).not.toContain('heap out of memory');
  expect(code).toBe(1);
  const report = JSON.parse(stdout) as ValidateReport;
  expect(report.rows).toHaveLength(ROWS);
  for (const r of report.rows) {
    expect(r.status).toBe('invalid');
    expect(r.problems.filter((p) => p.field === 'id.transfer_id')).toHaveLength(1);
  }
  expect(report.rows[ROWS - 1]?.problems[0]?.message).toContain(
    'is also used in rows 2, 3, 4, 5, 6 and 29994 more (30000 rows in all)',
  );
  // Linear output: a few hundred bytes per row, not one row number per other row.
  expect(stdout.length).toBeLessThan(600 * ROWS);
}, 120_000);
