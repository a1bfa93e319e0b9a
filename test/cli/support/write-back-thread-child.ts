// Child process for the write-back thread's test: writes the results of `rows` rows into a copy of INPUT through the
// command line's write-back thread (a trial, the results given ahead, the real write) and prints what it got. Nothing
// else keeps it alive: it must wait for the thread's answer, then end by itself.
// Arguments: INPUT OUTPUT SHEET ROWS.
import type { RowResult } from '../../../src/engine/model/row-result';
import { writeBackThread } from '../../../src/cli/write-back-thread';

const [input, output, sheet, rowsText] = process.argv.slice(2);
if (input === undefined || output === undefined || sheet === undefined || rowsText === undefined)
  throw new Error('usage: INPUT OUTPUT SHEET ROWS');
let stopped: string | null = null;
const writeBack = writeBackThread((why) => (stopped = why));
if (writeBack === null) throw new Error('no thread');
const results = Array.from({ length: Number(rowsText) }, (_, i): RowResult => ({
  row: i + 2,
  status: 'created',
  serviceId: 500 + i,
  fingerprint: `fp-${i}`,
}));
const trial = await writeBack.writeResults({
  input,
  output: `${output}.trial.xlsx`,
  sheets: [{ sheet, headerRow: 1, results: [], notes: [] }],
  keepReading: true,
  durable: false,
});
for (const r of results) writeBack.resultAhead(r, sheet);
// The thread is not waited for while nothing is asked of it: a turn of the loop with only the results given ahead.
await new Promise((resolve) => setTimeout(resolve, 0));
const written = await writeBack.writeResults({ input, output, sheets: [{ sheet, headerRow: 1, results, notes: [] }] });
process.stdout.write(`${JSON.stringify({ trial: trial.ok, written: written.ok, stopped })}\n`);
