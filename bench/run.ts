// `npm run bench`: every speed figure of docs/performance.md, each next to its baseline measured in the same run.
// Usage: npm run bench [-- --quick]. Generates its own workbooks under bench/.work (gitignored).
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');

const steps: readonly { readonly title: string; readonly script: string; readonly args: readonly string[] }[] = [
  {
    title: 'Import of property rows: open + map + validate, validation alone, write-back',
    script: 'pipeline-bench.ts',
    args: ['--rows', quick ? '10000' : '50000', '--runs', quick ? '1' : '3'],
  },
  {
    title: 'Import of property rows at 10,000 rows',
    script: 'pipeline-bench.ts',
    args: ['--rows', '10000', '--runs', quick ? '1' : '3'],
  },
  {
    title: 'Workbook reader alone',
    script: 'read-bench.ts',
    args: ['--rows', quick ? '10000' : '50000', '--runs', quick ? '1' : '3'],
  },
  { title: 'Write-back alone', script: 'write-back-bench.ts', args: [quick ? '1' : '3'] },
  {
    title: 'Upload of 10,000 sellers to the sandbox',
    script: 'upload-bench.ts',
    args: ['--rows', '10000', '--rounds', quick ? '3' : '7'],
  },
  {
    title: 'Whole commands, start to exit: start, validate, upload, export (issue 21)',
    script: 'whole-command-bench.ts',
    args: ['--runs', quick ? '3' : '5', ...(quick ? ['--rows', '10000'] : [])],
  },
  { title: 'Browser mode: review grid', script: 'browser-bench.ts', args: ['--rows', quick ? '10000' : '50000'] },
  {
    title: 'Header matching: long and many headers (issue 9 §10)',
    script: 'match-headers-bench.ts',
    args: ['--runs', quick ? '1' : '3'],
  },
  {
    title: 'Hostile and oversized inputs against the reader limits (issue 9 §9-§11)',
    script: 'reader-limits-bench.ts',
    args: [],
  },
  {
    title: 'Validation in the services worker: other calls and cancel meanwhile (issue 12)',
    script: 'cancel-validation-bench.ts',
    args: [],
  },
  {
    title: 'Export of 10,000 listings from the sandbox (issue 13)',
    script: 'export-bench.ts',
    args: ['--rows', '10000', '--rounds', quick ? '1' : '3'],
  },
  {
    title: 'Partial updates: 10,000 modifies compared with the service (issue 13)',
    script: 'partial-update-bench.ts',
    args: ['--rows', quick ? '2000' : '10000', '--rounds', quick ? '1' : '3'],
  },
  {
    title: 'Partial updates of images: 10,000 image rows compared with the service (issue 13)',
    script: 'image-partial-update-bench.ts',
    args: ['--listings', quick ? '400' : '2000', '--rounds', quick ? '1' : '3'],
  },
];

console.log(
  `bench: ${new Date().toISOString()}, node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
);
let failed = 0;
for (const step of steps) {
  console.log(`\n## ${step.title}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, step.script), ...step.args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed++;
    console.log(`(${step.script} failed with exit code ${String(run.status)})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
