// The outside programs the corpus is measured against: openpyxl (one Python process for many files) and LibreOffice.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Norm } from './corpus-values';

export const CORPUS_CODE = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_FIXTURES = path.join(CORPUS_CODE, '..', 'fixtures', 'corpus');
const PYTHON = '/usr/bin/python3';

export interface DumpedSheet {
  readonly name: string;
  readonly kind: 'worksheet' | 'chartsheet' | 'macrosheet' | 'dialogsheet' | 'unknown';
  readonly state: string;
  readonly part: string | null;
  readonly related: readonly string[];
  readonly cells: Readonly<Record<string, Norm>>;
  readonly merges: readonly string[];
  /** 1-based column numbers. */
  readonly hiddenColumns: readonly number[];
  readonly tables: readonly { readonly name: string; readonly ref: string; readonly columns: readonly string[] }[];
  readonly pivots: readonly string[];
  readonly autoFilter: string | null;
  /** Cell → comment text. */
  readonly comments: Readonly<Record<string, string>>;
  /** Cells under drawings' anchors: [left column (0-based), top row, right column, bottom row]. */
  readonly pictures: readonly (readonly [number, number, number, number])[];
  /** Same-sheet ranges the sheet's formulas refer to: [left column (0-based), top row, right column, bottom row]. */
  readonly formulaRanges?: readonly (readonly [number, number, number, number])[];
  readonly notReadByOpenpyxl?: boolean;
}

/** What openpyxl_dump.py prints for one file. */
export interface Dump {
  readonly file: string;
  /** The cells could be read (perhaps from a repaired copy, see `repairedForReference`). */
  readonly ok: boolean;
  /** openpyxl loads the file as it is. */
  readonly opens: boolean;
  readonly error?: string;
  readonly repairedForReference?: readonly string[];
  /** The workbook part as the package relationships name it. */
  readonly workbookPart?: string | null;
  readonly sheets: readonly DumpedSheet[];
  /** What Excel would refuse or repair: malformed XML, parts without a content type, dangling relationships, rows or
   * cells out of order. */
  readonly packageProblems?: readonly string[];
  /** Part name → [sha1 of its content, sha1 of its stored (compressed) bytes]. */
  readonly parts: Readonly<Record<string, readonly [string, string]>>;
}

function run(
  command: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errs: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => errs.push(c));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(errs).toString('utf8') });
    });
  });
}

/** Every file read by openpyxl in one Python process; keyed by the path given. */
export async function openpyxlDump(files: readonly string[]): Promise<Map<string, Dump>> {
  const result = new Map<string, Dump>();
  if (files.length === 0) return result;
  const r = await run(PYTHON, [path.join(CORPUS_CODE, 'openpyxl_dump.py'), ...files], 600_000);
  if (r.code !== 0) throw new Error(`openpyxl_dump.py failed (${String(r.code)}): ${r.stderr}`);
  for (const line of r.stdout.split('\n')) {
    if (line.trim() === '') continue;
    const dump = JSON.parse(line) as Dump;
    result.set(dump.file, dump);
  }
  return result;
}

export interface LibreOfficeOpened {
  /** Whether LibreOffice wrote at least one csv for the file. */
  readonly opened: boolean;
  /** Sheet name → the sheet as LibreOffice shows it after loading (recalculated, pivot tables refreshed). */
  readonly sheets: ReadonlyMap<string, string>;
}

/**
 * Opens every file in one LibreOffice process and exports each sheet as UTF-8 csv. Files must have distinct base names.
 * The exit code covers the whole batch, so each file counts as opened when its csv files exist.
 */
export async function libreOfficeOpen(
  files: readonly string[],
): Promise<{ readonly exitCode: number | null; readonly byFile: Map<string, LibreOfficeOpened> }> {
  const first = await libreOfficeBatch(files);
  // A LibreOffice that dies mid-batch leaves every later file unconverted: those get one more process of their own.
  const missed = files.filter((f) => first.byFile.get(f)?.opened !== true);
  if (missed.length === 0 || missed.length === files.length) return first;
  const second = await libreOfficeBatch(missed);
  for (const [file, opened] of second.byFile) first.byFile.set(file, opened);
  return { exitCode: first.exitCode === 0 ? second.exitCode : first.exitCode, byFile: first.byFile };
}

async function libreOfficeBatch(
  files: readonly string[],
): Promise<{ readonly exitCode: number | null; readonly byFile: Map<string, LibreOfficeOpened> }> {
  const byFile = new Map<string, LibreOfficeOpened>();
  if (files.length === 0) return { exitCode: 0, byFile };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'corpus-soffice-'));
  try {
    const outDir = path.join(dir, 'csv');
    const r = await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
        '--outdir',
        outDir,
        ...files,
      ],
      900_000,
    );
    // soffice says which csv it wrote for which file and sheet; names alone are ambiguous ("a-b.csv": file a, sheet b,
    // or file a-b?).
    const sheetsOf = new Map<string, Map<string, string>>();
    let current: string | null = null;
    for (const line of r.stdout.split('\n')) {
      const convert = /^convert (.+) using filter : /.exec(line);
      if (convert) {
        current = convert[1] ?? null;
        continue;
      }
      const sheet = /^Writing sheet (.+) -> (.+\.csv)$/.exec(line);
      if (!sheet || current === null) continue;
      const csv = await readFile(sheet[2] ?? '', 'utf8').catch(() => null);
      if (csv === null) continue;
      const map = sheetsOf.get(current) ?? new Map<string, string>();
      map.set(sheet[1] ?? '', csv);
      sheetsOf.set(current, map);
    }
    for (const file of files) {
      const sheets = sheetsOf.get(path.resolve(file)) ?? new Map<string, string>();
      byFile.set(file, { opened: sheets.size > 0, sheets });
    }
    return { exitCode: r.code, byFile };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ManifestEntry {
  readonly writer: string;
  readonly what: string;
  /** `refuse`: no column is free, the write-back must refuse; `may-refuse`: refusing is as right as writing. */
  readonly expect?: 'refuse' | 'may-refuse';
  /** A CSV file's text encoding (`windows-1250`, `iso-8859-2`; UTF-8 when absent). */
  readonly encoding?: string;
}

/** The folder's manifest.json; a folder of workbooks without one (real files someone collected) has none. */
export async function readManifest(dir: string): Promise<Record<string, ManifestEntry>> {
  const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => '{}');
  return JSON.parse(text) as Record<string, ManifestEntry>;
}
