// Child process for the fault ledger tests: takes room for COUNT faults and holds it, printing `held PID`; the line
// `release` on its input gives the room back and ends it. Killed instead, it leaves its reservation in the file.
import { createInterface } from 'node:readline';
import { openFaultLedger } from '../../../src/engine/api';

const [dir, baseUrl, count] = process.argv.slice(2);
if (dir === undefined || baseUrl === undefined || count === undefined) throw new Error('usage: DIR BASE_URL COUNT');
const ledger = await openFaultLedger({ dir, baseUrl });
const room = await ledger.reserve(Number(count));
if (room === null) throw new Error('no room');
process.stdout.write(`held ${process.pid}\n`);
const keepAlive = setInterval(() => undefined, 60_000);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'release') return;
  void ledger
    .settle(room, 0)
    .then(() => ledger.release())
    .then(() => clearInterval(keepAlive));
});
