// `npm run corpus`: measures the reader and the write-back against the workbook corpus written by other programs.
// Prints the figures and every finding; `--json FILE` also saves the full report; `npm run corpus -- FOLDER` measures
// another folder of workbooks (a manifest.json there is optional). Exit code 0 even with findings:
// the corpus test (test/corpus/corpus.test.ts) is what holds the line.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CORPUS_FIXTURES } from '../test/corpus/corpus-tools';
import { figureLines, runCorpus } from '../test/corpus/corpus-run';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const corpus = args.find((a, i) => !a.startsWith('--') && !(jsonAt >= 0 && i === jsonAt + 1)) ?? CORPUS_FIXTURES;
  const work = await mkdtemp(path.join(os.tmpdir(), 'corpus-'));
  const started = Date.now();
  try {
    const report = await runCorpus(corpus, work, (line) => console.error(line));
    console.log(figureLines(report.figures).join('\n'));
    console.log(`\nfindings (${report.findings.length}):`);
    for (const f of report.findings) console.log(`  ${f.file}  ${f.kind}  ${f.detail}`);
    console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (jsonFile !== undefined) await writeFile(jsonFile, `${JSON.stringify(report, null, 1)}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
