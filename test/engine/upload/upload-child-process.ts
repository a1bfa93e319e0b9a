// Child process for the kill tests: uploads rows with a journal, printing its phases and progress as lines.
// Arguments: BASE_URL JOURNAL_DIR COUNT [TAG MODE WORKBOOK]; MODE `sellers` (default: sellers K-1 … with transfer_ids)
// or `mixed` (rows with and without transfer_ids, chaos-kit's mixedRows).
import { runUpload } from '../../../src/engine/upload';
import { mixedRows } from './chaos-kit';
import { client, sellerRow } from './upload-test-kit';

const [baseUrl, journalDir, count, tag = 'K', mode = 'sellers', workbook = '/books/killed.xlsx'] =
  process.argv.slice(2);
if (baseUrl === undefined || journalDir === undefined || count === undefined)
  throw new Error('usage: BASE_URL JOURNAL_DIR COUNT [TAG MODE WORKBOOK]');
const rows =
  mode === 'mixed'
    ? mixedRows(Number(count), tag)
    : Array.from({ length: Number(count) }, (_, i) => sellerRow(i + 1, { tag }));
let phase = '';
const out = await runUpload({
  client: client(baseUrl),
  rows,
  concurrency: 4,
  journal: { dir: journalDir, workbookPath: workbook },
  onProgress: (p) => {
    if (p.phase !== phase) process.stdout.write(`phase ${p.phase}\n`);
    phase = p.phase;
    process.stdout.write(`progress ${p.done}/${p.total}\n`);
  },
});
process.stdout.write(out.ok ? `finished ${JSON.stringify(out.value.summary)}\n` : `failed ${out.error.message}\n`);
