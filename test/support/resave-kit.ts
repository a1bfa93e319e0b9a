// Workbooks saved again by programs we did not write: LibreOffice (xlsx and CSV, Hungarian locale) and openpyxl.
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';

/** The round-trip tests need LibreOffice: they must fail, not skip, where it is missing (docs: common rules). */
export function requireLibreOffice(): void {
  const r = spawnSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
  if (r.status !== 0) throw new Error('These tests need LibreOffice (soffice) on the PATH.');
}

/**
 * A LibreOffice user profile whose locale is `locale` (`hu-HU`: decimal comma, a no-break space between
 * thousands), as on an office's Hungarian desktop. One profile per test file; conversions run one at a time.
 */
export async function libreOfficeProfile(folder: string, locale: string): Promise<string> {
  await mkdir(path.join(folder, 'user'), { recursive: true });
  const prop = (name: string) =>
    `<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="${name}" oor:op="fuse">` +
    `<value>${locale}</value></prop></item>`;
  const xcu =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    `${prop('ooSetupSystemLocale')}\n${prop('ooLocale')}\n</oor:items>\n`;
  await writeFile(path.join(folder, 'user', 'registrymodifications.xcu'), xcu, 'utf8');
  return folder;
}

/** What LibreOffice said while converting; `out` is the written file. */
export interface Converted {
  readonly out: string;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Opens `file` in LibreOffice headless and saves it as `target` into `outFolder` under `outName`: LibreOffice rewrites
 * every part (styles, shared strings, numbers, validations), as when someone opens the export and saves it.
 */
export async function convertWithLibreOffice(
  profile: string,
  file: string,
  target: string,
  outFolder: string,
  outName: string,
): Promise<Converted> {
  const scratch = path.join(outFolder, `.soffice-${path.basename(outName)}`);
  await mkdir(scratch, { recursive: true });
  try {
    const args = [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', target];
    const r = await run('soffice', [...args, '--outdir', scratch, file], { timeout: 180_000 });
    const written = await readdir(scratch);
    if (written.length !== 1 || written[0] === undefined) {
      throw new Error(`LibreOffice wrote ${JSON.stringify(written)} for ${file}: ${r.stdout}${r.stderr}`);
    }
    const out = path.join(outFolder, outName);
    await rename(path.join(scratch, written[0]), out);
    return { out, stdout: r.stdout, stderr: r.stderr };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** LibreOffice's "Text CSV" filter: `;`, `"`, UTF-8, cells as shown (formatted), only sheet `sheet` (1-based). */
export function csvFilter(sheet: number): string {
  return `csv:Text - txt - csv (StarCalc):59,34,76,1,,0,false,true,true,false,false,${sheet}`;
}

/** openpyxl loads `file` and saves it to `out`, after running `body` (Python, with `wb` the workbook) if given. */
export async function resaveWithOpenpyxl(file: string, out: string, body = ''): Promise<void> {
  const script = `import sys, openpyxl\nwb = openpyxl.load_workbook(sys.argv[1])\n${body}\nwb.save(sys.argv[2])\n`;
  await run(PYTHON, ['-c', script, file, out]);
}

/** Python lines (for `resaveWithOpenpyxl`) giving the columns of `headers` of sheet `sheet` the number format. */
export function numberFormatScript(sheet: string, headers: readonly string[], format: string): string {
  return [
    'import json',
    `ws = wb[${JSON.stringify(sheet)}]`,
    'heads = {c.value: c.column for c in ws[1] if c.value is not None}',
    `for h in json.loads(${JSON.stringify(JSON.stringify(headers))}):`,
    '    for r in range(2, ws.max_row + 1):',
    `        ws.cell(r, heads[h]).number_format = ${JSON.stringify(format)}`,
  ].join('\n');
}

/** What openpyxl sees of one sheet: state, dropdowns and other rules, notes, hidden columns. */
export interface SheetSurvey {
  readonly state: string;
  /** `type formula1` of each data validation, sorted; ranges are left out (LibreOffice shortens them). */
  readonly validations: readonly string[];
  /** The first cell of each data validation's range, sorted. */
  readonly validationStarts: readonly string[];
  readonly notes: number;
  readonly hiddenColumns: readonly string[];
}

/** What openpyxl sees of a workbook: its sheets by name in the workbook's order, and what it warned about. */
export interface WorkbookSurvey {
  readonly sheets: Map<string, SheetSurvey>;
  /** openpyxl's warnings while loading (parts it does not understand and would drop): none for a sound file. */
  readonly warnings: readonly string[];
}

export async function surveyWorkbook(file: string): Promise<WorkbookSurvey> {
  const script = `
import json, sys, re, warnings, openpyxl
with warnings.catch_warnings(record=True) as said:
    warnings.simplefilter('always')
    wb = openpyxl.load_workbook(sys.argv[1])
out = []
for ws in wb.worksheets:
    dvs = ws.data_validations.dataValidation
    # 'Lists'!$A$2 and Lists!$A$2 name the same cells: LibreOffice drops the quotes.
    norm = lambda f: re.sub(r"'([^'!]+)'!", r"\\1!", f or '')
    out.append([ws.title, {
        'state': ws.sheet_state,
        'validations': sorted('%s %s' % (d.type, norm(d.formula1)) for d in dvs),
        'validationStarts': sorted(str(d.sqref).split(':')[0] for d in dvs),
        'notes': sum(1 for row in ws.iter_rows() for c in row if c.comment is not None),
        'hiddenColumns': sorted(k for k, d in ws.column_dimensions.items() if d.hidden),
    }])
print(json.dumps({'sheets': out, 'warnings': [str(w.message) for w in said]}))
`;
  const { stdout } = await run(PYTHON, ['-c', script, file], { maxBuffer: 64 * 1024 * 1024 });
  const parsed = JSON.parse(stdout) as { sheets: [string, SheetSurvey][]; warnings: string[] };
  return { sheets: new Map(parsed.sheets), warnings: parsed.warnings };
}

/** The cells of one column below the header as openpyxl reads them (`null` for empty), e.g. a result column. */
export async function columnValues(file: string, sheet: string, header: string): Promise<(string | null)[]> {
  const script = `
import json, sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1], read_only=True)[sys.argv[2]]
rows = list(ws.iter_rows(values_only=True))
at = list(rows[0]).index(sys.argv[3])
print(json.dumps([None if len(r) <= at or r[at] is None else str(r[at]) for r in rows[1:] if any(v is not None for v in r)]))
`;
  const { stdout } = await run(PYTHON, ['-c', script, file, sheet, header], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as (string | null)[];
}
