// The command line's entry point: builds the program for this invocation and runs it. No top-level await: the build
// runs this as CommonJS (scripts/build-node.mjs); a rejection still ends the process as an unhandled one, exit 1.
import { buildProgram } from './program';

void buildProgram(process.argv).then((program) => program.parseAsync(process.argv));
