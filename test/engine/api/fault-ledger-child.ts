// Child process for the fault ledger test: takes room for one fault COUNT times, prints how often it got some.
import { openFaultLedger } from '../../../src/engine/api';

const [dir, baseUrl, count] = process.argv.slice(2);
if (dir === undefined || baseUrl === undefined || count === undefined) throw new Error('usage: DIR BASE_URL COUNT');
const ledger = await openFaultLedger({ dir, baseUrl, limit: 100 });
let granted = 0;
for (let i = 0; i < Number(count); i++) {
  const r = await ledger.reserve(1);
  if (r !== null) {
    granted += 1;
    // Each granted request turns out faulty: the room is spent, not given back.
    await ledger.settle(r, 1);
  }
}
process.stdout.write(`granted ${granted}\n`);
