// The command line's entry point: builds the program for this invocation and runs it. No top-level await: the build
// runs this as CommonJS (scripts/build-node.mjs); a rejection still ends the process as an unhandled one, exit 1.
import { writeBackElsewhere } from '../engine/write-back/write-back-on-demand';
import { buildProgram } from './program';
import { writeBackThread } from './write-back-thread';

// A command's write-back (an upload's) runs on a thread of its own, on the other core (docs/write-back.md, "The
// write-back on a thread of its own"); commands run in-process by the tests keep it in their thread.
writeBackElsewhere(() => writeBackThread());
void buildProgram(process.argv).then((program) => program.parseAsync(process.argv));
