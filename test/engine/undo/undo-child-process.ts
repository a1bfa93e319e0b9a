// Child process for the undo kill loop: undoes a run, printing its progress as lines.
// Arguments: BASE_URL JOURNAL_DIR RUN_ID.
import { runUndo } from '../../../src/engine/undo';
import { client } from '../upload/upload-test-kit';

const [baseUrl, journalDir, runId] = process.argv.slice(2);
if (baseUrl === undefined || journalDir === undefined || runId === undefined)
  throw new Error('usage: BASE_URL JOURNAL_DIR RUN_ID');
process.stdout.write('phase planning\n');
const out = await runUndo({
  client: client(baseUrl),
  journalDir,
  runId,
  chunkSize: 10,
  onProgress: (p) => process.stdout.write(`progress ${p.done}/${p.total}\n`),
});
process.stdout.write(out.ok ? `finished ${JSON.stringify(out.value.counts)}\n` : `failed ${out.error.message}\n`);
