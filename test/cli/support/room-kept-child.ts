// Child process for the exit test: takes the room an upload keeps for its run, lets one request settle (which sets
// the idle release), and ends without releasing it, as a command returning early without its release would.
// Arguments: FAULTS_DIR BASE_URL.
import { openFaultLedger } from '../../../src/engine/api';

const [dir, baseUrl] = process.argv.slice(2);
if (dir === undefined || baseUrl === undefined) throw new Error('usage: FAULTS_DIR BASE_URL');
const ledger = await openFaultLedger({ dir, baseUrl });
ledger.keepRoom(ledger.usable);
const room = await ledger.reserve(1);
if (room === null) throw new Error('no room');
await ledger.settle(room, 0);
