// Runs the whole corpus measurement: read every workbook both ways, write results into each, check every copy.
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SheetResults } from '../../src/engine/model/sheet-results';
import type { WriteBackSummary } from '../../src/engine/write-back/write-back-types';
import { statusOfWord } from '../../src/engine/model/result-headers';
import { writeResults } from '../../src/engine/write-back/write-back';
import type { ReadClass } from './corpus-read';
import type { OurRead } from './corpus-read';
import { compareRead, readOurs } from './corpus-read';
import type { Dump, LibreOfficeOpened, ManifestEntry } from './corpus-tools';
import { libreOfficeOpen, openpyxlDump, readManifest } from './corpus-tools';
import type { CsvClass } from './corpus-csv';
import { runCsvCorpus } from './corpus-csv';
import type { WriteClass } from './corpus-write';
import { checkOutput, planResults } from './corpus-write';

export type FindingClass = ReadClass | WriteClass | RunClass | CsvClass;

/** Findings about the run as a whole: a refusal, a second write-back of the same results. */
type RunClass = 'write:refusal-incomplete' | 'write:second-run-refused' | 'write:second-run-changed';

export interface Finding {
  readonly file: string;
  readonly kind: FindingClass;
  readonly detail: string;
}

export interface CorpusFigures {
  readonly files: number;
  /** Files openpyxl could read (directly or from a repaired copy), so the read could be compared. */
  readonly readCompared: number;
  readonly readIdentical: number;
  /** Files with at least one read mismatch of the class. */
  readonly readMismatches: Readonly<Partial<Record<ReadClass, number>>>;
  readonly writeBacksAttempted: number;
  readonly writeBacksWritten: number;
  readonly refusedAsExpected: number;
  /** Copies the same results were written into again (an import run twice). */
  readonly secondRuns: number;
  readonly cellsHarmed: number;
  readonly filesHarmed: number;
  readonly partsChangedWrongly: number;
  readonly opensInOpenpyxl: number;
  /** Outputs whose input openpyxl cannot open either (not counted against the write-back). */
  readonly openpyxlCannotOpenInput: number;
  readonly opensInLibreOffice: number;
  readonly libreOfficeExitCode: number | null;
  readonly writeFindings: Readonly<Partial<Record<WriteClass | RunClass | CsvClass, number>>>;
  /** The CSV files among `files` (read against Python's csv module; written back; read again by LibreOffice). */
  readonly csvFiles: number;
}

/** Where the write-back put the results: file → sheet → `G1:L` (status column, header row, last result column). */
export type Placements = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The zip parts each write-back reported as rewritten, added and removed. */
export type PartChanges = Readonly<
  Record<
    string,
    { readonly rewritten: readonly string[]; readonly added: readonly string[]; readonly removed: readonly string[] }
  >
>;

export interface CorpusReport {
  readonly figures: CorpusFigures;
  readonly placements: Placements;
  readonly partChanges: PartChanges;
  readonly findings: readonly Finding[];
  readonly manifest: Readonly<Record<string, ManifestEntry>>;
}

/** A refusal where one was expected: it must leave no output and put the results in a separate workbook. */
interface Refused {
  readonly file: string;
  readonly output: string;
  readonly kind: string;
  readonly resultsFile: string | undefined;
  readonly statuses: readonly string[];
}

interface Written {
  readonly file: string;
  readonly input: string;
  readonly output: string;
  readonly plans: readonly SheetResults[];
  readonly summary: WriteBackSummary;
}

function count<K extends string>(items: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const k of items) out[k] = (out[k] ?? 0) + 1;
  return out;
}

/** Measures every workbook of `corpusDir` (see manifest.json); `workDir` receives the copies and the outputs. */
export async function runCorpus(
  corpusDir: string,
  workDir: string,
  log: (line: string) => void = () => undefined,
): Promise<CorpusReport> {
  const manifest = await readManifest(corpusDir);
  const names = (await readdir(corpusDir)).filter((f) => /\.xls[xm]$/i.test(f)).sort();
  const inDir = path.join(workDir, 'in');
  const outDir = path.join(workDir, 'out');
  await mkdir(inDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  const inputs = names.map((n) => path.join(inDir, n));
  for (const n of names) await copyFile(path.join(corpusDir, n), path.join(inDir, n));
  log(`${names.length} workbooks; reading them with openpyxl`);
  // openpyxl (another process) reads the inputs while our reader does.
  const beforePromise = openpyxlDump(inputs);
  const ourReads = new Map<string, OurRead>();
  for (const input of inputs) ourReads.set(input, await readOurs(input));
  const before = await beforePromise;

  const findings: Finding[] = [];
  const written: Written[] = [];
  const refused: Refused[] = [];
  let compared = 0;
  let identical = 0;
  let attempted = 0;
  let refusedAsExpected = 0;
  log('reading with our reader and writing results back');
  for (const [i, name] of names.entries()) {
    const input = inputs[i] ?? '';
    const theirs: Dump = before.get(input) ?? {
      file: input,
      ok: false,
      opens: false,
      error: 'not dumped',
      sheets: [],
      parts: {},
    };
    const ours = ourReads.get(input) ?? (await readOurs(input));
    if (theirs.ok) {
      compared++;
      const mismatches = compareRead(name, ours, theirs);
      if (mismatches.length === 0) identical++;
      for (const m of mismatches) findings.push({ file: name, ...m });
    }
    const plans = planResults(ours, theirs);
    const expected = manifest[name]?.expect;
    if (plans.length === 0) {
      findings.push({
        file: name,
        kind: 'write:no-table',
        detail: 'neither reader found a header with a data row to write results for',
      });
      continue;
    }
    attempted++;
    const output = path.join(outDir, name.replace(/(\.[^.]+)$/, '.out$1'));
    const result = await writeResults({ input, output, sheets: plans });
    if (!result.ok) {
      if (expected !== undefined) {
        refusedAsExpected++;
        refused.push({
          file: name,
          output,
          kind: result.error.kind,
          resultsFile:
            'resultsFile' in result.error && typeof result.error.resultsFile === 'string'
              ? result.error.resultsFile
              : undefined,
          statuses: plans.flatMap((p) => p.results.map((r) => r.status)),
        });
      } else
        findings.push({ file: name, kind: 'write:refused', detail: `${result.error.kind}: ${result.error.message}` });
      continue;
    }
    if (expected === 'refuse')
      findings.push({
        file: name,
        kind: 'write:not-refused',
        detail: 'no column is free for results, yet the write-back wrote',
      });
    written.push({ file: name, input, output, plans, summary: result.value });
  }

  log(`checking ${written.length} written copies with openpyxl and LibreOffice`);
  const resultsFiles = refused.flatMap((r) => (r.resultsFile === undefined ? [] : [r.resultsFile]));
  // One LibreOffice process opens the copies and their inputs (the inputs show what LibreOffice showed before),
  // alongside the second write-back and openpyxl.
  const loPromise = libreOfficeOpen([...written.map((w) => w.output), ...written.map((w) => w.input)]);
  loPromise.catch(() => undefined);
  // The same results written again into the copy, as when an import is run a second time.
  const again = new Map<
    string,
    { readonly output: string; readonly summary: WriteBackSummary } | { readonly error: string }
  >();
  for (const w of written) {
    const output = w.output.replace(/\.out(\.[^.]+)$/, '.again$1');
    const result = await writeResults({ input: w.output, output, sheets: w.plans });
    again.set(
      w.file,
      result.ok ? { output, summary: result.value } : { error: `${result.error.kind}: ${result.error.message}` },
    );
  }
  const againFiles = [...again.values()].flatMap((a) => ('output' in a ? [a.output] : []));
  const afterPromise = openpyxlDump([...written.map((w) => w.output), ...resultsFiles, ...againFiles]);
  afterPromise.catch(() => undefined);
  const after = await afterPromise;
  const lo = await loPromise;
  for (const r of refused) findings.push(...(await checkRefusal(r, after)));
  let harmedCells = 0;
  let harmedFiles = 0;
  let partsWrong = 0;
  let opensOpenpyxl = 0;
  let inputNotOpenable = 0;
  let opensLo = 0;
  const checked = written.map((w) => {
    const input = before.get(w.input);
    const output = after.get(w.output);
    if (!input || !output) throw new Error(`no openpyxl dump of ${w.file}`);
    return {
      w,
      input,
      output,
      found: checkOutput({
        plans: w.plans,
        summary: w.summary,
        input,
        output,
        libreOffice: lo.byFile.get(w.output),
        libreOfficeInput: lo.byFile.get(w.input),
      }),
    };
  });
  const loBlind = libreOfficeBlindToInputs(checked, lo.byFile);
  for (const { w, input, output, found } of checked) {
    findings.push(...checkSecondRun(w, again.get(w.file), output, after));
    if (output.opens) opensOpenpyxl++;
    if (!input.opens) inputNotOpenable++;
    if (lo.byFile.get(w.output)?.opened === true) opensLo++;
    for (const f of found) {
      if (f.kind.startsWith('write:libreoffice-') && loBlind.has(w.file)) continue;
      findings.push({ file: w.file, kind: f.kind, detail: f.detail });
      if (f.kind === 'write:cell-harmed') {
        harmedCells += f.cells ?? 0;
        harmedFiles++;
      }
      if (f.kind === 'write:part-changed' || f.kind === 'write:unexpected-rewrite') partsWrong++;
    }
  }
  const csv = await runCsvCorpus(corpusDir, workDir, manifest);
  findings.push(...csv.findings);
  const readKinds = findings.filter((f) => f.kind.startsWith('read:')).map((f) => f.kind as ReadClass);
  const writeKinds = findings
    .filter((f) => f.kind.startsWith('write:'))
    .map((f) => f.kind as WriteClass | RunClass | CsvClass);
  const placements: Record<string, Record<string, string>> = {};
  for (const w of written) {
    placements[w.file] = Object.fromEntries(
      w.summary.sheets.map((s) => {
        const plan = w.plans.find((p) => p.sheet === s.sheet);
        return [s.sheet, `${s.columns.status}${String(plan?.headerRow ?? '?')}:${s.columns.fingerprint}`];
      }),
    );
  }
  const partChanges = Object.fromEntries(
    written.map((w) => [
      w.file,
      {
        rewritten: w.summary.partsRewritten,
        added: w.summary.partsAdded,
        removed: w.summary.partsRemoved,
      },
    ]),
  );
  return {
    manifest,
    findings,
    placements,
    partChanges,
    figures: {
      files: names.length + csv.figures.files,
      readCompared: compared + csv.figures.files,
      readIdentical: identical + csv.figures.readIdentical,
      readMismatches: count(readKinds),
      writeBacksAttempted: attempted + csv.figures.files,
      writeBacksWritten: written.length + csv.figures.written,
      refusedAsExpected,
      secondRuns: againFiles.length,
      cellsHarmed: harmedCells + csv.figures.cellsHarmed,
      filesHarmed: harmedFiles,
      partsChangedWrongly: partsWrong,
      opensInOpenpyxl: opensOpenpyxl,
      openpyxlCannotOpenInput: inputNotOpenable,
      opensInLibreOffice: opensLo + csv.figures.opensInLibreOffice,
      libreOfficeExitCode: lo.exitCode,
      writeFindings: count(writeKinds),
      csvFiles: csv.figures.files,
    },
  };
}

/** A second write-back of the same results reuses the result columns and changes nothing. */
function checkSecondRun(
  w: Written,
  again: { readonly output: string; readonly summary: WriteBackSummary } | { readonly error: string } | undefined,
  first: Dump,
  dumps: ReadonlyMap<string, Dump>,
): Finding[] {
  if (again === undefined) return [];
  if ('error' in again) return [{ file: w.file, kind: 'write:second-run-refused', detail: again.error }];
  const problems: string[] = [];
  for (const s of again.summary.sheets) {
    const before = w.summary.sheets.find((x) => x.sheet === s.sheet);
    if (JSON.stringify(before?.columns) !== JSON.stringify(s.columns))
      problems.push(
        `${s.sheet}: results moved from ${JSON.stringify(before?.columns)} to ${JSON.stringify(s.columns)}`,
      );
  }
  const second = dumps.get(again.output);
  if (!second?.ok) problems.push(`openpyxl cannot read the second copy: ${second?.error ?? ''}`);
  else {
    for (const sheet of first.sheets) {
      const other = second.sheets.find((x) => x.name === sheet.name);
      const refs = new Set([...Object.keys(sheet.cells), ...Object.keys(other?.cells ?? {})]);
      for (const ref of refs) {
        if (JSON.stringify(sheet.cells[ref]) !== JSON.stringify(other?.cells[ref]))
          problems.push(
            `${sheet.name}!${ref}: ${JSON.stringify(sheet.cells[ref])} → ${JSON.stringify(other?.cells[ref])}`,
          );
      }
      const was = JSON.stringify(sheet.comments);
      const now = JSON.stringify(other?.comments ?? {});
      if (was !== now) problems.push(`${sheet.name}: comments ${was} → ${now}`);
    }
    const had = new Set(first.packageProblems ?? []);
    for (const p of second.packageProblems ?? []) if (!had.has(p)) problems.push(p);
  }
  return problems.length > 0
    ? [
        {
          file: w.file,
          kind: 'write:second-run-changed',
          detail: `${problems.length}: ${problems.slice(0, 3).join('; ')}`,
        },
      ]
    : [];
}

async function checkRefusal(r: Refused, dumps: ReadonlyMap<string, Dump>): Promise<Finding[]> {
  const problems: string[] = [];
  if (r.kind !== 'no_room') problems.push(`refused as ${r.kind}, not no_room`);
  if (
    await stat(r.output).then(
      () => true,
      () => false,
    )
  )
    problems.push('the output file exists although nothing was to be written');
  const dump = r.resultsFile === undefined ? undefined : dumps.get(r.resultsFile);
  if (dump === undefined) problems.push('no separate results file');
  else if (!dump.opens) problems.push(`openpyxl cannot open the results file: ${dump.error ?? ''}`);
  else {
    const texts = dump.sheets.flatMap((s) => Object.values(s.cells)).flatMap((v) => ('s' in v ? [v.s] : []));
    // The statuses in either language: the results file speaks the refused sheet's (docs/write-back.md).
    const found = new Set<string | null>(texts.map((t) => statusOfWord(t)));
    const missing = r.statuses.filter((st) => !found.has(st));
    if (missing.length > 0) problems.push(`the results file lacks the statuses ${missing.join(', ')}`);
  }
  return problems.length > 0 ? [{ file: r.file, kind: 'write:refusal-incomplete', detail: problems.join('; ') }] : [];
}

/**
 * Files whose LibreOffice finding is LibreOffice's own: it cannot open the input either, or shows a written sheet of
 * the input empty (LibreOffice 7.4 finds parts only by their exact name).
 */
function libreOfficeBlindToInputs(
  checked: readonly { readonly w: Written; readonly found: readonly { readonly kind: string }[] }[],
  opened: ReadonlyMap<string, LibreOfficeOpened>,
): Set<string> {
  const blind = new Set<string>();
  for (const { w, found } of checked) {
    if (!found.some((f) => f.kind.startsWith('write:libreoffice-'))) continue;
    const input = opened.get(w.input);
    const empty = w.plans.some((p) => (input?.sheets.get(p.sheet) ?? '').replace(/[,\s]/g, '') === '');
    if (input?.opened !== true || empty) blind.add(w.file);
  }
  return blind;
}

/** The figures as the lines `npm run corpus` prints. */
export function figureLines(f: CorpusFigures): string[] {
  const classes = (r: Readonly<Partial<Record<string, number>>>): string =>
    Object.entries(r)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ') || 'none';
  return [
    `files                     ${f.files} (${f.csvFiles} of them CSV)`,
    `read compared            ${f.readCompared} (openpyxl, or Python's csv module, read them)`,
    `read identical            ${f.readIdentical}`,
    `read mismatches (files)   ${f.readCompared - f.readIdentical}: ${classes(f.readMismatches)}`,
    `write-backs               ${f.writeBacksWritten} written of ${f.writeBacksAttempted} attempted ` +
      `(${f.refusedAsExpected} refused as expected)`,
    `written twice             ${f.secondRuns} (the same results again into the copy)`,
    `cells harmed              ${f.cellsHarmed} in ${f.filesHarmed} file(s)`,
    `parts changed wrongly     ${f.partsChangedWrongly}`,
    `opens in openpyxl         ${f.opensInOpenpyxl} of ${f.writeBacksWritten}` +
      (f.openpyxlCannotOpenInput > 0 ? ` (${f.openpyxlCannotOpenInput} input(s) openpyxl cannot open either)` : ''),
    `opens in LibreOffice      ${f.opensInLibreOffice} of ${f.writeBacksWritten} ` +
      `(soffice exit ${String(f.libreOfficeExitCode)})`,
    `write findings (files)    ${classes(f.writeFindings)}`,
  ];
}
