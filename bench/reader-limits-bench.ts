// Hostile and oversized inputs against the reader's default limits (docs/reader.md): how long each takes to be read or
// refused, and the peak memory. Usage: npx tsx bench/reader-limits-bench.ts. Each case runs in its own process so that
// its peak RSS is its own; the bound each must meet is < 10 s and < 1 GB.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openImport } from '../src/engine/pipeline/open-import';
import { buildXlsx, buildZip } from '../test/support/test-zips';
import { workDir } from './bench-kit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function header(): string {
  return '<row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c><c r="B1" t="inlineStr"><is><t>Ár</t></is></c></row>';
}

/** A hostile workbook: 200 sheets listed on one 50,000-row part. */
function amplified(file: string): void {
  const rows = Array.from(
    { length: 50_000 },
    (_v, i) =>
      `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>Utca ${i}</t></is></c><c r="B${i + 2}"><v>${i}</v></c></row>`,
  ).join('');
  const sheets = Array.from(
    { length: 200 },
    (_v, i) => `<sheet name="Lap ${i + 1}" sheetId="${i + 1}" r:id="r${i}"/>`,
  ).join('');
  const rels = Array.from(
    { length: 200 },
    (_v, i) => `<Relationship Id="r${i}" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
  ).join('');
  writeFileSync(
    file,
    buildZip([
      {
        name: '_rels/.rels',
        data: `<Relationships><Relationship Id="w" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`,
      },
      { name: 'xl/_rels/workbook.xml.rels', data: `<Relationships>${rels}</Relationships>` },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet xmlns="${MAIN}"><sheetData>${header()}${rows}</sheetData></worksheet>`,
      },
    ]),
  );
}

function hugeCell(file: string): void {
  const body = Buffer.concat([
    Buffer.from(`<sheetData>${header()}<row r="2"><c r="A2" t="inlineStr"><is><t>`),
    Buffer.alloc(300_000_000, 0x41),
    Buffer.from('</t></is></c></row></sheetData>'),
  ]);
  writeFileSync(file, buildXlsx([{ name: 'Lap', body }]));
}

/** Just over the default total of 10,000,000 cells: 250,001 rows of 40 numbers. */
function manyCells(file: string): void {
  const parts: string[] = ['<sheetData>', header()];
  for (let r = 2; r <= 250_002; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < 40; c++) row += `<c><v>${(r * 40 + c) % 9973}</v></c>`;
    parts.push(`${row}</row>`);
  }
  parts.push('</sheetData>');
  writeFileSync(file, buildXlsx([{ name: 'Lap', body: parts.join('') }]));
}

function wideCsv(file: string): void {
  const line = Array.from({ length: 200_000 }, (_v, i) => `H${i}`).join(';');
  writeFileSync(file, `${line}\n${line}\n`);
}

function hugeCsvField(file: string): void {
  writeFileSync(
    file,
    Buffer.concat([Buffer.from('Cím;Leírás\nx;"'), Buffer.alloc(300_000_000, 0x61), Buffer.from('"\n')]),
  );
}

const CASES: Readonly<
  Record<
    string,
    { readonly file: string; readonly make: (file: string) => void; readonly options?: Record<string, number> }
  >
> = {
  '200 sheets on one 50,000-row part': { file: 'amplified.xlsx', make: amplified },
  'a 300-million-character cell (ratio guard)': { file: 'huge-cell.xlsx', make: hugeCell },
  'a 300-million-character cell (ratio guard lifted)': {
    file: 'huge-cell.xlsx',
    make: hugeCell,
    options: { maxCompressionRatio: 1e9 },
  },
  '10,000,040 cells (just over the total)': { file: 'many-cells.xlsx', make: manyCells },
  'a CSV of 200,000 columns': { file: 'wide.csv', make: wideCsv },
  'a CSV field of 300 million characters': { file: 'huge-field.csv', make: hugeCsvField },
};

async function child(name: string): Promise<void> {
  const spec = CASES[name];
  if (!spec) throw new Error(`no case ${name}`);
  const file = path.join(workDir, 'limits', spec.file);
  const start = performance.now();
  const { openWorkbook } = await import('../src/engine/workbook/open-workbook');
  const { readTable } = await import('../src/engine/workbook/read-table');
  let outcome: string;
  if (spec.options === undefined && name.startsWith('200 sheets')) {
    const opened = await openImport(file);
    outcome = opened.ok
      ? `read: ${opened.value.tables.map((t) => `${t.rows.length} rows`).join(', ')}, ${opened.value.unreadable.length} sheets not read`
      : `refused: ${opened.error.message}`;
  } else {
    const opened = await openWorkbook(file, spec.options ?? {});
    if (!opened.ok) outcome = `refused: ${opened.error.message}`;
    else {
      const sheet = opened.value.sheets[0]?.name ?? '';
      const table = await readTable(opened.value, sheet);
      await opened.value.close();
      outcome = table.ok ? `read: ${table.value.rows.length} rows` : `refused: ${table.error.message}`;
    }
  }
  const ms = performance.now() - start;
  process.stdout.write(`${JSON.stringify({ ms, peakRssMb: process.resourceUsage().maxRSS / 1024, outcome })}\n`);
}

function main(): void {
  const at = process.argv.indexOf('--child');
  if (at >= 0) {
    void child(process.argv[at + 1] ?? '');
    return;
  }
  const makeAt = process.argv.indexOf('--make');
  if (makeAt >= 0) {
    const spec = CASES[process.argv[makeAt + 1] ?? ''];
    spec?.make(path.join(workDir, 'limits', spec.file));
    return;
  }
  mkdirSync(path.join(workDir, 'limits'), { recursive: true });
  const made = new Set<string>();
  for (const [name, spec] of Object.entries(CASES)) {
    // Made in a process of its own: a measured child forked from a parent that built 300 MB would report its peak.
    if (!made.has(spec.file)) {
      spawnSync(
        process.execPath,
        ['--max-old-space-size=4096', '--import', 'tsx', fileURLToPath(import.meta.url), '--make', name],
        { stdio: 'inherit' },
      );
      made.add(spec.file);
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', name], {
      encoding: 'utf8',
    });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || line === '') {
      console.log(`${name}: failed (${run.stderr.trim().split('\n').pop() ?? ''})`);
      continue;
    }
    const m = JSON.parse(line) as { ms: number; peakRssMb: number; outcome: string };
    console.log(
      `${name.padEnd(52)} ${(m.ms / 1000).toFixed(2).padStart(6)} s  peak RSS ${m.peakRssMb.toFixed(0).padStart(5)} MB  ${m.outcome.slice(0, 110)}`,
    );
  }
}

main();
