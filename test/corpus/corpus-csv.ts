// The corpus's CSV files (Windows-1250, ISO-8859-2 and UTF-16, as LibreOffice's filters write them): read against Python's
// csv module in the manifest's encoding, written back, and the copy read again by Python and by LibreOffice.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { openWorkbook } from '../../src/engine/workbook/open-workbook';
import type { SheetResults } from '../../src/engine/model/sheet-results';
import { writeResults } from '../../src/engine/write-back/write-back';
import { LIBREOFFICE_CHARSETS, libreOfficeCsv } from '../support/libreoffice-csv';
import type { ManifestEntry } from './corpus-tools';

export type CsvClass =
  'read:csv-cells' | 'read:csv-refused' | 'write:csv-refused' | 'write:csv-harmed' | 'write:csv-lo';

export interface CsvFinding {
  readonly file: string;
  readonly kind: CsvClass;
  readonly detail: string;
}

export interface CsvFigures {
  readonly files: number;
  readonly readIdentical: number;
  readonly written: number;
  readonly cellsHarmed: number;
  readonly opensInLibreOffice: number;
}

const PYTHON_CODECS: Readonly<Record<string, string>> = {
  'windows-1250': 'cp1250',
  'iso-8859-2': 'iso8859_2',
  'utf-8': 'utf-8-sig',
  'utf-16': 'utf-16',
};

/** The file's records as Python's csv module reads them (`;`), empty records left out, trailing empty fields cut. */
function pythonRows(file: string, encoding: string): string[][] {
  const script =
    'import csv, json, sys\n' +
    "with open(sys.argv[1], encoding=sys.argv[2], newline='') as f:\n" +
    "    print(json.dumps(list(csv.reader(f, delimiter=';'))))\n";
  const r = spawnSync('/usr/bin/python3', ['-c', script, file, PYTHON_CODECS[encoding] ?? encoding], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`Python could not read ${file}: ${r.stderr}`);
  return trimRows(JSON.parse(r.stdout) as string[][]);
}

function trimRows(rows: readonly (readonly string[])[]): string[][] {
  return rows
    .map((r) => {
      const cells = [...r];
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      return cells;
    })
    .filter((r) => r.length > 0);
}

async function ourRows(file: string): Promise<string[][]> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const rows: string[][] = [];
  try {
    for await (const row of opened.value.rows(opened.value.sheets[0]?.name ?? ''))
      rows.push(row.cells.map((c) => (c === null ? '' : String(c))));
  } finally {
    await opened.value.close();
  }
  return trimRows(rows);
}

/** LibreOffice's reading of a CSV in `encoding`, written out as UTF-8 and read by Python. */
function libreOfficeRows(file: string, encoding: string, outDir: string): string[][] | null {
  const converted = libreOfficeCsv(file, LIBREOFFICE_CHARSETS[encoding] ?? 76, 76, outDir);
  return converted === null ? null : pythonRows(converted, 'utf-8');
}

function differences(
  label: string,
  want: readonly (readonly string[])[],
  got: readonly (readonly string[])[],
): string[] {
  const found: string[] = [];
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const a = JSON.stringify(want[i] ?? null);
    const b = JSON.stringify(got[i] ?? null);
    if (a !== b) found.push(`${label} record ${i + 1}: ${a} → ${b}`);
  }
  return found;
}

/** A refusal in both languages, so the cell holds this very text in any workbook. */
const REFUSAL = 'Az ár ≥ 5 M Ft – ellenőrizze (őű)';

/** Results for the first two data rows and the last, with a message holding a character no legacy encoding has. */
function plan(sheet: string, rows: number): SheetResults {
  const results = [...new Set([2, 3, rows])].filter((r) => r >= 2);
  return {
    sheet,
    headerRow: 1,
    notes: [],
    results: results.map((row, i) => ({
      row,
      status: i === 1 ? 'failed' : 'created',
      ...(i === 1 ? { errorCode: 422, errorMessage: REFUSAL, errorMessageHu: REFUSAL } : { serviceId: 900 + i }),
    })),
  };
}

/** Reads, writes back and checks every `.csv` of `corpusDir`; `workDir` receives the copies. */
export async function runCsvCorpus(
  corpusDir: string,
  workDir: string,
  manifest: Readonly<Record<string, ManifestEntry>>,
): Promise<{ readonly figures: CsvFigures; readonly findings: readonly CsvFinding[] }> {
  const names = (await readdir(corpusDir)).filter((f) => /\.csv$/i.test(f)).sort();
  const dir = path.join(workDir, 'csv');
  await mkdir(dir, { recursive: true });
  const findings: CsvFinding[] = [];
  let readIdentical = 0;
  let written = 0;
  let cellsHarmed = 0;
  let opensLo = 0;
  for (const name of names) {
    const input = path.join(dir, name);
    await copyFile(path.join(corpusDir, name), input);
    const encoding = manifest[name]?.encoding ?? 'utf-8';
    const theirs = pythonRows(input, encoding);
    let ours: string[][];
    try {
      ours = await ourRows(input);
    } catch (e) {
      findings.push({ file: name, kind: 'read:csv-refused', detail: e instanceof Error ? e.message : String(e) });
      continue;
    }
    const misread = differences('read', theirs, ours);
    if (misread.length === 0) readIdentical++;
    else findings.push({ file: name, kind: 'read:csv-cells', detail: misread.slice(0, 3).join('; ') });
    const output = path.join(dir, name.replace(/\.csv$/i, '.out.csv'));
    const sheet = name.replace(/\.csv$/i, '');
    const result = await writeResults({ input, output, sheets: [plan(sheet, theirs.length)] });
    if (!result.ok) {
      findings.push({ file: name, kind: 'write:csv-refused', detail: `${result.error.kind}: ${result.error.message}` });
      continue;
    }
    written++;
    // Every user cell of every record is still there, the results after it.
    const after = pythonRows(output, encoding);
    const harmed = differences(
      'user cells',
      theirs,
      after.map((r, i) => r.slice(0, theirs[i]?.length ?? 0)),
    );
    cellsHarmed += harmed.length;
    if (harmed.length > 0)
      findings.push({ file: name, kind: 'write:csv-harmed', detail: harmed.slice(0, 3).join('; ') });
    const loDir = path.join(dir, `${sheet}-lo`);
    const loBefore = libreOfficeRows(input, encoding, path.join(loDir, 'before'));
    const loAfter = libreOfficeRows(output, encoding, path.join(loDir, 'after'));
    if (loBefore === null || loAfter === null) {
      findings.push({ file: name, kind: 'write:csv-lo', detail: 'LibreOffice could not read the file or its copy' });
      continue;
    }
    opensLo++;
    const loHarmed = differences(
      'LibreOffice',
      loBefore,
      loAfter.map((r, i) => r.slice(0, loBefore[i]?.length ?? 0)),
    );
    // The status header in either language (read as Latin-1 whatever one-byte encoding: `Import` is ASCII).
    const copyText = await readFile(output, encoding === 'utf-16' ? 'utf16le' : 'latin1');
    if (!/Import(?: status|\S{1,2}l\S{1,2}s \S{1,2}llapota)/.test(copyText))
      loHarmed.push('no Import status header in the copy');
    if (loHarmed.length > 0)
      findings.push({ file: name, kind: 'write:csv-lo', detail: loHarmed.slice(0, 3).join('; ') });
  }
  return {
    figures: { files: names.length, readIdentical, written, cellsHarmed, opensInLibreOffice: opensLo },
    findings,
  };
}
