// The workbook corpus (test/fixtures/corpus/, written by openpyxl, LibreOffice and hand-written imitations of other
// writers): our reader reads what openpyxl reads, and results written into every workbook harm no cell of it.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusReport, FindingClass } from './corpus-run';
import { figureLines, runCorpus } from './corpus-run';
import { CORPUS_FIXTURES } from './corpus-tools';

interface KnownFailure {
  readonly file: string;
  readonly kind: FindingClass;
  /** What goes wrong, for whoever fixes it; docs/corpus.md and /work/notes/corpus-findings.md have the details. */
  readonly why: string;
}

/**
 * Failures the corpus finds today. The test fails when one of them no longer occurs (remove it from the list) and when
 * a failure not listed here appears, so the list always says exactly what is still broken.
 */
const KNOWN_FAILURES: readonly KnownFailure[] = [];

const hasOpenpyxl = spawnSync('/usr/bin/python3', ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0;
const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 }).status === 0;

let work = '';
let report: CorpusReport;

function key(f: { readonly file: string; readonly kind: string }): string {
  return `${f.file} ${f.kind}`;
}

beforeAll(async () => {
  // The corpus is measured against these two programs; without them the test must fail, not pass quietly.
  if (!hasOpenpyxl)
    throw new Error('The corpus test needs /usr/bin/python3 with openpyxl (apt-get install python3-openpyxl).');
  if (!hasSoffice) throw new Error('The corpus test needs LibreOffice (soffice) on the PATH.');
  work = await mkdtemp(path.join(os.tmpdir(), 'corpus-test-'));
  report = await runCorpus(CORPUS_FIXTURES, work);
  console.log(figureLines(report.figures).join('\n'));
}, 300_000);

afterAll(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
});

describe('the workbook corpus', () => {
  it('holds at least 60 workbooks written by openpyxl, LibreOffice and imitations of other writers', () => {
    const writers = new Set(Object.values(report.manifest).map((m) => m.writer));
    expect(report.figures.files).toBeGreaterThanOrEqual(60);
    expect(writers).toContain('openpyxl');
    expect(writers).toContain('LibreOffice');
    expect(Object.values(report.manifest).some((m) => m.writer.startsWith('imitates .NET Open XML SDK'))).toBe(true);
    expect(Object.keys(report.manifest).length).toBe(report.figures.files);
  });

  it('is read by our reader exactly as openpyxl reads it, apart from the known failures', () => {
    const known = new Set(KNOWN_FAILURES.map(key));
    const unexpected = report.findings.filter((f) => f.kind.startsWith('read:') && !known.has(key(f)));
    expect(unexpected.map((f) => `${key(f)}: ${f.detail}`)).toEqual([]);
    expect(report.figures.readCompared).toBe(report.figures.files);
  });

  it('writes results into every workbook, harming no cell and hiding no result (known failures apart)', () => {
    const known = new Set(KNOWN_FAILURES.map(key));
    const unexpected = report.findings.filter((f) => f.kind.startsWith('write:') && !known.has(key(f)));
    expect(unexpected.map((f) => `${key(f)}: ${f.detail}`)).toEqual([]);
    expect(report.figures.writeBacksAttempted).toBe(report.figures.files);
    expect(report.figures.libreOfficeExitCode).toBe(0);
  });

  it('still fails every known failure (a fixed one must leave the list)', () => {
    const found = new Set(report.findings.map(key));
    const fixed = KNOWN_FAILURES.filter((k) => !found.has(key(k)));
    expect(fixed.map((k) => `${key(k)} no longer fails: remove it from KNOWN_FAILURES`)).toEqual([]);
  });
});
