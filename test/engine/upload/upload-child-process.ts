// Child process for the kill test: uploads the same sellers as the parent with a journal, printing progress lines.
import { runUpload } from '../../../src/engine/upload';
import { client, sellerRow } from './upload-test-kit';

const [baseUrl, journalDir, count] = process.argv.slice(2);
if (baseUrl === undefined || journalDir === undefined || count === undefined) throw new Error('usage: BASE_URL JOURNAL_DIR COUNT');
const rows = Array.from({ length: Number(count) }, (_, i) => sellerRow(i + 1, { tag: 'K' }));
await runUpload({
  client: client(baseUrl),
  rows,
  concurrency: 4,
  journal: { dir: journalDir, workbookPath: '/books/killed.xlsx' },
  onProgress: (p) => process.stdout.write(`progress ${p.done}\n`),
});
process.stdout.write('finished\n');
